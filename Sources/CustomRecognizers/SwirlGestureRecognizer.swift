@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation
import StrokeAnalysis

/// Seed 004's one-finger knob turn, done as a proper continuous recognizer: it begins once the finger has swept
/// `beginThreshold` around the pivot, sends changed on every move, and ends when the finger lifts.
///
/// `angle` counts from the touch-down, so the degrees swept before it began are not lost. A second finger fails it
/// if it has not begun and cancels it if it has; a finger lifted before it began fails it.
@MainActor
public final class SwirlGestureRecognizer: GestureRecognizer {
    /// The centre of rotation in the view's coordinates; nil means the centre of the view's bounds.
    public var pivot: CGPoint?
    /// Rotation needed before the gesture begins, radians (default 5°).
    public var beginThreshold: CGFloat = SwirlTracker.defaultBeginThreshold
    /// Points this close to the pivot are ignored: their bearing is jitter.
    public var deadZoneRadius: CGFloat = SwirlTracker.defaultDeadZoneRadius

    /// Cumulative angle swept since the finger went down, radians, clockwise positive on screen.
    public var angle: CGFloat { tracker?.angle ?? 0 }
    /// The change of `angle` since the previous began/changed this recognizer sent (at began: all of it).
    public private(set) var angleDelta: CGFloat = 0
    /// The finger's bearing around the pivot, degrees in [0, 360), 0 straight up, clockwise (the seed's knob).
    public var bearingDegrees: CGFloat? { tracker?.bearingDegrees }

    private var tracker: SwirlTracker?
    private var trackedTouch: Touch?
    private var angleAtLastAction: CGFloat = 0

    public required init() {
        super.init()
    }

    /// The pivot in window coordinates, where the tracking happens.
    private var pivotInWindow: CGPoint {
        guard let view else { return pivot ?? .zero }
        let inView = pivot ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        return view.convert(inView, to: nil)
    }

    override public func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if trackedTouch != nil || touches.count > 1 {
            endForSecondFinger()
            return
        }
        guard state == .possible, let touch = touches.first else { return }
        trackedTouch = touch
        var newTracker = SwirlTracker(pivot: pivotInWindow, deadZoneRadius: deadZoneRadius,
                                      beginThreshold: beginThreshold)
        newTracker.add(touch.location(in: nil))
        tracker = newTracker
    }

    override public func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch), tracker != nil else { return }
        follow(touch)
    }

    override public func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch), tracker != nil else { return }
        // The lift's own movement goes into the ended action's delta: the engine sends actions after this handler
        // returns, so a changed sent here would read the ended delta.
        follow(touch, reportChange: false)
        endAttempt(success: true)
    }

    override public func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        endAttempt(success: false)
    }

    override public func reset() {
        super.reset()
        tracker = nil
        trackedTouch = nil
        angleDelta = 0
        angleAtLastAction = 0
    }

    private func follow(_ touch: Touch, reportChange: Bool = true) {
        guard var current = tracker else { return }
        let delta = current.add(touch.location(in: nil))
        tracker = current
        switch state {
        case .possible where current.hasBegun && reportChange:
            report(.began)
        case .began, .changed:
            if delta != 0 && reportChange { report(.changed) }
        default:
            break
        }
    }

    private func report(_ newState: State) {
        angleDelta = angle - angleAtLastAction
        angleAtLastAction = angle
        setState(newState)
    }

    /// Lift (success) or cancelled touches: ends or cancels a swirl in progress, fails one that never began. A
    /// cancel gives no reason of its own: the engine names the cause of the cancel.
    private func endAttempt(success: Bool) {
        switch state {
        case .possible:
            if success { failForLifting() } else { setState(.failed) }
        case .began, .changed: success ? report(.ended) : setState(.cancelled)
        default: break
        }
    }

    /// Lifted while still possible: either too little of a turn, or enough to begin while it still waited for a
    /// failure requirement (the knob's double tap) to fail, which the words must not confuse.
    private func failForLifting() {
        let swept = Double(abs(angle) * 180 / .pi), needed = Double(beginThreshold * 180 / .pi)
        if tracker?.hasBegun == true {
            fail(because: "lifted while still waiting to begin (swept \(Self.degrees(swept)) ≥ beginThreshold "
                    + "\(Self.degrees(needed)))",
                 numbers: [swept, needed], names: ["swept", "beginThreshold"])
        } else {
            fail(because: "lifted after sweeping \(Self.degrees(swept)) < beginThreshold \(Self.degrees(needed))",
                 numbers: [swept, needed], names: ["swept", "beginThreshold"])
        }
    }

    /// Degrees in words, cut (not rounded) to a tenth, so a comparison stated in them stays true ("4.9°", "5°").
    private static func degrees(_ value: Double) -> String {
        let tenths = (value * 10).rounded(.down)
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))°" : "\(tenths / 10)°"
    }

    /// The swirl follows one finger: a second one fails it, or cancels it once begun.
    private func endForSecondFinger() {
        switch state {
        case .possible: setState(.failed, reason: .custom("a second finger came down (one-finger swirl)"))
        case .began, .changed: setState(.cancelled, reason: .custom("a second finger came down (one-finger swirl)"))
        default: break
        }
    }
}
