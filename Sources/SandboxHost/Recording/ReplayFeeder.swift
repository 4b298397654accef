internal import CSDL2
import Foundation
import GestureKit
import SandboxChrome
import SandboxFormats
import SandboxSession

/// Plays a recording into SDL's event queue as finger events (a registered user event for cancels, which SDL2
/// lacks), so a replay runs the whole input path. SDL rewrites the timestamps of pushed events, so the feeder
/// keeps each pushed event's recorded time, in order, for the app to take back as the events come out.
@MainActor
final class ReplayFeeder {
    /// The pressure pushed for a sample recorded without one; the translator reads it back as none.
    nonisolated static let noPressure: Float = -1

    private let samples: [TouchSample]
    private let speed: Double
    private let cancelEventType: UInt32
    private var nextIndex = 0
    private var pushedTimes: [TimeInterval] = []
    private var pushedTimesStart = 0

    /// `speed` 2 plays twice as fast: a sample recorded at t is pushed at t / speed.
    init(recording: Recording, speed: Double, cancelEventType: UInt32) {
        samples = recording.samples
        self.speed = speed
        self.cancelEventType = cancelEventType
    }

    /// When the next sample is due (app time), or nil when all were pushed.
    var nextTime: TimeInterval? { nextIndex < samples.count ? samples[nextIndex].timestamp / speed : nil }

    /// When the last sample is due (0 for an empty recording).
    var endTime: TimeInterval { (samples.last?.timestamp ?? 0) / speed }

    var isFinished: Bool { nextIndex >= samples.count }

    /// Pushes every sample due by `time`, normalising points by the window's size in points as a device would.
    /// At most this many events go into SDL's queue per frame (it holds 65,535); the rest, due at the same
    /// instant, go in the next frames, which the app steps at that same time.
    static let maximumPushedPerFrame = 4_096

    func push(upTo time: TimeInterval, viewport: SceneViewport, windowID: UInt32) throws {
        var pushed = 0
        while let due = nextTime, due <= time, pushed < Self.maximumPushedPerFrame {
            pushed += 1
            let sample = samples[nextIndex]
            nextIndex += 1
            var event = SDL_Event()
            if sample.phase == .cancel {
                event.type = cancelEventType
                event.user.windowID = windowID
                event.user.code = Int32(truncatingIfNeeded: sample.id)
            } else {
                event.type = switch sample.phase {
                case .down: SDL_FINGERDOWN.rawValue
                case .move: SDL_FINGERMOTION.rawValue
                default: SDL_FINGERUP.rawValue
                }
                event.tfinger.touchId = SDLInputIDs.replayTouchID
                event.tfinger.fingerId = Int64(sample.id)
                let fraction = viewport.windowFraction(ofScenePoint: sample.location)
                event.tfinger.x = Float(fraction.x)
                event.tfinger.y = Float(fraction.y)
                event.tfinger.pressure = sample.pressure.map(Float.init) ?? ReplayFeeder.noPressure
                event.tfinger.windowID = windowID
            }
            guard SDL_PushEvent(&event) == 1 else {
                throw SandboxError("replay: SDL refused an event: \(String(cString: SDL_GetError()))")
            }
            pushedTimes.append(due)
        }
    }

    /// Starts again from the first sample (a seek re-runs the replay from the start).
    func rewind() {
        nextIndex = 0
        pushedTimes.removeAll(keepingCapacity: true)
        pushedTimesStart = 0
    }

    /// Whether `event` is one this feeder pushed.
    func isReplayEvent(_ event: SDL_Event) -> Bool {
        if event.type == cancelEventType { return true }
        let isFinger = event.type == SDL_FINGERDOWN.rawValue || event.type == SDL_FINGERMOTION.rawValue
            || event.type == SDL_FINGERUP.rawValue
        return isFinger && event.tfinger.touchId == SDLInputIDs.replayTouchID
    }

    /// The recorded time of the oldest pushed event not yet taken back.
    func takeTime() -> TimeInterval? {
        guard pushedTimesStart < pushedTimes.count else { return nil }
        defer {
            pushedTimesStart += 1
            if pushedTimesStart == pushedTimes.count {
                pushedTimes.removeAll(keepingCapacity: true)
                pushedTimesStart = 0
            }
        }
        return pushedTimes[pushedTimesStart]
    }
}
