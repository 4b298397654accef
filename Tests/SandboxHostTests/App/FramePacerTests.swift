import Foundation
@testable import SandboxHost
import Testing

/// Issue 14 item 5: the windowed loop waits for input when there is nothing to show and draws it at once, paces
/// frames by the refresh period (or vsync), and wakes for the engine's next timer.
@Suite struct FramePacerTests {
    let period = 1.0 / 60

    @Test func idleWaitsForInputUpToTheHousekeepingTick() {
        var pacer = FramePacer(period: period, vsync: false)
        pacer.didDraw(at: 0)
        #expect(pacer.next(now: 1, inputPending: false, busy: false, nextTimer: nil)
                == .waitForInput(FramePacer.housekeeping))
    }

    @Test func idleWakesForTheNextTimerAndDrawsWhenItIsDue() {
        var pacer = FramePacer(period: period, vsync: false)
        pacer.didDraw(at: 0)
        #expect(pacer.next(now: 1, inputPending: false, busy: false, nextTimer: 1.03) == .waitForInput(1.03 - 1))
        #expect(pacer.next(now: 1.03, inputPending: false, busy: false, nextTimer: 1.03) == .draw)
    }

    @Test func inputAfterIdleIsDrawnAtOnce() {
        var pacer = FramePacer(period: period, vsync: false)
        pacer.didDraw(at: 0)
        #expect(pacer.next(now: 2, inputPending: true, busy: false, nextTimer: nil) == .draw)
    }

    @Test func inputSoonAfterAFrameWaitsForTheRestOfThePeriod() {
        var pacer = FramePacer(period: period, vsync: false)
        pacer.didDraw(at: 2)
        #expect(pacer.next(now: 2.005, inputPending: true, busy: false, nextTimer: nil) == .sleep(2 + period - 2.005))
        #expect(pacer.next(now: 2 + period, inputPending: true, busy: false, nextTimer: nil) == .draw)
    }

    @Test func busyFramesArePacedByThePeriodOrByVsync() {
        var paced = FramePacer(period: period, vsync: false)
        paced.didDraw(at: 5)
        #expect(paced.next(now: 5.01, inputPending: false, busy: true, nextTimer: nil) == .sleep(5 + period - 5.01))
        #expect(paced.next(now: 5 + period, inputPending: false, busy: true, nextTimer: nil) == .draw)
        var vsynced = FramePacer(period: period, vsync: true)
        vsynced.didDraw(at: 5)
        #expect(vsynced.next(now: 5.01, inputPending: false, busy: true, nextTimer: nil) == .draw)
    }

    @Test func nothingQueuedNothingMovingMeansNoFrames() {
        var pacer = FramePacer(period: period, vsync: true)
        pacer.didDraw(at: 0)
        for step in 1...100 {
            let now = Double(step) * 0.05
            #expect(pacer.next(now: now, inputPending: false, busy: false, nextTimer: 100) != .draw)
        }
    }
}
