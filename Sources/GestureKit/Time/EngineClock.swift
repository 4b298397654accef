import Foundation

/// The engine's only source of time: the host advances it (from the frame loop or a recording's timestamps) and
/// tests advance it by hand, so every time-dependent behaviour is deterministic.
///
/// Timers fire in order of due time, ties in the order they were scheduled; a timer scheduled by a firing timer
/// for a time already passed fires within the same `advance`.
@MainActor
public final class EngineClock {
    /// Identifies a scheduled timer so it can be cancelled.
    public struct TimerID: Hashable, Sendable {
        let value: UInt64
    }

    private struct Entry {
        let id: TimerID
        let due: TimeInterval
        let action: @MainActor () -> Void
    }

    /// The current engine time in seconds; only `advance(to:)` and `advance(by:)` move it, never the wall clock.
    public private(set) var now: TimeInterval {
        get { storedNow }
        set { storedNow = newValue }
    }
    /// Internal storage under the public property: reads need no run-time exclusivity check.
    private var storedNow: TimeInterval
    private var entries: [Entry] = []
    private var nextID: UInt64 = 0

    /// A clock starting at `now` (a recording's first timestamp, or 0 in tests).
    public init(now: TimeInterval = 0) {
        self.storedNow = now
    }

    /// Runs `action` once, `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> TimerID {
        schedule(at: now + max(0, delay), action)
    }

    /// Runs `action` once when the clock reaches `time` (at once on the next advance if it already passed).
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> TimerID {
        nextID += 1
        let entry = Entry(id: TimerID(value: nextID), due: time, action: action)
        let index = entries.firstIndex { $0.due > time } ?? entries.count
        entries.insert(entry, at: index)
        return entry.id
    }

    /// Removes a timer that hasn't fired; cancelling a fired or unknown one does nothing.
    public func cancel(_ id: TimerID) {
        entries.removeAll { $0.id == id }
    }

    /// The due time of the earliest timer, if any.
    public var nextDueTime: TimeInterval? { entries.first?.due }

    /// How many timers wait, so a host or test can tell whether anything can still happen.
    public var pendingTimerCount: Int { entries.count }

    /// Moves time forward to `time` (never backwards), firing due timers with `now` set to each one's due time.
    public func advance(to time: TimeInterval) {
        while let first = entries.first, first.due <= time {
            entries.removeFirst()
            now = max(now, first.due)
            first.action()
        }
        now = max(now, time)
    }

    /// Moves time forward by `interval` seconds, firing due timers on the way (see `advance(to:)`).
    public func advance(by interval: TimeInterval) {
        advance(to: now + interval)
    }
}
