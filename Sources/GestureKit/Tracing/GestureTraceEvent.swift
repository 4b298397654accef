import Foundation

/// What the engine reports through `Window.observers`: every recognizer state transition (with its reason), every
/// touch delivery to a view, the starts and ends of waits for failure requirements, and touches a recognizer never
/// saw. The app prints these as its `--trace` and the inspector draws them.
public enum GestureTraceEvent: Equatable, Sendable {
    case transition(RecognizerTransition)
    case delivery(ViewDelivery)
    case wait(RecognizerWait)
    case unseenTouch(UnseenTouch)
}

/// One state change of one recognizer.
public struct RecognizerTransition: Equatable, Sendable {
    public var time: TimeInterval
    public var recognizer: String
    public var type: String
    public var view: String
    public var from: GestureRecognizer.State
    public var to: GestureRecognizer.State
    /// Whether the change sends action messages (began, changed, ended, cancelled).
    public var action: Bool
    /// The recognizer's location in window points at the time.
    public var location: CGPoint
    /// Why: set on every transition to failed or cancelled and on every transition another recognizer forced;
    /// nil on the recognizer's own began, changed and ended, and on resets.
    public var reason: TransitionReason?
    /// On a transition to ended, what the recognizer recognized (`GestureRecognizer.recognitionFields`).
    public var fields: [TraceField] = []
}

/// One touches message to a view.
public struct ViewDelivery: Equatable, Sendable {
    public enum Kind: String, Sendable { case began, moved, ended, cancelled }
    public var time: TimeInterval
    public var view: String
    public var kind: Kind
    public var touches: Int
    /// The touches' `serial`s, ascending.
    public var serials: [Int]
    /// What was unusual about this message, if anything.
    public var note: DeliveryNote?
}

/// Why a view message was late or a cancel.
public enum DeliveryNote: Equatable, Sendable {
    /// A began or ended that recognizers held back (`delaysTouchesBegan`/`delaysTouchesEnded`), released now.
    case delayed
    /// Cancelled because this recognizer began or recognized (`cancelsTouchesInView`).
    case cancelledBy(String)
    /// Cancelled because the input cancelled the touch.
    case cancelledByInput(TouchCancelCause)
    /// Cancelled because the view left the window.
    case viewRemoved

    public var text: String {
        switch self {
        case .delayed: "delayed"
        case let .cancelledBy(recognizer): "cancelled by \(recognizer)"
        case let .cancelledByInput(cause): "cancelled: \(cause.rawValue)"
        case .viewRemoved: "cancelled: view removed"
        }
    }
}
