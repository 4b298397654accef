import Foundation
import GestureKit

/// One action message a recognizer sent, as its target saw it.
public struct GestureAction: Equatable, Sendable, CustomStringConvertible {
    /// The sending recognizer's name.
    public var recognizer: String
    /// The recognizer's state when it sent the action: began, changed, ended or cancelled.
    public var state: GestureRecognizer.State
    /// Engine-clock seconds.
    public var time: TimeInterval
    /// `location(in: nil)`: window points.
    public var location: CGPoint
    /// `location(in: recognizer.view)`.
    public var locationInView: CGPoint
    /// How many touches the recognizer held, e.g. to check a two-finger pan.
    public var numberOfTouches: Int

    /// An action as a test expects it, to compare with `GestureLog.actions`.
    public init(recognizer: String, state: GestureRecognizer.State, time: TimeInterval, location: CGPoint,
                locationInView: CGPoint, numberOfTouches: Int) {
        self.recognizer = recognizer
        self.state = state
        self.time = time
        self.location = location
        self.locationInView = locationInView
        self.numberOfTouches = numberOfTouches
    }

    /// `tap ended@100`.
    public var description: String { "\(recognizer) \(state)@\(GestureLog.milliseconds(time))" }
}
