import Foundation
import Testing
@testable import GestureKit

/// How a scroll view hands touches to its content, as Apple's UIScrollView reference documents:
/// https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches,
/// https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches,
/// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldbegin(_:with:in:),
/// https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:).
/// The delay is a recognizer of the scroll view with `delaysTouchesBegan`
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan): touches are held while
/// it is possible, delivered when it fails, dropped when the scroll begins.
@MainActor
@Suite struct ContentTouchTests {
    let f = ScrollFixture()

    /// A quick tap: nothing reaches the row until the lift, then began and ended together, marked delayed.
    @Test func quickTapDeliversBeganAndEndedAtTheLift() {
        f.fingers.down(1, 200, 50, at: 0)
        #expect(f.row.messages.isEmpty)
        f.fingers.up(1, 200, 50, at: 0.08)
        #expect(f.deliveries == ["80 row.began (delayed)", "80 row.ended (delayed)"])
        let reason = f.probe.reason("list.delay", to: .failed)
        #expect(reason?.code == .scrollTapBeforeDelay)
        #expect(reason?.number("held") == 0.08 && reason?.number("delay") == 0.15)
    }

    /// A finger resting 0.15 s: the held began goes out when the delay passes, then the rest as usual.
    @Test func restingFingerIsReleasedAfterTheDelay() {
        f.fingers.down(1, 200, 50, at: 0)
        f.window.advance(to: 0.149)
        #expect(f.row.messages.isEmpty)
        f.window.advance(to: 0.2)
        #expect(f.deliveries == ["150 row.began (delayed)"])
        let reason = f.probe.reason("list.delay", to: .failed)
        #expect(reason?.code == .scrollDelayPassed)
        #expect(reason?.text.hasPrefix("held 0.15 s: the scroll view was deciding whether this is a scroll "
                                       + "(delaysContentTouches)") == true)
        f.fingers.up(1, 200, 50, at: 0.3)
        #expect(f.deliveries == ["150 row.began (delayed)", "300 row.ended"])
    }

    /// A drag within the delay becomes a scroll: the row never sees the touch; the delay recognizer says the held
    /// touches were dropped.
    @Test func dragWithinTheDelayScrollsAndDropsTheTouches() {
        f.drag(1, x: 200, from: 90, step: -6, steps: 8, at: 0)
        #expect(f.row.messages.isEmpty)
        #expect(f.deliveries.isEmpty)
        #expect(f.list.contentOffset.y > 0)
        let reason = f.probe.reason("list.delay", to: .failed)
        #expect(reason?.code == .scrollBeganDroppingTouches)
        #expect(reason?.number("held") == 0.02)
        #expect(f.probe.transitions.first { $0.recognizer == "list.pan" }?.to == .began)
    }

    /// A finger that rested past the delay on a plain view and then drags: the row got began, then cancelled by
    /// the pan, and the list scrolls (canCancelContentTouches, touchesShouldCancel true for a non-control).
    @Test func restThenDragCancelsAPlainView() {
        f.fingers.down(1, 200, 90, at: 0)
        f.window.advance(to: 0.2)
        for index in 1...5 { f.fingers.move(1, 200, 90 - 6 * CGFloat(index), at: 0.2 + 0.01 * Double(index)) }
        f.fingers.up(1, 200, 60, at: 0.3)
        #expect(f.deliveries.prefix(3) == ["150 row.began (delayed)", "210 row.moved", "220 row.cancelled (cancelled by list.pan)"])
        #expect(f.row.messages == ["began 1", "moved 1", "cancelled 1"])
        #expect(f.list.contentOffset.y > 0)
    }

    /// The same on a button: touchesShouldCancel(in:) is false for a Control, so the pan fails, the button keeps its
    /// touch (drag events, touch-up-inside) and the list doesn't move.
    @Test func restThenDragOnAControlKeepsTheTouch() {
        f.fingers.down(1, 200, 150, at: 0)
        f.window.advance(to: 0.2)
        for index in 1...5 { f.fingers.move(1, 200, 150 - 6 * CGFloat(index), at: 0.2 + 0.01 * Double(index)) }
        f.fingers.up(1, 200, 120, at: 0.3)
        #expect(f.list.contentOffset == .zero)
        let reason = f.probe.reason("list.pan", to: .failed)
        #expect(reason?.code == .scrollControlKeepsTouch)
        #expect(reason?.text == "touchesShouldCancel(in:) is false for a Control: no scroll (button keeps its touch)")
        #expect(f.button.log.filter { !$0.hasSuffix("Tracking") } == [
            "touchDown", "touchDragInside", "touchDragInside", "touchDragInside", "touchDragInside", "touchDragInside",
            "touchUpInside",
        ])
    }

    /// A drag on the button within the delay is a scroll: the button never hears of it.
    @Test func quickDragOnAControlScrolls() {
        f.drag(1, x: 200, from: 150, step: -6, steps: 8, at: 0)
        #expect(f.button.log.isEmpty)
        #expect(f.list.contentOffset.y > 0)
    }

    /// A scroll view that overrides touchesShouldCancel(in:) to true scrolls away from a tracking button, which gets
    /// cancelTracking and touchCancel (the common fix in apps).
    @Test func touchesShouldCancelTrueCancelsTheControl() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        let button = EventLoggingControl(frame: CGRect(x: 100, y: 120, width: 200, height: 60), name: "button")
        window.addSubview(list)
        list.addSubview(button)
        let fingers = Fingers(window: window)
        fingers.down(1, 200, 150, at: 0)
        window.advance(to: 0.2)
        for index in 1...5 { fingers.move(1, 200, 150 - 6 * CGFloat(index), at: 0.2 + 0.01 * Double(index)) }
        fingers.up(1, 200, 120, at: 0.3)
        #expect(button.log.filter { !$0.hasSuffix("Tracking") }.suffix(1) == ["touchCancel"])
        #expect(button.log.contains("cancelTracking"))
        #expect(list.contentOffset.y > 0)
    }

    /// canCancelContentTouches false: once the row tracks, the list never scrolls, and the row keeps getting moves.
    @Test func cannotCancelContentTouches() {
        f.list.canCancelContentTouches = false
        f.fingers.down(1, 200, 90, at: 0)
        f.window.advance(to: 0.2)
        for index in 1...5 { f.fingers.move(1, 200, 90 - 6 * CGFloat(index), at: 0.2 + 0.01 * Double(index)) }
        f.fingers.up(1, 200, 60, at: 0.3)
        #expect(f.list.contentOffset == .zero)
        #expect(f.row.messages == ["began 1", "moved 1", "moved 1", "moved 1", "moved 1", "moved 1", "ended 1"])
        #expect(f.probe.reason("list.pan", to: .failed)?.code == .scrollContentTracking)
    }

    /// delaysContentTouches false: the row gets began at once, and a drag then cancels it.
    @Test func withoutTheDelayContentGetsBeganAtOnce() {
        f.list.delaysContentTouches = false
        f.drag(1, x: 200, from: 90, step: -6, steps: 8, at: 0)
        #expect(f.deliveries.first == "0 row.began")
        #expect(f.row.messages.last == "cancelled 1")
        #expect(f.list.contentOffset.y > 0)
    }

    /// touchesShouldBegin false: the content gets no message of the touch at all.
    @Test func touchesShouldBeginFalseKeepsEverythingFromTheContent() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        let row = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row")
        window.addSubview(list)
        list.addSubview(row)
        let fingers = Fingers(window: window)
        fingers.tap(1, 200, 50, at: 0, duration: 0.05)
        fingers.down(2, 200, 50, at: 1)
        window.advance(to: 1.3)
        fingers.up(2, 200, 50, at: 1.4)
        #expect(row.messages.isEmpty)
        #expect(list.asked == ["row", "row"])
    }

    /// A list whose content is shorter than itself can't scroll: its pan fails with the reason, and the held touch
    /// goes on to the content at once (the pan failing ends the delay).
    @Test func aPanThatCannotMoveReleasesTheContent() {
        f.list.contentSize = CGSize(width: 400, height: 300)
        f.drag(1, x: 200, from: 50, step: 6, steps: 4, at: 0, lift: false)
        let reason = f.probe.reason("list.pan", to: .failed)
        #expect(reason?.code == .scrollCannotMoveThatWay)
        #expect(reason?.detail == "cannot scroll")
        #expect(f.probe.reason("list.delay", to: .failed)?.text == "list.pan failed: no longer holding the content's touches back")
        #expect(f.deliveries == ["20 row.began (delayed)", "20 row.moved (delayed)", "30 row.moved", "40 row.moved"])
    }
}

/// Overrides touchesShouldCancel(in:) to true for everything, as apps do to let buttons scroll.
final class CancellingScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool { true }
}

/// Refuses every content touch.
final class RefusingScrollView: ScrollView {
    var asked: [String] = []
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        asked.append(view.name)
        return false
    }
}
