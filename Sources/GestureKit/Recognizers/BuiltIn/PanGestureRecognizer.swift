import Foundation

/// Recognizes dragging (UIKit's `UIPanGestureRecognizer`). Continuous: it begins once the centroid of its fingers has
/// moved more than `hysteresis` from where they came down, sends `.changed` on every move, ends when the last finger
/// lifts (or when fewer than `minimumNumberOfTouches` remain) and fails if the fingers lift before it began.
///
/// The translation starts at zero when the pan begins: the hysteresis isn't part of it (uikit-reference.md). Fingers
/// joining or lifting mid-pan re-base the centroid, so the translation never jumps. While the number of fingers is
/// outside `minimumNumberOfTouches...maximumNumberOfTouches` the pan doesn't begin; once begun, fingers beyond the
/// maximum are ignored (they go to the view as if the pan weren't there).
open class PanGestureRecognizer: ContinuousGestureRecognizer {
    /// UIKit's documented default.
    public static let defaultMinimumNumberOfTouches = 1
    /// UIKit's documented default: unlimited.
    public static let defaultMaximumNumberOfTouches = Int.max
    /// How far the centroid must move before the pan begins, as reported for UIKit.
    public static let defaultHysteresis: CGFloat = 10

    // Settings read on every move are computed over internal storage: no run-time exclusivity check per read.
    /// Fewer fingers than this don't begin a pan, and a begun pan ends when fewer remain.
    public var minimumNumberOfTouches: Int {
        get { storedMinimumNumberOfTouches }
        set { storedMinimumNumberOfTouches = newValue }
    }
    /// Fingers beyond this don't begin a pan, and a begun pan ignores them.
    public var maximumNumberOfTouches: Int {
        get { storedMaximumNumberOfTouches }
        set { storedMaximumNumberOfTouches = newValue }
    }
    /// How far the centroid must travel before the pan begins, so a tap's jitter isn't a pan.
    public var hysteresis: CGFloat {
        get { storedHysteresis }
        set { storedHysteresis = newValue }
    }
    private var storedMinimumNumberOfTouches = PanGestureRecognizer.defaultMinimumNumberOfTouches
    private var storedMaximumNumberOfTouches = PanGestureRecognizer.defaultMaximumNumberOfTouches
    var storedHysteresis = PanGestureRecognizer.defaultHysteresis

    /// The centroid's travel since touch-down (continuous across finger changes, in window points) and its
    /// velocity samples, kept in one value so each event mutates the recognizer once. Its mutations call only
    /// `PanMotion`'s own code, which never reaches back into the recognizer, so no run-time check is needed.
    @exclusivity(unchecked) var motion = PanMotion()
    private var translationInWindow: CGPoint = .zero
    /// The centroid's travel since the last event.
    private var step: CGPoint = .zero
    var centroidTravel: CentroidTravel { motion.travel }

    /// A pan with UIKit's defaults; add a target or handler to hear it.
    public required init() {}

    /// The travel since the pan began (or since the last `setTranslation`), in `view`'s coordinates (nil: the window).
    public func translation(in view: View?) -> CGPoint {
        Self.vector(translationInWindow, toView: view)
    }

    /// Re-bases the translation, typically to zero after applying it to a view in the action.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        translationInWindow = Self.vector(translation, fromView: view)
    }

    /// Points per second in `view`'s coordinates (nil: the window), from `VelocityTracker` over the centroid's
    /// continuous travel; zero while the fingers hold still.
    public func velocity(in view: View?) -> CGPoint {
        let velocity = clock.map { motion.velocity.velocity(at: $0.now) } ?? motion.velocity.velocity
        return Self.vector(velocity, toView: view)
    }

    /// Whether the travel so far is enough to begin; `ScreenEdgePanGestureRecognizer` replaces the rule. May fail
    /// the recognizer.
    func shouldBegin(travel: CGPoint) -> Bool {
        // Squared lengths: asked on every move of every pan still possible, and `hypot` is the dearest part of it.
        let limit = storedHysteresis
        return limit < 0 || travel.x * travel.x + travel.y * travel.y > limit * limit
    }

    /// A finger past `maximumNumberOfTouches` joining a pan in progress is ignored (the newest first).
    override func admit(_ touches: Set<Touch>, with event: Event) {
        guard state.isInProgress else { return }
        let excess = self.touches.count - maximumNumberOfTouches
        if excess > 0 {
            for touch in touches.sorted(by: { $0.identifier > $1.identifier }).prefix(excess) {
                ignore(touch, for: event)
            }
        }
    }

    override var canBegin: Bool { isTouchCountAllowed && shouldBegin(travel: centroidTravel.travel) }

    override func rebase() { translationInWindow = .zero }

    override func addStep() { translationInWindow = translationInWindow + step }

    override func ends(withFingersLeft remaining: Int) -> Bool { remaining == 0 || remaining < minimumNumberOfTouches }

    /// Why the fingers all lifted while the pan was still possible: a finger count out of range comes first (it kept
    /// the pan from beginning however far they moved), else too little travel.
    override func reasonForLiftingBeforeBeginning() -> TransitionReason {
        if mostFingers > maximumNumberOfTouches {
            return TransitionReason(.panTooManyFingers, [Double(mostFingers), Double(maximumNumberOfTouches)])
        }
        if mostFingers < minimumNumberOfTouches {
            return TransitionReason(.panTooFewFingers, [Double(mostFingers), Double(minimumNumberOfTouches)])
        }
        return reasonForTooLittleTravel()
    }

    /// The fingers lifted with a good count but before travelling enough; `ScreenEdgePanGestureRecognizer` names
    /// its own condition.
    func reasonForTooLittleTravel() -> TransitionReason {
        TransitionReason(.panEndedBeforeMoving, [Double(centroidTravel.travel.magnitude), Double(hysteresis)])
    }

    override func resetTracking() {
        motion.reset()
        translationInWindow = .zero
    }

    private var isTouchCountAllowed: Bool {
        (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(touches.count)
    }

    override func track(_ event: Event) {
        if touches.count == 1 {
            step = motion.track(CentroidTravel.Finger.of(touches[0]), at: event.timestamp)
        } else {
            step = motion.track(touches, at: event.timestamp)
        }
    }

    /// A window-space vector (a displacement or velocity) in `view`'s coordinates: only the linear part of the
    /// mapping applies.
    static func vector(_ vector: CGPoint, toView view: View?) -> CGPoint {
        guard let view else { return vector }
        return view.convert(vector, from: nil) - view.convert(.zero, from: nil)
    }

    static func vector(_ vector: CGPoint, fromView view: View?) -> CGPoint {
        guard let view else { return vector }
        return view.convert(vector, to: nil) - view.convert(.zero, to: nil)
    }
}
