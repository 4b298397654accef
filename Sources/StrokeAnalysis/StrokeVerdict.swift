/// What an analyzer can say about a stroke so far; `failed` carries a reason so decisions stay explainable.
public enum StrokeVerdict: Sendable, Equatable {
    /// The stroke can still become the gesture.
    case possible
    /// The stroke is the gesture (after `finish()`, or as soon as a discrete rule is met, as for the tickle).
    case recognized
    /// The stroke can no longer become the gesture; the failure names the rule, the measured value and the limit.
    case failed(StrokeFailure)

    public var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The failure, when failed.
    public var failure: StrokeFailure? {
        if case let .failed(failure) = self { return failure }
        return nil
    }
}
