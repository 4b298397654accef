import Foundation
import GestureKit

/// A comic speech bubble over an image, so an answer that is a sound (the chomp, the giggle) also shows on a
/// laptop with the sound off: a white rounded card with a tail pointing down at the speaker, bold dark text. It
/// takes no touches, so it never gets in the way of the gesture that made it. The words are a `Label` subview, so a
/// view dump shows what was said.
@MainActor
public final class SpeechBubble: View {
    private let label: Label
    public var text: String { label.text }
    static let font = Font.boldSystemFont(ofSize: 22)
    static let tail: CGFloat = 14
    /// How long the bubble stays before it fades, and the fade.
    public static let holdTime: TimeInterval = 1.0
    public static let fadeTime: TimeInterval = 0.4

    public init(name: String) {
        label = Label(frame: CGRect(x: 0, y: 0, width: 150, height: 62 - Self.tail), name: name + ".text")
        label.font = Self.font
        label.textColor = Color(hex: 0x3B2A1A)
        label.textAlignment = .center
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 62), name: name)
        isUserInteractionEnabled = false
        alpha = 0
        addSubview(label)
    }

    /// Shows `text` with its tail at `point` (the speaker's top), then fades it out.
    public func say(_ text: String, pointingAt point: CGPoint) {
        label.text = text
        center = CGPoint(x: point.x, y: point.y - bounds.height / 2 - 4)
        alpha = 1
        View.animate(withDuration: Self.fadeTime, delay: Self.holdTime, views: [self]) { alpha = 0 }
    }

    public override func draw(in context: GraphicsContext) {
        let card = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - Self.tail)
        context.fillRoundedRect(card.offsetBy(dx: 0, dy: 3), cornerRadius: 16, color: ScenePalette.shadow)
        context.fillRoundedRect(card, cornerRadius: 16, color: .white)
        context.fillPolygon([CGPoint(x: bounds.midX - 10, y: card.maxY - 1), CGPoint(x: bounds.midX + 10, y: card.maxY - 1),
                             CGPoint(x: bounds.midX, y: bounds.maxY)], color: .white)
    }
}
