import Foundation

/// A pan's running measurements: the centroid's continuous travel and the velocity samples taken from it.
@MainActor
struct PanMotion {
    private(set) var travel = CentroidTravel()
    private(set) var velocity = VelocityTracker()

    /// Follows the fingers after an event; returns the displacement this event added.
    mutating func track(_ touches: [Touch], at time: TimeInterval) -> CGPoint {
        let step = travel.update(with: touches)
        velocity.addPosition(travel.travel, at: time)
        return step
    }

    mutating func reset() {
        travel.reset()
        velocity.reset()
    }

    /// `track(_:at:)` for one finger, given as values (see `CentroidTravel.Finger`).
    mutating func track(_ finger: CentroidTravel.Finger, at time: TimeInterval) -> CGPoint {
        let step = travel.update(with: finger)
        velocity.addPosition(travel.travel, at: time)
        return step
    }
}
