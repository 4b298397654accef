import Foundation

/// Recognizes one or more taps of one or more fingers (UIKit's `UITapGestureRecognizer`). Discrete: it recognizes
/// when the last finger of the last tap lifts, and fails as soon as the input can no longer be that tap sequence.
///
/// It fails when a finger strays more than `allowableMovement` from where it came down (a later tap must also come
/// down within that distance of the first), a tap lasts longer than `maximumTapDuration`, the next tap doesn't start
/// within `maximumIntervalBetweenTaps` (a timer), more fingers than required come down in one tap, or a finger lifts
/// before all required fingers were down.
open class TapGestureRecognizer: GestureRecognizer {
    /// UIKit's documented default.
    public static let defaultNumberOfTapsRequired = 1
    /// UIKit's documented default.
    public static let defaultNumberOfTouchesRequired = 1
    /// How far a finger may move from its touch-down point, as reported for UIKit.
    public static let defaultAllowableMovement: CGFloat = 45
    /// The longest a single tap may last, as reported for UIKit.
    public static let defaultMaximumTapDuration: TimeInterval = 0.75
    /// The longest pause between one tap's last lift and the next tap's first touch, as reported for UIKit.
    public static let defaultMaximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Taps in a row that make the gesture: 2 for a double tap.
    public var numberOfTapsRequired = TapGestureRecognizer.defaultNumberOfTapsRequired
    /// Fingers that must come down together in each tap.
    public var numberOfTouchesRequired = TapGestureRecognizer.defaultNumberOfTouchesRequired
    /// How far a finger may move from where it came down (and later taps from the first) and still tap.
    public var allowableMovement = TapGestureRecognizer.defaultAllowableMovement
    /// The longest a finger may stay down and still tap; longer is a press.
    public var maximumTapDuration = TapGestureRecognizer.defaultMaximumTapDuration
    /// The longest pause before the next tap of a multi-tap; the recognizer fails when its timer runs out.
    public var maximumIntervalBetweenTaps = TapGestureRecognizer.defaultMaximumIntervalBetweenTaps

    /// Taps fully completed in this attempt.
    public private(set) var numberOfTapsCompleted = 0
    /// Each touch of the current tap with its touch-down point and latest location, in window coordinates.
    private var tapTouches: [(touch: Touch, start: CGPoint, latest: CGPoint)] = []
    private var firstTapCentroid: CGPoint?
    /// When the current tap's first finger came down, for the held-too-long reason.
    private var tapStart: TimeInterval = 0

    /// A one-finger single tap with the reported defaults; add a target or handler to hear it.
    public required init() {}

    /// A single one-finger tap is a control's default action, so a control's tap wins over this recognizer on an
    /// ancestor.
    open override var overlapsControlDefaultAction: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }

    /// A tap never prevents a tap that needs more taps (so a double tap survives a single tap's recognition); to make
    /// the single tap wait, use `require(toFail:)`.
    open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    open override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = preventingGestureRecognizer as? TapGestureRecognizer, tap.numberOfTapsRequired < numberOfTapsRequired {
            return false
        }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }

    /// The centroid of the current (or just finished) tap's fingers, where they were last seen, so the action still
    /// gets the tap's place after the fingers lifted.
    open override func location(in view: View?) -> CGPoint {
        guard !tapTouches.isEmpty else { return super.location(in: view) }
        let inWindow = CGPoint.centroid(of: tapTouches.map(\.latest))
        return view.map { $0.convert(inWindow, from: nil) } ?? inWindow
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if numberOfTapsCompleted == numberOfTapsRequired {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if isBetweenTaps {
            tapTouches.removeAll()
            cancelTimers()
        }
        let startsTap = tapTouches.isEmpty
        for touch in ordered(touches) {
            tapTouches.append((touch, touch.locationInWindow, touch.locationInWindow))
        }
        if tapTouches.count > numberOfTouchesRequired {
            let fingers = tapTouches.count
            fail(TransitionReason(.tapTooManyFingers, [Double(fingers), Double(numberOfTouchesRequired)]))
            return
        }
        if startsTap {
            tapStart = touches.first?.timestamp ?? 0
            scheduleTimer(after: maximumTapDuration) { [weak self] _ in
                guard let self else { return }
                fail(TransitionReason(.tapHeldTooLong, [(clock?.now ?? 0) - tapStart, maximumTapDuration]))
            }
        }
        if tapTouches.count == numberOfTouchesRequired {
            let centroid = CGPoint.centroid(of: tapTouches.map(\.start))
            if let first = firstTapCentroid {
                let distance = first.distance(to: centroid)
                if distance > allowableMovement {
                    fail(TransitionReason(.tapNextTapTooFar, [Double(distance), Double(allowableMovement)]))
                }
            } else {
                firstTapCentroid = centroid
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        noteLocations()
        failIfStrayed()
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        noteLocations()
        if failIfStrayed() { return }
        if tapTouches.count < numberOfTouchesRequired {
            let fingers = tapTouches.count
            fail(TransitionReason(.tapLiftedBeforeAllFingers, [Double(fingers), Double(numberOfTouchesRequired)]))
            return
        }
        guard !tapTouches.contains(where: { $0.touch.isActive }) else { return }
        numberOfTapsCompleted += 1
        cancelTimers()
        if numberOfTapsCompleted == numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] _ in
                guard let self else { return }
                fail(TransitionReason(.tapNoNextTap, [maximumIntervalBetweenTaps, maximumIntervalBetweenTaps]))
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    /// Fails when a finger of the tap is farther than `allowableMovement` from where it came down.
    @discardableResult
    private func failIfStrayed() -> Bool {
        var farthest: CGFloat = 0
        for entry in tapTouches { farthest = max(farthest, entry.start.distance(to: entry.latest)) }
        guard farthest > allowableMovement else { return false }
        fail(TransitionReason(.tapMoved, [Double(farthest), Double(allowableMovement)]))
        return true
    }

    open override func reset() {
        super.reset()
        numberOfTapsCompleted = 0
        tapTouches.removeAll()
        firstTapCentroid = nil
    }

    /// Every finger of the last tap has lifted and another tap is still needed.
    private var isBetweenTaps: Bool {
        !tapTouches.isEmpty && !tapTouches.contains { $0.touch.isActive }
    }

    private func noteLocations() {
        for index in tapTouches.indices { tapTouches[index].latest = tapTouches[index].touch.locationInWindow }
    }

    /// Touches of one event in a stable order (by host id), so centroids don't depend on set order.
    private func ordered(_ touches: Set<Touch>) -> [Touch] {
        touches.sorted { $0.identifier < $1.identifier }
    }
}
