import Foundation

/// A touch that a recognizer on (or off) its path never received, and why.
public struct UnseenTouch: Equatable, Sendable {
    /// Why the recognizer did not get the touch.
    public enum Cause: String, Sendable {
        /// The delegate's `gestureRecognizer(_:shouldReceive:)` returned false.
        case shouldReceiveFalse = "should-receive-false"
        /// The recognizer called `ignore(_:for:)` for it.
        case ignored
        /// The recognizer was disabled when the touch began.
        case disabled
        /// The recognizer had already finished (ended, failed or cancelled) in this sequence.
        case finished
        /// The recognizer's view is not the touched view or one of its ancestors.
        case notOnHitPath = "not-on-hit-path"
    }

    /// Engine-clock seconds.
    public var time: TimeInterval
    /// The name of the recognizer that missed the touch.
    public var recognizer: String
    /// The name of the view that recognizer is attached to.
    public var view: String
    /// The touch's serial (see `Touch.serial`) and the view it began in.
    public var touch: Int
    /// The name of the view the touch began in.
    public var touchView: String
    /// Why the recognizer missed it.
    public var cause: Cause

    /// One line for the trace and the F2 panel, e.g. "did not receive touch #3: disabled".
    public var text: String {
        switch cause {
        case .shouldReceiveFalse: "did not receive touch #\(touch): shouldReceive returned false"
        case .ignored: "ignored touch #\(touch)"
        case .disabled: "did not receive touch #\(touch): disabled"
        case .finished: "did not receive touch #\(touch): already finished in this sequence"
        case .notOnHitPath: "did not receive touch #\(touch): not on the hit path (it began in \(touchView))"
        }
    }
}
