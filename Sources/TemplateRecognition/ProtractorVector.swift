import Foundation

/// A drawing as Protractor sees it (Li, "Protractor: a fast and accurate gesture recognizer", CHI 2010): its path
/// resampled to `count` equally spaced points, moved so their centroid is the origin, and scaled to unit length as
/// one vector of 2 × count numbers. Two such vectors compare by the cosine of the angle between them after the
/// rotation that best aligns them, which has a closed form — no search, so a drawing is scored against every
/// template on every finger move.
struct ProtractorVector: Equatable, Sendable {
    /// x0, y0, x1, y1, …; all zero for a drawing with no extent (a tap).
    let components: [Double]

    init(points: [TemplatePoint], count: Int) {
        let resampled = Self.resample(points, count: count)
        guard !resampled.isEmpty else {
            components = Array(repeating: 0, count: 2 * count)
            return
        }
        let cx = resampled.reduce(0) { $0 + $1.x } / Double(resampled.count)
        let cy = resampled.reduce(0) { $0 + $1.y } / Double(resampled.count)
        var vector: [Double] = []
        vector.reserveCapacity(2 * count)
        for point in resampled {
            vector.append(point.x - cx)
            vector.append(point.y - cy)
        }
        let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        components = norm > 1e-9 ? vector.map { $0 / norm } : Array(repeating: 0, count: 2 * count)
    }

    /// The cosine similarity after the best rotation of `other` onto this vector, with the rotation limited to
    /// ±`maximumRotation` radians (nil: any). a·cos θ + b·sin θ peaks at θ = atan2(b, a); limited, it is largest at the
    /// limit nearer that peak.
    func similarity(to other: ProtractorVector, maximumRotation: Double?) -> Double {
        var a = 0.0, b = 0.0
        var index = 0
        let mine = components, theirs = other.components
        while index + 1 < mine.count, index + 1 < theirs.count {
            a += mine[index] * theirs[index] + mine[index + 1] * theirs[index + 1]
            b += mine[index] * theirs[index + 1] - mine[index + 1] * theirs[index]
            index += 2
        }
        var angle = atan2(b, a)
        if let limit = maximumRotation { angle = min(max(angle, -limit), limit) }
        return a * cos(angle) + b * sin(angle)
    }

    /// Points `count` apart along the path, by equal arc length (Wobbrock et al.'s resampling in $1), the first and
    /// last included. Empty when there are no points; `count` copies of the point when the path has no length.
    static func resample(_ points: [TemplatePoint], count: Int) -> [CGPoint] {
        guard let first = points.first, count >= 2 else { return [] }
        var path = points.map(\.location)
        var length: CGFloat = 0
        for (a, b) in zip(path, path.dropFirst()) { length += hypot(b.x - a.x, b.y - a.y) }
        guard length > 1e-9 else { return Array(repeating: first.location, count: count) }
        let interval = length / CGFloat(count - 1)
        var result = [path[0]]
        result.reserveCapacity(count)
        var travelled: CGFloat = 0
        var index = 1
        while index < path.count {
            let a = path[index - 1], b = path[index]
            let step = hypot(b.x - a.x, b.y - a.y)
            if step > 0, travelled + step >= interval {
                let fraction = (interval - travelled) / step
                let point = CGPoint(x: a.x + fraction * (b.x - a.x), y: a.y + fraction * (b.y - a.y))
                result.append(point)
                path.insert(point, at: index)
                travelled = 0
            } else {
                travelled += step
            }
            index += 1
        }
        // Rounding can leave the last point out.
        while result.count < count { result.append(path[path.count - 1]) }
        return Array(result.prefix(count))
    }
}
