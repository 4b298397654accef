import Foundation

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`). Continuous: it begins once
/// the distance between two fingers has changed by more than `hysteresis`, sends `.changed` on every move and ends
/// when the last finger lifts; it fails if the fingers lift before it began.
///
/// `scale` is 1 when the pinch begins and multiplies by the change of the finger distance from then on, so the
/// hysteresis is not part of it (as with the pan's translation) and it never jumps. A finger joining or lifting
/// re-bases on the first two fingers still down (`FingerPairTracker`); with one finger left the scale holds.
open class PinchGestureRecognizer: GestureRecognizer {
    /// Change of the finger distance needed before the pinch begins, as reported for UIKit.
    public static let defaultHysteresis: CGFloat = 8

    /// How much the finger distance must change before the pinch begins, so two resting fingers aren't a pinch.
    public var hysteresis = PinchGestureRecognizer.defaultHysteresis

    /// The scale factor since the pinch began, relative to the finger distance then. Settable: setting it to 1 in
    /// the action makes the next value the change since this one.
    public var scale: CGFloat = 1

    /// Scale factor per second (relative to the finger distance when the pinch began), from `VelocityTracker`; not
    /// affected by setting `scale`; zero while the fingers hold still.
    public var velocity: CGFloat {
        (clock.map { velocityTracker.velocity(at: $0.now) } ?? velocityTracker.velocity).x / spreadFactorAtBegin
    }

    private var pair = FingerPairTracker()
    private var velocityTracker = VelocityTracker()
    private var spreadFactorAtBegin: CGFloat = 1
    /// The most fingers down at once in this attempt: with fewer than two there was no pinch to measure.
    private var mostFingers = 0

    /// A pinch with the defaults reported for UIKit; add a target or handler to hear it.
    public required init() {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        mostFingers = max(mostFingers, self.touches.count)
        track(event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        let step = track(event)
        if state.isInProgress {
            scale *= step.factor
            state = .changed
        } else if state == .possible, self.touches.count >= 2, abs(pair.spreadChange) > hysteresis {
            scale = 1
            spreadFactorAtBegin = pair.spreadFactor
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        let step = track(event)
        let remaining = self.touches.filter(\.isActive).count
        if state.isInProgress {
            scale *= step.factor
            if remaining == 0 { state = .ended }
        } else if remaining == 0 {
            fail(mostFingers < 2 ? TransitionReason(.pinchTooFewTouches, [Double(mostFingers), 2])
                : TransitionReason(.pinchEndedBeforeScaling, [Double(abs(pair.spreadChange)), Double(hysteresis)]))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        track(event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        scale = 1
        pair.reset()
        velocityTracker.reset()
        spreadFactorAtBegin = 1
        mostFingers = 0
    }

    @discardableResult
    private func track(_ event: Event) -> FingerPairTracker.Step {
        let step = pair.update(with: touches)
        velocityTracker.addPosition(CGPoint(x: pair.spreadFactor, y: 0), at: event.timestamp)
        return step
    }
}
