import Foundation
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxChrome

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
        // Most of a short run of pixels, not one (a button's label may lie under any single one).
        for y in [345, 360, 380, 395] {
            let dark = (280..<320).filter { x in
                let pixel = pixels[x, y]
                return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 90
            }
            #expect(dark.count > 30, "chrome is dark at y \(y): \(dark.count) of 40 pixels")
        }
    }
}

/// Issue 25 item 6: a 1280×800 recording replayed in a 900×500 window put the scene's bottom under the transport and
/// the scene bar (it was zoomed to the whole window's height).
@MainActor
@Suite("Replay zoom above the bars", .serialized)
struct ReplayZoomTests {
    @Test("the zoomed scene ends above the transport and scene bar")
    func sceneAboveTheBars() throws {
        let app = try WindowedReplay.app("touch-test-tap.jsonl", size: CGSize(width: 900, height: 500))
        let bars = SceneBar.height + ReplayTransport.height
        #expect(app.chromeSize == CGSize(width: 900, height: 500))
        #expect(abs(app.replayZoom - (500 - bars) / 800) < 1e-9)
        #expect(app.size.height * app.replayZoom <= 500 - bars + 1e-9)
        #expect(ReplayZoom.fit(CGSize(width: 1280, height: 800), in: CGSize(width: 1280, height: 2000), bars: bars) == 1)
        #expect(ReplayZoom.bars(headless: true, replays: true) == 0)
    }
}
