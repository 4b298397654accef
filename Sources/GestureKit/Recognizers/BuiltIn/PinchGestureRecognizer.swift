import Foundation

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`). Continuous: it begins once
/// the distance between two fingers has changed by more than `hysteresis`, sends `.changed` on every move and ends
/// when the last finger lifts; it fails if the fingers lift before it began.
///
/// `scale` is 1 when the pinch begins and multiplies by the change of the finger distance from then on, so the
/// hysteresis is not part of it (as with the pan's translation) and it never jumps. A finger joining or lifting
/// re-bases on the first two fingers still down (`FingerPairTracker`); with one finger left the scale holds.
open class PinchGestureRecognizer: ContinuousGestureRecognizer {
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
    /// The change of the finger distance since the last event, as a factor.
    private var step = FingerPairTracker.Step()

    /// A pinch with the defaults reported for UIKit; add a target or handler to hear it.
    public required init() {}

    override var canBegin: Bool { touches.count >= 2 && abs(pair.spreadChange) > hysteresis }

    override func rebase() {
        scale = 1
        spreadFactorAtBegin = pair.spreadFactor
    }

    override func addStep() { scale *= step.factor }

    override func reasonForLiftingBeforeBeginning() -> TransitionReason {
        mostFingers < 2 ? TransitionReason(.pinchTooFewTouches, [Double(mostFingers), 2])
            : TransitionReason(.pinchEndedBeforeScaling, [Double(abs(pair.spreadChange)), Double(hysteresis)])
    }

    override func resetTracking() {
        scale = 1
        pair.reset()
        velocityTracker.reset()
        spreadFactorAtBegin = 1
    }

    override func track(_ event: Event) {
        step = pair.update(with: touches)
        velocityTracker.addPosition(CGPoint(x: pair.spreadFactor, y: 0), at: event.timestamp)
    }
}
