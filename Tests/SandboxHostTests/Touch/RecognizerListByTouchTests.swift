import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxScenes
@testable import SandboxSession
import TestSupport
import Testing

/// Issue 39 item 3: F7, a registered panel, gets its scene-bar button from its key's declaration, with no line of its
/// own in the bar; a finger on it (pushed into SDL's queue) opens the panel, and at 640×400 the panel keeps clear of
/// the scene's hint.
@MainActor
@Suite("F7 by touch", .serialized)
struct RecognizerListByTouchTests {
    func list(_ app: SandboxApp) throws -> RecognizerListLayer {
        try #require(app.chrome.added.first as? RecognizerListLayer)
    }

    @Test func aFingerOnF7sButtonOpensIt() throws {
        let app = try TouchChrome.app(size: CGSize(width: 1280, height: 800))
        try app.frame(wall: 0)
        #expect(ChromeButton.all.contains { $0.name == "chrome.f7" && $0.command == .functionKey(7) })
        #expect(!(try list(app)).isVisible)
        #expect(try TouchChrome.tap(app, "chrome.f7", wall: 0.1), "chrome.f7 in \(TouchChrome.targets(app, at: 0).keys.sorted())")
        #expect(try list(app).isVisible)
        #expect(app.inspector.inspector.story.touches.isEmpty, "the finger on the bar never reached the scene")
        #expect(try TouchChrome.tap(app, "chrome.f7.close", wall: 0.2))
        #expect(!(try list(app)).isVisible)
    }

    @Test func atTheSmallestSizeItIsInTheDrawerAndKeepsClearOfTheHint() throws {
        let app = try TouchChrome.app(size: CGSize(width: 640, height: 400))
        try app.frame(wall: 0)
        #expect(TouchChrome.targets(app, at: 0)["chrome.f7"] == nil, "in the drawer while it is closed")
        #expect(try TouchChrome.tap(app, "chrome.more", wall: 0.1))
        #expect(try TouchChrome.tap(app, "chrome.f7", wall: 0.2))
        #expect(try list(app).isVisible)
        let now = app.window.clock.now
        let area = try #require(app.chrome.stack.layout(size: app.chromeSize, now: now).area(of: try list(app)))
        let box = try list(app).box(in: area, frame: app.chromeFrame(at: now))
        let scene = try #require(app.window.subviews.first as? SceneView)
        let hint = scene.hintBar.convert(scene.hintBar.bounds, to: nil)
        #expect(box.height >= 40 + RecognizerListLayer.rowHeight, "a row shows: \(box)")
        #expect(!box.intersects(hint), "F7 \(box) over the hint \(hint)")
        let targets = TouchChrome.targets(app, at: now)
        #expect(targets["chrome.f7.close"].map { !$0.intersects(hint) } == true)
    }
}
