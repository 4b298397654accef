import Foundation

@_spi(GestureRecognizerSubclass)
extension GestureRecognizer {
    /// Moves the state machine, for subclasses in other modules (UIKit subclasses assign `state`). Illegal
    /// transitions are refused; beginning or recognizing goes through arbitration and may be deferred or fail.
    public func setState(_ newState: State) {
        state = newState
    }

    /// The touches the recognizer is following, in arrival order.
    public var currentTouches: [Touch] { touches }
}
