import Foundation
import GestureKit

/// Where everything of a `Timeline` goes in a rectangle: a title column, a millisecond axis along the top, one row
/// per lane with its spans as bars and its marks as dots with their labels. The SVG writer and the in-app view
/// both draw from it, so the file and the screen agree.
public struct TimelineLayout: Sendable {
    public static let titleWidth: CGFloat = 210
    public static let headingHeight: CGFloat = 22
    public static let axisHeight: CGFloat = 22
    public static let laneHeight: CGFloat = 30
    /// The in-app strip's tighter rows.
    public static let compactLaneHeight: CGFloat = 24
    public static let barHeight: CGFloat = 10

    public struct Tick: Sendable {
        public var x: CGFloat
        public var milliseconds: Int
    }

    public struct PlacedSpan: Sendable {
        public var span: Timeline.Span
        public var rect: CGRect
    }

    public struct PlacedMark: Sendable {
        public var mark: Timeline.Mark
        public var center: CGPoint
        /// Where the label goes: right of the mark, under the bars, up to the next mark of the lane.
        public var labelRect: CGRect
        /// The label cut to fit `labelRect` (at about 6 points a character), with "…" when cut.
        public var shortLabel: String
        /// Labels go right of their mark, or left of it (right-aligned) where there is more room there.
        public var labelAlignment: TextAlignment
    }

    public struct PlacedLane: Sendable {
        public var lane: Timeline.Lane
        public var row: CGRect
        public var titleRect: CGRect
        public var spans: [PlacedSpan]
        public var marks: [PlacedMark]
    }

    public let timeline: Timeline
    /// The time the axis counts from (its "0 ms"): engine time 0 for a trace file, the touch sequence's start in the
    /// app (issue 25 item 3: F4 counted session time, "204000 ms").
    public let origin: TimeInterval
    /// Lanes left out because the rectangle holds no more whole rows (the newest are kept).
    public let hiddenLanes: Int
    public let bounds: CGRect
    /// The heading's place, above the axis.
    public let headingRect: CGRect
    public let plot: CGRect
    public let ticks: [Tick]
    public let lanes: [PlacedLane]

    /// The height a timeline of `laneCount` lanes needs.
    public static func height(forLanes laneCount: Int, laneHeight: CGFloat = laneHeight) -> CGFloat {
        headingHeight + axisHeight + CGFloat(max(1, laneCount)) * laneHeight + 8
    }

    /// Lanes whole rows of `laneHeight` that fit in a rectangle `height` high.
    public static func laneCapacity(height: CGFloat, laneHeight: CGFloat = laneHeight) -> Int {
        max(0, Int(((height - headingHeight - axisHeight - 8) / laneHeight).rounded(.down)))
    }

    /// `wholeLanes`: leave out the lanes `bounds` has no whole row for (the in-app strip); else rows run on past
    /// the bottom as they must (a file is sized to its lanes).
    public init(_ timeline: Timeline, in bounds: CGRect, laneHeight: CGFloat = laneHeight, origin: TimeInterval = 0,
                wholeLanes: Bool = false) {
        var timeline = timeline
        let capacity = wholeLanes ? Self.laneCapacity(height: bounds.height, laneHeight: laneHeight) : .max
        hiddenLanes = max(0, timeline.lanes.count - capacity)
        if hiddenLanes > 0 {
            // Whole rows only: the touches' lanes first, then the recognizers that changed last.
            let touches = timeline.lanes.filter { $0.kind == .touch }.prefix(capacity)
            let recognizers = timeline.lanes.filter { $0.kind == .recognizer }.suffix(capacity - touches.count)
            timeline.lanes = Array(touches) + Array(recognizers)
        }
        self.timeline = timeline
        self.origin = origin
        self.bounds = bounds
        headingRect = CGRect(x: bounds.minX + 8, y: bounds.minY + 3, width: max(0, bounds.width - 16),
                             height: Self.headingHeight - 4)
        let top = Self.headingHeight + Self.axisHeight
        let plot = CGRect(x: bounds.minX + Self.titleWidth, y: bounds.minY + top,
                          width: max(1, bounds.width - Self.titleWidth - 16), height: max(0, bounds.height - top))
        self.plot = plot
        let duration = max(0.001, timeline.end - timeline.start)
        func x(_ time: TimeInterval) -> CGFloat { plot.minX + CGFloat((time - timeline.start) / duration) * plot.width }
        // Ticks every 1, 2 or 5 × 10^n ms, about a hundred points apart.
        let wanted = duration * 1000 / max(1, Double(plot.width) / 100)
        let magnitude = pow(10, floor(log10(max(wanted, 1))))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= wanted } ?? 10 * magnitude
        var ticks: [Tick] = []
        var ms = ((timeline.start - origin) * 1000 / step).rounded(.up) * step
        // Only ticks whose millisecond count is a whole number the axis can print (a span too long for that has
        // none, rather than a trap).
        while step.isFinite, step > 0, abs(ms) < 1e15, ms <= (timeline.end - origin) * 1000 + 1e-6 {
            ticks.append(Tick(x: x(origin + ms / 1000), milliseconds: Int(ms.rounded())))
            ms += step
        }
        self.ticks = ticks
        var lanes: [PlacedLane] = []
        for (index, lane) in timeline.lanes.enumerated() {
            let row = CGRect(x: bounds.minX, y: plot.minY + CGFloat(index) * laneHeight, width: bounds.width,
                             height: laneHeight)
            let barY = row.minY + (laneHeight - Self.barHeight - 14) / 2
            let spans = lane.spans.map { span in
                PlacedSpan(span: span, rect: CGRect(x: x(span.start), y: barY, width: max(2, x(span.end) - x(span.start)),
                                                    height: Self.barHeight))
            }
            let xs = lane.marks.map { x($0.time) }
            // The lane's last label is the one that matters now (the latest state and its reason): it is shown
            // whole, moved left of its mark as far as it needs, and the older labels end where it starts.
            let lastText = lane.marks.last.map { Self.shortened($0.label, toFit: bounds.maxX - 8 - plot.minX) }
            let lastLabel: CGRect? = lastText.map { text in
                let width = min(CGFloat(text.count) * Self.characterWidth, bounds.maxX - 8 - plot.minX)
                let start = min(xs[xs.count - 1] + 7, bounds.maxX - 8 - width)
                return CGRect(x: max(plot.minX, start), y: barY + Self.barHeight + 1, width: width, height: 14)
            }
            let marks = lane.marks.enumerated().map { index, mark in
                let center = CGPoint(x: xs[index], y: barY + Self.barHeight / 2)
                if index == lane.marks.count - 1, let lastLabel {
                    return PlacedMark(mark: mark, center: center, labelRect: lastLabel,
                                      shortLabel: lastText ?? Self.cut(mark.label, toFit: lastLabel.width),
                                      labelAlignment: lastLabel.minX < center.x ? .right : .left)
                }
                let nextIndex = xs.indices.dropFirst(index + 1).first { xs[$0] > center.x + 1 }
                let next = min(nextIndex.map { xs[$0] } ?? bounds.maxX, (lastLabel?.minX ?? bounds.maxX) + 8)
                let right = max(0, next - center.x - 14)
                let needed = CGFloat(mark.label.count) * Self.characterWidth
                // The last mark of a lane may put its label on the left, after the previous mark's label.
                var left: CGFloat = 0
                if nextIndex == nil {
                    let previousIndex = xs.indices.prefix(index).last { xs[$0] < center.x - 1 }
                    let previousEnd = previousIndex.map { i in
                        xs[i] + 7 + min(CGFloat(lane.marks[i].label.count) * Self.characterWidth, max(0, center.x - xs[i] - 14))
                    } ?? plot.minX
                    left = max(0, center.x - 7 - previousEnd - 8)
                }
                let onLeft = right < needed && left > right
                let rect = onLeft
                    ? CGRect(x: center.x - 7 - left, y: barY + Self.barHeight + 1, width: left, height: 14)
                    : CGRect(x: center.x + 7, y: barY + Self.barHeight + 1, width: right, height: 14)
                return PlacedMark(mark: mark, center: center, labelRect: rect,
                                  shortLabel: Self.cut(mark.label, toFit: rect.width),
                                  labelAlignment: onLeft ? .right : .left)
            }
            lanes.append(PlacedLane(lane: lane, row: row,
                                    titleRect: CGRect(x: bounds.minX + 8, y: row.minY, width: Self.titleWidth - 14,
                                                      height: 18),
                                    spans: spans, marks: marks))
        }
        self.lanes = lanes
    }

    /// A mark label's character, in points (10-point DejaVu Sans is 5.5–6.2).
    static let characterWidth: CGFloat = 6

    /// A lane's last label as it fits about `width` points: whole; else without its last clauses (": " apart: the
    /// detail after the reason, which F2 shows whole), keeping the state and the reason's first clause (issue 25
    /// item 3: at 640 pt "failed: prevented by …" was cut mid-word); else cut with "…".
    static func shortened(_ text: String, toFit width: CGFloat) -> String {
        let fits = max(0, Int(width / Self.characterWidth))
        guard text.unicodeScalars.count > fits else { return text }
        // The longest run of whole clauses from the start that fits, in one pass (a label may be megabytes).
        let clauses = text.components(separatedBy: ": ")
        var length = 0, kept = 0
        for (index, clause) in clauses.enumerated() {
            length += (index == 0 ? 0 : 2) + clause.unicodeScalars.count
            guard length <= fits else { break }
            kept = index + 1
        }
        return kept >= 2 ? clauses.prefix(kept).joined(separator: ": ") : cut(text, toFit: width)
    }

    /// `text` cut to about `width` points of 10-point text. Counted in Unicode scalars, not characters: one
    /// character can carry any number of combining marks, and a name of megabytes must not reach the font renderer.
    public static func cut(_ text: String, toFit width: CGFloat) -> String {
        let fits = max(0, Int(width / Self.characterWidth))
        guard text.unicodeScalars.count > fits else { return text }
        guard fits >= 2 else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.prefix(fits - 1))
        return String(kept) + "…"
    }

    public static func color(of kind: Timeline.SpanKind) -> Color {
        switch kind {
        case .touch: Color(hex: 0x5B9BD5)
        case .possible: Color(white: 0.78)
        case .waiting: .yellow
        case .active: .green
        }
    }

    public static func color(of kind: Timeline.MarkKind) -> Color {
        switch kind {
        case .ended: .purple
        case .failed: .red
        case .cancelled, .touchCancelled: .orange
        case .undecided: .gray
        case .touchEnded: Color(hex: 0x2F6DB0)
        }
    }
}
