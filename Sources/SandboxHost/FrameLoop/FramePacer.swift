import Foundation

/// When the windowed frame loop draws. It used to sleep out the rest of every refresh period before reading input,
/// so a move that came while the app was idle waited up to a whole period before it was even seen. Now:
///
/// - **Nothing to show** (no input queued, nothing animating or fading, no timer due): no frame. The loop waits for
///   input (`SDL_WaitEventTimeout`) until the next recognizer timer or a short housekeeping tick.
/// - **Input** is drawn at once if a refresh period has passed since the last frame, else at the end of that period:
///   frames never come faster than the display shows them. A finger held still is not a reason to draw.
/// - **Busy** (an animation, a fading trail, a running replay): one frame a refresh period; vsync paces it where the
///   renderer has vsync, else the pacer sleeps out the rest of the period.
///
/// Pure logic over times, so every rule is tested without a display.
struct FramePacer {
    enum Decision: Equatable {
        /// Draw a frame now.
        case draw
        /// Sleep this long, then ask again (the period isn't over).
        case sleep(TimeInterval)
        /// Wait this long for input (nothing to show); ask again when it comes or the time is up.
        case waitForInput(TimeInterval)
    }

    /// The display's refresh period.
    let period: TimeInterval
    /// Whether presenting waits for the display's refresh.
    let vsync: Bool
    /// The longest wait for input: signals are noticed within it.
    static let housekeeping: TimeInterval = 0.1

    private(set) var lastFrame: TimeInterval = -.infinity

    init(period: TimeInterval, vsync: Bool) {
        self.period = period
        self.vsync = vsync
    }

    /// What to do at `now`. `inputPending`: events are queued. `busy`: something on screen changes by itself.
    /// `nextTimer`: when the engine's next timer is due, on the same clock.
    func next(now: TimeInterval, inputPending: Bool, busy: Bool, nextTimer: TimeInterval?) -> Decision {
        if inputPending || busy || (nextTimer.map { $0 <= now } ?? false) {
            let due = lastFrame + period
            return vsync || now >= due ? .draw : .sleep(due - now)
        }
        return .waitForInput(min(Self.housekeeping, nextTimer.map { $0 - now } ?? .infinity))
    }

    /// A frame was drawn, starting at `start`.
    mutating func didDraw(at start: TimeInterval) {
        lastFrame = start
    }
}
