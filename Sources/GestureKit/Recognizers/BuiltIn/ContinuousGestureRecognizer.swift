import Foundation

/// The skeleton the continuous gestures share (pan, pinch, rotation), as Flutter's scale and drag recognizers share
/// `OneSequenceGestureRecognizer`'s: every touch updates the subclass's measure; while possible, a move that passes
/// the subclass's threshold begins the gesture; in progress, every move and lift adds its step and sends `.changed`;
/// the gesture ends when the fingers it needs have lifted, fails with the subclass's reason when they lift before it
/// began, and is cancelled (or fails) with its touches. Subclasses in GestureKit fill in the internal hooks; apps
/// subclass the gestures, not this.
open class ContinuousGestureRecognizer: GestureRecognizer {
    /// The most fingers down at once in this attempt: with too few (or too many) there was nothing to measure.
    var mostFingers = 0

    /// A continuous gesture with nothing tracked yet.
    public required init() {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        mostFingers = max(mostFingers, self.touches.count)
        admit(touches, with: event)
        track(event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        track(event)
        if state.isInProgress {
            addStep()
            state = .changed
        } else if state == .possible, canBegin {
            rebase()
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        track(event)
        let remaining = self.touches.filter(\.isActive).count
        if state.isInProgress {
            addStep()
            if ends(withFingersLeft: remaining) { state = .ended }
        } else if remaining == 0 {
            fail(reasonForLiftingBeforeBeginning())
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        track(event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        mostFingers = 0
        resetTracking()
    }

    // The hooks, each overridden by every subclass but `admit` and `ends`.

    /// New touches came down (after `mostFingers` counts them, before they are tracked): the pan ignores the ones
    /// past its maximum.
    func admit(_ touches: Set<Touch>, with event: Event) {}

    /// Updates the measure from the touches down and keeps the step since the last event for `addStep`.
    func track(_ event: Event) {}

    /// Whether the measure has passed the threshold to begin (asked only while possible; may fail the recognizer).
    var canBegin: Bool { false }

    /// The gesture begins: its value starts again from nothing (the threshold is not part of it).
    func rebase() {}

    /// Adds the step `track` kept to the gesture's value.
    func addStep() {}

    /// Whether the gesture ends with `remaining` fingers still down.
    func ends(withFingersLeft remaining: Int) -> Bool { remaining == 0 }

    /// Why the fingers all lifted before the gesture began.
    func reasonForLiftingBeforeBeginning() -> TransitionReason { fatalError("a continuous gesture says why it failed") }

    /// Forgets what was tracked, for the next attempt.
    func resetTracking() {}
}
