import Foundation
import Testing
@testable import GestureKit

/// The exact delegate sequence of each path, every call once: a drag that stops before the lift, a fling, a fling
/// that bounces off the end, a page, setContentOffset(_:animated:), setZoomScale(_:animated:) and a pinch that
/// springs back into the zoom limits. Apple's UIScrollViewDelegate reference
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate) documents each call:
/// scrollViewWillBeginZooming is "called at the beginning of zoom gestures and in cases where a change in zoom level
/// is to be animated"
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbeginzooming(_:with:)), so a
/// pinch's spring back, part of the same zoom gesture, doesn't call it again; scrollViewWillBeginDecelerating comes
/// "as the user's finger touches up as it's moving"
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)) and
/// scrollViewDidEndDecelerating "when the scrolling movement comes to a halt"
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)).
@MainActor
@Suite struct DelegateSequenceTests {
    let f = ScrollFixture()
    static let fling = ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                        "didEndDecelerating"]

    /// A drag whose finger rests before lifting: no deceleration.
    @Test func dragThatStopsBeforeTheLift() {
        f.drag(1, x: 200, from: 380, step: -10, steps: 5, at: 0, lift: false)
        f.fingers.up(1, 200, 330, at: 0.8)
        f.window.advance(to: 2)
        #expect(f.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func fling() {
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 20)
        #expect(f.delegate.calls == Self.fling)
    }

    @Test func flingThatBouncesOffTheEnd() {
        f.list.contentSize = CGSize(width: 400, height: 600)
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 20)
        #expect(f.list.contentOffset.y == 200)
        #expect(f.delegate.calls == Self.fling)
    }

    @Test func page() {
        f.list.isPagingEnabled = true
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 20)
        #expect(f.list.contentOffset.y == 400)
        #expect(f.delegate.calls == Self.fling)
    }

    @Test func animatedOffset() {
        f.list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        f.window.advance(to: 2)
        f.list.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(f.delegate.calls == ["didEndScrollingAnimation"])
    }
}

/// The zoom paths' delegate sequences (see `DelegateSequenceTests`).
@MainActor
@Suite struct ZoomDelegateSequenceTests {
    let window: Window, scroll: ScrollView, image: View, delegate: ScrollDelegateLog, fingers: Fingers

    init() {
        (window, scroll, image, delegate, fingers) = PhotoZoomFixture.make()
    }

    /// Pinched past the maximum and let go: one willBeginZooming at the pinch's start, one didEndZooming after the
    /// spring back.
    @Test func pinchThatSpringsBack() {
        fingers.batch([(1, .down, 170, 200), (2, .down, 230, 200)], at: 1)
        for step in 1...9 {
            let half = 30 + CGFloat(step) * 30
            fingers.batch([(1, .move, 200 - half, 200), (2, .move, 200 + half, 200)], at: 1 + 0.02 * Double(step))
        }
        fingers.batch([(1, .up, -100, 200), (2, .up, 500, 200)], at: 1.2)
        window.advance(to: 3)
        #expect(scroll.zoomScale == 4)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(4.0)"])
    }

    /// A pinch inside the limits: the same two calls, the end at the lift.
    @Test func pinchInsideTheLimits() {
        fingers.batch([(1, .down, 150, 200), (2, .down, 250, 200)], at: 1)
        for step in 1...5 {
            let half = 50 + CGFloat(step) * 10
            fingers.batch([(1, .move, 200 - half, 200), (2, .move, 200 + half, 200)], at: 1 + 0.02 * Double(step))
        }
        fingers.batch([(1, .up, 100, 200), (2, .up, 300, 200)], at: 1.2)
        window.advance(to: 3)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(\(scroll.zoomScale))"])
    }

    @Test func animatedZoomScale() {
        window.advance(to: 1)
        scroll.setZoomScale(2, animated: true)
        window.advance(to: 3)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(2.0)"])
    }
}
