import Foundation

/// A drawing (or an example) prepared for matching: Protractor vectors of its path both ways round, of its outline
/// closed into a loop (for closed shapes, where any point may be the start), and the features that tell closed shapes
/// apart where the vectors barely do — how closed it is and how many corners it has.
struct TemplateShape: Equatable, Sendable {
    /// The path as drawn, and reversed.
    let forward: ProtractorVector
    let backward: ProtractorVector
    /// The path with its closing segment, resampled as a loop (`loopCount` points, no repeated end point), as drawn
    /// and reversed; compared at every start (cyclic shift).
    let loop: ProtractorVector
    let loopBackward: ProtractorVector
    /// The headings of the path's resampled steps as unit vectors (and of the loop's), compared the same way: the
    /// cosine is the mean cosine of the turn between matching steps, so it sees where a path bends and how sharply
    /// (a square bracket's corners, a curly brace's curves) where the points' positions barely differ.
    let turning: ProtractorVector
    let turningBackward: ProtractorVector
    let loopTurning: ProtractorVector
    let loopTurningBackward: ProtractorVector
    /// The gap between the first and last points over the larger side of the bounding box (0: closed).
    let gap: Double
    /// Sharp turns along the path (along the loop when closed, the start included): a circle 0, a triangle 3.
    let corners: Int
    /// How far the path bends between its corners (and ends): its length over the straight lines joining them, less
    /// 1, at most `maximumCurviness`. A square bracket's sides are straight (about 0), a curly brace's halves curve.
    let curviness: Double
    /// An open path with no corner and no bend (its length within `straightCurviness` of its chord): a line.
    var isStraight: Bool { !isClosed && corners == 0 && curviness < Self.straightCurviness }
    static let straightCurviness = 0.05
    let strokeCount: Int

    /// Resampled points for corner finding, and the window either side of each point (a turn over 2 × window
    /// points). A circle turns 360° × 2 × 3 / 64 = 34° in a window; a corner of a triangle or rectangle 90–120°.
    static let cornerCount = 64
    static let cornerWindow = 3
    static let cornerTurn = 62.0 * .pi / 180

    /// Whether the shape counts as closed (its gap at most `closedGap`).
    let isClosed: Bool

    init(_ example: GestureExample, count: Int, closedGap: Double) {
        let points = example.allPoints
        strokeCount = example.strokes.count
        let resampled = ProtractorVector.resample(points, count: count)
        forward = ProtractorVector(resampled: resampled)
        backward = ProtractorVector(resampled: resampled.reversed())
        let path = points.map(\.location)
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for p in path {
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        let extent = max(maxX - minX, maxY - minY)
        // A loop drawn past its start (a circle's overshoot) closes where the end comes nearest the first quarter.
        var start = 0
        if let last = path.last, extent > 1e-9 {
            var nearest = Double.infinity
            for index in 0..<max(1, path.count / 4) {
                let d = Double(hypot(last.x - path[index].x, last.y - path[index].y))
                if d < nearest { nearest = d; start = index }
            }
            gap = nearest / extent
        } else {
            gap = 0
        }
        isClosed = gap <= closedGap
        let ring = Array(path[(isClosed ? start : 0)...])
        let closedPath = ring + (ring.first.map { [$0] } ?? [])
        let loopPoints = ProtractorVector.resample(closedPath.map { TemplatePoint($0) }, count: count + 1).dropLast()
        loop = ProtractorVector(resampled: Array(loopPoints))
        loopBackward = ProtractorVector(resampled: loopPoints.reversed())
        let steps = ProtractorVector.resample(points, count: count + 1)
        turning = ProtractorVector(headingsOf: steps)
        turningBackward = ProtractorVector(headingsOf: steps.reversed())
        loopTurning = ProtractorVector(headingsOf: Array(loopPoints) + (loopPoints.first.map { [$0] } ?? []))
        loopTurningBackward = ProtractorVector(headingsOf: loopPoints.reversed() + (loopPoints.last.map { [$0] } ?? []))
        (corners, curviness) = Self.corners(in: isClosed ? closedPath : path, cyclic: isClosed)
    }

    /// A loop with fewer than two corners (a circle) has no straight lines to compare with: this much.
    static let maximumCurviness = 0.6

    /// Local maxima of the turn over ±`cornerWindow` resampled points that reach `cornerTurn`, at least a window
    /// apart; and the curviness between them.
    static func corners(in path: [CGPoint], cyclic: Bool) -> (Int, Double) {
        let samples = ProtractorVector.resample(path.map { TemplatePoint($0) }, count: cyclic ? cornerCount + 1 : cornerCount)
        let points = cyclic ? Array(samples.dropLast()) : samples
        let n = points.count, w = cornerWindow
        guard n > 2 * w else { return (0, 0) }
        var turns = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let a = i - w, b = i + w
            guard cyclic || (a >= 0 && b < n) else { continue }
            let p = points[(a + n) % n], q = points[i], r = points[b % n]
            let h1 = atan2(Double(q.y - p.y), Double(q.x - p.x)), h2 = atan2(Double(r.y - q.y), Double(r.x - q.x))
            var turn = abs(h2 - h1)
            if turn > .pi { turn = 2 * .pi - turn }
            turns[i] = turn
        }
        var found: [Int] = []
        for i in 0..<n where turns[i] >= cornerTurn {
            var isPeak = true
            for d in 1...w {
                let before = cyclic ? turns[(i - d + n) % n] : (i - d >= 0 ? turns[i - d] : 0)
                let after = cyclic ? turns[(i + d) % n] : (i + d < n ? turns[i + d] : 0)
                if before > turns[i] || after >= turns[i] { isPeak = false; break }
            }
            if isPeak { found.append(i) }
        }
        return (found.count, curviness(of: points, anchors: found, cyclic: cyclic))
    }

    static func curviness(of points: [CGPoint], anchors corners: [Int], cyclic: Bool) -> Double {
        let n = points.count
        let anchors = cyclic ? corners + (corners.first.map { [$0 + n] } ?? []) : [0] + corners + [n - 1]
        guard anchors.count >= (cyclic ? 3 : 2) else { return maximumCurviness }
        var path = 0.0, chords = 0.0
        for (a, b) in zip(anchors, anchors.dropFirst()) {
            let p = points[a % n], q = points[b % n]
            chords += Double(hypot(q.x - p.x, q.y - p.y))
            for i in a..<b {
                let u = points[i % n], v = points[(i + 1) % n]
                path += Double(hypot(v.x - u.x, v.y - u.y))
            }
        }
        return chords > 1e-9 ? min(maximumCurviness, path / chords - 1) : maximumCurviness
    }
}
