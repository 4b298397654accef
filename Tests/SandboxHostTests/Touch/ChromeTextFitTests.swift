import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxInspector
import SandboxScenes
@testable import SandboxSession
import Testing

/// Found by touch at 640×400 and 3840×2160: F3's badge ("idle: frames drawn only on change · frame 0.00 ms avg,
/// 0.00 ms max") ran out of its box under its × and over the panel tabs, and F7's rows ("gallery.edge-pan
/// (ScreenEdgePanGestureRecognizer): possible") past its box's edge. Every chrome text drawn fits where it is drawn,
/// measured with the app's font.
@MainActor
@Suite("Chrome texts fit their boxes", .serialized)
struct ChromeTextFitTests {
    @Test("F3, F7 and the panel tabs open by finger: no chrome text runs past its box",
          arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800)])
    func noTextOverflows(size: CGSize) throws {
        let app = try TouchChrome.app(size: size)
        let gallery = try #require(app.scenes.firstIndex { $0.id == "gallery" })
        app.perform(.selectScene(gallery), at: 0)
        try app.frame(wall: 0)
        var wall = 0.1
        for name in ["chrome.f3", "chrome.f6", "chrome.f7"] {
            if TouchChrome.targets(app, at: app.window.clock.now)[name] == nil {
                #expect(try TouchChrome.tap(app, "chrome.more", wall: wall))
                wall += 0.1
            }
            #expect(try TouchChrome.tap(app, name, wall: wall), "\(name)")
            wall += 0.1
        }
        #expect(app.chrome.stats.isVisible)
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        app.chrome.stack.draw(in: context, size: app.chromeSize, frame: app.chromeFrame(at: app.window.clock.now))
        #expect(context.texts.contains { $0.text.hasPrefix("F7") }, "F7 drawn")
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
    }
}
