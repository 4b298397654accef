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
        let (shown, shownFont) = Self.fitted(text, font: font, width: bounds.width - 40, context: context)
        let textWidth = context.sizeOfText(shown, font: shownFont).width
        let width = min(bounds.width, textWidth + 40)
        let pill = CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
        context.fillRoundedRect(pill.offsetBy(dx: 0, dy: 3), cornerRadius: bounds.height / 2, color: ScenePalette.shadow)
        context.fillRoundedRect(pill, cornerRadius: bounds.height / 2, color: ScenePalette.hintBackground)
        context.drawText(shown, in: pill, font: shownFont, color: textColor, alignment: .center)
    }

    /// The hint as it fits `width`: the whole line, smaller down to 12 points; else the fingers' part before
    /// " · Mouse:" likewise (the mouse's part is in the help, H); else the smallest whole line, which may clip.
    static func fitted(_ text: String, font: Font, width: CGFloat, context: GraphicsContext) -> (String, Font) {
        let candidates = [text] + (text.range(of: " · Mouse:").map { [String(text[..<$0.lowerBound])] } ?? [])
        for candidate in candidates {
            let natural = context.sizeOfText(candidate, font: font).width
            if natural <= width { return (candidate, font) }
            let size = (font.size * width / natural).rounded(.down)
            if size >= 12 { return (candidate, Font(size: size, weight: font.weight)) }
        }
        return (candidates.last ?? text, Font(size: 12, weight: font.weight))
    }
}
