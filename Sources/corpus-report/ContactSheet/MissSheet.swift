import Foundation
import GestureKit
import SandboxFormats
import SandboxHost

/// `corpus-report --sheet FILE.png`: every stroke a recognizer misjudged in cross-validation, drawn small with the
/// reason it gave beneath (the numbers and the limit), one section per recognizer and person, its cells in the order
/// of the conditions (each cell names its own), so a person can scan what is still missed in seconds. A refused gesture is drawn red, a wrongly accepted stroke blue;
/// a green dot marks where the finger came down. What does not fit the picture's largest side is counted at the foot.
@MainActor
struct MissSheet {
    /// One recognizer and person, and its misses by condition.
    struct Section {
        var title: String
        var misses: [Miss]
        /// How many of `misses` are drawn (the rest did not fit).
        var drawn: Int
    }

    static let width: CGFloat = 1200
    static let margin: CGFloat = 10
    static let cellSize = CGSize(width: 147, height: 150)
    static let strokeHeight: CGFloat = 74
    static let titleHeight: CGFloat = 34
    static let headerHeight: CGFloat = 24
    static let footerHeight: CGFloat = 24
    static let reasonFont = Font(size: 9)
    static let labelFont = Font(size: 10, weight: .bold)
    static let reasonLines = 4

    static let refused = Color(hex: 0xC0392B)
    static let accepted = Color(hex: 0x2463C9)
    static let touchDown = Color(hex: 0x1E9E4A)

    private(set) var sections: [Section] = []
    private(set) var height: CGFloat
    /// Misses left out because the picture reached `maximumHeight`.
    private(set) var leftOut = 0
    let total: Int

    static var columns: Int { Int((width - 2 * margin) / cellSize.width) }

    /// Lays `misses` out in sections, no taller than `maximumHeight`.
    init(_ misses: [Miss], maximumHeight: CGFloat) {
        total = misses.count
        var order: [String] = []
        var grouped: [String: [Miss]] = [:]
        var conditions: [String: Int] = [:]
        for miss in misses {
            let key = "\(miss.recognizer) · \(miss.person)"
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(miss)
            if conditions[miss.condition] == nil { conditions[miss.condition] = conditions.count }
        }
        for key in order {
            // Stable: within a condition, the order they were met.
            grouped[key] = grouped[key]?.enumerated().sorted {
                (conditions[$0.element.condition] ?? 0, $0.offset) < (conditions[$1.element.condition] ?? 0, $1.offset)
            }.map(\.element)
        }
        var y = Self.margin + Self.titleHeight
        let bottom = maximumHeight - Self.margin - Self.footerHeight
        for key in order {
            let group = grouped[key] ?? []
            let room = Int((bottom - y - Self.headerHeight) / Self.cellSize.height) * Self.columns
            let drawn = min(group.count, max(room, 0))
            leftOut += group.count - drawn
            guard drawn > 0 else { continue }
            sections.append(Section(title: key, misses: group, drawn: drawn))
            y += Self.headerHeight + CGFloat((drawn + Self.columns - 1) / Self.columns) * Self.cellSize.height
        }
        height = y + Self.footerHeight + Self.margin
    }

    /// Where each drawn miss's cell lies, section by section.
    var cells: [(miss: Miss, frame: CGRect)] {
        var result: [(Miss, CGRect)] = []
        var y = Self.margin + Self.titleHeight
        for section in sections {
            y += Self.headerHeight
            for (index, miss) in section.misses.prefix(section.drawn).enumerated() {
                let origin = CGPoint(x: Self.margin + CGFloat(index % Self.columns) * Self.cellSize.width,
                                     y: y + CGFloat(index / Self.columns) * Self.cellSize.height)
                result.append((miss, CGRect(origin: origin, size: Self.cellSize).insetBy(dx: 3, dy: 3)))
            }
            y += CGFloat((section.drawn + Self.columns - 1) / Self.columns) * Self.cellSize.height
        }
        return result
    }

    func draw(in context: GraphicsContext) {
        let ink = Color(hex: 0x222222)
        context.drawText("\(total) strokes misjudged — red: the gesture refused, blue: another shape accepted; "
                         + "green dot: touch-down",
                         in: CGRect(x: Self.margin, y: Self.margin, width: Self.width - 2 * Self.margin, height: Self.titleHeight - 8),
                         font: Font(size: 15, weight: .bold), color: ink, alignment: .left)
        var y = Self.margin + Self.titleHeight
        for section in sections {
            let more = section.misses.count > section.drawn ? " (\(section.misses.count - section.drawn) more not drawn)" : ""
            context.drawText("\(section.title) — \(section.misses.count)\(more)",
                             in: CGRect(x: Self.margin, y: y, width: Self.width - 2 * Self.margin, height: Self.headerHeight),
                             font: Font(size: 12, weight: .bold), color: ink, alignment: .left)
            y += Self.headerHeight + CGFloat((section.drawn + Self.columns - 1) / Self.columns) * Self.cellSize.height
        }
        for (miss, frame) in cells { Self.drawCell(miss, in: frame, context) }
        if leftOut > 0 {
            context.drawText("\(leftOut) more misses did not fit; narrow the sheet with --recognizer",
                             in: CGRect(x: Self.margin, y: height - Self.margin - Self.footerHeight,
                                        width: Self.width - 2 * Self.margin, height: Self.footerHeight),
                             font: Font(size: 12), color: ink, alignment: .left)
        }
    }

    private static func drawCell(_ miss: Miss, in frame: CGRect, _ context: GraphicsContext) {
        context.fillRoundedRect(frame, cornerRadius: 6, color: Color(hex: 0xF1F2F4))
        let box = CGRect(x: frame.minX + 8, y: frame.minY + 6, width: frame.width - 16, height: strokeHeight - 12)
        let points = fitted(miss.points, in: box)
        context.strokePolyline(points, color: miss.positive ? refused : accepted, lineWidth: 2)
        if let first = points.first {
            context.fillEllipse(in: CGRect(x: first.x - 3, y: first.y - 3, width: 6, height: 6), color: touchDown)
        }
        let text = CGRect(x: frame.minX + 4, y: frame.minY + strokeHeight - 4, width: frame.width - 8, height: 14)
        context.drawText("\(miss.gesture) #\(miss.rep)", in: text, font: labelFont, color: Color(hex: 0x222222),
                         alignment: .left)
        context.pushClip(frame)
        context.drawText(miss.condition, in: text.offsetBy(dx: 0, dy: 12.5), font: reasonFont, color: Color(hex: 0x2C6E8F),
                         alignment: .left)
        let lines = wrap(miss.reason, lines: reasonLines) { context.sizeOfText($0, font: reasonFont).width <= text.width }
        for (index, line) in lines.enumerated() {
            context.drawText(line, in: text.offsetBy(dx: 0, dy: 25 + CGFloat(index) * 11.5), font: reasonFont,
                             color: Color(hex: 0x444444), alignment: .left)
        }
        context.popClip()
    }

    /// The stroke scaled (aspect kept) and centred into `box`.
    static func fitted(_ points: [CGPoint], in box: CGRect) -> [CGPoint] {
        guard let first = points.first else { return [] }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let scale = min(box.width / max(maxX - minX, 1), box.height / max(maxY - minY, 1))
        let dx = box.midX - (minX + maxX) / 2 * scale, dy = box.midY - (minY + maxY) / 2 * scale
        return points.map { CGPoint(x: $0.x * scale + dx, y: $0.y * scale + dy) }
    }

    /// Words wrapped greedily into at most `lines` lines that `fits`; the last one ends in "…" when words are left.
    static func wrap(_ text: String, lines maximum: Int, fits: (String) -> Bool) -> [String] {
        var lines: [String] = []
        var line = ""
        let words = text.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
            let candidate = line.isEmpty ? word : line + " " + word
            if fits(candidate) || line.isEmpty {
                line = candidate
                continue
            }
            lines.append(line)
            line = word
            if lines.count == maximum {
                lines[maximum - 1] = shortened(lines[maximum - 1] + " " + words[index...].joined(separator: " "), fits: fits)
                return lines
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func shortened(_ text: String, fits: (String) -> Bool) -> String {
        var text = text
        while !text.isEmpty, !fits(text + "…") { text.removeLast() }
        return text + "…"
    }
}

extension MissSheet {
    /// Checks up front that `path` names a PNG that can be written, so a bad path fails before the minutes of
    /// cross-validation rather than after: one line saying why.
    nonisolated static func checkOutput(_ path: String) throws {
        guard path.lowercased().hasSuffix(".png") || OutputFile.inheritedDescriptor(for: path) != nil else {
            throw SandboxError("--sheet \(path): the contact sheet is a PNG; name a .png file")
        }
        try OutputFile(path: path, report: { _ in }).finish()
    }

    /// Draws `misses` and writes the sheet to `path` (through the path, as every output of the project).
    static func write(_ misses: [Miss], to path: String) throws {
        let sheet = MissSheet(misses, maximumHeight: OffscreenPicture.maximumSide)
        try OffscreenPicture.writePNG(size: CGSize(width: width, height: sheet.height), to: path) { sheet.draw(in: $0) }
    }
}
