import Foundation
import GestureKit

/// Undrawn frames on virtual time from 0 to `end` (`SandboxApp.advance`), kept between calls so a seek can take
/// them a share at a time between drawn frames.
struct VirtualTimeRun {
    let end: TimeInterval
    let playsOut: Bool
    var started = false
    var anchor: TimeInterval = 0
    var steps = 0
    var now: TimeInterval = 0
}

/// Headless runs and seeks: frames on virtual time driven by the recording.
extension SandboxApp {
    /// Headless: time is virtual. Frames fall on every replayed event's time and every 1/60 s after the latest
    /// event; after the last event the clock runs on for the settle time. Nothing is drawn except a final
    /// screenshot, so the same recording gives the same trace.
    func runVirtualTime() throws {
        try stepVirtualTime(to: (feeder?.endTime ?? 0) + options.settle, playsOut: true)
    }

    /// Undrawn frames from 0 to `end` on virtual time: on every replayed event's time and every 1/60 s after the
    /// latest event, jumping over idle stretches. `playsOut`: go on until the replay has pushed every event, even
    /// past `end` (a headless run); otherwise stop at `end` exactly (a seek).
    func stepVirtualTime(to end: TimeInterval, playsOut: Bool) throws {
        var run = VirtualTimeRun(end: end, playsOut: playsOut)
        _ = try advance(&run)
    }

    /// Steps `run` on until it is done (true), or until `stops` says so between two frames (false; `run` keeps
    /// its place, so going on later gives the same frames as one go).
    func advance(_ run: inout VirtualTimeRun, stops: () -> Bool = { false }) throws -> Bool {
        if !run.started {
            run.started = true
            try step(to: 0, render: false)
        }
        var anchor = run.anchor, steps = run.steps, now = run.now
        let end = run.end, playsOut = run.playsOut
        defer { (run.anchor, run.steps, run.now) = (anchor, steps, now) }
        while !quitRequested, (playsOut && !(feeder?.isFinished ?? true)) || now < end {
            if stops() { return false }
            steps += 1
            var next = anchor + Double(steps) / 60
            if skipsQuietStretches, isQuiet {
                // Nothing can change before the next event, the next recognizer timer or the end: jump to the
                // frame that stepping would reach first at or after it, so every later frame falls where it
                // would have and the trace is the same. A timer fires at its own time inside that frame.
                let target = min(feeder?.nextTime ?? end, end, window.clock.nextDueTime ?? .infinity)
                steps = Self.firstStep(from: anchor, atOrAfter: target, notBefore: steps)
                next = anchor + Double(steps) / 60
            }
            if let due = feeder?.nextTime, due <= next {
                next = due
                anchor = due
                steps = 0
            } else if feeder?.isFinished ?? true {
                next = min(next, end)
            }
            if !playsOut { next = min(next, end) }
            now = next
            try step(to: now, render: false)
        }
        return true
    }

    /// The smallest step `k >= minimum` whose frame time `anchor + k / 60` (computed as the loop does) is at or after
    /// `target`.
    static func firstStep(from anchor: TimeInterval, atOrAfter target: TimeInterval, notBefore minimum: Int) -> Int {
        let estimate = ((target - anchor) * 60).rounded(.down)
        guard estimate.isFinite, estimate < Double(Int.max / 2) else { return minimum }
        var step = max(minimum, Int(estimate))
        while anchor + Double(step) / 60 < target { step += 1 }
        while step > minimum, anchor + Double(step - 1) / 60 >= target { step -= 1 }
        return step
    }

    /// Whether no frame before the next event or timer can change anything, fingers down or not: no animation or
    /// frame callback, no wheel gesture waiting to end. A held finger changes nothing by itself; its recognizers'
    /// timers are on the engine clock.
    var isQuiet: Bool {
        window.animator.isIdle && !translator.hasWheelGesture
    }
}
