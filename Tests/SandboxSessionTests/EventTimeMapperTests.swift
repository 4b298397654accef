import Foundation
import Testing
@testable import SandboxSession

/// Issue 14, item 1: live events carry the time they happened (SDL's millisecond stamps on the engine clock),
/// monotonic and never later than the frame that delivers them.
@Suite struct EventTimeMapperTests {
    @Test func twoEventsOfOneFrameKeepTheirOwnTimes() {
        var mapper = EventTimeMapper()
        // Polled at SDL tick 10_016 in the frame at engine time 5.0: events stamped 10_004 and 10_008.
        let first = mapper.time(ofEventAt: 10_004, ticksNow: 10_016, frameTime: 5.0)
        let second = mapper.time(ofEventAt: 10_008, ticksNow: 10_016, frameTime: 5.0)
        #expect(abs(first - 4.988) < 1e-9)
        #expect(abs(second - 4.992) < 1e-9)
    }

    @Test func timesNeverGoBackNorPastTheFrame() {
        var mapper = EventTimeMapper()
        #expect(mapper.time(ofEventAt: 1_000, ticksNow: 1_002, frameTime: 2.0) == 1.998)
        // Stamped earlier than the one before (another device's clock): kept at the previous time.
        #expect(mapper.time(ofEventAt: 990, ticksNow: 1_002, frameTime: 2.0) == 1.998)
        // Stamped after the poll began: the frame's time.
        #expect(mapper.time(ofEventAt: 1_010, ticksNow: 1_002, frameTime: 2.0) == 2.0)
        // Older than a second (a stall): the frame's time, not a jump back.
        #expect(mapper.time(ofEventAt: 0, ticksNow: 5_000, frameTime: 7.0) == 7.0)
    }

    @Test func theTickCounterWrapping() {
        var mapper = EventTimeMapper()
        #expect(abs(mapper.time(ofEventAt: UInt32.max - 3, ticksNow: 4, frameTime: 1.0) - 0.992) < 1e-9)
    }
}
