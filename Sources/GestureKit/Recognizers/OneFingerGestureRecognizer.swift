import Foundation

/// The one-finger tracking the discrete drawing recognizers share (the stroke shapes, the taught gestures): it
/// follows the first finger down and hands each of its positions to the subclass; a finger that comes down is first
/// offered to `fingerCameDown(_:fingers:)`, which may fail the recognizer instead; touches of other fingers moving or
/// lifting are ignored; a cancel fails it (discrete recognizers never go to cancelled). For subclasses in other
/// modules, with `@_spi(GestureRecognizerSubclass) import GestureKit`.
open class OneFingerGestureRecognizer: GestureRecognizer {
    /// The finger being followed; nil before it comes down and after it lifts.
    private var trackedTouch: Touch?

    /// A recognizer following no finger yet.
    public required init() {}

    /// A finger came down while possible, with `fingers` down for this recognizer counting it (more than one when
    /// a second finger joins or several land at once). True to follow it; false when the subclass refused it (it
    /// fails the recognizer saying why).
    open func fingerCameDown(_ touch: Touch, fingers: Int) -> Bool { fingers == 1 }

    /// The followed finger is at a new position (its first, on coming down, included), while possible.
    open func follow(_ touch: Touch) {}

    /// The followed finger lifted, after its last position was followed, while possible.
    open func fingerLifted(_ touch: Touch) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        guard fingerCameDown(touch, fingers: (trackedTouch == nil ? 0 : 1) + touches.count) else { return }
        trackedTouch = touch
        follow(touch)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        follow(touch)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        follow(touch)
        trackedTouch = nil
        guard state == .possible else { return }
        fingerLifted(touch)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        trackedTouch = nil
    }
}
