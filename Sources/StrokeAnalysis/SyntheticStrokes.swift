import Foundation

/// Hand-like synthetic strokes for cases the corpus lacks (horizontal tickles) and for exact-geometry tests (a ✓ with
/// a known corner). Deterministic: the wobble comes from a seeded generator so failures reproduce.
public enum SyntheticStrokes {
    /// Polyline through `vertices`, sampled every `step` points at `speed` pt/s, with ±`jitter` pt of wobble.
    public static func polyline(_ vertices: [CGPoint], step: CGFloat = 4, speed: CGFloat = 400,
                                jitter: CGFloat = 0, seed: UInt64 = 1) -> [StrokePoint] {
        guard var current = vertices.first else { return [] }
        var random = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func wobble() -> CGFloat {
            random ^= random << 13
            random ^= random >> 7
            random ^= random << 17
            return (CGFloat(random % 2001) / 1000 - 1) * jitter
        }
        var points = [StrokePoint(current, time: 0)]
        var distance: CGFloat = 0
        for target in vertices.dropFirst() {
            let length = current.dist(to: target)
            let count = max(1, Int((length / step).rounded(.up)))
            for i in 1...count {
                let f = CGFloat(i) / CGFloat(count)
                let p = CGPoint(x: current.x + (target.x - current.x) * f + wobble(),
                                y: current.y + (target.y - current.y) * f + wobble())
                points.append(StrokePoint(p, time: TimeInterval((distance + length * f) / speed)))
            }
            distance += length
            current = target
        }
        return points
    }

    /// Horizontal back-and-forth: `strokes` runs of `amplitude` points from `origin`, drifting down `drift` per run.
    public static func tickle(origin: CGPoint = CGPoint(x: 100, y: 100), amplitude: CGFloat = 60, runs: Int = 5,
                              drift: CGFloat = 4, jitter: CGFloat = 1, seed: UInt64 = 1) -> [StrokePoint] {
        var vertices = [origin]
        for run in 0..<runs {
            let x = run.isMultiple(of: 2) ? origin.x + amplitude : origin.x
            vertices.append(CGPoint(x: x, y: origin.y + drift * CGFloat(run + 1)))
        }
        return polyline(vertices, step: 3, speed: 600, jitter: jitter, seed: seed)
    }

    /// A ✓ whose lowest corner is exactly `corner`: a down-right arm of `downLength` at 50°, then an up-right arm
    /// `ratio` times longer at -55°.
    public static func checkmark(corner: CGPoint = CGPoint(x: 120, y: 200), downLength: CGFloat = 50,
                                 ratio: CGFloat = 2.5, jitter: CGFloat = 0.5, seed: UInt64 = 1) -> [StrokePoint] {
        let down = 50 * CGFloat.pi / 180, up = -55 * CGFloat.pi / 180
        let start = CGPoint(x: corner.x - downLength * cos(down), y: corner.y - downLength * sin(down))
        let end = CGPoint(x: corner.x + ratio * downLength * cos(up), y: corner.y + ratio * downLength * sin(up))
        return polyline([start, corner, end], step: 3, speed: 300, jitter: jitter, seed: seed)
    }
}
