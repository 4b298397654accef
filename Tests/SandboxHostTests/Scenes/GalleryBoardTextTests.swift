import CSDL2
import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxScenes
import Testing
@testable import SandboxRendering
@testable import SandboxSession

/// Issue 11, item 3: the gallery's title and gesture list stay clear of the edge strip's chevrons, shrinking to fit a
/// small window. Read back from the renderer: at 640x400 the list ran over the chevrons.
@MainActor
@Suite("Gallery board text", .serialized)
struct GalleryBoardTextTests {
    static func pixelColor(_ color: Color) -> PixelColor {
        func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        return PixelColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }

    /// Pixels of the title's or the list's colour left of `limit`, and in the whole window.
    static func textPixels(size: CGSize, leftOf limit: Int) throws -> (left: Int, all: Int) {
        var options = SandboxOptions()
        options.headless = true
        options.size = size
        let scenes = [SceneDescriptor(id: GalleryScene.id, title: GalleryScene.title, hint: GalleryScene.hint) { window, _ in
            GalleryScene(window: window, playSound: { _ in })
        }]
        let app = try SandboxApp(options: options, scenes: scenes)
        try app.step(to: 0.1, render: true)
        let pixels = try app.renderer.readPixels()
        let colours = [GalleryScene.titleColor, GalleryScene.listColor].map(Self.pixelColor)
        var left = 0, all = 0
        // Between the hint pill and the scene bar.
        for y in 60..<(pixels.height - 40) {
            for x in 0..<pixels.width where colours.contains(where: { pixels[x, y].distance(to: $0) <= 6 }) {
                all += 1
                if x < limit { left += 1 }
            }
        }
        return (left, all)
    }

    @Test(arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800)])
    func textClearsTheEdgeStrip(size: CGSize) throws {
        // The strip is 13 pt wide and its chevrons reach 8 + 8 pt past it.
        let limit = Int(ScreenEdgePanGestureRecognizer.defaultEdgeRegion) + 8 + 8 + 4
        let counted = try Self.textPixels(size: size, leftOf: limit)
        #expect(counted.all > 500, "the title and the list are drawn: \(counted.all) pixels")
        #expect(counted.left == 0, "\(counted.left) text pixels over the chevrons at \(size)")
    }
}
