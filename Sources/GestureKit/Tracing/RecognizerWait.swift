import Foundation

/// A recognizer that would begin or recognize but must first see its failure requirements fail: reported when the
/// wait starts (naming whom it waits for) and when it ends (went ahead, or failed and why).
public struct RecognizerWait: Equatable, Sendable {
    /// Whether the wait started, ended with the recognizer going ahead, or ended with it failing.
    public enum Phase: String, Sendable {
        /// The wait began; it went ahead (every requirement failed); it failed (a requirement recognized).
        case started, proceeded, failed
    }

    /// Engine-clock seconds.
    public var time: TimeInterval
    /// The name of the recognizer that waits.
    public var recognizer: String
    /// The name of the view that recognizer is attached to.
    public var view: String
    /// Which end of the wait this report is.
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
