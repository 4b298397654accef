import Foundation

/// Recognizes a quick straight flick (UIKit's `UISwipeGestureRecognizer`). Discrete: it recognizes while the fingers
/// are still down, as soon as their centroid has travelled `minimumDistance` in one of the permitted `direction`s
/// within `maximumDuration` of the first touch-down.
///
/// It fails when it is still possible after `maximumDuration` (a timer), when the travel has passed `directionSlop`
/// heading mostly in a direction not asked for or more than `maximumOffAxisRatio` sideways (about 27°: a diagonal
/// is neither swipe), when more fingers than `numberOfTouchesRequired` come down, or when a finger lifts first.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// UIKit's documented default.
    public static let defaultDirection: Direction = .right
    /// UIKit's documented default.
    public static let defaultNumberOfTouchesRequired = 1
    /// Travel in the primary direction needed, as reported for UIKit.
    public static let defaultMinimumDistance: CGFloat = 50
    /// Time from the first touch-down within which the travel must happen, as reported for UIKit.
    public static let defaultMaximumDuration: TimeInterval = 0.5
    /// The bound on sideways travel, as a fraction of the travel along the direction (tan 26.6°).
    public static let defaultMaximumOffAxisRatio: CGFloat = 0.5
    /// Travel below this is too short to judge the heading (finger jitter); the pan's hysteresis.
    public static let defaultDirectionSlop: CGFloat = 10

    /// The permitted directions (a set: several may be allowed at once). UIKit's name for the configuration.
    public var direction = SwipeGestureRecognizer.defaultDirection
    /// Fingers that must swipe together; a different count fails the swipe.
    public var numberOfTouchesRequired = SwipeGestureRecognizer.defaultNumberOfTouchesRequired
    /// Travel along the direction needed to recognize, so a short flick stays a tap or a pan.
    public var minimumDistance = SwipeGestureRecognizer.defaultMinimumDistance
    /// Time from the first touch-down within which `minimumDistance` must be covered; a slower move is a drag.
    public var maximumDuration = SwipeGestureRecognizer.defaultMaximumDuration
    /// Sideways travel allowed per point of forward travel, so a diagonal drag isn't a swipe.
    public var maximumOffAxisRatio = SwipeGestureRecognizer.defaultMaximumOffAxisRatio
    /// Travel before the heading is judged, so touch-down jitter can't fail the swipe as off axis.
    public var directionSlop = SwipeGestureRecognizer.defaultDirectionSlop

    /// The one direction the recognized swipe went (empty until recognized).
    public private(set) var recognizedDirection: Direction = []

    private var centroidTravel = CentroidTravel()
    /// The fingers' centroid when the required fingers were all down, in window coordinates.
    private var startCentroid: CGPoint?
    private var touchesSeen = 0
    /// When the first finger came down, for the too-slow reason.
    private var startTime: TimeInterval = 0

    /// A one-finger swipe to the right with the reported defaults; add a target or handler to hear it.
    public required init() {}

    /// Where the swipe started: the centroid of the fingers when they were all down (the place the user aimed at,
    /// as Listing 1-4 of seed 000 uses it); before that, the base class's current centroid.
    open override func location(in view: View?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        return view.map { $0.convert(startCentroid, from: nil) } ?? startCentroid
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if touchesSeen == 0 {
            startTime = touches.first?.timestamp ?? 0
            scheduleTimer(after: maximumDuration) { [weak self] _ in
                guard let self else { return }
                failUnlessRecognized(TransitionReason(.swipeTooSlow, [(clock?.now ?? 0) - startTime, maximumDuration]))
            }
        }
        touchesSeen += touches.count
        centroidTravel.update(with: self.touches)
        if touchesSeen > numberOfTouchesRequired {
            return failUnlessRecognized(TransitionReason(.swipeWrongFingerCount,
                                                         [Double(touchesSeen), Double(numberOfTouchesRequired)]))
        }
        if touchesSeen == numberOfTouchesRequired {
            startCentroid = CGPoint.centroid(of: self.touches.map(\.locationInWindow))
            centroidTravel.reset()
            centroidTravel.update(with: self.touches)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        centroidTravel.update(with: self.touches)
        guard startCentroid != nil else { return }
        evaluate(centroidTravel.travel)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        centroidTravel.update(with: self.touches)
        if startCentroid != nil { evaluate(centroidTravel.travel) }
        if touchesSeen < numberOfTouchesRequired {
            return failUnlessRecognized(TransitionReason(.swipeWrongFingerCount,
                                                         [Double(touchesSeen), Double(numberOfTouchesRequired)]))
        }
        let travel = centroidTravel.travel
        let along = Direction.dominant(of: travel).map { $0.components(of: travel).along } ?? 0
        failUnlessRecognized(TransitionReason(.swipeTooShort, [Double(along), Double(minimumDistance)]))
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        recognizedDirection = []
        centroidTravel.reset()
        startCentroid = nil
        touchesSeen = 0
        startTime = 0
    }

    private func evaluate(_ travel: CGPoint) {
        guard state == .possible, travel.magnitude > directionSlop, let heading = Direction.dominant(of: travel) else { return }
        let (along, across) = heading.components(of: travel)
        if !direction.contains(heading) {
            return failUnlessRecognized(TransitionReason(
                .swipeWrongDirection, detail: "\(Direction.names(of: heading)), wants \(Direction.names(of: direction))"))
        }
        if abs(across) > maximumOffAxisRatio * along {
            return failUnlessRecognized(TransitionReason(
                .swipeOffAxis, [Double(abs(across)), Double(maximumOffAxisRatio), Double(along)]))
        }
        if along >= minimumDistance {
            recognizedDirection = heading
            state = .ended
        }
    }

    /// Fails unless already recognized (a recognized swipe may still be waiting for a failure requirement).
    private func failUnlessRecognized(_ reason: @autoclosure () -> TransitionReason) {
        if state == .possible, recognizedDirection.isEmpty { fail(reason()) }
    }
}
