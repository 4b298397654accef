import Foundation
import GestureKit

/// A failure's reason under the paper: the text with its numbers is longer than one line of a small window, so it
/// wraps onto up to `maximumLines` lines, the font shrinking from `font`'s size to `minimumFontSize` until it fits,
/// centred; a word that would still not fit is cut at the edge rather than drawn past it.
@MainActor
public final class ReasonLabel: Label {
    public var maximumLines = 2
    public var minimumFontSize: CGFloat = 11

    public override func draw(in context: GraphicsContext) {
        let lines = Self.layout(text, width: bounds.width, maximumLines: maximumLines, font: font,
                                minimumSize: minimumFontSize) { context.sizeOfText($0, font: $1).width }
        let height = bounds.height / CGFloat(max(lines.lines.count, 1))
        let top = (bounds.height - height * CGFloat(lines.lines.count)) / 2
        context.pushClip(bounds)
        for (index, line) in lines.lines.enumerated() {
            context.drawText(line, in: CGRect(x: 0, y: top + CGFloat(index) * height, width: bounds.width, height: height),
                             font: lines.font, color: textColor, alignment: textAlignment)
        }
        context.popClip()
    }

    /// The largest font from `font`'s size down to `minimumSize` (1 pt steps) at which `text` wraps into at most
    /// `maximumLines` lines of `width`, and those lines (at the smallest size, however many it takes, cut to the
    /// maximum).
    static func layout(_ text: String, width: CGFloat, maximumLines: Int, font: Font, minimumSize: CGFloat,
                       measure: (String, Font) -> CGFloat) -> (font: Font, lines: [String]) {
        var size = font.size
        while true {
            let sized = Font(size: size, weight: font.weight)
            let lines = wrap(text, width: width) { measure($0, sized) }
            if lines.count <= maximumLines || size - 1 < minimumSize {
                return (sized, Array(lines.prefix(maximumLines)))
            }
            size -= 1
        }
    }

    /// Words wrapped greedily into lines no wider than `width` (a single longer word keeps a line of its own).
    static func wrap(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if measure(candidate) > width, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
