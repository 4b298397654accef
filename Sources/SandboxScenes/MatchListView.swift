import Foundation
import GestureKit
import TemplateRecognition

/// The top three matches of what is being drawn, each with its score as a number and a bar; bars at or above the
/// recognizer's `minimumScore` are green. Drawn over the Teach canvas; takes no touches.
@MainActor
public final class MatchListView: View {
    public var matches: [TemplateMatch] = []
    public var minimumScore = TemplateGestureRecognizer.defaultMinimumScore
    public static let rowHeight: CGFloat = 24

    public override init(frame: CGRect = .zero, name: String = "teach.matches") {
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    /// "check 0.93 · circle 0.71 · v 0.40", for tests and view dumps.
    public var summary: String { matches.prefix(3).map(\.description).joined(separator: " · ") }

    public override func draw(in context: GraphicsContext) {
        context.fillRoundedRect(bounds, cornerRadius: 10, color: ScenePalette.hintBackground)
        let font = Font.systemFont(ofSize: 14)
        // As many of the top three as the height holds: the paper can be short (640×400 with F4 open).
        let rows = Array(matches.prefix(min(3, max(1, Int((bounds.height - 4) / Self.rowHeight)))))
        if rows.isEmpty {
            context.drawText("top matches show here", in: bounds.insetBy(dx: 10, dy: 0), font: font,
                             color: ScenePalette.hintText.withAlphaComponent(0.6), alignment: .center)
            return
        }
        let top = bounds.minY + (bounds.height - CGFloat(rows.count) * Self.rowHeight) / 2
        for (index, match) in rows.enumerated() {
            let row = CGRect(x: bounds.minX + 10, y: top + CGFloat(index) * Self.rowHeight, width: bounds.width - 20,
                             height: Self.rowHeight)
            let nameWidth = row.width * 0.48
            let nameFont = index == 0 ? Font.boldSystemFont(ofSize: 14) : font
            // A long name keeps its start and leaves the bar and the score alone.
            context.drawText(context.truncated(match.name, toFit: nameWidth - 4, font: nameFont, mode: .byTruncatingTail),
                             in: CGRect(x: row.minX, y: row.minY, width: nameWidth - 4, height: row.height),
                             font: nameFont, color: ScenePalette.hintText, alignment: .left)
            let bar = CGRect(x: row.minX + nameWidth, y: row.midY - 5, width: row.width - nameWidth - 40, height: 10)
            context.fillRoundedRect(bar, cornerRadius: 5, color: Color(white: 1, alpha: 0.15))
            let filled = CGRect(x: bar.minX, y: bar.minY, width: max(4, bar.width * CGFloat(match.score)), height: bar.height)
            context.fillRoundedRect(filled, cornerRadius: 5,
                                    color: match.score >= minimumScore ? ScenePalette.success : Color(hex: 0xC9A227))
            context.drawText(TemplateMatch.format(match.score),
                             in: CGRect(x: bar.maxX + 4, y: row.minY, width: 36, height: row.height),
                             font: font, color: ScenePalette.hintText, alignment: .right)
        }
    }
}
