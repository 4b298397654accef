import Foundation
import GestureKit

/// Where everything of a `Timeline` goes in a rectangle: a title column, a millisecond axis along the top, one row
/// per lane with its spans as bars and its marks as dots with their labels. The SVG writer and the in-app view
/// both draw from it, so the file and the screen agree.
public struct TimelineLayout: Sendable {
    public static let titleWidth: CGFloat = 210
    public static let axisHeight: CGFloat = 26
    public static let laneHeight: CGFloat = 30
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
        /// Where the label goes: right of the mark, under the bars, to the lane's end.
        public var labelRect: CGRect
    }

    public struct PlacedLane: Sendable {
        public var lane: Timeline.Lane
        public var row: CGRect
        public var titleRect: CGRect
        public var spans: [PlacedSpan]
        public var marks: [PlacedMark]
    }

    public let timeline: Timeline
    public let bounds: CGRect
    public let plot: CGRect
    public let ticks: [Tick]
    public let lanes: [PlacedLane]

    /// The height a timeline of `laneCount` lanes needs.
    public static func height(forLanes laneCount: Int) -> CGFloat {
        axisHeight + CGFloat(max(1, laneCount)) * laneHeight + 8
    }

    public init(_ timeline: Timeline, in bounds: CGRect) {
        self.timeline = timeline
        self.bounds = bounds
        let plot = CGRect(x: bounds.minX + Self.titleWidth, y: bounds.minY + Self.axisHeight,
                          width: max(1, bounds.width - Self.titleWidth - 16),
                          height: max(0, bounds.height - Self.axisHeight))
        self.plot = plot
        let duration = max(0.001, timeline.end - timeline.start)
        func x(_ time: TimeInterval) -> CGFloat { plot.minX + CGFloat((time - timeline.start) / duration) * plot.width }
        // Ticks every 1, 2 or 5 × 10^n ms, about a hundred points apart.
        let wanted = duration * 1000 / max(1, Double(plot.width) / 100)
        let magnitude = pow(10, floor(log10(max(wanted, 1))))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= wanted } ?? 10 * magnitude
        var ticks: [Tick] = []
        var ms = (timeline.start * 1000 / step).rounded(.up) * step
        while ms <= timeline.end * 1000 + 1e-6 {
            ticks.append(Tick(x: x(ms / 1000), milliseconds: Int(ms.rounded())))
            ms += step
        }
        self.ticks = ticks
        var lanes: [PlacedLane] = []
        for (index, lane) in timeline.lanes.enumerated() {
            let row = CGRect(x: bounds.minX, y: plot.minY + CGFloat(index) * Self.laneHeight, width: bounds.width,
                             height: Self.laneHeight)
            let barY = row.minY + 4
            let spans = lane.spans.map { span in
                PlacedSpan(span: span, rect: CGRect(x: x(span.start), y: barY, width: max(2, x(span.end) - x(span.start)),
                                                    height: Self.barHeight))
            }
            let marks = lane.marks.map { mark in
                let center = CGPoint(x: x(mark.time), y: barY + Self.barHeight / 2)
                return PlacedMark(mark: mark, center: center,
                                  labelRect: CGRect(x: center.x + 7, y: barY + Self.barHeight + 1,
                                                    width: max(0, bounds.maxX - center.x - 11), height: 14))
            }
            lanes.append(PlacedLane(lane: lane, row: row,
                                    titleRect: CGRect(x: bounds.minX + 8, y: row.minY, width: Self.titleWidth - 14,
                                                      height: 18),
                                    spans: spans, marks: marks))
        }
        self.lanes = lanes
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
