import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import Testing

/// Seen in the touch probe at 640×400 (/tmp/touchprobe/final-x11-640/tabs2.png): the scene's own text showed
/// through F5's box ("single taps are not received here" between its lines), and faintly through F7's, which share
/// the panel tabs' column with F2 and F6, both opaque. Read back from the frame's pixels over the scroll scene's light
/// page, beside the text (the × column).
@MainActor
@Suite("Panels are opaque", .serialized)
struct OpaquePanelsTests {
    @Test("F5's and F7's boxes, opened by finger, hide the scene under them", arguments: ["chrome.f5", "chrome.f7"])
    func opaque(button: String) throws {
        let app = try ChromeCoverTests.app(scene: "scroll")
        #expect(try TouchChrome.tap(app, button, wall: 0.1))
        try app.frame(wall: 0.2)
        let cross = try #require(TouchChrome.targets(app, at: app.window.clock.now)["\(button).close"])
        let pixels = try app.renderer.readPixels()
        let scale = CGFloat(pixels.width) / app.chromeSize.width
        let inside = pixels[Int((cross.maxX - 6) * scale), Int((cross.maxY + 30) * scale)]
        let beside = pixels[Int((cross.maxX + 30) * scale), Int((cross.maxY + 30) * scale)]
        #expect(beside.red > 200 && beside.green > 200, "the light page beside the box: \(beside)")
        #expect(inside.red < 30 && inside.green < 30 && inside.blue < 30, "\(button)'s box over the page: \(inside)")
    }
}
