import GestureKit

/// How one recognition attempt came out, in the words of the seeds: "recognized", "failed because …",
/// "cancelled because …". Compare with `==` in a test; `GestureLog.outcome(of:)` gives the last one.
public enum GestureOutcome: Equatable, Sendable, CustomStringConvertible {
    /// Nothing decided yet: the recognizer is still possible (or never saw a touch).
    case possible
    /// Began and not yet ended, cancelled or failed (a continuous gesture in progress).
    case inProgress
    /// Reached `.ended` (a discrete gesture recognized, or a continuous one that ended).
    case recognized
    /// Failed, with the reason code (nil when the trace gave none).
    case failed(because: ReasonCode?)
    /// Cancelled after beginning, with the reason code (nil when the trace gave none).
    case cancelled(because: ReasonCode?)

    public var description: String {
        switch self {
        case .possible: "possible"
        case .inProgress: "in progress"
        case .recognized: "recognized"
        case let .failed(code): "failed" + (code.map { " because \($0.rawValue)" } ?? "")
        case let .cancelled(code): "cancelled" + (code.map { " because \($0.rawValue)" } ?? "")
        }
    }
}
