import Foundation

// Public initializers (the memberwise ones are internal), so tools can rebuild events from a trace file (the timeline command) and tests can
// write them down.

extension RecognizerTransition {
    /// A transition as a trace file records it, for tools that read traces back and for tests.
    public init(at time: TimeInterval, recognizer: String, type: String, view: String, from: GestureRecognizer.State,
                to: GestureRecognizer.State, action: Bool, location: CGPoint, reason: TransitionReason?,
                fields: [TraceField] = []) {
        self.time = time
        self.recognizer = recognizer
        self.type = type
        self.view = view
        self.from = from
        self.to = to
        self.action = action
        self.location = location
        self.reason = reason
        self.fields = fields
    }
}

extension ViewDelivery {
    /// A delivery as a trace file records it, for tools that read traces back and for tests.
    public init(at time: TimeInterval, view: String, kind: Kind, touches: Int, serials: [Int], note: DeliveryNote?) {
        self.time = time
        self.view = view
        self.kind = kind
        self.touches = touches
        self.serials = serials
        self.note = note
    }
}

extension RecognizerWait {
    /// A wait report as a trace file records it, for tools that read traces back and for tests.
    public init(at time: TimeInterval, recognizer: String, view: String, phase: Phase, wanted: GestureRecognizer.State,
                waitingFor: [String], reason: TransitionReason?) {
        self.time = time
        self.recognizer = recognizer
        self.view = view
        self.phase = phase
        self.wanted = wanted
        self.waitingFor = waitingFor
        self.reason = reason
    }
}

extension UnseenTouch {
    /// An unseen touch as a trace file records it, for tools that read traces back and for tests.
    public init(at time: TimeInterval, recognizer: String, view: String, touch: Int, touchView: String, cause: Cause) {
        self.time = time
        self.recognizer = recognizer
        self.view = view
        self.touch = touch
        self.touchView = touchView
        self.cause = cause
    }
}
