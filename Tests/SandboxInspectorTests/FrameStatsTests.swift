import Foundation
import SandboxInspector
import Testing

/// Issue 25 item 4: F3 read "4 fps" while nothing moved: the rate counted the idle pauses, when the app draws
/// nothing. It gives the rate of the latest run of frames, says when the app is idle, and asks for one frame to
/// say so once the app has gone idle.
@Suite struct FrameStatsTests {
    @Test func theRateIsThatOfTheLatestRunAndAnIdleAppSaysItDrawsOnlyOnChange() {
        var stats = FrameStats()
        // A tap at 0 s, one frame; then a drag from 2 s, 60 frames a second for half a second.
        stats.record(frameStart: 0, work: 0.002)
        #expect(stats.framesPerSecond(now: 0.01) == nil)
        for frame in 0..<30 { stats.record(frameStart: 2 + Double(frame) / 60, work: 0.002) }
        let last = 2 + 29.0 / 60
        #expect(abs((stats.framesPerSecond(now: last + 0.01) ?? 0) - 60) < 1e-6)
        #expect(stats.summary(now: last + 0.01) == "60 fps · frame 2.00 ms avg, 2.00 ms max")
        #expect(!stats.owesIdleFrame(at: last + 0.2))
        // Nothing moves: one more frame, and it says the app is idle.
        #expect(stats.owesIdleFrame(at: last + 0.3))
        #expect(stats.summary(now: last + 0.3) == "idle: frames drawn only on change · frame 2.00 ms avg, 2.00 ms max")
        stats.record(frameStart: last + 0.3, work: 0.002)
        #expect(!stats.owesIdleFrame(at: last + 5), "the idle frame was drawn: nothing more until something moves")
    }
}
