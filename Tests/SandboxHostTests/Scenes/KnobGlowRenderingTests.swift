import Foundation
import GestureKit
import SandboxHost
@testable import SandboxScenes
import Testing
import SandboxSession

/// The knob's glow is drawn as opaque rings in the colours the translucent stack composites to over the scene's
/// background (each pixel written once); it must look like the four translucent ellipses it stands for.
@Suite("Knob glow rendering", .serialized)
@MainActor
struct KnobGlowRenderingTests {
    @Test func opaqueRingsMatchTheTranslucentStack() throws {
        try SDLSystem.start()
        let size = CGSize(width: 1280, height: 800)
        let sdlWindow = try SDLWindow(title: "knob glow", width: Int(size.width), height: Int(size.height),
                                      resizable: false, hidden: true)
        let renderer = try SDLRenderer(window: sdlWindow)
        let context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1)
        let window = Window(frame: CGRect(origin: .zero, size: size))
        let scene = KnobScene(window: window, playSound: { _ in })
        window.layoutHierarchy()
        context.beginFrame(clearColor: .white)
        window.drawHierarchy(in: context)
        context.endFrame()
        let drawn = try renderer.readPixels()

        // The reference: the scene's background and the four translucent ellipses, blended one over another.
        let background = try #require(scene.backgroundColor)
        context.beginFrame(clearColor: .white)
        context.fill(CGRect(origin: .zero, size: size), color: background)
        let glow = scene.controls.frame.insetBy(dx: -160, dy: -120)
        for ring in 0..<4 {
            let inset = CGFloat(ring) * 50
            context.fillEllipse(in: glow.insetBy(dx: inset, dy: inset), color: KnobScene.glowColor)
        }
        context.endFrame()
        let reference = try renderer.readPixels()

        // Everywhere but the panel with its shadow and the hint bar, which the reference leaves out.
        let panel = scene.controls.frame.insetBy(dx: -12, dy: -12).offsetBy(dx: 0, dy: 8)
        let hint = scene.hintBar.frame.insetBy(dx: -4, dy: -4)
        var compared = 0, worst = 0, inGlow = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard !panel.contains(point), !hint.contains(point) else { continue }
                compared += 1
                worst = max(worst, drawn[x, y].distance(to: reference[x, y]))
                if glow.contains(point), reference[x, y] != reference[0, drawn.height - 1] { inGlow += 1 }
            }
        }
        #expect(compared > 700_000)
        #expect(inGlow > 150_000)
        #expect(worst <= 1)
    }

    @Test func compositeMatchesTheRenderersEightBitBlend() {
        let base = Color(hex: 0x1C2130)
        let over = KnobScene.composite(KnobScene.glowColor, over: base)
        // Alpha 0.12 is 31/255: red (0x3D·31 + 0x1C·224) / 255 = 32.01 → 32, green (0x4A·31 + 0x21·224) / 255 = 37.98 → 38.
        #expect((over.red * 255).rounded() == 32)
        #expect((over.green * 255).rounded() == 38)
        let blue: Double = (0x7A * 31 + 0x30 * 224) / 255
        #expect((over.blue * 255).rounded() == blue.rounded())
        #expect(over.alpha == 1)
    }
}
