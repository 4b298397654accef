import Foundation
import GestureKit
import SandboxFormats
import SandboxSession

/// Draws one picture through `GraphicsContext` in a hidden window on the software renderer and writes it as a PNG:
/// how `gesture-sandbox timeline -o FILE.png` renders the same layout the app shows, with the app's fonts.
@MainActor
public enum OffscreenPicture {
    /// SDL's largest window side, in points: a picture is drawn in one window.
    public nonisolated static let maximumSide: CGFloat = CGFloat(RecordingParser.maximumWindowSide)

    /// Draws the picture and writes it whole to `path` (through the path, as every output: see `OutputFile`), or
    /// throws one line: a picture larger than `maximumSide`, a part that couldn't be drawn (the path is not opened
    /// then), or the output failing.
    public static func writePNG(size: CGSize, to path: String, draw: (GraphicsContext) -> Void) throws {
        guard size.width <= maximumSide, size.height <= maximumSide else {
            // Said without `Int(_:)`, which traps on an infinite or NaN size.
            func side(_ value: CGFloat) -> String { value.isFinite ? "\(Int(value.rounded(.up)))" : "\(value)" }
            throw SandboxError("a picture of \(side(size.width))x\(side(size.height)) points "
                               + "is larger than the \(Int(maximumSide)) points a side one can be drawn in")
        }
        try SDLSystem.start(videoDriver: .offscreen)
        let window = try SDLWindow(title: "picture", width: Int(size.width.rounded(.up)),
                                   height: Int(size.height.rounded(.up)), resizable: false, hidden: true)
        let renderer = try SDLRenderer(window: window, kind: .software)
        let context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1)
        // A picture missing a part is not written: the problem is the command's one error line, not a report.
        context.reportProblem = { _ in }
        context.beginFrame(clearColor: .white)
        draw(context)
        context.endFrame()
        if let problem = context.assetErrors.first {
            throw SandboxError("can't draw \(path): \(problem)")
        }
        let output = try OutputFile(path: path, report: { _ in })
        try renderer.writePNG(to: output)
        try output.finish()
    }
}
