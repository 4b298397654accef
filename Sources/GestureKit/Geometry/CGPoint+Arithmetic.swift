import Foundation

/// Small vector helpers the recognizers use for centroids, distances and angles.
extension CGPoint {
    /// Component-wise sum: a point moved by a translation.
    public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference: the vector from `rhs` to `lhs`.
    public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Both components scaled, e.g. a velocity times a duration.
    public static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// Both components divided, e.g. a sum of points by their count for a centroid.
    public static func / (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x / rhs, y: lhs.y / rhs) }

    /// Distance to another point.
    public func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }

    /// Length of the point taken as a vector.
    public var magnitude: CGFloat { hypot(x, y) }

    /// The mean of the points, or `.zero` for none.
    public static func centroid<C: Collection>(of points: C) -> CGPoint where C.Element == CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero, +)
        return sum / CGFloat(points.count)
    }
}

extension CGRect {
    /// The centre point, as `UIView.center` uses it.
    public var mid: CGPoint { CGPoint(x: midX, y: midY) }
}
