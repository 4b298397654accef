import Foundation
import GestureKit

/// One finger's way through a script: it comes down at the first keyframe, passes through the others (moving in a
/// straight line between them), and lifts at the last one unless `lifts` is false. Times are seconds from the start
/// of the script.
public struct FingerPath: Sendable, Equatable {
    /// Where the finger is at one moment of the script.
    public struct Keyframe: Sendable, Equatable {
        /// Seconds from the start of the script.
        public var time: TimeInterval
        /// Window points.
        public var location: CGPoint

        /// The finger at `location` at `time` seconds, written positionally so scripts stay short: `.init(0.1, point)`.
        public init(_ time: TimeInterval, _ location: CGPoint) {
            self.time = time
            self.location = location
        }
    }

    /// The finger's id in the samples, so several paths make several fingers.
    public var id: Int
    /// The moments the path passes through, in time order.
    public var keyframes: [Keyframe]
    /// False leaves the finger down at the end (to look at a gesture half way, or to hold it past the script).
    public var lifts: Bool

    /// A path through `keyframes` (at least one, times not decreasing), lifting at the last unless `lifts` is false.
    public init(id: Int, keyframes: [Keyframe], lifts: Bool = true) {
        precondition(!keyframes.isEmpty, "a finger path needs at least one keyframe")
        precondition(zip(keyframes, keyframes.dropFirst()).allSatisfy { $0.time <= $1.time },
                     "keyframe times must not decrease")
        self.id = id
        self.keyframes = keyframes
        self.lifts = lifts
    }

    /// `FingerPath(1, (0, p), (0.2, q))`: shorthand for literal keyframes.
    public init(_ id: Int, _ keyframes: (TimeInterval, CGPoint)..., lifts: Bool = true) {
        self.init(id: id, keyframes: keyframes.map { Keyframe($0.0, $0.1) }, lifts: lifts)
    }

    /// A path through `points` at a constant `speed` (points per second), starting at `start`.
    public static func along(_ points: [CGPoint], speed: CGFloat, id: Int = 1, start: TimeInterval = 0,
                             lifts: Bool = true) -> FingerPath {
        precondition(speed > 0, "speed must be positive")
        var time = start
        var keyframes = [Keyframe(start, points[0])]
        for (from, to) in zip(points, points.dropFirst()) {
            time += Double(from.distance(to: to) / speed)
            keyframes.append(Keyframe(time, to))
        }
        return FingerPath(id: id, keyframes: keyframes, lifts: lifts)
    }

    /// When the finger comes down.
    public var startTime: TimeInterval { keyframes[0].time }
    /// When the finger reaches its last keyframe (and lifts, if it does).
    public var endTime: TimeInterval { keyframes[keyframes.count - 1].time }

    /// Where the finger is at `time` (clamped to the path's span).
    public func location(at time: TimeInterval) -> CGPoint {
        guard time > startTime else { return keyframes[0].location }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where time <= b.time {
            guard b.time > a.time else { return b.location }
            let f = CGFloat((time - a.time) / (b.time - a.time))
            return a.location + (b.location - a.location) * f
        }
        return keyframes[keyframes.count - 1].location
    }
}
