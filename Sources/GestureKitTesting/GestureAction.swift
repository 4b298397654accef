import Foundation
import GestureKit

/// One action message a recognizer sent, as its target saw it.
public struct GestureAction: Equatable, Sendable, CustomStringConvertible {
    public var recognizer: String
    public var state: GestureRecognizer.State
    public var time: TimeInterval
    /// `location(in: nil)`: window points.
    public var location: CGPoint
    /// `location(in: recognizer.view)`.
    public var locationInView: CGPoint
    public var numberOfTouches: Int

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
