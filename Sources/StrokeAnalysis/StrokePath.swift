import Foundation

/// A stroke's polyline, thinned online so that sensor jitter smaller than `minimumSpacing` does not inflate path
/// lengths or fake direction changes; keeps cumulative arc length and the bounding box for scale-relative tolerances.
public struct StrokePath: Sendable {
    /// Samples closer than this to the last kept one are held back (1.5 pt is about a finger's sensor jitter).
    public var minimumSpacing: CGFloat

    public private(set) var points: [CGPoint] = []
    /// `arcLength[i]` is the path length from the first point to `points[i]`.
    public private(set) var arcLength: [CGFloat] = []
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    private var pending: CGPoint?

    public init(minimumSpacing: CGFloat = 1.5) {
        self.minimumSpacing = minimumSpacing
    }

    public var isEmpty: Bool { points.isEmpty }
    public var count: Int { points.count }
    public var first: CGPoint? { points.first }
    public var last: CGPoint? { points.last }

    /// The larger side of the bounding box so far: the scale every relative tolerance is measured against.
    public var extent: CGFloat { points.isEmpty ? 0 : max(maxX - minX, maxY - minY) }

    /// The bounding box of the kept points (zero when empty).
    public var bounds: CGRect {
        points.isEmpty ? .zero : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds a sample; returns true when it was kept (far enough from the previous kept point).
    @discardableResult public mutating func append(_ point: CGPoint) -> Bool {
        guard let previous = points.last else {
            keep(point, length: 0)
            return true
        }
        let step = previous.dist(to: point)
        guard step >= minimumSpacing else {
            pending = point
            return false
        }
        keep(point, length: arcLength[arcLength.count - 1] + step)
        return true
    }

    /// Keeps the last held-back sample, so the stroke ends exactly where the finger lifted.
    @discardableResult public mutating func flush() -> Bool {
        guard let point = pending, let previous = points.last, point != previous else { return false }
        keep(point, length: arcLength[arcLength.count - 1] + previous.dist(to: point))
        return true
    }

    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        arcLength.removeAll(keepingCapacity: true)
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
        pending = nil
    }

    /// Path length between two kept points.
    public func pathLength(from start: Int, to end: Int) -> CGFloat { arcLength[end] - arcLength[start] }

    /// Largest distance of the path between two kept points from their chord, over the chord's length: about 0 for
    /// a straight arm, about 0.3 or more when the arm hides a corner (an L, a bracket), so it tells arms from bends.
    public func bulge(from start: Int, to end: Int) -> CGFloat {
        let a = points[start], b = points[end]
        let chord = a.offset(to: b)
        let length = chord.length
        guard length > 0, end > start + 1 else { return 0 }
        var widest: CGFloat = 0
        for index in (start + 1)..<end {
            let v = a.offset(to: points[index])
            widest = max(widest, abs(chord.x * v.y - chord.y * v.x) / length)
        }
        return widest / length
    }

    private mutating func keep(_ point: CGPoint, length: CGFloat) {
        points.append(point)
        arcLength.append(length)
        minX = min(minX, point.x); maxX = max(maxX, point.x)
        minY = min(minY, point.y); maxY = max(maxY, point.y)
        pending = nil
    }
}
