import Foundation

/// Measures how two fingers spread and turn, continuously across fingers joining and lifting: each update compares
/// the first two fingers (in arrival order) that were present before it and still are, so a third finger arriving
/// or one of the pair lifting re-bases on a new pair instead of jumping. Pinch and rotation stand on it.
@MainActor
struct FingerPairTracker {
    /// The product of the distance ratios since the first update (1: unchanged).
    private(set) var spreadFactor: CGFloat = 1
    /// The summed change of the pair's distance, in window points.
    private(set) var spreadChange: CGFloat = 0
    /// The summed turn of the line through the pair, in radians, clockwise positive on a y-down screen; each step is
    /// taken in (-π, π], so the sum unwraps across ±π.
    private(set) var rotation: CGFloat = 0
    private var lastLocations: [Touch: CGPoint] = [:]

    /// The change one update brought.
    struct Step {
        var factor: CGFloat = 1
        var distanceChange: CGFloat = 0
        var angle: CGFloat = 0
    }

    /// Takes the recognizer's touches (arrival order) after an event; returns this update's step.
    @discardableResult
    mutating func update(with touches: [Touch]) -> Step {
        var step = Step()
        let pair = touches.filter { lastLocations[$0] != nil }.prefix(2)
        if pair.count == 2, let oldA = lastLocations[pair[pair.startIndex]], let oldB = lastLocations[pair[pair.startIndex + 1]] {
            let old = oldB - oldA
            let new = pair[pair.startIndex + 1].locationInWindow - pair[pair.startIndex].locationInWindow
            if old.magnitude > 0, new.magnitude > 0 {
                step.factor = new.magnitude / old.magnitude
                step.distanceChange = new.magnitude - old.magnitude
                step.angle = Self.normalized(atan2(new.y, new.x) - atan2(old.y, old.x))
            }
        }
        spreadFactor *= step.factor
        spreadChange += step.distanceChange
        rotation += step.angle
        lastLocations.removeAll()
        for touch in touches where touch.isActive { lastLocations[touch] = touch.locationInWindow }
        return step
    }

    mutating func reset() {
        self = FingerPairTracker()
    }

    /// The angle brought into (-π, π].
    static func normalized(_ angle: CGFloat) -> CGFloat {
        var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if result > .pi { result -= 2 * .pi }
        if result <= -.pi { result += 2 * .pi }
        return result
    }
}
