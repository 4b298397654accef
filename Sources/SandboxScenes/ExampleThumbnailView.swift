import Foundation
import GestureKit
import TemplateRecognition

/// One taught example drawn small, fitted to its box, with a × that drops it (the whole thumbnail is the button).
/// An example that matches another gesture better than its own (`isConfused`) has a red frame.
@MainActor
public final class ExampleThumbnailView: Button {
    public let example: GestureExample
    public var isConfused = false

    public init(example: GestureExample, name: String) {
        self.example = example
        super.init(title: "×", name: name)
    }

    public override func draw(in context: GraphicsContext) {
        context.fillRoundedRect(bounds, cornerRadius: 8, color: isHighlighted ? Color(hex: 0xE3E8F0) : ScenePalette.paper)
        context.strokeRoundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: 7,
                                  color: isConfused ? ScenePalette.failure : Color(hex: 0xB9C2D0),
                                  lineWidth: isConfused ? 3 : 1.5)
        // Only finite points are drawn, and the fit is worked in halves: the centre and span of coordinates near
        // ±1.7e308 (a hand-edited gestures file) would overflow to infinity, then NaN.
        let points = example.strokes.flatMap { $0 }.filter { $0.x.isFinite && $0.y.isFinite }
        if let first = points.first {
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for point in points {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
            let box = bounds.insetBy(dx: 10, dy: 10)
            let centerX = minX / 2 + maxX / 2, centerY = minY / 2 + maxY / 2
            let scale = min(box.width / 2 / max(maxX / 2 - minX / 2, 0.5), box.height / 2 / max(maxY / 2 - minY / 2, 0.5))
            for stroke in example.strokes {
                let mapped = stroke.filter { $0.x.isFinite && $0.y.isFinite }
                    .map { CGPoint(x: ($0.x - centerX) * scale + box.midX, y: ($0.y - centerY) * scale + box.midY) }
                context.strokePolyline(mapped, color: ScenePalette.ink, lineWidth: 2.5)
                if let start = mapped.first {
                    context.fillEllipse(in: CGRect(x: start.x - 3.5, y: start.y - 3.5, width: 7, height: 7),
                                        color: ScenePalette.success)
                }
            }
        }
        let corner = CGRect(x: bounds.maxX - 20, y: bounds.minY + 2, width: 18, height: 18)
        context.drawText(title, in: corner, font: .boldSystemFont(ofSize: 15), color: ScenePalette.failure, alignment: .center)
    }
}
