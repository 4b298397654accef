import Foundation

@_spi(GestureRecognizerSubclass)
extension GestureRecognizer {
    /// Moves the state machine, for subclasses in other modules (UIKit subclasses assign `state`). Illegal
    /// transitions are refused; beginning or recognizing goes through arbitration and may be deferred or fail.
    public func setState(_ newState: State) {
        state = newState
    }

    /// Moves the state machine and says why, for failures and cancels: the reason reaches `Window.observers`
    /// with the transition (traces, the inspector). It is only built while someone observes.
    public func setState(_ newState: State, reason: @autoclosure () -> TransitionReason) {
        request(newState, reason())
    }

    /// Fails, saying why in the recognizer's own words ("downstroke heads left (112°)").
    public func fail(because text: @autoclosure () -> String) {
        request(.failed, TransitionReason.custom(text()))
    }

    /// Fails, saying why in the recognizer's own words with the numbers they name, measured value first
    /// ("lifted after sweeping 3° < beginThreshold 5°", [3, 5]).
    public func fail(because text: @autoclosure () -> String, numbers: @autoclosure () -> [Double]) {
        request(.failed, TransitionReason.custom(text(), numbers()))
    }

    /// Fails, saying why with the numbers named, measured value first ("down arm bulges 0.31 > maximumBulge 0.22",
    /// [0.31, 0.22], ["downArmBulge", "maximumBulge"]): the names become fields of the trace's `reason`.
    public func fail(because text: @autoclosure () -> String, numbers: @autoclosure () -> [Double],
                     names: @autoclosure () -> [String]) {
        request(.failed, TransitionReason.custom(text(), numbers(), names: names()))
    }

    /// Fails, saying why with numbers that have names, which the trace's `reason` object carries as fields
    /// ("best lasso 0.71 < minimumScore 0.8", ["best": 0.71, "minimumScore": 0.8]).
    public func fail(because text: @autoclosure () -> String, named fields: @autoclosure () -> KeyValuePairs<String, Double>) {
        request(.failed, TransitionReason.custom(text(), named: fields()))
    }

    /// The touches the recognizer is following, in arrival order.
    public var currentTouches: [Touch] { touches }
}
