import Foundation
import GestureKit

/// A one-line dark badge at the top left, under the scene's hint bar as the recording indicator is at the top right
/// (F3's frame times, "slow animations"); `row` stacks them.
@MainActor
public enum OverlayBadge {
    /// The top of badge `row`, where whatever stacks under the badges starts.
    public static func top(row: Int) -> CGFloat { 66 + CGFloat(row) * rowHeight }
    /// The row whose top is `top`.
    public static func row(at top: CGFloat) -> Int { Int(((top - self.top(row: 0)) / rowHeight).rounded()) }
    static let rowHeight: CGFloat = 32

    /// The box of badge `row`, from `left` (a margin in from what the panels leave the scene), at most `width` wide;
    /// the chrome puts F3's close button beside it.
    public static func box(row: Int, left: CGFloat = 12, width: CGFloat = 340) -> CGRect {
        CGRect(x: left, y: top(row: row), width: max(0, min(340, width)), height: 26)
    }

    /// The box of badge `row` in a badge area of the chrome's layout (its left a margin in), leaving at its right the
    /// column of F3's × (50 points), so in a narrow row beside a panel the × lies over no badge.
    public static func box(row: Int, in area: CGRect) -> CGRect {
        box(row: row, left: area.minX + 12, width: area.width - 24 - closeColumn)
    }

    /// Beside the badges: F3's × (44 points) and its gap.
    static let closeColumn: CGFloat = 50

    public static func draw(_ text: String, in context: GraphicsContext, row: Int = 0, area: CGRect? = nil) {
        context.transform = .identity
        context.alpha = 1
        let box = area.map { Self.box(row: row, in: $0) } ?? Self.box(row: row)
        context.fillRoundedRect(box, cornerRadius: 6, color: Color(white: 0, alpha: 0.7))
        let font = Font.systemFont(ofSize: 13), line = box.insetBy(dx: 8, dy: 0)
        context.drawText(fitted(text, width: line.width, font: font, in: context), in: line, font: font, color: .white,
                         alignment: .left)
    }

    /// `text` as fits `width`: its last " · " parts left out first, then cut with "…". F3's idle line ran out of its
    /// box, under its × and over the panel tabs (640×400).
    static func fitted(_ text: String, width: CGFloat, font: Font, in context: GraphicsContext) -> String {
        var parts = text.components(separatedBy: " · ")
        while parts.count > 1, context.sizeOfText(parts.joined(separator: " · "), font: font).width > width {
            parts.removeLast()
        }
        return context.truncated(parts.joined(separator: " · "), toFit: width, font: font, mode: .byTruncatingTail)
    }
}
