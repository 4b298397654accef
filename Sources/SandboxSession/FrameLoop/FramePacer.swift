import Foundation

/// When the windowed frame loop draws (issue 25). Input is drawn as soon as it can be shown:
///
/// - **Nothing to show** (no input queued, nothing animating or fading, no timer due): no frame. The loop waits for
///   input (`SDL_WaitEventTimeout`) until the next recognizer timer or a short housekeeping tick.
/// - **No vsync** (presents show at once, as on SDL's software renderer): input is drawn the moment it arrives, even
///   a moment after an animation frame; the cap is one frame a refresh period on average with one frame to spare
///   (a cell-rate limit), so a drag at 125 Hz is drawn at about the display's rate, not faster. Animation frames come
///   one period after the last frame, and the wait for them is a wait for input, so a move wakes the loop.
/// - **Vsync** (presents wait for the refresh): a frame drawn early would sit in the present until the refresh with
///   input that is old by then, so the loop sleeps until just before the next refresh (the recent frames' work plus
///   a margin) and draws the newest input then. Before the first present, or when frames take a whole period,
///   it draws at once.
///
/// A finger held still is not a reason to draw. Pure logic over times, so every rule is tested on a virtual clock.
package struct FramePacer {
    package enum Decision: Equatable {
        /// Draw a frame now.
        case draw
        /// Sleep this long, then ask again (input already queued waits for its slot).
        case sleep(TimeInterval)
        /// Wait this long for input; ask again when it comes or the time is up.
        case waitForInput(TimeInterval)
    }

    /// The display's refresh period.
    package let period: TimeInterval
    /// Whether presenting waits for the display's refresh.
    package let vsync: Bool
    /// The longest wait for input: signals are noticed within it.
    package static let housekeeping: TimeInterval = 0.1
    /// With vsync, how long before the refresh a frame's work is planned to end: room for a slower frame.
    package static let vsyncMargin: TimeInterval = 0.002
    /// How many recent frames' work times the vsync plan takes the longest of.
    package static let workHistory = 8

    private(set) var lastFrame: TimeInterval = -.infinity
    /// The cell-rate limit's clock: a frame may start at `allowedFrom - period` or later, and each frame moves it a
    /// period on from the later of itself and now.
    private var allowedFrom: TimeInterval = -.infinity
    /// When the last present returned: with vsync, on a refresh.
    private var lastPresent: TimeInterval?
    private var recentWork: [TimeInterval] = []

    package init(period: TimeInterval, vsync: Bool) {
        self.period = period
        self.vsync = vsync
    }

    /// What to do at `now`. `inputPending`: events are queued. `busy`: something on screen changes by itself.
    /// `nextTimer`: when the engine's next timer is due, on the same clock.
    package func next(now: TimeInterval, inputPending: Bool, busy: Bool, nextTimer: TimeInterval?) -> Decision {
        let timerDue = nextTimer.map { $0 <= now } ?? false
        guard inputPending || busy || timerDue else {
            return .waitForInput(min(Self.housekeeping, nextTimer.map { $0 - now } ?? .infinity))
        }
        return vsync ? beforeTheRefresh(now: now) : atOnce(now: now, inputPending: inputPending)
    }

    /// No vsync: input at once within the rate limit; animation and timers a period after the last frame.
    private func atOnce(now: TimeInterval, inputPending: Bool) -> Decision {
        let inputSlot = allowedFrom - period
        let animationSlot = lastFrame + period
        if inputPending, now >= inputSlot { return .draw }
        if now >= animationSlot { return .draw }
        if inputPending { return .sleep(min(inputSlot, animationSlot) - now) }
        return .waitForInput(animationSlot - now)
    }

    /// Vsync: the newest input, drawn as late as the frame's work allows before the next refresh.
    private func beforeTheRefresh(now: TimeInterval) -> Decision {
        guard let lastPresent, let work = recentWork.max(), work + Self.vsyncMargin < period else { return .draw }
        let refresh = lastPresent + ((now - lastPresent) / period).rounded(.up) * period
        let start = refresh - work - Self.vsyncMargin
        if now >= start, now <= refresh - work { return .draw }
        let wake = now < start ? start : start + period
        return .sleep(wake - now)
    }

    /// A frame was drawn, starting at `start`; its drawing took `work` and its present returned at `presented`.
    package mutating func didDraw(at start: TimeInterval, work: TimeInterval, presented: TimeInterval) {
        lastFrame = start
        allowedFrom = max(allowedFrom, start) + period
        lastPresent = presented
        recentWork.append(work)
        if recentWork.count > Self.workHistory { recentWork.removeFirst() }
    }
}
