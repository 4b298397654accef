import Foundation

extension SwipeGestureRecognizer {
    /// The directions a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`), on a y-down screen.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top of the screen (decreasing y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom of the screen (increasing y).
        public static let down = Direction(rawValue: 1 << 3)

        /// The single direction a displacement mostly goes; nil for no displacement.
        static func dominant(of travel: CGPoint) -> Direction? {
            if travel == .zero { return nil }
            if abs(travel.x) >= abs(travel.y) { return travel.x > 0 ? .right : .left }
            return travel.y > 0 ? .down : .up
        }

        /// "left", "right or up", … for reasons.
        static func names(of direction: Direction) -> String {
            let names = [(Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
                .filter { direction.contains($0.0) }.map(\.1)
            return names.isEmpty ? "none" : names.joined(separator: " or ")
        }

        /// Travel along this direction's axis, positive in the direction, and across it.
        func components(of travel: CGPoint) -> (along: CGFloat, across: CGFloat) {
            switch self {
            case .right: (travel.x, travel.y)
            case .left: (-travel.x, travel.y)
            case .down: (travel.y, travel.x)
            default: (-travel.y, travel.x)
            }
        }
    }
}
