import Foundation

/// Puts SDL input events on the engine clock at the time they happened, not the time of the frame that reads them:
/// a touchscreen reporting at 120–240 Hz delivers several samples of one finger per 60 Hz frame, and stamping
/// them all with the frame's time would hand the velocity tracker points with no time between them.
///
/// SDL2 stamps events in whole milliseconds (`SDL_GetTicks` time), so that is the precision. An event's engine time
/// is the frame's time less how long before the poll it happened, never later than the frame and never earlier
/// than the event before it (times only move forward).
package struct EventTimeMapper {
    private var last: TimeInterval = -.infinity

    package init() {}

    /// The engine time of an event stamped `eventTicks`, polled in a frame at engine time `frameTime` when SDL's
    /// clock read `ticksNow` (both in ms; SDL's 32-bit tick count wraps after 49 days, so differences are taken
    /// modulo 2^32).
    package mutating func time(ofEventAt eventTicks: UInt32, ticksNow: UInt32, frameTime: TimeInterval) -> TimeInterval {
        let age = TimeInterval(ticksNow &- eventTicks) / 1000
        // An event "from the future" (stamped after the poll began) or older than a second (a stall) is put at the
        // frame's own time rather than trusted.
        let mapped = age > 1 ? frameTime : frameTime - age
        let time = min(frameTime, max(mapped, last))
        last = time
        return time
    }

    /// Starts again, as when a new scene's clock starts.
    package mutating func reset() { last = -.infinity }
}
