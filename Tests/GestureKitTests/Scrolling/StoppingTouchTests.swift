import Foundation
import Testing
@testable import GestureKit

/// A touch on a moving scroll view (decelerating, springing back, animating) only stops it: the content under the
/// finger gets no touchesBegan or touchesEnded for that touch, so the button under a tap that stops a list doesn't
/// fire; the next tap, on the list at rest, reaches it as usual. UIKit documents the states the touch ends
/// (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating: "the content is moving in the scroll
/// view after the user lifted their finger"; https://developer.apple.com/documentation/uikit/uiscrollview/istracking:
/// "the user has touched the content to initiate scrolling") and the content touches the scroll view decides on
/// (https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches).
@MainActor
@Suite struct StoppingTouchTests {
    let f = ScrollFixture()

    /// A slow fling from the list's bottom: the list decelerates afterwards; returns where the button's middle is on
    /// screen at `t` (the list still moving).
    private func flingThenLocateButton(at t: TimeInterval) throws -> CGPoint {
        f.drag(1, x: 200, from: 380, step: -3, steps: 10, at: 0)
        f.window.advance(to: t)
        #expect(f.list.isDecelerating)
        let point = f.button.convert(CGPoint(x: 100, y: 30), to: nil)
        try #require(point.y > 10 && point.y < 390, "the button is on screen at \(point)")
        return point
    }

    /// The tap that stops a decelerating list: no delivery to the button, no control event; the delay recognizer
    /// says why, with how far the list still had to go; the list stays where the finger caught it. A second tap on
    /// the list at rest presses the button (began and ended together at the lift, touchDown, touchUpInside).
    @Test func tapThatStopsADeceleratingListDoesNotReachTheButton() throws {
        let point = try flingThenLocateButton(at: 0.3)
        let caught = f.list.contentOffset
        let heading = try #require(f.delegate.lastTarget)
        f.fingers.down(2, point.x, point.y, at: 0.3)
        #expect(!f.list.isDecelerating)
        f.fingers.up(2, point.x, point.y, at: 0.35)
        f.window.advance(to: 1)
        #expect(f.list.contentOffset == caught)
        #expect(f.button.log.isEmpty)
        #expect(f.deliveries.filter { $0.contains("button") }.isEmpty)
        let stop = try #require(f.probe.transitions.last { $0.recognizer == "list.delay" && $0.to == .failed })
        #expect(stop.reason?.code == .scrollTouchStoppedMotion)
        #expect(stop.time == 0.3)
        let left = try #require(stop.reason?.number("left"))
        #expect(abs(left - Double(heading.y - caught.y)) < 1e-9)
        #expect(stop.reason?.text.hasPrefix("the touch stopped the moving scroll view") == true)
        // The deceleration came to a halt under the finger: its end is heard then
        // (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)).
        #expect(f.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "didEndDecelerating"])

        f.fingers.down(3, point.x, point.y, at: 1)
        f.fingers.up(3, point.x, point.y, at: 1.05)
        #expect(f.deliveries.filter { $0.contains("button") } == ["1050 button.began (delayed)",
                                                                  "1050 button.ended (delayed)"])
        #expect(f.button.log.filter { !$0.hasSuffix("Tracking") } == ["touchDown", "touchUpInside"])
    }

    /// The same with delaysContentTouches false: content would get its began at once, but not for the stopping touch.
    @Test func withoutTheDelayTheStoppingTouchStillSkipsTheContent() throws {
        f.list.delaysContentTouches = false
        let point = try flingThenLocateButton(at: 0.3)
        f.fingers.down(2, point.x, point.y, at: 0.3)
        f.fingers.up(2, point.x, point.y, at: 0.35)
        #expect(f.button.log.isEmpty)
        #expect(f.deliveries.filter { $0.contains("button") }.isEmpty)
        f.fingers.down(3, point.x, point.y, at: 1)
        #expect(f.deliveries.filter { $0.contains("button") } == ["1000 button.began"])
        f.fingers.up(3, point.x, point.y, at: 1.05)
        #expect(f.button.log.filter { !$0.hasSuffix("Tracking") } == ["touchDown", "touchUpInside"])
    }

    /// A finger that stops the list and then drags scrolls it on; the content hears nothing of that touch either.
    @Test func stoppingTouchThatDragsScrolls() throws {
        let point = try flingThenLocateButton(at: 0.3)
        let caught = f.list.contentOffset
        f.fingers.down(2, point.x, point.y, at: 0.3)
        for index in 1...6 { f.fingers.move(2, point.x, point.y - 5 * CGFloat(index), at: 0.3 + 0.01 * Double(index)) }
        #expect(f.list.isDragging)
        #expect(f.list.contentOffset.y > caught.y)
        f.fingers.up(2, point.x, point.y - 30, at: 0.5)
        #expect(f.button.log.isEmpty)
        #expect(f.deliveries.filter { $0.contains("button") }.isEmpty)
    }

    /// A tap during the spring back from past the top edge: the row under it gets nothing, and at the lift the list
    /// springs back to the edge from where the finger held it.
    @Test func tapDuringTheSpringBackSkipsTheRowAndTheListStillSettles() {
        f.drag(1, x: 200, from: 110, step: 10, steps: 10, at: 0)
        f.window.advance(to: 0.15)
        let held = f.list.contentOffset.y
        #expect(held < 0 && f.list.isDecelerating)
        let point = f.row.convert(CGPoint(x: 200, y: 50), to: nil)
        f.fingers.down(2, point.x, point.y, at: 0.15)
        f.window.advance(to: 0.4)
        #expect(f.list.contentOffset.y == held, "held where the finger caught it")
        f.fingers.up(2, point.x, point.y, at: 0.4)
        f.window.advance(to: 2)
        #expect(f.list.contentOffset.y == 0, "springs back after the lift")
        #expect(!f.list.isDecelerating)
        #expect(f.row.messages.isEmpty)
        #expect(f.probe.transitions.last { $0.recognizer == "list.delay" && $0.to == .failed }?.reason?.code
                == .scrollTouchStoppedMotion)
        // The spring back stopped (its end heard), then one of its own from where the finger let go.
        #expect(f.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "didEndDecelerating", "willBeginDecelerating",
                                     "didEndDecelerating"])
    }

    /// A tap during setContentOffset(_:animated:): the animation stops where it is (no didEndScrollingAnimation) and
    /// the row gets nothing.
    @Test func tapDuringAnAnimatedOffsetStopsIt() {
        f.list.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        f.window.advance(to: 0.15)
        let caught = f.list.contentOffset.y
        #expect(caught > 0 && caught < 60)
        f.fingers.tap(1, 200, 10, at: 0.15)
        f.window.advance(to: 1)
        #expect(f.list.contentOffset.y == caught)
        #expect(f.row.messages.isEmpty)
        #expect(f.delegate.calls.isEmpty)
    }
}
