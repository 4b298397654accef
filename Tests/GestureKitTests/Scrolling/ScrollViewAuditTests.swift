import Foundation
import Testing
@testable import GestureKit

/// Where the scroll view differed from Apple's UIScrollView and UIScrollViewDelegate pages (the audit of issue 34):
/// each test whose comment says what the code did instead failed on the code before its fix; the others cover a
/// documented behaviour that had no test.
@MainActor
@Suite struct ScrollViewAuditTests {
    let f = ScrollFixture()

    /// Apple, maximumZoomScale (https://developer.apple.com/documentation/uikit/uiscrollview/maximumzoomscale): "It
    /// must be greater than the minimum zoom scale for zooming to be enabled." Limits the wrong way round don't zoom.
    @Test func zoomLimitsTheWrongWayRoundDoNotZoom() {
        let (window, scroll, _, delegate, fingers) = PhotoZoomFixture.make()
        scroll.minimumZoomScale = 2
        scroll.maximumZoomScale = 1
        #expect(!scroll.pinchGestureRecognizer.isEnabled)
        fingers.batch([(1, .down, 150, 200), (2, .down, 250, 200)], at: 1)
        for step in 1...5 {
            let half = 50 + CGFloat(step) * 20
            fingers.batch([(1, .move, 200 - half, 200), (2, .move, 200 + half, 200)], at: 1 + 0.02 * Double(step))
        }
        fingers.batch([(1, .up, 50, 200), (2, .up, 350, 200)], at: 1.2)
        window.advance(to: 3)
        #expect(scroll.zoomScale == 1)
        #expect(delegate.calls.isEmpty)
    }

    /// Apple, scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
    /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)):
    /// the delegate "can change the value of the targetContentOffset parameter to adjust where the scrollview
    /// finishes its scrolling animation". A target past the content is honoured as far as the content goes: the list
    /// heads for it, bounces off the end and rests at the end (it rested 3,400 pt past it).
    @Test func aTargetPastTheEndRestsAtTheEnd() {
        f.delegate.targetOverride = CGPoint(x: 0, y: 5000)
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        var furthest: CGFloat = 0
        for frame in 1...600 {
            f.window.advance(to: 0.101 + Double(frame) / 60)
            furthest = max(furthest, f.list.contentOffset.y)
        }
        #expect(f.list.contentOffset.y == 1600)
        #expect(furthest > 1600)
        #expect(!f.list.isDecelerating)
        #expect(f.delegate.calls == DelegateSequenceTests.fling)
    }

    /// The same before the start: a target above the content rests at the top.
    @Test func aTargetBeforeTheStartRestsAtTheStart() {
        f.list.contentOffset = CGPoint(x: 0, y: 300)
        f.delegate.targetOverride = CGPoint(x: 0, y: -900)
        f.drag(1, x: 200, from: 20, step: 20, steps: 10, at: 0)
        f.window.advance(to: 20)
        #expect(f.list.contentOffset.y == 0)
        #expect(f.delegate.calls == DelegateSequenceTests.fling)
    }

    /// setContentOffset while decelerating stops the deceleration; the movement has come to a halt, so the delegate
    /// hears scrollViewDidEndDecelerating, as when a finger catches the list (Apple,
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:): "when
    /// the scrolling movement comes to a halt"); animated, the animation then ends with didEndScrollingAnimation
    /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)).
    @Test func setContentOffsetWhileDecelerating() {
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 0.3)
        #expect(f.list.isDecelerating)
        f.list.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(!f.list.isDecelerating)
        #expect(f.list.contentOffset.y == 100)
        f.window.advance(to: 5)
        #expect(f.list.contentOffset.y == 100)
        #expect(f.delegate.calls == DelegateSequenceTests.fling)
    }

    @Test func animatedSetContentOffsetWhileDecelerating() {
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 0.3)
        f.list.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        #expect(!f.list.isDecelerating)
        f.window.advance(to: 5)
        #expect(f.list.contentOffset.y == 100)
        #expect(f.delegate.calls == DelegateSequenceTests.fling + ["didEndScrollingAnimation"])
    }

    /// Removed from its window while decelerating, the list stops on its target at once (as a motion started with
    /// no window does) and the delegate hears the end; the old window's animator no longer moves it (it went on
    /// moving it, and the list stayed isDecelerating, although in no window).
    @Test func removedFromTheWindowWhileDecelerating() {
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 0.3)
        let target = f.delegate.lastTarget
        f.list.removeFromSuperview()
        #expect(!f.list.isDecelerating)
        #expect(f.list.contentOffset == target)
        #expect(f.delegate.calls == DelegateSequenceTests.fling)
        f.list.contentOffset = CGPoint(x: 0, y: 50)
        f.window.advance(to: 5)
        #expect(f.list.contentOffset.y == 50)
    }

    /// isScrollEnabled turned off in the middle of a drag: the drag ends (its pan is disabled) and the list settles
    /// inside its limits; it no longer tracks.
    @Test func scrollingDisabledMidDrag() {
        f.list.contentOffset = .zero
        f.drag(1, x: 200, from: 20, step: 20, steps: 10, at: 0, lift: false)
        #expect(f.list.isDragging && f.list.contentOffset.y < 0)
        f.list.isScrollEnabled = false
        f.fingers.move(1, 200, 250, at: 0.15)
        f.fingers.up(1, 200, 250, at: 0.2)
        f.window.advance(to: 5)
        #expect(!f.list.isDragging && !f.list.isTracking && !f.list.isDecelerating)
        #expect(f.list.contentOffset == .zero)
        #expect(f.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "didEndDecelerating"])
    }

    /// Apple, isTracking (https://developer.apple.com/documentation/uikit/uiscrollview/istracking): "whether the user
    /// has touched the content to initiate scrolling". A drag the list cannot follow (across it) fails its pan; the
    /// lift still ends the tracking (it stayed true for good, as the failed pan heard no lift).
    @Test func trackingEndsAfterAPanThatFailed() {
        f.fingers.down(1, 50, 300, at: 0)
        #expect(f.list.isTracking)
        for step in 1...5 { f.fingers.move(1, 50 + CGFloat(step) * 20, 300, at: 0.01 * Double(step)) }
        #expect(f.list.panGestureRecognizer.state == .failed)
        f.fingers.up(1, 150, 300, at: 0.1)
        #expect(!f.list.isTracking)
    }

    /// An animated zoom stopped by setContentOffset ends with scrollViewDidEndZooming at the scale it reached, so its
    /// scrollViewWillBeginZooming has its end (Apple,
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendzooming(_:with:atscale:):
    /// "when zooming of the content in the scroll view completed"); it had none.
    @Test func animatedZoomStoppedBySetContentOffset() {
        let (window, scroll, _, delegate, _) = PhotoZoomFixture.make()
        window.advance(to: 1)
        scroll.setZoomScale(3, animated: true)
        window.advance(to: 1.15)
        let reached = scroll.zoomScale
        #expect(reached > 1 && reached < 3)
        scroll.setContentOffset(CGPoint(x: 10, y: 10), animated: false)
        window.advance(to: 3)
        #expect(scroll.zoomScale == reached)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(\(reached))"])
    }

    /// Apple, setContentOffset(_:animated:) (https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)):
    /// true "to animate the transition at a constant velocity to the new offset". Every quarter of the 0.3 s covers a
    /// quarter of the way (it was eased in and out: 18.75 pt after the first quarter, not 75).
    @Test func animatedOffsetMovesAtAConstantVelocity() {
        f.list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        for quarter in 1...4 {
            f.window.advance(to: ScrollView.animationDuration * Double(quarter) / 4)
            #expect(abs(f.list.contentOffset.y - 75 * CGFloat(quarter)) < 1e-9)
        }
        #expect(f.delegate.calls == ["didEndScrollingAnimation"])
    }

    /// setZoomScale(_:animated:) while the user pinches: the pinch's zoom gesture is under way (willBeginZooming was
    /// called at its beginning, https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbeginzooming(_:with:)),
    /// so the new scale applies at once and the delegate hears one willBeginZooming and one didEndZooming, at the
    /// pinch's end. It heard willBeginZooming twice (and an animation fought the fingers).
    @Test func setZoomScaleDuringAPinch() {
        let (window, scroll, _, delegate, fingers) = PhotoZoomFixture.make()
        fingers.batch([(1, .down, 150, 200), (2, .down, 250, 200)], at: 1)
        for step in 1...3 {
            let half = 50 + CGFloat(step) * 10
            fingers.batch([(1, .move, 200 - half, 200), (2, .move, 200 + half, 200)], at: 1 + 0.02 * Double(step))
        }
        #expect(scroll.isZooming)
        scroll.setZoomScale(3, animated: true)
        #expect(scroll.zoomScale == 3)
        fingers.batch([(1, .move, 130, 200), (2, .move, 270, 200)], at: 1.1)
        fingers.batch([(1, .up, 130, 200), (2, .up, 270, 200)], at: 1.2)
        window.advance(to: 3)
        #expect(delegate.calls == ["willBeginZooming", "didEndZooming(\(scroll.zoomScale))"])
    }

    /// Where scrollViewDidScroll falls in a fling's sequence: after willBeginDragging (Apple: "when the scroll view is
    /// about to start scrolling the content",
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)), during
    /// the drag and the deceleration, and none after scrollViewDidEndDecelerating ("when the scrolling movement comes to a
    /// halt").
    @Test func didScrollWithinTheFlingSequence() {
        f.delegate.listsScrolls = true
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        for frame in 1...600 { f.window.advance(to: 0.101 + Double(frame) / 60) }
        let calls = f.delegate.calls
        #expect(calls.filter { $0 != "didScroll" } == DelegateSequenceTests.fling)
        #expect(calls.first == "willBeginDragging")
        #expect(calls.last == "didEndDecelerating")
        let ended = calls.firstIndex(of: "didEndDragging(true)") ?? 0
        let decelerating = calls.firstIndex(of: "willBeginDecelerating") ?? 0
        #expect(calls[1..<calls.firstIndex(of: "willEndDragging")!].contains("didScroll"))
        #expect(calls[(decelerating + 1)...].filter { $0 == "didScroll" }.count > 10)
        #expect(decelerating == ended + 1)
    }

    /// setZoomScale(_:animated:) clamps to the limits (Apple: "The new scale value should be between the
    /// minimumZoomScale and the maximumZoomScale",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setzoomscale(_:animated:)); limits that leave no
    /// positive scale (a maximum of 0) leave the zoom as it is. The animation slid toward scale 0, moving the offset
    /// unclamped on every frame, and ended with a didEndZooming at the last scale it could show.
    @Test func setZoomScaleWithNoPositiveScaleInTheLimits() {
        let (window, scroll, _, delegate, _) = PhotoZoomFixture.make()
        scroll.maximumZoomScale = 0
        window.advance(to: 1)
        scroll.setZoomScale(2, animated: true)
        for frame in 1...120 { window.advance(to: 1 + Double(frame) / 60) }
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
        #expect(delegate.calls.isEmpty)
    }

    /// Apple, alwaysBounceVertical (https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical):
    /// "If the value of this property is true and bouncesVertically is true, the scroll view allows vertical
    /// dragging even if the content is smaller than the bounds". Without bounces, a list shorter than its bounds
    /// doesn't drag: its pan fails and the row keeps its touch. It dragged (willBeginDragging), cancelling the row.
    @Test func alwaysBounceNeedsBounces() {
        f.list.contentSize = CGSize(width: 400, height: 300)
        f.list.alwaysBounceVertical = true
        f.list.bounces = false
        f.drag(1, x: 200, from: 50, step: 10, steps: 10, at: 0)
        f.window.advance(to: 2)
        #expect(f.list.panGestureRecognizer.state == .possible)
        #expect(f.delegate.calls.isEmpty)
        #expect(f.row.messages.first == "began 1" && f.row.messages.last == "ended 1")
        #expect(!f.row.messages.contains { $0.hasPrefix("cancelled") })
        f.list.bounces = true
        f.drag(1, x: 200, from: 50, step: 10, steps: 10, at: 3)
        f.window.advance(to: 5)
        #expect(f.delegate.calls.first == "willBeginDragging")
    }

    /// Apple, touchesShouldCancel(in:) (https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)):
    /// "The scroll view does not call this method if the value of the canCancelContentTouches property is false."
    @Test func touchesShouldCancelIsNotAskedWhenContentTouchesCannotBeCancelled() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let list = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        let row = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row")
        list.addSubview(row)
        window.addSubview(list)
        let fingers = Fingers(window: window)
        list.canCancelContentTouches = false
        fingers.down(1, 200, 50, at: 0)
        window.advance(to: 0.3)
        for step in 1...5 { fingers.move(1, 200, 50 + CGFloat(step) * 20, at: 0.3 + 0.01 * Double(step)) }
        fingers.up(1, 200, 150, at: 0.4)
        #expect(list.asked == 0 && list.contentOffset == .zero)
        list.canCancelContentTouches = true
        fingers.down(1, 200, 50, at: 1)
        window.advance(to: 1.3)
        for step in 1...5 { fingers.move(1, 200, 50 + CGFloat(step) * 20, at: 1.3 + 0.01 * Double(step)) }
        fingers.up(1, 200, 150, at: 1.4)
        #expect(list.asked == 1)
    }

    /// Apple, delaysContentTouches (https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches):
    /// "If the value is false, the scroll view immediately calls touchesShouldBegin(_:with:in:)"; with the delay, it
    /// is asked when the held touch goes out.
    @Test func touchesShouldBeginIsAskedAtOnceWithoutTheDelay() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let list = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        list.addSubview(RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row"))
        window.addSubview(list)
        let fingers = Fingers(window: window)
        list.delaysContentTouches = false
        fingers.down(1, 200, 50, at: 0)
        #expect(list.askedToBegin == [0])
        fingers.up(1, 200, 50, at: 0.05)
        list.delaysContentTouches = true
        fingers.down(1, 200, 50, at: 1)
        #expect(list.askedToBegin == [0])
        window.advance(to: 1.2)
        #expect(list.askedToBegin == [0, 1.15])
        fingers.up(1, 200, 50, at: 1.25)
    }

    /// A custom decelerationRate outside 0..<1 (UIScrollView.DecelerationRate(rawValue:) takes any value,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct) still comes to
    /// rest inside the content with a finite offset (the motion takes it within 0...0.999): 1 never slowed (the list
    /// decelerated for good), 1.5 and -0.5 sent the offset to infinity or NaN.
    @Test(arguments: [1, 1.5, -0.5, 0] as [CGFloat])
    func decelerationRateOutsideItsRangeStillStops(rate: CGFloat) {
        f.list.decelerationRate = ScrollView.DecelerationRate(rawValue: rate)
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        var finite = true
        for frame in 1...600 {
            f.window.advance(to: 0.101 + Double(frame) / 60)
            finite = finite && f.list.contentOffset.y.isFinite
        }
        #expect(finite)
        #expect(!f.list.isDecelerating)
        #expect(f.list.contentOffset.y >= 0 && f.list.contentOffset.y <= 1600)
        #expect(f.delegate.calls.last == "didEndDecelerating" || f.delegate.calls.last == "didEndDragging(false)")
    }
}

/// Counts the content-touch questions a scroll view is asked, with the virtual time of touchesShouldBegin.
@MainActor
final class AskingScrollView: ScrollView {
    var asked = 0
    var askedToBegin: [TimeInterval] = []

    override func touchesShouldCancel(in view: View) -> Bool {
        asked += 1
        return super.touchesShouldCancel(in: view)
    }

    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        askedToBegin.append(((window?.clock.now ?? 0) * 1000).rounded() / 1000)
        return super.touchesShouldBegin(touches, with: event, in: view)
    }
}
