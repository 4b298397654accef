import Foundation
import GestureKit

/// Writes a timeline as a standalone SVG for bug reports: lanes as `<g class="lane">` groups naming their kind and
/// title, spans as `<rect class="span KIND">` with their times in milliseconds, marks as `<circle class="mark KIND">`
/// followed by their label `<text class="label">`, and the axis ticks in milliseconds.
public enum TimelineSVG {
    public static let width: CGFloat = 1400

    public static func document(for timeline: Timeline, title: String) -> String {
        let height = TimelineLayout.height(forLanes: timeline.lanes.count) + 24
        let layout = TimelineLayout(timeline, in: CGRect(x: 0, y: 4, width: width, height: height - 28))
        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
        viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Verdana, sans-serif" font-size="12">
        <rect class="background" x="0" y="0" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
        <text class="title" x="\(n(layout.headingRect.minX))" y="\(n(layout.headingRect.maxY - 3))" font-size="14" \
        font-weight="bold">\(escape(title))</text>

        """
        svg += "<g class=\"axis\">\n"
        for tick in layout.ticks {
            svg += "<line x1=\"\(n(tick.x))\" y1=\"\(n(layout.plot.minY - 6))\" x2=\"\(n(tick.x))\" "
                + "y2=\"\(n(layout.plot.maxY))\" stroke=\"#e4e4e4\"/>\n"
            svg += "<text class=\"tick\" x=\"\(n(tick.x))\" y=\"\(n(layout.plot.minY - 10))\" text-anchor=\"middle\" "
                + "fill=\"#666666\">\(tick.milliseconds) ms</text>\n"
        }
        svg += "</g>\n"
        for (index, lane) in layout.lanes.enumerated() {
            svg += "<g class=\"lane\" data-kind=\"\(lane.lane.kind.rawValue)\" data-title=\"\(escape(lane.lane.title))\">\n"
            if index % 2 == 1 {
                svg += "<rect class=\"stripe\" x=\"\(n(lane.row.minX))\" y=\"\(n(lane.row.minY))\" "
                    + "width=\"\(n(lane.row.width))\" height=\"\(n(lane.row.height))\" fill=\"#f6f6f6\"/>\n"
            }
            svg += "<text class=\"lane-title\" x=\"\(n(lane.titleRect.minX))\" y=\"\(n(lane.titleRect.midY + 4))\" "
                + "fill=\"#222222\"\(lane.lane.kind == .touch ? " font-style=\"italic\"" : "")>"
                + "\(escape(lane.lane.title))</text>\n"
            for placed in lane.spans {
                let span = placed.span
                svg += "<rect class=\"span \(span.kind.rawValue)\" data-start-ms=\"\(ms(span.start))\" "
                    + "data-end-ms=\"\(ms(span.end))\"" + (span.label.isEmpty ? "" : " data-label=\"\(escape(span.label))\"")
                    + " x=\"\(n(placed.rect.minX))\" y=\"\(n(placed.rect.minY))\" "
                    + "width=\"\(n(placed.rect.width))\" height=\"\(n(placed.rect.height))\" rx=\"3\" "
                    + "fill=\"\(hex(TimelineLayout.color(of: span.kind)))\">"
                    + (span.label.isEmpty ? "" : "<title>\(escape(span.label))</title>") + "</rect>\n"
            }
            for placed in lane.marks {
                let mark = placed.mark
                let color = hex(TimelineLayout.color(of: mark.kind))
                svg += "<circle class=\"mark \(mark.kind.rawValue)\" data-ms=\"\(ms(mark.time))\" "
                    + "cx=\"\(n(placed.center.x))\" cy=\"\(n(placed.center.y))\" r=\"5\" fill=\"\(color)\" "
                    + "stroke=\"#ffffff\" stroke-width=\"1.5\"/>\n"
                let right = placed.labelAlignment == .right
                svg += "<text class=\"label\" data-label=\"\(escape(mark.label))\" "
                    + "x=\"\(n(right ? placed.labelRect.maxX : placed.labelRect.minX))\" "
                    + "y=\"\(n(placed.labelRect.maxY - 3))\" font-size=\"11\" fill=\"\(color)\""
                    + (right ? " text-anchor=\"end\">" : ">")
                    + "\(escape(placed.shortLabel))<title>\(escape(mark.label))</title></text>\n"
            }
            svg += "</g>\n"
        }
        svg += legend(y: height - 10)
        svg += "</svg>\n"
        return svg
    }

    private static func legend(y: CGFloat) -> String {
        var x: CGFloat = 8
        var text = "<g class=\"legend\">\n"
        let entries: [(String, Color)] = [("touch down", TimelineLayout.color(of: .touch)),
                                          ("possible", TimelineLayout.color(of: .possible)),
                                          ("waiting", TimelineLayout.color(of: .waiting)),
                                          ("began/changed", TimelineLayout.color(of: .active)),
                                          ("ended", TimelineLayout.color(of: .ended)),
                                          ("failed", TimelineLayout.color(of: .failed)),
                                          ("cancelled", TimelineLayout.color(of: .cancelled))]
        for (name, color) in entries {
            text += "<rect x=\"\(n(x))\" y=\"\(n(y - 9))\" width=\"12\" height=\"10\" rx=\"2\" fill=\"\(hex(color))\"/>"
                + "<text x=\"\(n(x + 16))\" y=\"\(n(y))\" font-size=\"11\" fill=\"#444444\">\(name)</text>\n"
            x += 22 + CGFloat(name.count) * 7
        }
        return text + "</g>\n"
    }

    /// `text` as XML 1.0 character data or attribute value: markup characters as entities, tab and line breaks as
    /// character references (an attribute keeps them), and the characters XML 1.0 can't hold at all, not even as
    /// a reference (other C0 controls, U+FFFE, U+FFFF), written out as `\u{1}`, so any name or reason gives a
    /// well-formed document.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Points with at most one decimal, no trailing zero.
    static func n(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func ms(_ time: TimeInterval) -> String { n(CGFloat(time * 1000)) }

    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(1, max(0, v)) * 255).rounded())
            return String(b, radix: 16).count == 1 ? "0" + String(b, radix: 16) : String(b, radix: 16)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}
