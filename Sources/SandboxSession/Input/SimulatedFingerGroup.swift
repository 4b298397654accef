import Foundation

/// The 3, 4 or 5 fingers of the multi-finger mode (M): on a ring around the pointer, neighbours a finger's width
/// apart, moving together, for multi-finger taps, swipes and pans. The first, at the top, rides on the mouse button.
/// A ring keeps five fingers within about 40 pt of the pointer, where a row spread them over 190 pt and off a
/// small view.
package struct SimulatedFingerGroup {
    /// Centre to centre, about two fingertips on a touch screen.
    package static let spacing: CGFloat = 48
    package static let counts = [3, 4, 5]

    package let count: Int
    /// The fingers after the first, which the button's finger carries along.
    package var followerIDs: [Int] = []

    package init(count: Int) {
        self.count = count
    }

    /// The ring's radius: neighbours `spacing` apart (a chord of 2π/count).
    package var radius: CGFloat { Self.spacing / 2 / sin(.pi / CGFloat(count)) }

    /// Each finger's place relative to the pointer, clockwise from the top.
    package var offsets: [CGPoint] {
        (0..<count).map { index in
            let angle = -CGFloat.pi / 2 + 2 * .pi * CGFloat(index) / CGFloat(count)
            return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        }
    }

    package func locations(for pointer: CGPoint) -> [CGPoint] {
        offsets.map { CGPoint(x: pointer.x + $0.x, y: pointer.y + $0.y) }
    }

    /// The mode after `count` when M is pressed: 3, 4, 5, then off.
    package static func next(after count: Int?) -> Int? {
        guard let count, let index = counts.firstIndex(of: count) else { return counts[0] }
        return index + 1 < counts.count ? counts[index + 1] : nil
    }
}
