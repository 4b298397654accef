import Foundation

/// The touches of the current multitouch sequence (UIKit's `UIEvent` of type touches). The window reuses one event
/// object for a sequence, as UIKit does.
@MainActor
public final class Event {
    // Computed public properties over internal storage: reading them needs no run-time exclusivity check (see
    // GestureRecognizer).

    /// Every touch of the sequence that has not ended, plus those ending in this event.
    public internal(set) var allTouches: Set<Touch> {
        get { storedAllTouches }
        set { storedAllTouches = newValue }
    }
    private var storedAllTouches: Set<Touch> = []
    /// When the event's touches last changed, in engine-clock seconds.
    public internal(set) var timestamp: TimeInterval {
        get { storedTimestamp }
        set { storedTimestamp = newValue }
    }
    private var storedTimestamp: TimeInterval = 0

    init() {}

    /// The touches that began in `view`.
    public func touches(for view: View) -> Set<Touch> {
        allTouches.filter { $0.view === view }
    }

    /// The touches of the sequence that belong to `window` (all of them: a sequence has one window).
    public func touches(for window: Window) -> Set<Touch> {
        allTouches.filter { $0.window === window }
    }

    /// The touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch> {
        allTouches.filter { gestureRecognizer.trackedTouches.contains($0) }
    }
}
