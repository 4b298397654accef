import Foundation
import GestureKit

/// Touch-script builders: every common gesture as finger input with realistic timing, sampled like a 60 Hz touch
/// screen. Times start at 0; `GestureLog.run(_:)` plays a script from the window's current time. Fingers are numbered
/// from 1; several fingers of one gesture stand `spacing` points apart, side by side around the given point.
extension TouchStream {
    /// A touch screen's sampling period: moves come every 1/60 s.
    public static let sampleInterval: TimeInterval = 1.0 / 60

    /// Fingers following arbitrary paths at once. Each finger comes down at its first keyframe and lifts at its last;
    /// in between it is sampled every `sampleInterval` and at every keyframe, and a sample is sent only when it moved
    /// (a finger held still sends nothing, as on real screens); with `sampleInterval` nil, only at the keyframes
    /// (for tests that need exact samples). Samples of one instant form one event.
    public static func fingers(_ paths: [FingerPath], sampleInterval: TimeInterval? = sampleInterval) -> TouchStream {
        precondition(Set(paths.map(\.id)).count == paths.count, "each finger path needs its own id")
        precondition(paths.allSatisfy { !$0.lifts || $0.endTime > $0.startTime }, "a finger can't lift when it lands")
        // Keyframe times exactly, and the 60 Hz grid between them (grid times within a nanosecond of a keyframe
        // give way to it, so corners are hit exactly).
        let keyTimes = paths.flatMap { $0.keyframes.map(\.time) }
        var times = keyTimes
        for path in paths {
            guard let sampleInterval else { break }
            var k = (path.startTime / sampleInterval).rounded(.up)
            while k * sampleInterval < path.endTime - 1e-9 {
                let time = k * sampleInterval
                if !keyTimes.contains(where: { abs($0 - time) < 1e-9 }) { times.append(time) }
                k += 1
            }
        }
        times.sort()
        var instants: [TimeInterval] = []
        for time in times where instants.last.map({ time - $0 > 1e-9 }) ?? true { instants.append(time) }

        var last: [Int: CGPoint] = [:]
        var events: [[TouchSample]] = []
        for time in instants {
            var event: [TouchSample] = []
            for path in paths where time >= path.startTime - 1e-9 && time <= path.endTime + 1e-9 {
                let location = path.location(at: time)
                let phase: TouchSample.Phase
                if last[path.id] == nil {
                    phase = .down
                } else if path.lifts && time >= path.endTime - 1e-9 {
                    phase = .up
                } else if last[path.id] != location {
                    phase = .move
                } else {
                    continue
                }
                event.append(TouchSample(id: path.id, phase: phase, location: location, timestamp: time))
                last[path.id] = location
            }
            if !event.isEmpty {
                let stamp = event[0].timestamp
                events.append(event.map { TouchSample(id: $0.id, phase: $0.phase, location: $0.location, timestamp: stamp) })
            }
        }
        return TouchStream(events: events)
    }

    /// Several fingers moving at once, each along its own path, merged into one stream.
    public static func fingers(_ paths: FingerPath...) -> TouchStream { fingers(paths) }

    /// A tap: `fingers` fingers come down together at `point` and lift together `duration` later.
    public static func tap(at point: CGPoint, fingers: Int = 1, spacing: CGFloat = 40,
                           duration: TimeInterval = 0.05) -> TouchStream {
        .fingers(spots(around: point, fingers, spacing).enumerated().map { index, spot in
            FingerPath(index + 1, (0, spot), (duration, spot))
        })
    }

    /// `count` taps at `point`, each lasting `duration`, the next coming down `interval` after the last lifted.
    public static func taps(_ count: Int, at point: CGPoint, fingers: Int = 1, spacing: CGFloat = 40,
                            duration: TimeInterval = 0.05, interval: TimeInterval = 0.15) -> TouchStream {
        precondition(count >= 1, "at least one tap")
        var stream = TouchStream.tap(at: point, fingers: fingers, spacing: spacing, duration: duration)
        for _ in 1..<count {
            stream = stream.then(.tap(at: point, fingers: fingers, spacing: spacing, duration: duration), after: interval)
        }
        return stream
    }

    /// Fingers held down at `point` for `duration`, wandering in a straight line by `drift` meanwhile.
    public static func longPress(at point: CGPoint, fingers: Int = 1, spacing: CGFloat = 40,
                                 duration: TimeInterval = 0.8, drift: CGPoint = .zero) -> TouchStream {
        .fingers(spots(around: point, fingers, spacing).enumerated().map { index, spot in
            FingerPath(index + 1, (0, spot), (duration, spot + drift))
        })
    }

    /// One finger from `start` to `end` at `speed` points per second; it stops there and lifts `hold` later
    /// (a drag that puts something down; a finger lifting while moving is a `flick`).
    public static func drag(from start: CGPoint, to end: CGPoint, speed: CGFloat = 300,
                            hold: TimeInterval = 0.1) -> TouchStream {
        drag(along: [start, end], speed: speed, hold: hold)
    }

    /// One finger along a polyline at `speed` points per second, stopping at the end for `hold` before it lifts.
    public static func drag(along points: [CGPoint], speed: CGFloat = 300, hold: TimeInterval = 0.1) -> TouchStream {
        var path = FingerPath.along(points, speed: speed)
        if hold > 0 { path.keyframes.append(.init(path.endTime + hold, points[points.count - 1])) }
        return .fingers([path])
    }

    /// A swipe: `fingers` fingers travel `distance` in `direction` (one of right, left, up, down) in `duration`
    /// and lift while still moving.
    public static func swipe(from start: CGPoint, _ direction: SwipeGestureRecognizer.Direction,
                             distance: CGFloat = 120, duration: TimeInterval = 0.1, fingers: Int = 1,
                             spacing: CGFloat = 40) -> TouchStream {
        let travel = unitVector(direction) * distance
        return .fingers(spots(around: start, fingers, spacing, across: direction).enumerated().map { index, spot in
            FingerPath(index + 1, (0, spot), (duration, spot + travel))
        })
    }

    /// One finger moving at a constant `velocity` (points per second) for `duration`, lifting while it moves, so a
    /// velocity tracker reads `velocity` at the end.
    public static func flick(from start: CGPoint, velocity: CGPoint, duration: TimeInterval = 0.1) -> TouchStream {
        .fingers(FingerPath(1, (0, start), (duration, start + velocity * CGFloat(duration))))
    }

    /// Two fingers on a line through `center` at `angle` (radians, 0 = horizontal), their distance going from
    /// `from` to `to` in `duration`; they stop, then lift together `hold` later.
    public static func pinch(center: CGPoint, from: CGFloat = 100, to: CGFloat = 200, duration: TimeInterval = 0.3,
                             angle: CGFloat = 0, hold: TimeInterval = 0.05) -> TouchStream {
        let axis = CGPoint(x: cos(angle), y: sin(angle))
        return .fingers([1, -1].enumerated().map { index, sign in
            let near = center + axis * (from / 2 * sign), far = center + axis * (to / 2 * sign)
            return FingerPath(index + 1, (0, near), (duration, far), (duration + hold, far))
        })
    }

    /// Two fingers `radius` from `center`, opposite each other, starting at `angle` and turning `by` radians
    /// (clockwise positive on screen) in `duration`; they stop, then lift together `hold` later.
    public static func rotate(center: CGPoint, by turn: CGFloat, radius: CGFloat = 60, angle: CGFloat = 0,
                              duration: TimeInterval = 0.3, hold: TimeInterval = 0.05) -> TouchStream {
        let steps = max(2, Int((duration / sampleInterval).rounded()))
        return .fingers([0, CGFloat.pi].enumerated().map { index, offset in
            var keyframes = (0...steps).map { step in
                let f = CGFloat(step) / CGFloat(steps)
                let theta = angle + offset + turn * f
                return FingerPath.Keyframe(duration * Double(f), center + CGPoint(x: cos(theta), y: sin(theta)) * radius)
            }
            keyframes.append(.init(duration + hold, keyframes[keyframes.count - 1].location))
            return FingerPath(id: index + 1, keyframes: keyframes)
        })
    }

    /// Two fingers `spacing` apart around `start`, moving together by `translation` in `duration`; they stop, then
    /// lift together `hold` later.
    public static func twoFingerPan(from start: CGPoint, by translation: CGPoint, spacing: CGFloat = 60,
                                    duration: TimeInterval = 0.3, hold: TimeInterval = 0.05) -> TouchStream {
        .fingers(spots(around: start, 2, spacing).enumerated().map { index, spot in
            FingerPath(index + 1, (0, spot), (duration, spot + translation), (duration + hold, spot + translation))
        })
    }

    /// One finger coming down `inset` points inside one edge of `bounds` (at `position`, 0…1 along the edge) and
    /// moving `distance` straight away from it in `duration`; it stops, then lifts `hold` later.
    public static func edgePan(from edge: RectEdge, of bounds: CGRect, position: CGFloat = 0.5, inset: CGFloat = 2,
                               distance: CGFloat = 150, duration: TimeInterval = 0.25,
                               hold: TimeInterval = 0.05) -> TouchStream {
        let start: CGPoint, inward: CGPoint
        switch edge {
        case .left: (start, inward) = (CGPoint(x: bounds.minX + inset, y: bounds.minY + bounds.height * position), CGPoint(x: 1, y: 0))
        case .right: (start, inward) = (CGPoint(x: bounds.maxX - inset, y: bounds.minY + bounds.height * position), CGPoint(x: -1, y: 0))
        case .top: (start, inward) = (CGPoint(x: bounds.minX + bounds.width * position, y: bounds.minY + inset), CGPoint(x: 0, y: 1))
        case .bottom: (start, inward) = (CGPoint(x: bounds.minX + bounds.width * position, y: bounds.maxY - inset), CGPoint(x: 0, y: -1))
        default: preconditionFailure("edgePan takes one edge: .left, .right, .top or .bottom")
        }
        let end = start + inward * distance
        return .fingers(FingerPath(1, (0, start), (duration, end), (duration + hold, end)))
    }

    /// Where `count` fingers stand around `point`: in a row `spacing` apart across `direction`'s axis, left to right
    /// or top to bottom.
    private static func spots(around point: CGPoint, _ count: Int, _ spacing: CGFloat,
                              across direction: SwipeGestureRecognizer.Direction = .down) -> [CGPoint] {
        precondition(count >= 1, "at least one finger")
        let across = unitVector(direction)
        let row = CGPoint(x: abs(across.y), y: abs(across.x))
        return (0..<count).map { point + row * ((CGFloat($0) - CGFloat(count - 1) / 2) * spacing) }
    }

    private static func unitVector(_ direction: SwipeGestureRecognizer.Direction) -> CGPoint {
        switch direction {
        case .right: CGPoint(x: 1, y: 0)
        case .left: CGPoint(x: -1, y: 0)
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        default: preconditionFailure("one direction: .right, .left, .up or .down")
        }
    }
}
