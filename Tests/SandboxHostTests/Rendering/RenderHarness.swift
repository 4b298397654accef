import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession

/// A hidden window with the software renderer and a context at a fixed scale. The driver is SDL's automatic choice
/// (offscreen with no display, x11 under Xvfb), so it agrees with other SDL tests in the same process; the software
/// renderer's pixels are identical on both.
@MainActor
struct RenderHarness {
    let window: SDLWindow
    let renderer: SDLRenderer
    let context: SDLGraphicsContext

    /// `width` × `height` in points; the output has `scale` times as many pixels each way.
    init(width: Int, height: Int, scale: CGFloat = 1) throws {
        try SDLSystem.start()
        window = try SDLWindow(title: "render test", width: width * Int(scale), height: height * Int(scale),
                               resizable: false, hidden: true)
        renderer = try SDLRenderer(window: window)
        context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: scale)
        context.beginFrame(clearColor: .white)
    }

    /// Ends the frame and reads every pixel back.
    func pixels() throws -> PixelImage {
        context.endFrame()
        return try renderer.readPixels()
    }
}

extension PixelImage {
    /// How many pixels in `rect` (pixel coordinates) differ from `color` by more than `tolerance`.
    func count(in rect: (x: Range<Int>, y: Range<Int>), differingFrom color: PixelColor, tolerance: Int = 8) -> Int {
        var count = 0
        for y in rect.y where y >= 0 && y < height {
            for x in rect.x where x >= 0 && x < width && self[x, y].distance(to: color) > tolerance { count += 1 }
        }
        return count
    }
}

extension PixelColor {
    static let white = PixelColor(red: 255, green: 255, blue: 255)
    static let black = PixelColor(red: 0, green: 0, blue: 0)
    static let pureRed = PixelColor(red: 255, green: 0, blue: 0)
    static let pureBlue = PixelColor(red: 0, green: 0, blue: 255)
}

extension Color {
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let pureBlue = Color(red: 0, green: 0, blue: 1)
}
