import Foundation
import GestureKit
@testable import SandboxHost
import Testing

/// A replay made at 1280×800 shown in a 640×400 window is drawn zoomed to 0.5×, but its chrome (scene bar,
/// transport) is the window's: full size, along the window's bottom.
@MainActor
@Suite("Replay chrome scale", .serialized)
struct ReplayChromeScaleTests {
    @Test("the transport and scene bar are drawn at the window's scale, not the replay's zoom")
    func chromeAtWindowScale() throws {
        let app = try WindowedReplay.app("touch-test-tap.jsonl", size: CGSize(width: 640, height: 400))
        #expect(app.size == CGSize(width: 1280, height: 800), "the scene keeps the recording's points")
        #expect(app.chromeSize == CGSize(width: 640, height: 400))
        try app.step(to: 0.05, render: true)
        let pixels = try app.renderer.readPixels()
        // The transport spans y 338…366 and the scene bar 366…400 at full size; zoomed, both would sit below y 366.
        for y in [345, 360, 380, 395] {
            let pixel = pixels[300, y]
            #expect(Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 90, "chrome is dark at y \(y): \(pixel)")
        }
    }
}
