import Foundation
import GestureKit

/// The one-line "what to try" strip at the top of every scene: a dark pill sized to its text, readable over any
/// backdrop. A label, so the hint shows in view dumps; it never takes touches, so edge gestures pass through it.
@MainActor
public final class HintBar: Label {
    public static let height: CGFloat = 44
    public static let margin: CGFloat = 14

    public init(text: String) {
        super.init(text: text, name: "hint")
        font = ScenePalette.hintFont
        textColor = ScenePalette.hintText
        textAlignment = .center
    }

    public override func draw(in context: GraphicsContext) {
        let textWidth = context.sizeOfText(text, font: font).width
        let width = min(bounds.width, textWidth + 40)
        let pill = CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
        context.fillRoundedRect(pill.offsetBy(dx: 0, dy: 3), cornerRadius: bounds.height / 2, color: ScenePalette.shadow)
        context.fillRoundedRect(pill, cornerRadius: bounds.height / 2, color: ScenePalette.hintBackground)
        context.drawText(text, in: pill, font: font, color: textColor, alignment: .center)
    }
}
