import Foundation

/// Recognizes touch-and-hold (UIKit's `UILongPressGestureRecognizer`). Continuous: it begins when the required
/// fingers have been down for `minimumPressDuration` without any straying more than `allowableMovement` (a timer on
/// the engine clock), then sends `.changed` on every move (movement is unlimited once begun), `.ended` when a finger
/// lifts and `.cancelled` when the touches are cancelled.
///
/// With `numberOfTapsRequired` > 0 the press must follow that many quick taps of the same fingers (each tap within
/// `TapGestureRecognizer`'s duration and interval limits), and each later tap and the press must come down near the
/// first tap (see `tapPlacementTolerance`).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's documented default.
    public static let defaultMinimumPressDuration: TimeInterval = 0.5
    /// UIKit's documented default; it only applies before the gesture begins.
    public static let defaultAllowableMovement: CGFloat = 10
    /// UIKit's documented default: no taps before the press.
    public static let defaultNumberOfTapsRequired = 0
    /// UIKit's documented default.
    public static let defaultNumberOfTouchesRequired = 1

    /// How long the fingers must stay down before the press begins (a timer on the engine clock).
    public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
    /// How far each finger may drift before the press begins; once begun, movement is unlimited.
    public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement
    /// Quick taps that must come before the press (1 for tap-then-hold).
    public var numberOfTapsRequired = LongPressGestureRecognizer.defaultNumberOfTapsRequired
    /// Fingers that must be down together; more fail the press.
    public var numberOfTouchesRequired = LongPressGestureRecognizer.defaultNumberOfTouchesRequired

    /// How far the touch-down centroid of a later tap, or of the press, may be from the first tap's: the multi-tap
    /// rule and constant of `TapGestureRecognizer` (its `defaultAllowableMovement`, 45 pt), so tap-then-hold tolerates
    /// the same landing spread as a double tap. `allowableMovement` (10 pt) still bounds each finger's own drift.
    static let tapPlacementTolerance = TapGestureRecognizer.defaultAllowableMovement

    private var tapsCompleted = 0
    /// Touch-down points of the current tap or press, in window coordinates.
    private var starts: [Touch: CGPoint] = [:]
    /// The touch-down centroid of the first tap, once all its fingers were down.
    private var firstTapCentroid: CGPoint?
    /// When the current tap or press came down, for the reasons' durations.
    private var roundStart: TimeInterval = 0

    /// A long press with UIKit's defaults; add a target or handler to hear it.
    public required init() {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if state.isInProgress {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if !starts.isEmpty, !starts.keys.contains(where: \.isActive) {
            starts.removeAll()
            cancelTimers()
        }
        let startsRound = starts.isEmpty
        if startsRound { roundStart = touches.first?.timestamp ?? 0 }
        for touch in touches { starts[touch] = touch.locationInWindow }
        if starts.count > numberOfTouchesRequired {
            let fingers = starts.count
            return failIfPossible(TransitionReason(.longPressTooManyFingers,
                                                   [Double(fingers), Double(numberOfTouchesRequired)]))
        }
        if starts.count == numberOfTouchesRequired, numberOfTapsRequired > 0 {
            let centroid = startsCentroid
            if let first = firstTapCentroid {
                let distance = first.distance(to: centroid)
                if distance > Self.tapPlacementTolerance {
                    return failIfPossible(TransitionReason(.longPressNextTapTooFar,
                                                           [Double(distance), Double(Self.tapPlacementTolerance)]))
                }
            } else {
                firstTapCentroid = centroid
            }
        }
        let isPress = tapsCompleted == numberOfTapsRequired
        if startsRound, !isPress {
            scheduleTimer(after: TapGestureRecognizer.defaultMaximumTapDuration) { [weak self] _ in
                guard let self else { return }
                failIfPossible(TransitionReason(.longPressHeldTapTooLong,
                                                [(clock?.now ?? 0) - roundStart, TapGestureRecognizer.defaultMaximumTapDuration]))
            }
        }
        if isPress, starts.count == numberOfTouchesRequired {
            scheduleTimer(after: minimumPressDuration) { [weak self] _ in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        if state.isInProgress {
            state = .changed
        } else {
            failIfStrayed()
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if state.isInProgress {
            state = .ended
            return
        }
        if failIfStrayed() { return }
        if starts.count < numberOfTouchesRequired {
            let fingers = starts.count
            return failIfPossible(TransitionReason(.longPressTooManyFingers,
                                                   [Double(fingers), Double(numberOfTouchesRequired)]))
        }
        if tapsCompleted == numberOfTapsRequired {
            let held = (touches.first?.timestamp ?? 0) - roundStart
            return failIfPossible(TransitionReason(.longPressLiftedEarly, [held, minimumPressDuration]))
        }
        guard !starts.keys.contains(where: \.isActive) else { return }
        tapsCompleted += 1
        cancelTimers()
        scheduleTimer(after: TapGestureRecognizer.defaultMaximumIntervalBetweenTaps) { [weak self] _ in
            let interval = TapGestureRecognizer.defaultMaximumIntervalBetweenTaps
            self?.failIfPossible(TransitionReason(.longPressNoNextTap, [interval, interval]))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state.isInProgress { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        starts.removeAll()
        firstTapCentroid = nil
    }

    /// The centroid of the current tap's or press's touch-down points, summed in a stable order (by host id) so it
    /// doesn't depend on dictionary order.
    private var startsCentroid: CGPoint {
        CGPoint.centroid(of: starts.sorted { $0.key.identifier < $1.key.identifier }.map(\.value))
    }

    private func failIfPossible(_ reason: @autoclosure () -> TransitionReason) {
        if state == .possible { fail(reason()) }
    }

    /// Fails when a finger moved farther than `allowableMovement` before the press began.
    @discardableResult
    private func failIfStrayed() -> Bool {
        var farthest: CGFloat = 0
        for (touch, start) in starts { farthest = max(farthest, start.distance(to: touch.locationInWindow)) }
        guard farthest > allowableMovement else { return false }
        failIfPossible(TransitionReason(.longPressMoved, [Double(farthest), Double(allowableMovement)]))
        return true
    }
}
