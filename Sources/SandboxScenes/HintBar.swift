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
        let (lines, shownFont) = Self.lines(text, font: font, width: bounds.width - 40, context: context)
        let textWidth = lines.map { context.sizeOfText($0, font: shownFont).width }.max() ?? 0
        let width = min(bounds.width, textWidth + 40)
        let pill = CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
        context.fillRoundedRect(pill.offsetBy(dx: 0, dy: 3), cornerRadius: bounds.height / 2, color: ScenePalette.shadow)
        context.fillRoundedRect(pill, cornerRadius: bounds.height / 2, color: ScenePalette.hintBackground)
        let lineHeight = (pill.height - 4) / CGFloat(lines.count)
        for (index, line) in lines.enumerated() {
            context.drawText(line, in: CGRect(x: pill.minX, y: pill.minY + 2 + CGFloat(index) * lineHeight, width: pill.width,
                                              height: lineHeight),
                             font: shownFont, color: textColor, alignment: .center)
        }
    }

    /// The hint's lines as they fit `width`: one line as `fitted` makes it when that needs no cut; else the fingers'
    /// part on two lines, the font shrinking to 11 points (issue 25: at 640 pt the gallery's hint ran off both
    /// edges); else those two lines at 11 points, which may clip.
    static func lines(_ text: String, font: Font, width: CGFloat, context: GraphicsContext) -> ([String], Font) {
        let (line, lineFont) = fitted(text, font: font, width: width, context: context)
        if context.sizeOfText(line, font: lineFont).width <= width { return ([line], lineFont) }
        let fingers = text.range(of: " · Mouse:").map { String(text[..<$0.lowerBound]) } ?? text
        var size = min(font.size, 15)
        while true {
            let sized = Font(size: size, weight: font.weight)
            let lines = ReasonLabel.layout(fingers, width: width, maximumLines: 2, font: sized, minimumSize: size) {
                context.sizeOfText($0, font: $1).width
            }.lines
            if size <= 11 || (lines.joined(separator: " ") == fingers
                              && lines.allSatisfy { context.sizeOfText($0, font: sized).width <= width }) {
                return (lines, sized)
            }
            size -= 1
        }
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
