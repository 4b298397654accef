import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import Testing
@testable import SandboxChrome
@testable import SandboxRendering
@testable import SandboxSession

/// The F6 panel drawn over the gallery with a finger held down and a distance tuned: the panel, and the slop circle
/// around the finger's touch-down point. The PNG it writes (path printed) is the README's screenshot.
@MainActor
@Suite("Tuning panel on screen", .serialized)
struct TuningPanelScreenshotTests {
    @Test func thePanelAndTheSlopCircleAreDrawn() throws {
        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("gs-f6-\(UUID().uuidString).jsonl")
        let shot = URL(fileURLWithPath: try ScreenshotFolder.path("gesture-sandbox-tuning-panel.png"))
        defer { try? FileManager.default.removeItem(at: recording) }
        try """
            {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"gallery"}
            {"t":0.1,"type":"down","id":1,"x":420,"y":420}
            {"t":0.2,"type":"move","id":1,"x":428,"y":424}
            """.write(to: recording, atomically: true, encoding: .utf8)
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = recording.path
        options.settle = 0.2
        options.screenshotPath = shot.path
        let scenes = [SceneDescriptor(id: GalleryScene.id, title: GalleryScene.title, hint: GalleryScene.hint) { window, services in
            GalleryScene(window: window, playSound: { services.playSound(named: $0) })
        }]
        let app = try SandboxApp(options: options, scenes: scenes)
        app.tuningPanel.isVisible = true
        app.tuning.choose(.android, in: app.window)
        app.tuning.set("tap.allowableMovement", to: 60, in: app.window)
        try app.run()
        print("F6 screenshot: \(shot.path)")
        let pixels = try app.renderer.readPixels()
        let rows = app.tuningPanel.rows(in: app.window)
        #expect(rows.first?.id == "tap.allowableMovement")
        #expect(rows.first?.value == 60)
        let panel = app.tuningPanel.frame(rows: rows.count, size: CGSize(width: 1280, height: 800))
        #expect(pixels[Int(panel.maxX) - 6, Int(panel.midY)].distance(to: PixelColor(red: 20, green: 20, blue: 20)) < 30,
                "the panel's dark background")
        // The replay is zoomed to fit beside F6, which docks on the right: the circle is drawn around the
        // touch-down point where it is shown, its radius zoomed with the scene.
        let z = app.replayZoom, o = app.sceneOrigin
        #expect(z < 1)
        func shown(_ x: CGFloat, _ y: CGFloat) -> (Int, Int) { (Int((x * z + o.x).rounded()), Int((y * z + o.y).rounded())) }
        // The zoomed ring's 2 px line falls between pixels: the most orange of the three across it.
        let (rx, ry) = shown(420 + 60, 420)
        let ring = (rx - 1...rx + 1).map { pixels[$0, ry] }.min { $0.blue < $1.blue }!
        #expect(ring.red > 200 && ring.blue < 80, "the orange slop circle 60 pt right of the touch-down point: \(ring)")
        let (ix, iy) = shown(420 + 30, 420 - 30), (ox, oy) = shown(420 + 100, 420 - 100)
        let inside = pixels[ix, iy]
        #expect(inside.distance(to: pixels[ox, oy]) > 0 || inside.red >= inside.blue, "the circle's translucent fill")
    }
}
