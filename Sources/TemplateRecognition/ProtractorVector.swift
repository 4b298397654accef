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
        self.init(resampled: resampled.isEmpty ? Array(repeating: .zero, count: count) : resampled)
    }

    /// Points already resampled: centred and scaled.
    init(resampled: [CGPoint]) {
        let count = resampled.count
        guard count > 0 else {
            components = []
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

    /// The headings of the steps between consecutive `points` as unit vectors, the whole scaled to unit length (a step
    /// of no length counts as no heading).
    init(headingsOf points: [CGPoint]) {
        var vector: [Double] = []
        vector.reserveCapacity(2 * max(0, points.count - 1))
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = Double(b.x - a.x), dy = Double(b.y - a.y), length = (dx * dx + dy * dy).squareRoot()
            vector.append(length > 1e-12 ? dx / length : 0)
            vector.append(length > 1e-12 ? dy / length : 0)
        }
        let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        components = norm > 1e-9 ? vector.map { $0 / norm } : vector
    }

    /// The cosine similarity after the best rotation of `other` onto this vector, with the rotation limited to
    /// ±`maximumRotation` radians (nil: any), `other`'s points read from `shift` on, cyclically (a loop drawn from
    /// another start). a·cos θ + b·sin θ peaks at θ = atan2(b, a) with the value √(a² + b²); limited, it is largest
    /// at the limit on b's side.
    func similarity(to other: ProtractorVector, maximumRotation: Double?, shift: Int = 0) -> Double {
        let (a, b) = dotAndCross(other, shift: shift)
        return RotationLimit(maximumRotation).best(a, b)
    }

    /// The best similarity over every start of `other` read as a loop (its points shifted cyclically), and that start:
    /// every second start, then the two beside the best of those (the similarity changes smoothly with the start).
    func loopSimilarity(to other: ProtractorVector, maximumRotation: Double?) -> (similarity: Double, shift: Int) {
        let n = min(components.count, other.components.count) / 2
        guard n > 0 else { return (0, 0) }
        let limit = RotationLimit(maximumRotation)
        var best = -Double.infinity, bestShift = 0
        func consider(_ shift: Int) {
            let (a, b) = dotAndCross(other, shift: shift)
            let value = limit.best(a, b)
            if value > best { best = value; bestShift = shift }
        }
        for shift in stride(from: 0, to: n, by: 2) { consider(shift) }
        let coarse = bestShift
        consider((coarse + 1) % n)
        consider((coarse + n - 1) % n)
        return (best, bestShift)
    }

    /// A rotation limit with its sine, cosine and tangent worked out once.
    struct RotationLimit {
        let tangent: Double?, cosine: Double, sine: Double

        init(_ radians: Double?) {
            tangent = radians.map { tan($0) }
            cosine = radians.map { cos($0) } ?? 1
            sine = radians.map { sin($0) } ?? 0
        }

        /// max over θ within the limit of a·cos θ + b·sin θ: the peak √(a² + b²) when atan2(b, a) is inside, else
        /// the value at the limit on b's side.
        func best(_ a: Double, _ b: Double) -> Double {
            guard let tangent else { return (a * a + b * b).squareRoot() }
            if a > 0, abs(b) <= a * tangent { return (a * a + b * b).squareRoot() }
            return a * cosine + abs(b) * sine
        }
    }

    /// Σ (x·x' + y·y') and Σ (x·y' − y·x') over the points, `other`'s from `shift` on cyclically.
    private func dotAndCross(_ other: ProtractorVector, shift: Int) -> (Double, Double) {
        let n = min(components.count, other.components.count) / 2
        guard n > 0 else { return (0, 0) }
        var a = 0.0, b = 0.0
        let start = shift % n
        components.withUnsafeBufferPointer { m in
            other.components.withUnsafeBufferPointer { t in
                // Two straight runs (no wrap inside either): mine from 0 against theirs from `start`, then the rest.
                var i = 0
                while i < n - start {
                    let j = i + start
                    a += m[2 * i] * t[2 * j] + m[2 * i + 1] * t[2 * j + 1]
                    b += m[2 * i] * t[2 * j + 1] - m[2 * i + 1] * t[2 * j]
                    i += 1
                }
                while i < n {
                    let j = i + start - n
                    a += m[2 * i] * t[2 * j] + m[2 * i + 1] * t[2 * j + 1]
                    b += m[2 * i] * t[2 * j + 1] - m[2 * i + 1] * t[2 * j]
                    i += 1
                }
            }
        }
        return (a, b)
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
