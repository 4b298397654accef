import Foundation
import GestureKit

/// The ink over the tiles: the loop while the finger draws it (read from the recognizer each frame), then the last
/// recognized loop, faint, so the user sees what was enclosed. It takes no touches; the board beneath does.
@MainActor
public final class LassoInkView: View {
    public let lasso: LassoGestureRecognizer
    /// The last recognized loop, in window coordinates.
    public var recognizedLoop: [CGPoint] = []

    public init(lasso: LassoGestureRecognizer) {
        self.lasso = lasso
        super.init(name: "ink")
        isUserInteractionEnabled = false
    }

    public override func draw(in context: GraphicsContext) {
        if lasso.isDrawing, lasso.points.count > 1 {
            context.strokePolyline(lasso.points.map { convert($0, from: nil) }, color: LassoPalette.ink, lineWidth: 5)
        } else if recognizedLoop.count > 2 {
            let loop = recognizedLoop.map { convert($0, from: nil) }
            context.strokePolyline(loop + [loop[0]], color: LassoPalette.ink.withAlphaComponent(0.6), lineWidth: 3)
        }
    }
}
