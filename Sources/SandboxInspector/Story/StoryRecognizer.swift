import GestureKit

/// One recognizer that took part in a touch sequence, as the inspector tells it: its latest state in the sequence
/// (a reset back to possible once the fingers lift doesn't hide how it ended) and, when it failed, was cancelled or
/// waits, why.
public struct StoryRecognizer: Equatable, Sendable {
    public let name: String
    public let type: String
    public let view: String
    /// The state it reached in this sequence.
    public internal(set) var state: GestureRecognizer.State = .possible
    /// Whether it was reset to possible after reaching `state`.
    public internal(set) var wasReset = false
    /// The reason given with its latest failure, cancel or forced transition.
    public internal(set) var reason: TransitionReason?
    /// Whom it waits for to fail, while it waits.
    public internal(set) var waitingFor: [String]?
    /// Set once a wait ended and it went ahead.
    public internal(set) var waited: [String]?
    /// Touches it never saw, and why.
    public internal(set) var unseen: [UnseenTouch] = []

    init(name: String, type: String, view: String) {
        (self.name, self.type, self.view) = (name, type, view)
    }

    /// The line the panel shows beside the name, in plain words: "waiting for gallery.double-tap to fail",
    /// "failed: prevented by gallery.swipe-right (recognized)…", "ended (after waiting for gallery.double-tap)".
    public var summary: String {
        if let waitingFor { return "waiting for \(waitingFor.joined(separator: ", ")) to fail" }
        var text = state.rawValue
        if let reason, state == .failed || state == .cancelled || reason.code == .sequenceEnded {
            text = state == .possible ? "undecided: \(reason.text)" : "\(state.rawValue): \(Self.brief(reason))"
        } else if let waited, state != .possible {
            text += " (after waiting for \(waited.joined(separator: ", ")))"
        } else if state == .possible, let unseen = unseen.last {
            text = unseen.text
        }
        return text
    }

    /// The reason in the panel's few words: prevention names the preventer and what it did, and leaves who could
    /// have allowed it to the graph's legend, the trace and the timeline (the same long sentence on every prevented
    /// recognizer's history line wrapped the gallery's panel into a third more text per frame).
    static func brief(_ reason: TransitionReason) -> String {
        guard reason.code == .prevented, let other = reason.other else { return reason.text }
        return "prevented by \(other) (\(reason.detail ?? "began"))"
    }

    /// What the panel colours the row by: waiting is its own colour.
    public var isWaiting: Bool { waitingFor != nil }
}
