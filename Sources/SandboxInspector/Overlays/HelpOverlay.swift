import Foundation
import GestureKit

/// The in-app help (H or ?): every key and every mouse simulation, drawn over the scene in two columns, so nothing
/// has to be looked up in `--help`.
@MainActor
public final class HelpOverlay {
    public var isVisible = false
    private let wrapping = TextWrapping()

    /// (keys, what they do), in the order a newcomer needs them: the app's key table (`KeyTable.helpRows`, in the
    /// chrome, where each key is declared beside what it opens).
    public let keys: [(String, String)]

    public static let mouse: [(String, String)] = [
        ("left button", "one finger"),
        ("Alt + drag", "a second finger mirrored through the view's centre: pinch, rotate (Alt shows both first)"),
        ("Alt+Shift + drag", "both fingers together: two-finger pan"),
        ("Ctrl during Alt-drag", "pins the second finger; the first moves alone"),
        ("M", "3, 4 or 5 fingers moving together, then off: multi-finger taps, swipes, pans"),
        ("Ctrl / Shift + wheel", "pinch / rotate about the pointer"),
    ]

    /// The panel's fill, opaque.
    public static let background = Color(white: 0.08)

    public init(keys: [(String, String)] = []) {
        self.keys = keys
    }

    /// The panel's frame: centred, at most 720 × 520 points, inside the window less `bottomInset`.
    public static func frame(in size: CGSize, bottomInset: CGFloat) -> CGRect {
        let width = min(720, size.width - 24), height = min(520, size.height - bottomInset - 24)
        return CGRect(x: (size.width - width) / 2, y: max(12, (size.height - bottomInset - height) / 2),
                      width: width, height: height)
    }

    /// The rows as drawn at one type size: the key column as wide as its widest key, each meaning wrapped to the
    /// rest of the panel.
    private struct Setting {
        var fontSize: CGFloat
        var keyWidth: CGFloat
        var sections: [(title: String, rows: [(keys: String, lines: [String])])]
        var lineCount: Int { sections.reduce(0) { $0 + 1 + $1.rows.reduce(0) { $0 + $1.lines.count } } }
    }

    private func setting(fontSize: CGFloat, box: CGRect, in context: GraphicsContext) -> Setting {
        let bold = Font.boldSystemFont(ofSize: fontSize), regular = Font.systemFont(ofSize: fontSize)
        let widest = (keys + Self.mouse).map { context.sizeOfText($0.0, font: bold).width }.max() ?? 0
        let keyWidth = min(ceil(widest) + 2, box.width * 0.34)
        let meaningWidth = box.width - keyWidth - 44
        let sections = [("Keys", keys), ("Mouse (for fingers)", Self.mouse)].map { title, rows in
            (title: title, rows: rows.map { keys, meaning in
                (keys: keys, lines: wrapping.lines(meaning, width: meaningWidth, font: regular, in: context))
            })
        }
        return Setting(fontSize: fontSize, keyWidth: keyWidth, sections: sections)
    }

    public func draw(in context: GraphicsContext, size: CGSize, bottomInset: CGFloat) {
        guard isVisible else { return }
        context.transform = .identity
        context.alpha = 1
        let box = Self.frame(in: size, bottomInset: bottomInset)
        // Opaque: the scene's own text showed through and mixed with the help's (issue 35).
        context.fillRoundedRect(box, cornerRadius: 12, color: Self.background)
        // Every row fits, its meaning wrapped where the column is narrow: the type is the largest (13 down to 10
        // points) whose lines all fit the panel's height.
        let room = box.height - 64
        let chosen = [13.0, 12.0, 11.0].lazy.map { self.setting(fontSize: $0, box: box, in: context) }
            .first { room / CGFloat($0.lineCount) >= $0.fontSize + 3 } ?? setting(fontSize: 10, box: box, in: context)
        let line = min(21, max(chosen.fontSize + 1, room / CGFloat(chosen.lineCount)))
        let title = Font.boldSystemFont(ofSize: 16), bold = Font.boldSystemFont(ofSize: chosen.fontSize)
        let regular = Font.systemFont(ofSize: chosen.fontSize)
        var y = box.minY + 14
        context.drawText("Keys and mouse — H, ? or × to close", in: CGRect(x: box.minX + 18, y: y, width: box.width - 36,
                                                                      height: 22), font: title, color: .white,
                         alignment: .left)
        y += 30
        for section in chosen.sections {
            guard y + line <= box.maxY - 8 else { break }
            context.drawText(section.title, in: CGRect(x: box.minX + 18, y: y, width: box.width - 36, height: line),
                             font: bold, color: .lightGray, alignment: .left)
            y += line
            for row in section.rows where y + line * CGFloat(row.lines.count) <= box.maxY - 8 {
                context.drawText(row.keys, in: CGRect(x: box.minX + 18, y: y, width: chosen.keyWidth, height: line),
                                 font: bold, color: .white, alignment: .left)
                for text in row.lines {
                    context.drawText(text, in: CGRect(x: box.minX + 26 + chosen.keyWidth, y: y,
                                                      width: box.width - chosen.keyWidth - 44, height: line),
                                     font: regular, color: .white, alignment: .left)
                    y += line
                }
            }
            y += 4
        }
    }
}
