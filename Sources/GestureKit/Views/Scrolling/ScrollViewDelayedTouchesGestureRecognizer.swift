import Foundation

/// Holds a scroll view's content touches back while the scroll view decides whether a touch is a scroll, as UIKit's
/// private `UIScrollViewDelayedTouchesBeganGestureRecognizer` does through `delaysTouchesBegan`: while it is possible
/// the content sees nothing; it fails (releasing the held touches) when its scroll view's `contentTouchDelay` passes, when
/// the fingers lift first (a quick tap's began and ended then go out together) or when its scroll view's pan fails;
/// when the pan begins it fails too, after the pan dropped the held touches (`cancelsTouchesInView`).
///
/// A touch that stops its moving scroll view makes it fail at once: that touch is kept from the content (the scroll
/// view excluded it), and the failure says why.
///
/// It never recognizes, so it never prevents anyone; its own pan doesn't prevent it either, so the drop gets its
/// own reason rather than "prevented".
final class ScrollViewDelayedTouchesGestureRecognizer: GestureRecognizer {
    private var downTime: TimeInterval?

    required init() {
        super.init()
        delaysTouchesBegan = true
    }

    override var typeName: String { "DelayedTouchesBegan" }

    private var scrollView: ScrollView? { view as? ScrollView }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.panGestureRecognizer
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        // The touch stopped its moving scroll view (whose pan heard it first): nothing is held, the content never
        // gets the touch.
        if let left = scrollView?.touchStoppedMotionLeft, state == .possible {
            scrollView?.touchStoppedMotionLeft = nil
            return fail(TransitionReason(.scrollTouchStoppedMotion, [Double(left)]))
        }
        guard downTime == nil else { return }
        downTime = event.timestamp
        let delay = scrollView?.contentTouchDelay ?? ScrollView.defaultContentTouchDelay
        scheduleTimer(after: delay) { recognizer in
            guard recognizer.state == .possible else { return }
            recognizer.fail(TransitionReason(.scrollDelayPassed, [delay, delay]))
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let pan = scrollView?.panGestureRecognizer, pan.state == .failed else { return }
        fail(TransitionReason(.scrollPanFailed, other: pan.name))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, self.touches.allSatisfy({ !$0.isActive }) else { return }
        let held = event.timestamp - (downTime ?? event.timestamp)
        fail(TransitionReason(.scrollTapBeforeDelay,
                              [held, scrollView?.contentTouchDelay ?? ScrollView.defaultContentTouchDelay]))
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    /// The pan began: the touches it held are gone (the pan cancelled them in their views), so it steps aside.
    func panBegan(at time: TimeInterval) {
        guard state == .possible else { return }
        fail(TransitionReason(.scrollBeganDroppingTouches, [time - (downTime ?? time)]))
    }

    override func reset() {
        super.reset()
        downTime = nil
    }
}
