import Foundation

/// A recognizer that would begin or recognize but must first see its failure requirements fail: reported when the
/// wait starts (naming whom it waits for) and when it ends (went ahead, or failed and why).
public struct RecognizerWait: Equatable, Sendable {
    public enum Phase: String, Sendable {
        case started, proceeded, failed
    }

    public var time: TimeInterval
    public var recognizer: String
    public var view: String
    public var phase: Phase
    /// The state it wants once the wait is over (began or ended).
    public var wanted: GestureRecognizer.State
    /// The requirements still possible when the wait started, by name.
    public var waitingFor: [String]
    /// Why the wait ended in failure (for `.failed`).
    public var reason: TransitionReason?

    /// "waiting for gallery.double-tap to fail", "went ahead (gallery.double-tap failed)", …
    public var text: String {
        switch phase {
        case .started: "waiting for \(waitingFor.joined(separator: ", ")) to fail"
        case .proceeded: "done waiting: \(waitingFor.joined(separator: ", ")) failed, went ahead"
        case .failed: "done waiting: failed, \(reason?.text ?? "")"
        }
    }
}
