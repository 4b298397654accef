import Foundation

/// A scroll view's pan: a `PanGestureRecognizer` that begins only when its scroll view can move the way the finger
/// went and the content lets it take the touch (`canCancelContentTouches`, `touchesShouldCancel(in:)`); otherwise
/// it fails with the reason, and the touch stays with whatever else wants it (the content, an outer scroll view).
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    required init() {
        super.init()
    }

    override var typeName: String { "ScrollViewPanGestureRecognizer" }

    private var scrollView: ScrollView? { view as? ScrollView }

    override func shouldBegin(travel: CGPoint) -> Bool {
        guard super.shouldBegin(travel: travel), let scrollView else { return false }
        let local = Self.vector(travel, toView: scrollView)
        if let refusal = scrollView.panRefusal(travel: local, touches: trackedTouches) {
            fail(refusal)
            return false
        }
        return true
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDidTouch(touches)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        scrollView?.fingersMayHaveLifted()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingersMayHaveLifted()
    }

    /// Pans and pinches of one scroll view move it together.
    override func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        other === scrollView?.pinchGestureRecognizer
    }
}
