import Foundation

/// Raw input for the engine: one finger's change, in window points. The host turns device events into these; a
/// recording is a list of them.
public struct TouchSample: Equatable, Sendable {
    /// What happened to the finger: it came down, moved, lifted, or was taken away.
    public enum Phase: String, Sendable, CaseIterable {
        /// The finger came down.
        case down
        /// The finger moved.
        case move
        /// The finger lifted.
        case up
        /// The host lost the finger (focus lost, device gone): its touch is cancelled, not ended.
        case cancel
    }

    /// The host's key for the finger; reused ids are fine once the finger has lifted.
    public var id: Int
    /// What happened to the finger in this sample.
    public var phase: Phase
    /// Where, in window points.
    public var location: CGPoint
    /// When, in engine-clock seconds; samples with the same timestamp form one event.
    public var timestamp: TimeInterval
    /// For a cancel: why the host cancelled the finger (reported in reasons); nil means the input did.
    public var cancelCause: TouchCancelCause?
    /// How hard the finger pressed, 0…1 as the device reports it (UIKit's `force` over `maximumPossibleForce`); nil
    /// when the source has no pressure (the mouse, a v1 recording).
    public var pressure: Double?

    /// A sample as the host read it from a device or a recording.
    public init(id: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval,
                cancelCause: TouchCancelCause? = nil, pressure: Double? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.cancelCause = cancelCause
        self.pressure = pressure
    }
}
