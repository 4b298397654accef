import Foundation
import GestureKit

/// Keeps the recent engine events for the in-app timeline (F4): everything from the last `span` seconds before
/// the newest event, trimmed in chunks so appending stays cheap.
@MainActor
public final class TimelineRecorder {
    /// How much of the past the F4 timeline shows.
    public static let span: TimeInterval = 6
    public private(set) var events: [GestureTraceEvent] = []
    /// The last timeline built, for `now`: a frame with F4 open asks for it when the chrome is laid out (its height)
    /// and again when it is drawn. Any new event makes it stale.
    private var built: (now: TimeInterval, timeline: Timeline)?

    public init() {}

    public func clear() {
        events.removeAll()
        built = nil
    }

    public func record(_ event: GestureTraceEvent) {
        guard !event.isContinuation else { return }
        built = nil
        events.append(event)
        if events.count > 4096, let first = events.firstIndex(where: { $0.time >= event.time - Self.span * 2 }) {
            events.removeFirst(first)
        }
    }

    /// The timeline of the `span` seconds up to `now`, or less when less has happened since the first event kept.
    public func timeline(until now: TimeInterval) -> Timeline {
        if let built, built.now == now { return built.timeline }
        let first = events.first?.time ?? now
        let timeline = Timeline(events: events, from: min(now, max(first - 0.05, now - Self.span)), until: now)
        built = (now, timeline)
        return timeline
    }
}

extension GestureTraceEvent {
    /// A changed → changed or a moved delivery: the timeline's spans don't change with them.
    var isContinuation: Bool {
        switch self {
        case .transition(let t): t.from == .changed && t.to == .changed
        case .delivery(let d): d.kind == .moved
        default: false
        }
    }
}
