import Foundation
import GestureKit

/// The F5 panel: `InputHealth`'s lines in a dark box at the top left, under the F3 badges, refreshed every frame
/// while it is open.
@MainActor
public enum InputHealthPanel {
    public static let lineHeight: CGFloat = 18
    public static let width: CGFloat = 520

    /// The box's left edge and width in a window of `size`, from `left`: its top right corner is where the chrome
    /// puts F5's ×.
    public static func boxSpan(in size: CGSize, left: CGFloat = 12) -> (x: CGFloat, width: CGFloat) {
        (left, max(0, min(width, size.width - left - 12)))
    }

    /// `top`: where the box starts (below whatever badges are already shown); the box stops `bottomInset` above the
    /// window's bottom (the scene bar), and lines that don't fit are counted in a last line instead. The text keeps
    /// `trailingInset` points clear at the box's right (the chrome's close button). `scroll`: lines left out at the
    /// top (a finger drags the box; it has no --verbose), said in a first line. Returns the box drawn and the scroll
    /// shown, no further than the last line needs.
    @discardableResult
    public static func draw(_ health: InputHealth, now: TimeInterval, in context: GraphicsContext, top: CGFloat,
                            size: CGSize, bottomInset: CGFloat = 0, trailingInset: CGFloat = 0, left: CGFloat = 12,
                            scroll: Int = 0) -> (box: CGRect, scroll: Int) {
        context.transform = .identity
        context.alpha = 1
        let width = boxSpan(in: size, left: left).width
        let textWidth = max(0, width - 20 - trailingInset)
        let font = Font.systemFont(ofSize: 12)
        // A line too long for the box (a fallback's reason, a device's long name) wraps rather than running past it.
        var lines = health.lines(now: now).map { TextWrapping.wrap($0, width: textWidth, font: font, in: context) }
        let room = Int((size.height - bottomInset - 8 - top - 12) / lineHeight) - 1
        var skipped = 0
        if lines.joined().count > room, room >= 2 {
            // The least skip that shows the last line, with the line saying what is above.
            let rowsFrom = { (first: Int) in lines[first...].reduce(0) { $0 + $1.count } + (first > 0 ? 1 : 0) }
            let most = (1..<lines.count).first { rowsFrom($0) <= room } ?? lines.count - 1
            skipped = min(max(0, scroll), most)
            let above = skipped > 0 ? [["↑ \(skipped) above: drag down"]] : []
            let rest = Array(lines[skipped...])
            var shown = 0, rows = above.count
            // A row kept for "… more" unless this is the last line.
            while shown < rest.count, rows + rest[shown].count + (shown + 1 < rest.count ? 1 : 0) <= room {
                rows += rest[shown].count
                shown += 1
            }
            lines = above + Array(rest.prefix(shown))
            if shown < rest.count { lines.append(["… \(rest.count - shown) more: drag up (all of it: --verbose)"]) }
        }
        let rows = lines.joined()
        let box = CGRect(x: left, y: top, width: width, height: CGFloat(rows.count + 1) * lineHeight + 12)
        // Opaque, as F2 and F6 beside it in the panel tabs: the scene's text showed through between its lines.
        context.fillRoundedRect(box, cornerRadius: 8, color: InspectorPalette.panelBackground)
        context.drawText("Input health (F5)", in: CGRect(x: box.minX + 10, y: box.minY + 6, width: textWidth,
                                                         height: lineHeight),
                         font: .boldSystemFont(ofSize: 13), color: .white, alignment: .left)
        for (index, line) in rows.enumerated() {
            let row = CGRect(x: box.minX + 10, y: box.minY + 6 + CGFloat(index + 1) * lineHeight, width: textWidth,
                             height: lineHeight)
            context.drawText(line, in: row, font: font, color: Color(white: 0.92), alignment: .left)
        }
        return (box, skipped)
    }
}
