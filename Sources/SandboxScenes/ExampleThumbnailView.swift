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
        let points = example.strokes.flatMap { $0 }
        if let first = points.first {
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for point in points {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
            let box = bounds.insetBy(dx: 10, dy: 10)
            let scale = min(box.width / max(maxX - minX, 1), box.height / max(maxY - minY, 1))
            let offsetX = box.midX - (minX + maxX) / 2 * scale, offsetY = box.midY - (minY + maxY) / 2 * scale
            for stroke in example.strokes {
                let mapped = stroke.map { CGPoint(x: $0.x * scale + offsetX, y: $0.y * scale + offsetY) }
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
