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

    /// What an update needs of one finger, read out before anything is mutated: then no touch has to be retained
    /// across the update.
    @MainActor
    struct Finger {
        let id: ObjectIdentifier
        let location: CGPoint
        let isActive: Bool

        /// A function rather than an initializer: a function borrows the touch, an initializer would take it
        /// retained.
        @inline(__always)
        static func of(_ touch: Touch) -> Finger {
            Finger(id: ObjectIdentifier(touch), location: touch.locationInWindow, isActive: touch.isActive)
        }
    }

    /// The update for a recognizer following one finger, the common case: the same result as `update(with:)`
    /// given that finger, without loops.
    @discardableResult
    mutating func update(with finger: Finger) -> CGPoint {
        let known = lastFingers.count == 1 && lastFingers[0] == finger.id
        let step = known ? finger.location - lastLocations[0] : .zero
        travel.x += step.x
        travel.y += step.y
        if known, finger.isActive {
            lastLocations[0] = finger.location
        } else {
            lastFingers.removeAll(keepingCapacity: true)
            lastLocations.removeAll(keepingCapacity: true)
            if finger.isActive {
                lastFingers.append(finger.id)
                lastLocations.append(finger.location)
            }
        }
        return step
    }

    /// Takes the recognizer's touches after an event; returns the displacement this update added.
    @discardableResult
    mutating func update(with touches: [Touch]) -> CGPoint {
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

    /// Back to the start, keeping the buffers: recognizers reset after every sequence.
    mutating func reset() {
        travel = .zero
        lastFingers.removeAll(keepingCapacity: true)
        lastLocations.removeAll(keepingCapacity: true)
    }
}
