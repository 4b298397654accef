import Foundation

/// Follows the centroid of a changing set of fingers without jumps. Each update adds the mean displacement of the
/// fingers known before it and still reported now (an ending finger counts with its last move), then re-bases on
/// the live fingers: a finger joining or lifting changes which fingers are averaged, never the travelled distance.
@MainActor
struct CentroidTravel {
    /// Window points the centroid has moved since the first update.
    private(set) var travel: CGPoint = .zero
    /// Last locations of the live fingers; a handful at most, so a linear list beats hashing on every move.
    private var lastLocations: [(touch: Touch, location: CGPoint)] = []

    /// Takes the recognizer's touches after an event; returns the displacement this update added.
    @discardableResult
    mutating func update(with touches: [Touch]) -> CGPoint {
        var sum = CGPoint.zero
        var count = 0
        for touch in touches {
            guard let last = lastLocations.first(where: { $0.touch === touch }) else { continue }
            sum = sum + (touch.locationInWindow - last.location)
            count += 1
        }
        let step = count > 0 ? sum / CGFloat(count) : .zero
        travel = travel + step
        if lastLocations.count == touches.count, touches.allSatisfy(\.isActive),
           zip(lastLocations, touches).allSatisfy({ $0.touch === $1 }) {
            for index in lastLocations.indices { lastLocations[index].location = touches[index].locationInWindow }
        } else {
            lastLocations = touches.filter(\.isActive).map { ($0, $0.locationInWindow) }
        }
        return step
    }

    mutating func reset() {
        travel = .zero
        lastLocations.removeAll()
    }
}
