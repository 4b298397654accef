import Foundation

/// Recognizes two fingers turning around each other (UIKit's `UIRotationGestureRecognizer`). Continuous: it begins
/// once the line through two fingers has turned more than `minimumRotation` (about 5°), or `minimumRotationWhileScaling`
/// (about 10°) while the finger distance has also changed by more than `largeScaleChange` (so a pinch doesn't turn
/// into a rotation by accident); it sends `.changed` on every move and ends when the last finger lifts.
///
/// `rotation` is in radians, clockwise positive on screen (y down, as `CGAffineTransform(rotationAngle:)` turns),
/// zero when the gesture begins (the threshold is not part of it) and cumulative: each step is taken in (-π, π], so
/// it passes ±π without jumping. A finger joining or lifting re-bases on the first two fingers still down.
open class RotationGestureRecognizer: ContinuousGestureRecognizer {
    /// The turn needed before the gesture begins, as reported for UIKit (5°).
    public static let defaultMinimumRotation: CGFloat = 5 * .pi / 180
    /// The turn needed while the finger distance also changes a lot, as reported for UIKit (10°).
    public static let defaultMinimumRotationWhileScaling: CGFloat = 10 * .pi / 180
    /// A finger-distance change by more than this factor (either way) counts as "a lot".
    public static let defaultLargeScaleChange: CGFloat = 1.25

    /// How far the fingers must turn before the rotation begins, so a pinch's wobble isn't a rotation.
    public var minimumRotation = RotationGestureRecognizer.defaultMinimumRotation
    /// The larger turn needed while the fingers also spread or close a lot, so a pinch doesn't start a rotation.
    public var minimumRotationWhileScaling = RotationGestureRecognizer.defaultMinimumRotationWhileScaling
    /// The finger-distance factor past which `minimumRotationWhileScaling` applies instead of `minimumRotation`.
    public var largeScaleChange = RotationGestureRecognizer.defaultLargeScaleChange

    /// Radians turned since the gesture began (or since last set), clockwise positive.
    public var rotation: CGFloat = 0

    /// Radians per second, from `VelocityTracker`; not affected by setting `rotation`; zero while the fingers hold
    /// still.
    public var velocity: CGFloat { (clock.map { velocityTracker.velocity(at: $0.now) } ?? velocityTracker.velocity).x }

    private var pair = FingerPairTracker()
    private var velocityTracker = VelocityTracker()
    /// The turn since the last event.
    private var step = FingerPairTracker.Step()

    /// A rotation with the defaults reported for UIKit; add a target or handler to hear it.
    public required init() {}

    override var canBegin: Bool { touches.count >= 2 && abs(pair.rotation) > threshold }

    override func rebase() { rotation = 0 }

    override func addStep() { rotation += step.angle }

    override func reasonForLiftingBeforeBeginning() -> TransitionReason {
        mostFingers < 2 ? TransitionReason(.rotationTooFewTouches, [Double(mostFingers), 2])
            : TransitionReason(.rotationEndedBeforeTurning,
                               [Double(abs(pair.rotation) * 180 / .pi), Double(threshold * 180 / .pi)])
    }

    override func resetTracking() {
        rotation = 0
        pair.reset()
        velocityTracker.reset()
    }

    /// The turn needed now: larger while the fingers are also spreading or closing a lot.
    private var threshold: CGFloat {
        let factor = pair.spreadFactor
        let scalingALot = factor > largeScaleChange || factor < 1 / largeScaleChange
        return scalingALot ? minimumRotationWhileScaling : minimumRotation
    }

    override func track(_ event: Event) {
        step = pair.update(with: touches)
        velocityTracker.addPosition(CGPoint(x: pair.rotation, y: 0), at: event.timestamp)
    }
}
