import Foundation
import GestureKit

/// A pad's delivery counters: one line where it fits, else two lines split at the middle " · ", so a small window's
/// narrow pads still show every counter. The text (what view dumps show) stays the one line either way.
@MainActor
final class CounterLabel: Label {
    /// DejaVu Sans averages about 0.6 em a character in this text (digits are 0.64 em); a little over, so the
    /// one-line form is never clipped.
    static let emPerCharacter: CGFloat = 0.62

    /// The lines drawn for the current width.
    var lines: [String] {
        let parts = text.components(separatedBy: " · ")
        guard CGFloat(text.count) * font.size * Self.emPerCharacter > bounds.width, parts.count > 1 else { return [text] }
        let half = (parts.count + 1) / 2
        return [parts[..<half].joined(separator: " · "), parts[half...].joined(separator: " · ")]
    }

    override func draw(in context: GraphicsContext) {
        let lines = self.lines
        let lineHeight = bounds.height / CGFloat(max(lines.count, 2))
        let top = lines.count == 1 ? (bounds.height - lineHeight) / 2 : 0
        for (index, line) in lines.enumerated() {
            context.drawText(line, in: CGRect(x: 0, y: top + CGFloat(index) * lineHeight, width: bounds.width,
                                              height: lineHeight),
                             font: font, color: textColor, alignment: textAlignment)
        }
    }
}
