import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxInspector
import Testing

/// Found by touch at 640×400: F5 ended "… 5 more (all of it: --verbose)", an option a finger can't give, and the box
/// didn't scroll. Dragged up by finger it shows the lines below, to the last, and the scene never sees the finger.
@MainActor
@Suite("F5 scrolls by finger", .serialized)
struct InputHealthDragTests {
    @Test func dragUpShowsTheRest() throws {
        let app = try ChromeCoverTests.app(scene: "gallery", size: CGSize(width: 640, height: 400))
        try TouchChrome.tap(app, "chrome.more", wall: 0.1)
        #expect(try TouchChrome.tap(app, "chrome.f5", wall: 0.2))
        try app.frame(wall: 0.3)
        func texts() throws -> [String] {
            let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
            app.chrome.stack.draw(in: context, size: app.chromeSize, frame: app.chromeFrame(at: app.window.clock.now))
            return context.texts.map(\.text)
        }
        let before = try texts()
        let more = try #require(before.last { $0.hasPrefix("… ") }, "\(before)")
        #expect(more.contains("drag up"))
        let cross = try #require(TouchChrome.targets(app, at: app.window.clock.now)["chrome.f5.close"])
        var wall = 0.4
        try ChromeCoverTests.drag(app, finger: 5, from: CGPoint(x: cross.minX - 80, y: cross.maxY + 150),
                                  to: CGPoint(x: cross.minX - 80, y: cross.maxY - 20), wall: &wall)
        let after = try texts()
        #expect(after.contains { $0.hasPrefix("↑ ") && $0.hasSuffix(" above: drag down") }, "\(after)")
        #expect(!after.contains { $0.hasPrefix("… ") }, "the last line in view: \(after)")
        #expect(app.inspector.inspector.story.touches.isEmpty, "the scene never saw the finger")
    }
}
