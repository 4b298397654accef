import Foundation
import GestureKit

/// Putting scripts together: one after another (`then`), at the same time (`together`), later (`delayed`).
extension TouchStream {
    /// The time of the first and last sample (0 for an empty stream).
    public var startTime: TimeInterval { events.first?.first?.timestamp ?? 0 }
    /// The time of the last event, 0 for an empty stream.
    public var endTime: TimeInterval { events.last?.first?.timestamp ?? 0 }

    /// The same input `interval` seconds later.
    public func delayed(by interval: TimeInterval) -> TouchStream {
        TouchStream(events: events.map { event in
            event.map { TouchSample(id: $0.id, phase: $0.phase, location: $0.location,
                                    timestamp: $0.timestamp + interval, cancelCause: $0.cancelCause) }
        })
    }

    /// This input, then `next` starting `gap` seconds after this one's last sample (its own times count from there).
    public func then(_ next: TouchStream, after gap: TimeInterval = 0.1) -> TouchStream {
        TouchStream(events: events + next.delayed(by: endTime + gap).events)
    }

    /// This input and `other` at the same time. The other's fingers are renumbered above this one's, so they stay
    /// distinct; samples of the same instant join one event.
    public func together(with other: TouchStream) -> TouchStream {
        let offset = events.flatMap { $0.map(\.id) }.max() ?? 0
        let shifted = other.events.map { event in
            event.map { TouchSample(id: $0.id + offset, phase: $0.phase, location: $0.location, timestamp: $0.timestamp,
                                    cancelCause: $0.cancelCause) }
        }
        var merged: [[TouchSample]] = []
        var a = events[...], b = shifted[...]
        while let next = [a.first, b.first].compactMap({ $0 }).min(by: { $0[0].timestamp < $1[0].timestamp }) {
            if let first = a.first, first[0].timestamp == next[0].timestamp { a.removeFirst() } else { b.removeFirst() }
            if let last = merged.last, last[0].timestamp == next[0].timestamp {
                merged[merged.count - 1] += next
            } else {
                merged.append(next)
            }
        }
        return TouchStream(events: merged)
    }
}
