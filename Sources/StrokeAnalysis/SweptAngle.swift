import Foundation

/// The angle a path sweeps around a pivot, measured as a winding count rather than a sum of steps, so it checks the
/// swirl's step-by-step sum independently: the bearing of the last point less that of the first, plus a full turn
/// for every crossing of the ray pointing left from the pivot (where `atan2` wraps), signed by its direction.
public enum SweptAngle {
    /// Radians, positive clockwise on a y-down screen; points within `deadZone` of the pivot are left out, as the
    /// swirl leaves them out.
    public static func radians(_ points: [CGPoint], around pivot: CGPoint, deadZone: CGFloat = 0) -> Double {
        let outside = points.map { CGPoint(x: $0.x - pivot.x, y: $0.y - pivot.y) }
            .filter { hypot($0.x, $0.y) > deadZone }
        guard let first = outside.first, let last = outside.last else { return 0 }
        var turns = 0
        for (a, b) in zip(outside, outside.dropFirst()) {
            // Crosses the x < 0 half-axis: y changes sign with x < 0 where it does.
            guard (a.y >= 0) != (b.y >= 0) else { continue }
            let t = a.y / (a.y - b.y)
            guard a.x + (b.x - a.x) * t < 0 else { continue }
            turns += a.y >= 0 ? 1 : -1
        }
        return atan2(Double(last.y), Double(last.x)) - atan2(Double(first.y), Double(first.x)) + 2 * .pi * Double(turns)
    }
}
