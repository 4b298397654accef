import Foundation

/// The 3, 4 or 5 fingers of the multi-finger mode (M): in a row centred on the pointer, a finger's width apart, and
/// moving together, for multi-finger taps, swipes and pans. The first rides on the mouse button.
struct SimulatedFingerGroup {
    /// Centre to centre, about two fingertips on a touch screen.
    static let spacing: CGFloat = 48
    static let counts = [3, 4, 5]

    let count: Int
    /// The fingers after the first, which the button's finger carries along.
    var followerIDs: [Int] = []

    /// Each finger's place relative to the pointer, left to right.
    var offsets: [CGPoint] {
        (0..<count).map { CGPoint(x: (CGFloat($0) - CGFloat(count - 1) / 2) * Self.spacing, y: 0) }
    }

    func locations(for pointer: CGPoint) -> [CGPoint] {
        offsets.map { CGPoint(x: pointer.x + $0.x, y: pointer.y + $0.y) }
    }

    /// The mode after `count` when M is pressed: 3, 4, 5, then off.
    static func next(after count: Int?) -> Int? {
        guard let count, let index = counts.firstIndex(of: count) else { return counts[0] }
        return index + 1 < counts.count ? counts[index + 1] : nil
    }
}
