import Foundation

/// What the engine reports through `Window.observers`: every recognizer state transition (with its reason), every
/// touch delivery to a view, the starts and ends of waits for failure requirements, and touches a recognizer never
/// saw. The app prints these as its `--trace` and the inspector draws them.
public enum GestureTraceEvent: Equatable, Sendable {
    /// A recognizer changed state.
    case transition(RecognizerTransition)
    /// A view received a touches message.
    case delivery(ViewDelivery)
    /// A recognizer started or stopped waiting for its failure requirements.
    case wait(RecognizerWait)
    /// A recognizer never received a touch, and why.
    case unseenTouch(UnseenTouch)
}

/// One state change of one recognizer.
public struct RecognizerTransition: Equatable, Sendable {
    /// Engine-clock seconds.
    public var time: TimeInterval
    /// The recognizer's `name` (its type name when unnamed), so traces can be read and compared.
    public var recognizer: String
    /// The recognizer's `typeName`, e.g. `TapGestureRecognizer`.
    public var type: String
    /// The name of the view the recognizer is attached to.
    public var view: String
    /// The state before the change.
    public var from: GestureRecognizer.State
    /// The state after the change.
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
    /// Which touches message the view got, named after the phase.
    public enum Kind: String, Sendable {
        /// touchesBegan, touchesMoved, touchesEnded or touchesCancelled.
        case began, moved, ended, cancelled
    }
    /// Engine-clock seconds.
    public var time: TimeInterval
    /// The name of the view that got the message.
    public var view: String
    /// Which message: touchesBegan, Moved, Ended or Cancelled.
    public var kind: Kind
    /// How many touches travelled in the message.
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

    /// The note as the trace and the F2 panel print it, e.g. "cancelled by gallery.pan".
    public var text: String {
        switch self {
        case .delayed: "delayed"
        case let .cancelledBy(recognizer): "cancelled by \(recognizer)"
        case let .cancelledByInput(cause): "cancelled: \(cause.rawValue)"
        case .viewRemoved: "cancelled: view removed"
        }
    }
}
