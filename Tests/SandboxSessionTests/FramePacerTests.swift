import Foundation
import Testing
@testable import SandboxSession

/// Issue 14 item 5 and issue 25: the windowed loop waits for input when there is nothing to show; without vsync it
/// draws input the moment it arrives (even just after an animation frame) within one frame a period on average;
/// with vsync it draws the newest input just before the refresh; it wakes for the engine's next timer.
@Suite struct FramePacerTests {
    let period = 1.0 / 60

    /// Draws a frame at `start` that took `work` to draw; without vsync the present returns at once.
    func draw(_ pacer: inout FramePacer, at start: TimeInterval, work: TimeInterval = 0.002,
              presented: TimeInterval? = nil) {
        pacer.didDraw(at: start, work: work, presented: presented ?? start + work)
    }

    /// Whether `decision` is `expected`, times to within a nanosecond (they are sums of periods).
    func matches(_ decision: FramePacer.Decision, _ expected: FramePacer.Decision) -> Bool {
        switch (decision, expected) {
        case (.draw, .draw): true
        case (.sleep(let a), .sleep(let b)), (.waitForInput(let a), .waitForInput(let b)): abs(a - b) < 1e-9
        default: false
        }
    }

    @Test func idleWaitsForInputUpToTheHousekeepingTick() {
        var pacer = FramePacer(period: period, vsync: false)
        draw(&pacer, at: 0)
        #expect(pacer.next(now: 1, inputPending: false, busy: false, nextTimer: nil)
                == .waitForInput(FramePacer.housekeeping))
    }

    @Test func idleWakesForTheNextTimerAndDrawsWhenItIsDue() {
        var pacer = FramePacer(period: period, vsync: false)
        draw(&pacer, at: 0)
        #expect(pacer.next(now: 1, inputPending: false, busy: false, nextTimer: 1.03) == .waitForInput(1.03 - 1))
        #expect(pacer.next(now: 1.03, inputPending: false, busy: false, nextTimer: 1.03) == .draw)
    }

    @Test func inputAfterIdleIsDrawnAtOnce() {
        var pacer = FramePacer(period: period, vsync: false)
        draw(&pacer, at: 0)
        #expect(pacer.next(now: 2, inputPending: true, busy: false, nextTimer: nil) == .draw)
    }

    /// The monkey drag of issue 25: a fading trail keeps frames going each period; a move 3 ms after one of them
    /// used to wait out the other 13.7 ms. Now it is drawn at once.
    @Test func withoutVsyncInputJustAfterAnAnimationFrameIsDrawnAtOnce() {
        var pacer = FramePacer(period: period, vsync: false)
        draw(&pacer, at: 2)
        #expect(matches(pacer.next(now: 2.003, inputPending: false, busy: true, nextTimer: nil),
                        .waitForInput(period - 0.003)))
        #expect(pacer.next(now: 2.003, inputPending: true, busy: true, nextTimer: nil) == .draw)
        draw(&pacer, at: 2.003)
        // The next animation frame is a period after the input's frame.
        #expect(matches(pacer.next(now: 2.005, inputPending: false, busy: true, nextTimer: nil),
                        .waitForInput(period - 0.002)))
        #expect(pacer.next(now: 2.003 + period, inputPending: false, busy: true, nextTimer: nil) == .draw)
    }

    /// A 125 Hz drag on an animating scene, on a virtual clock: every move is drawn within a period of arriving, and
    /// no more frames are drawn than the display shows (one a period, plus the one spare).
    @Test func withoutVsyncA125HzDragIsDrawnAtTheDisplaysRate() {
        var pacer = FramePacer(period: period, vsync: false)
        var now = 10.0, frames: [TimeInterval] = [], waits: [TimeInterval] = []
        var pendingSince: TimeInterval?, nextMove = now
        while now < 11 {
            if now >= nextMove {
                pendingSince = pendingSince ?? now
                nextMove += 0.008
            }
            switch pacer.next(now: now, inputPending: pendingSince != nil, busy: true, nextTimer: nil) {
            case .draw:
                frames.append(now)
                if let since = pendingSince { waits.append(now - since) }
                pendingSince = nil
                draw(&pacer, at: now, work: 0.001)
                now += 0.001
            case .sleep(let time):
                now += time
            case .waitForInput(let time):
                now = min(now + time, nextMove)
            }
        }
        #expect(frames.count <= 61 && frames.count >= 59, "frames in one second: \(frames.count)")
        #expect(waits.allSatisfy { $0 <= period + 1e-9 }, "longest wait \(waits.max() ?? 0)")
        #expect(zip(frames, frames.dropFirst(2)).allSatisfy { $1 - $0 >= period - 1e-9 },
                "never three frames within one period")
    }

    @Test func withoutVsyncInputRightAfterAnInputFrameWaitsForTheSpareToRefill() {
        var pacer = FramePacer(period: period, vsync: false)
        draw(&pacer, at: 0)
        #expect(pacer.next(now: 0.005, inputPending: true, busy: false, nextTimer: nil) == .draw)
        draw(&pacer, at: 0.005)
        // Two frames in 5 ms used the spare: the next may start a period after the first.
        #expect(matches(pacer.next(now: 0.008, inputPending: true, busy: false, nextTimer: nil), .sleep(period - 0.008)))
    }

    @Test func busyFramesWithoutVsyncAreOneAPeriodAndWaitForInputMeanwhile() {
        var pacer = FramePacer(period: period, vsync: false)
        draw(&pacer, at: 5)
        #expect(matches(pacer.next(now: 5.01, inputPending: false, busy: true, nextTimer: nil),
                        .waitForInput(period - 0.01)))
        #expect(pacer.next(now: 5 + period, inputPending: false, busy: true, nextTimer: nil) == .draw)
    }

    @Test func withVsyncTheFirstFrameIsDrawnAtOnce() {
        let pacer = FramePacer(period: period, vsync: true)
        #expect(pacer.next(now: 0, inputPending: true, busy: false, nextTimer: nil) == .draw)
    }

    /// Presents returned on refreshes at 1.0 + k·period; frames take 3 ms: input that arrives early in a period is
    /// drawn 3 ms + the margin before the next refresh, so anything that comes meanwhile is in it.
    @Test func withVsyncInputIsDrawnJustBeforeTheRefresh() {
        var pacer = FramePacer(period: period, vsync: true)
        draw(&pacer, at: 1 - 0.004, work: 0.003, presented: 1)
        let start = 1 + period - 0.003 - FramePacer.vsyncMargin
        #expect(matches(pacer.next(now: 1.002, inputPending: true, busy: false, nextTimer: nil), .sleep(start - 1.002)))
        #expect(pacer.next(now: start, inputPending: true, busy: false, nextTimer: nil) == .draw)
        // Too late for this refresh's work: aim for the next one instead of presenting stale input a period late.
        let late = 1 + period - 0.001
        #expect(matches(pacer.next(now: late, inputPending: true, busy: false, nextTimer: nil),
                        .sleep(start + period - late)))
    }

    @Test func withVsyncAnimationFramesAreAlsoDrawnJustBeforeTheRefresh() {
        var pacer = FramePacer(period: period, vsync: true)
        draw(&pacer, at: 2 - 0.01, work: 0.005, presented: 2)
        let start = 2 + period - 0.005 - FramePacer.vsyncMargin
        #expect(matches(pacer.next(now: 2.001, inputPending: false, busy: true, nextTimer: nil), .sleep(start - 2.001)))
    }

    /// The plan takes the slowest of the recent frames, and a frame that takes a whole period is drawn at once.
    @Test func withVsyncSlowFramesAreDrawnAtOnce() {
        var pacer = FramePacer(period: period, vsync: true)
        draw(&pacer, at: 0, work: 0.016, presented: period)
        #expect(pacer.next(now: period + 0.001, inputPending: true, busy: false, nextTimer: nil) == .draw)
        var planned = FramePacer(period: period, vsync: true)
        draw(&planned, at: 0, work: 0.008, presented: period)
        draw(&planned, at: period + 0.001, work: 0.002, presented: 2 * period)
        let start = 3 * period - 0.008 - FramePacer.vsyncMargin
        #expect(matches(planned.next(now: 2 * period + 0.001, inputPending: true, busy: false, nextTimer: nil),
                        .sleep(start - (2 * period + 0.001))))
    }

    @Test func nothingQueuedNothingMovingMeansNoFrames() {
        for vsync in [false, true] {
            var pacer = FramePacer(period: period, vsync: vsync)
            draw(&pacer, at: 0)
            for step in 1...100 {
                let now = Double(step) * 0.05
                #expect(pacer.next(now: now, inputPending: false, busy: false, nextTimer: 100) != .draw)
            }
        }
    }
}
