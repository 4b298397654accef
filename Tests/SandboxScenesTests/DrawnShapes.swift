import Foundation
import GestureKit

/// A `GraphicsContext` that draws nothing and keeps the filled rounded rectangles and the texts, in window points,
/// so a test can say what a view drew where and in which colour. Text is measured 9 pt a character, 16 pt high.
@MainActor
final class DrawnShapes: GraphicsContext {
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    private(set) var roundedRects: [(rect: CGRect, color: Color)] = []
    private(set) var texts: [(text: String, rect: CGRect)] = []

    func fill(_ rect: CGRect, color: Color) {}
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) {}
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
        roundedRects.append((rect.applying(transform), color))
    }
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) {}
    func fillEllipse(in rect: CGRect, color: Color) {}
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) {}
    func fillPolygon(_ points: [CGPoint], color: Color) {}
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) {}
    func drawImage(named name: String, in rect: CGRect) {}
    func imageSize(named name: String) -> CGSize? { nil }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        texts.append((text, rect.applying(transform)))
    }
    func sizeOfText(_ text: String, font: Font) -> CGSize { CGSize(width: CGFloat(text.count) * 9, height: 16) }
    func pushClip(_ rect: CGRect) {}
    func popClip() {}
}
