import Foundation
import GestureKit

/// One finger stroke drawn as a smooth round-jointed line; it lives on after the finger lifts only to fade out, in
/// its ink or in red when the stroke was not the shape.
@MainActor
public final class StrokeView: View {
    public private(set) var points: [CGPoint] = []
    /// The ink, kept as the view's `tintColor` so a view dump shows a stroke turning red.
    public var color: Color {
        get { tintColor ?? ScenePalette.ink }
        set { tintColor = newValue }
    }
    public var lineWidth: CGFloat = 7

    public init(frame: CGRect) {
        super.init(frame: frame, name: "stroke")
        tintColor = ScenePalette.ink
        isUserInteractionEnabled = false
    }

    func append(_ point: CGPoint) {
        if points.last != point { points.append(point) }
    }

    /// Fades the stroke out in `color` and removes it.
    func fadeOut(in color: Color) {
        self.color = color
        View.animate(withDuration: 0.7, delay: 0.15, curve: .easeIn, views: [self], animations: { self.alpha = 0 },
                     completion: { [weak self] _ in self?.removeFromSuperview() })
    }

    public override func draw(in context: GraphicsContext) {
        guard let first = points.first else { return }
        if points.count == 1 {
            let r = lineWidth / 2
            context.fillEllipse(in: CGRect(x: first.x - r, y: first.y - r, width: 2 * r, height: 2 * r), color: color)
        } else {
            context.strokePolyline(points, color: color, lineWidth: lineWidth)
        }
    }
}
