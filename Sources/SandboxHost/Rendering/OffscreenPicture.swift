import Foundation
import GestureKit

/// Draws one picture through `GraphicsContext` in a hidden window on the software renderer and saves it as a PNG:
/// how `gesture-sandbox timeline -o FILE.png` renders the same layout the app shows, with the app's fonts.
@MainActor
public enum OffscreenPicture {
    public static func savePNG(size: CGSize, to path: String, draw: (GraphicsContext) -> Void) throws {
        try SDLSystem.start(videoDriver: .offscreen)
        let window = try SDLWindow(title: "picture", width: Int(size.width.rounded(.up)),
                                   height: Int(size.height.rounded(.up)), resizable: false, hidden: true)
        let renderer = try SDLRenderer(window: window, kind: .software)
        let context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1)
        context.beginFrame(clearColor: .white)
        draw(context)
        context.endFrame()
        try renderer.savePNG(to: path)
    }
}
