import Foundation

/// A touch that a recognizer on (or off) its path never received, and why.
public struct UnseenTouch: Equatable, Sendable {
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

    public var time: TimeInterval
    public var recognizer: String
    public var view: String
    /// The touch's serial (see `Touch.serial`) and the view it began in.
    public var touch: Int
    public var touchView: String
    public var cause: Cause

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
