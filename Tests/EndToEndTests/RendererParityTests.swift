import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import Testing
@testable import SandboxRendering
@testable import SandboxSession

/// Issue 22 item 5: the GPU path users get is tested too. Every scene, with a touch-free frame and one mid-animation
/// state untouched, is drawn by SDL's OpenGL renderer (Mesa's llvmpipe under Xvfb: the same GL code a GPU runs) and by
/// the software renderer, in hidden windows at 640x400, and the pixels read back are compared: geometry through
/// `SDL_RenderGeometry` (no feathered edges there) and bilinear text textures differ from the software rasteriser
/// along edges only. The GL frame is also checked opaque (alpha 255 everywhere): a compositor blends a window's
/// alpha with what lies under it, which shows as speckles in anti-aliased text.
@Suite("Renderer parity: OpenGL and software", .serialized)
@MainActor
struct RendererParityTests {
    nonisolated static let hasX = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    nonisolated static let scenes = ["monkey-banana", "knob", "checkmark", "photo-chevron", "gallery"]

    static func draw(scene: String, kind: SDLRenderer.Kind) throws -> (image: PixelImage, backend: String) {
        try SDLSystem.start()
        let sdlWindow = try SDLWindow(title: "parity", width: 640, height: 400, resizable: false, hidden: true)
        let renderer = try SDLRenderer(window: sdlWindow, kind: kind)
        let context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
        _ = SceneCatalog.install(id: scene, in: window)
        window.advance(to: 0.5)
        window.layoutHierarchy()
        context.beginFrame(clearColor: .white)
        window.drawHierarchy(in: context)
        context.endFrame()
        return (try renderer.readPixels(), renderer.backendName)
    }

    @Test(.enabled(if: hasX, "needs an X display for OpenGL (make test runs the suite under Xvfb)"),
          arguments: scenes)
    func openGLMatchesSoftware(scene: String) throws {
        #expect(SceneCatalog.scene(id: scene) != nil)
        let software = try Self.draw(scene: scene, kind: .software)
        let gl = try Self.draw(scene: scene, kind: .accelerated)
        #expect(software.backend == "software")
        #expect(gl.backend.hasPrefix("opengl"), "accelerated renderer: \(gl.backend)")
        #expect(gl.image.width == software.image.width && gl.image.height == software.image.height)
        var differing = 0, far = 0, total = 0, translucent = 0
        for (a, b) in zip(gl.image.argb, software.image.argb) {
            let distance = PixelColor(argb: a).distance(to: PixelColor(argb: b))
            total += distance
            if distance > 24 { differing += 1 }
            if distance > 128 { far += 1 }
            if a >> 24 != 0xFF { translucent += 1 }
        }
        let count = gl.image.argb.count
        let mean = Double(total) / Double(count)
        print("renderer parity \(scene): \(differing) of \(count) pixels differ by more than 24, \(far) by more than 128, "
              + "mean \(String(format: "%.2f", mean))")
        #expect(translucent == 0, "\(scene): \(translucent) pixels of the GL frame are not opaque")
        #expect(Double(differing) / Double(count) < 0.03, "\(scene): \(differing) of \(count) pixels differ by more than 24")
        #expect(Double(far) / Double(count) < 0.005, "\(scene): \(far) pixels differ by more than 128")
        #expect(mean < 3, "\(scene): mean channel difference \(mean)")
    }
}
