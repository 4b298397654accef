import Foundation

/// A way people draw a shape that the corpus's six people do not show, synthesized from a corpus stroke so that
/// cross-validation measures it: something before the first arm (a lead-in stroke, a small loop, a dwell), a first
/// arm that curves into its corner or is drawn long, another speed, a shaky hand. Applied to positives and negatives
/// alike, so false positives are measured under the same treatment. Deterministic: any noise is seeded by the
/// stroke's rep.
public enum StrokeStyle: Sendable, Equatable, CustomStringConvertible {
    /// A straight stroke before the first point, heading `degrees` (0 right, -90 up on a y-down screen), `share` of
    /// the whole styled stroke's path, drawn at the stroke's own mean speed.
    case leadIn(degrees: CGFloat, share: CGFloat)
    /// A small loop drawn first, ending where the stroke starts and heading its way: `size` × the stroke's extent
    /// across, clockwise or not on screen.
    case loop(size: CGFloat, clockwise: Bool)
    /// The first arm (start to the point farthest from the start–end chord: a ✓'s corner, a ">"'s tip) bowed by
    /// `bow` × its chord towards the up-right side: it starts flatter and bends down into the corner.
    case curvedFirstArm(bow: CGFloat)
    /// The first arm (start to the point farthest from the start–end chord, as `curvedFirstArm`) drawn longer,
    /// scaled about its corner so the second arm's chord is `ratio` × the first's (never shortened, at most 4×
    /// longer, its samples' times stretched alike): a ✓ with a long down arm, whose up arm is only 1.2–1.6× it
    /// (strangers' ✓, issue 38), where the corpus's people draw 2× and more.
    case longFirstArm(ratio: CGFloat)
    /// The finger rests at the start for `seconds`, with ±1.5 pt of tremor.
    case dwell(seconds: TimeInterval)
    /// Timestamps multiplied by `factor` (0.5: twice as fast).
    case speed(factor: TimeInterval)

    public var description: String {
        switch self {
        case let .leadIn(degrees, share): "lead-in \(Self.arrow(degrees)) \(Int((share * 100).rounded()))%"
        case let .loop(size, clockwise): "loop \(clockwise ? "cw" : "acw") \(Int((size * 100).rounded()))%"
        case let .curvedFirstArm(bow): "curved arm \(String(format: "%.2f", Double(bow)))"
        case let .longFirstArm(ratio): "long down arm \(String(format: "%g", Double(ratio)))×"
        case let .dwell(seconds): "dwell \(Int((seconds * 1000).rounded()))ms"
        case let .speed(factor): factor < 1 ? "fast ×\(String(format: "%g", 1 / factor))" : "slow ×\(String(format: "%g", factor))"
        }
    }

    private static func arrow(_ degrees: CGFloat) -> String {
        switch Int(degrees.rounded()) {
        case 0: "→"
        case -45: "↗"
        case -90: "↑"
        case 45: "↘"
        case 180: "←"
        default: "\(Int(degrees))°"
        }
    }

    public func apply(to stroke: CorpusStroke) -> CorpusStroke {
        let points = stroke.points
        guard points.count >= 2 else { return stroke }
        var result = stroke
        switch self {
        case let .leadIn(degrees, share):
            let length = Self.pathLength(points)
            let lead = share / max(1 - share, 0.01) * length
            let angle = degrees * .pi / 180
            let start = CGPoint(x: points[0].location.x - lead * cos(angle), y: points[0].location.y - lead * sin(angle))
            result.points = Self.prepend(Self.line(from: start, to: points[0].location, spacing: length / CGFloat(points.count)),
                                         to: points)
        case let .loop(size, clockwise):
            let box = stroke.bounds
            let radius = size * max(box.width, box.height) / 2
            let origin = points[0].location
            let ahead = points.first { $0.location.dist(to: origin) >= 2 * radius }?.location ?? points[points.count - 1].location
            let u = origin.offset(to: ahead)
            let ul = max(u.length, 1e-9)
            let (ux, uy) = (u.x / ul, u.y / ul)
            // Centre to one side of the heading; the loop runs round it and leaves the start along the heading.
            let side: CGFloat = clockwise ? 1 : -1
            let centre = CGPoint(x: origin.x - side * uy * radius, y: origin.y + side * ux * radius)
            let a0 = atan2(origin.y - centre.y, origin.x - centre.x)
            let count = max(12, Int(2 * .pi * radius / max(Self.pathLength(points) / CGFloat(points.count), 0.5)))
            let loop = (0..<count).map { i -> CGPoint in
                let a = a0 + side * 2 * .pi * CGFloat(i) / CGFloat(count)
                return CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
            }
            result.points = Self.prepend(loop, to: points)
        case let .curvedFirstArm(bow):
            let a = points[0].location
            let corner = Self.farthestFromChord(points)
            guard corner > 1 else { return stroke }
            let arm = a.offset(to: points[corner].location)
            let al = max(arm.length, 1e-9)
            let normal = CGPoint(x: arm.y / al, y: -arm.x / al)
            var travelled: [CGFloat] = [0]
            for i in 1...corner { travelled.append(travelled[i - 1] + points[i - 1].location.dist(to: points[i].location)) }
            let total = max(travelled[corner], 1e-9)
            for i in 0...corner {
                let shift = bow * al * sin(.pi * travelled[i] / total)
                let p = points[i].location
                result.points[i] = StrokePoint(CGPoint(x: p.x + shift * normal.x, y: p.y + shift * normal.y), time: points[i].time)
            }
        case let .longFirstArm(ratio):
            let corner = Self.farthestFromChord(points)
            guard corner > 0, corner < points.count - 1 else { return stroke }
            let pivot = points[corner].location
            let first = points[0].location.dist(to: pivot), second = pivot.dist(to: points[points.count - 1].location)
            guard first > 0 else { return stroke }
            let factor = min(second / first / ratio, 4)
            guard factor > 1 else { return stroke }
            let t = points[corner].time
            for i in 0..<corner {
                let p = points[i].location
                let moved = CGPoint(x: pivot.x + (p.x - pivot.x) * factor, y: pivot.y + (p.y - pivot.y) * factor)
                result.points[i] = StrokePoint(moved, time: t - (t - points[i].time) * Double(factor))
            }
        case let .dwell(seconds):
            let origin = points[0].location
            var random = UInt64(stroke.rep + 1) &* 0x9E37_79B9_7F4A_7C15 | 1
            let count = max(1, Int(seconds * 75))
            let rest = (0..<count).map { _ in
                CGPoint(x: origin.x + Self.wobble(&random) * 1.5, y: origin.y + Self.wobble(&random) * 1.5)
            }
            let shifted = points.map { StrokePoint($0.location, time: $0.time + seconds) }
            result.points = rest.enumerated().map { StrokePoint($0.element, time: points[0].time + seconds * Double($0.offset) / Double(count)) }
                + shifted
        case let .speed(factor):
            result = stroke.timeScaled(factor)
        }
        return result
    }

    /// The index of the point farthest from the chord from the first point to the last (a ✓'s corner, a ">"'s tip).
    static func farthestFromChord(_ points: [StrokePoint]) -> Int {
        let a = points[0].location, chord = a.offset(to: points[points.count - 1].location)
        return points.indices.max { i, j in
            abs(chord.x * a.offset(to: points[i].location).y - chord.y * a.offset(to: points[i].location).x)
                < abs(chord.x * a.offset(to: points[j].location).y - chord.y * a.offset(to: points[j].location).x)
        } ?? 0
    }

    /// Uniform in [-1, 1] from a xorshift generator.
    static func wobble(_ random: inout UInt64) -> CGFloat {
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return CGFloat(random % 2001) / 1000 - 1
    }

    static func pathLength(_ points: [StrokePoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.location.dist(to: $1.1.location) }
    }

    /// Points from `a` towards `b` every `spacing` (b itself left out: it is the stroke's first point).
    static func line(from a: CGPoint, to b: CGPoint, spacing: CGFloat) -> [CGPoint] {
        let count = max(1, Int((a.dist(to: b) / max(spacing, 0.5)).rounded(.up)))
        return (0..<count).map { i in
            let f = CGFloat(i) / CGFloat(count)
            return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
    }

    /// `extra` drawn before `points` at the stroke's mean speed; the stroke's own times shifted after it.
    static func prepend(_ extra: [CGPoint], to points: [StrokePoint]) -> [StrokePoint] {
        guard !extra.isEmpty else { return points }
        let duration = max(points[points.count - 1].time - points[0].time, 0.05)
        let speed = max(pathLength(points) / CGFloat(duration), 1)
        var times: [TimeInterval] = [0]
        for i in 1..<extra.count { times.append(times[i - 1] + Double(extra[i - 1].dist(to: extra[i]) / speed)) }
        let lead = times[times.count - 1] + Double(extra[extra.count - 1].dist(to: points[0].location) / speed)
        let t0 = points[0].time
        return zip(extra, times).map { StrokePoint($0.0, time: t0 + $0.1) }
            + points.map { StrokePoint($0.location, time: $0.time + lead) }
    }
}
