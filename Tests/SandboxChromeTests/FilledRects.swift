import Foundation
import GestureKit

/// A `GraphicsContext` that keeps the rectangles filled (in window points) and the texts drawn, and nothing else.
@MainActor
final class FilledRects: GraphicsContext {
    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    private(set) var fills: [CGRect] = []
    private(set) var texts: [String] = []

    func fill(_ rect: CGRect, color: Color) { fills.append(rect.applying(transform)) }
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) {}
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) { fills.append(rect.applying(transform)) }
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) {}
    func fillEllipse(in rect: CGRect, color: Color) {}
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) {}
    func fillPolygon(_ points: [CGPoint], color: Color) {}
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) {}
    func drawImage(named name: String, in rect: CGRect) {}
    func imageSize(named name: String) -> CGSize? { nil }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        texts.append(text)
    }
    func sizeOfText(_ text: String, font: Font) -> CGSize { CGSize(width: CGFloat(text.count) * 7, height: 16) }
    func pushClip(_ rect: CGRect) {}
    func popClip() {}
}
