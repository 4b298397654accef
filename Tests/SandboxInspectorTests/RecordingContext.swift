import Foundation
import GestureKit

/// A `GraphicsContext` that draws nothing and remembers every call in window points, so layout and content can be
/// checked headless. Text is measured a little wider than the app's DejaVu Sans (5.8-6.3 points per character at
/// 12 pt, bold 6.6-7.0): 6.5 points, bold 7.2 (scaled by size), 16 points high.
@MainActor
final class RecordingContext: GraphicsContext {
    enum Call: Equatable {
        case fill(CGRect, Color)
        case roundedRect(CGRect, Color)
        case stroke(CGRect, Color)
        case ellipse(CGRect, Color)
        case polygon([CGPoint], Color)
        case polyline([CGPoint], Color, CGFloat)
        case text(String, CGRect, Color)
        case image(String, CGRect)
        case pushClip(CGRect)
        case popClip
    }

    var transform = CGAffineTransform.identity
    var alpha: CGFloat = 1
    private(set) var calls: [Call] = []
    private var clipDepth = 0
    /// Texts wider than the rectangle they were drawn in (they would be cut), with the rectangle's width.
    private(set) var overflowing: [String] = []

    private func window(_ rect: CGRect) -> CGRect { rect.applying(transform) }

    func fill(_ rect: CGRect, color: Color) { calls.append(.fill(window(rect), color)) }
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat) { calls.append(.stroke(window(rect), color)) }
    func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color) {
        calls.append(.roundedRect(window(rect), color))
    }
    func strokeRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, color: Color, lineWidth: CGFloat) {
        calls.append(.stroke(window(rect), color))
    }
    func fillEllipse(in rect: CGRect, color: Color) { calls.append(.ellipse(window(rect), color)) }
    func strokeEllipse(in rect: CGRect, color: Color, lineWidth: CGFloat) { calls.append(.ellipse(window(rect), color)) }
    func fillPolygon(_ points: [CGPoint], color: Color) {
        calls.append(.polygon(points.map { $0.applying(transform) }, color))
    }
    func strokePolyline(_ points: [CGPoint], color: Color, lineWidth: CGFloat) {
        calls.append(.polyline(points.map { $0.applying(transform) }, color, lineWidth))
    }
    func drawImage(named name: String, in rect: CGRect) { calls.append(.image(name, window(rect))) }
    func imageSize(named name: String) -> CGSize? { nil }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment) {
        longestText = max(longestText, text.unicodeScalars.count)
        calls.append(.text(text, window(rect), color))
        if sizeOfText(text, font: font).width > rect.width + 0.5 { overflowing.append("\(text) (\(rect.width) wide)") }
    }
    /// The most Unicode scalars any one text measured or drawn had.
    private(set) var longestText = 0

    func sizeOfText(_ text: String, font: Font) -> CGSize {
        longestText = max(longestText, text.unicodeScalars.count)
        return CGSize(width: CGFloat(text.count) * (font.weight == .bold ? 7.2 : 6.5) * font.size / 12, height: 16)
    }
    func pushClip(_ rect: CGRect) {
        clipDepth += 1
        calls.append(.pushClip(window(rect)))
    }
    func popClip() {
        clipDepth -= 1
        calls.append(.popClip)
    }

    /// Every text drawn, in order.
    var texts: [String] {
        calls.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
    }

    /// Texts with their rectangles.
    var placedTexts: [(text: String, rect: CGRect, color: Color)] {
        calls.compactMap { if case .text(let text, let rect, let color) = $0 { (text, rect, color) } else { nil } }
    }

    var isBalanced: Bool { clipDepth == 0 }

    func reset() {
        calls.removeAll()
        overflowing.removeAll()
    }
}
