import Foundation

/// Follows the centroid of a changing set of fingers without jumps. Each update adds the mean displacement of the
/// fingers known before it and still reported now (an ending finger counts with its last move), then re-bases on
/// the live fingers: a finger joining or lifting changes which fingers are averaged, never the travelled distance.
@MainActor
struct CentroidTravel {
    /// Window points the centroid has moved since the first update.
    private(set) var travel: CGPoint = .zero
    private var lastLocations: [Touch: CGPoint] = [:]

    /// Takes the recognizer's touches after an event; returns the displacement this update added.
    @discardableResult
    mutating func update(with touches: [Touch]) -> CGPoint {
        var sum = CGPoint.zero
        var count = 0
        for touch in touches {
            guard let last = lastLocations[touch] else { continue }
            sum = sum + (touch.locationInWindow - last)
            count += 1
        }
        let step = count > 0 ? sum / CGFloat(count) : .zero
        travel = travel + step
        lastLocations.removeAll()
        for touch in touches where touch.isActive { lastLocations[touch] = touch.locationInWindow }
        return step
    }

    mutating func reset() {
        travel = .zero
        lastLocations.removeAll()
    }
}
