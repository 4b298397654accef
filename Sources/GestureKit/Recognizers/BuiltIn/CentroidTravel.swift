import Foundation

/// Follows the centroid of a changing set of fingers without jumps. Each update adds the mean displacement of the
/// fingers known before it and still reported now (an ending finger counts with its last move), then re-bases on
/// the live fingers: a finger joining or lifting changes which fingers are averaged, never the travelled distance.
@MainActor
struct CentroidTravel {
    /// Window points the centroid has moved since the first update.
    private(set) var travel: CGPoint = .zero
    /// The live fingers after the last update (identities, not references: no retain traffic on every move) and
    /// where they were. A handful at most, so linear search beats hashing.
    private var lastFingers: [ObjectIdentifier] = []
    private var lastLocations: [CGPoint] = []

    /// Takes the recognizer's touches after an event; returns the displacement this update added.
    @discardableResult
    @inline(__always)
    mutating func update(with touches: [Touch]) -> CGPoint {
        if touches.count == 1, lastFingers.count == 1, lastFingers[0] == ObjectIdentifier(touches[0]) {
            // Read before mutating anything, so the touch needn't be retained across the mutation.
            let touch = touches[0]
            return updateSameFinger(at: touch.locationInWindow, isActive: touch.isActive)
        }
        var sum = CGPoint.zero
        var count = 0
        var sameFingers = lastFingers.count == touches.count
        for (index, touch) in touches.enumerated() {
            let id = ObjectIdentifier(touch)
            let location = touch.locationInWindow
            if index < lastFingers.count, lastFingers[index] == id {
                sum.x += location.x - lastLocations[index].x
                sum.y += location.y - lastLocations[index].y
                count += 1
            } else {
                sameFingers = false
                if let known = lastFingers.firstIndex(of: id) {
                    sum.x += location.x - lastLocations[known].x
                    sum.y += location.y - lastLocations[known].y
                    count += 1
                }
            }
            if !touch.isActive { sameFingers = false }
        }
        let step = count > 0 ? CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count)) : .zero
        travel.x += step.x
        travel.y += step.y
        if sameFingers {
            for index in touches.indices { lastLocations[index] = touches[index].locationInWindow }
        } else {
            lastFingers.removeAll(keepingCapacity: true)
            lastLocations.removeAll(keepingCapacity: true)
            for touch in touches where touch.isActive {
                lastFingers.append(ObjectIdentifier(touch))
                lastLocations.append(touch.locationInWindow)
            }
        }
        return step
    }

    /// The common case, one finger that was already followed: the same result as the general update, with no
    /// loops.
    @inline(__always)
    private mutating func updateSameFinger(at location: CGPoint, isActive: Bool) -> CGPoint {
        let step = CGPoint(x: location.x - lastLocations[0].x, y: location.y - lastLocations[0].y)
        travel.x += step.x
        travel.y += step.y
        if isActive {
            lastLocations[0] = location
        } else {
            lastFingers.removeAll(keepingCapacity: true)
            lastLocations.removeAll(keepingCapacity: true)
        }
        return step
    }

    mutating func reset() {
        travel = .zero
        lastFingers.removeAll()
        lastLocations.removeAll()
    }
}
