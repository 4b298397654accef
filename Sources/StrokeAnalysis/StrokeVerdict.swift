/// What an analyzer can say about a stroke so far; `failed` carries a reason so decisions stay explainable.
public enum StrokeVerdict: Sendable, Equatable {
    /// The stroke can still become the gesture.
    case possible
    /// The stroke is the gesture (after `finish()`, or as soon as a discrete rule is met, as for the tickle).
    case recognized
    /// The stroke can no longer become the gesture; the reason names the rule that failed.
    case failed(String)

    public var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
