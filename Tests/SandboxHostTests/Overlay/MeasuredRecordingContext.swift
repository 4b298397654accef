import Foundation
import GestureKit
@testable import SandboxHost

/// A `GraphicsContext` that draws nothing and remembers the rectangles and texts drawn, in window points, while
/// measuring text with the app's real font (through an SDL context), so layout tests see true text widths.
@MainActor
final class MeasuredRecordingContext: GraphicsContext {
    struct PlacedText {
        var text: String
        var rect: CGRect
        var font: Font
    }

    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    private(set) var texts: [PlacedText] = []
    /// Every filled or stroked shape's bounds.
    private(set) var shapes: [CGRect] = []
    private let measurer: SDLGraphicsContext

    init(measuringWith harness: RenderHarness) {
        measurer = harness.context
    }

    private func window(_ rect: CGRect) -> CGRect { rect.applying(transform) }

    func fill(_ rect: CGRect, color: Color) { shapes.append(window(rect)) }
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) { shapes.append(window(rect)) }
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) { shapes.append(window(rect)) }
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) {
        shapes.append(window(rect))
    }
    func fillEllipse(in rect: CGRect, color: Color) { shapes.append(window(rect)) }
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) { shapes.append(window(rect)) }
    func fillPolygon(_ points: [CGPoint], color: Color) {}
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) {}
    func drawImage(named name: String, in rect: CGRect) { shapes.append(window(rect)) }
    func imageSize(named name: String) -> CGSize? { nil }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        texts.append(PlacedText(text: text, rect: window(rect), font: font))
    }
    func sizeOfText(_ text: String, font: Font) -> CGSize { measurer.sizeOfText(text, font: font) }
    func pushClip(_ rect: CGRect) {}
    func popClip() {}

    /// Texts wider than the rectangle they were drawn in (they would be cut), as "text: width > column".
    var overflowingTexts: [String] {
        texts.compactMap { placed in
            let width = sizeOfText(placed.text, font: placed.font).width
            return width > placed.rect.width + 0.5 ? "\(placed.text): \(width) > \(placed.rect.width)" : nil
        }
    }

    /// Plain labels in `view`'s tree whose text does not fit them even at the smallest font they may shrink to, so
    /// they draw it cut (with "…", which `overflowingTexts` cannot see), as "text: width > label's width". Labels
    /// that draw themselves (the hint, reasons) lay out their own lines, which `overflowingTexts` measures.
    func cutLabels(in view: View) -> [String] {
        guard !view.isHidden else { return [] }
        var cut = view.subviews.flatMap { cutLabels(in: $0) }
        if let label = view as? Label, type(of: label) == Label.self, !label.text.isEmpty {
            let font = label.adjustsFontSizeToFitWidth
                ? Font(size: max(1, (label.font.size * label.minimumScaleFactor).rounded(.up)), weight: label.font.weight)
                : label.font
            let width = sizeOfText(label.text, font: font).width
            if width > label.bounds.width + 0.5 { cut.append("\(label.text): \(width) > \(label.bounds.width)") }
        }
        return cut
    }

    func reset() {
        texts.removeAll()
        shapes.removeAll()
    }
}
