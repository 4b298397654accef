import Foundation

/// Internal vector helpers; kept internal so they never clash with GestureKit's public CGPoint operators.
extension CGPoint {
    func offset(to other: CGPoint) -> CGPoint { CGPoint(x: other.x - x, y: other.y - y) }
    func dist(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
    var length: CGFloat { hypot(x, y) }
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
    /// Direction in degrees on a y-down screen: 0 = right, 90 = down, -90 = up, ±180 = left.
    var degrees: CGFloat { atan2(y, x) * 180 / .pi }
}
