import Foundation
import Testing
@testable import GestureKit

/// Issue 10: arbitration, lifecycle and cancellation reasons name the other recognizer and the cause; waits have
/// a start and an end; touches a recognizer never saw are explained; deliveries say when they were late or why
/// they were cancelled.
@MainActor
@Suite("Arbitration reasons")
struct ArbitrationReasonTests {
    let h = BuiltInHarness()
    let probe: ReasonProbe

    init() { probe = ReasonProbe(h.window) }

    final class Delegate: GestureRecognizerDelegate {
        var shouldBegin = true
        var receives = true
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
    }

    @Test func swipePreventedByAPanThatBeganFirst() {
        h.add(PanGestureRecognizer(), "pan")
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 215, 200, at: 0.02)
        let reason = probe.reason("swipe", to: .failed)
        #expect(reason?.code == .prevented)
        #expect(reason?.other == "pan")
        #expect(reason?.recognizer == "swipe")
        #expect(reason?.text
            == "prevented by pan (began): neither swipe's nor pan's delegate allows shouldRecognizeSimultaneouslyWith")
    }

    /// A discrete recognizer prevents as it recognizes: the tap's lift fails the pan still possible on its touch.
    @Test func panPreventedByATapThatRecognized() {
        h.add(TapGestureRecognizer(), "tap")
        h.add(PanGestureRecognizer(), "pan")
        h.tap(1, 200, 200, at: 0)
        #expect(h.log("tap").first == "ended@50")
        let reason = probe.reason("pan", to: .failed)
        #expect(reason?.code == .prevented)
        #expect(reason?.numbers == [])
        #expect(reason?.other == "tap")
        #expect(reason?.detail == "recognized")
        #expect(reason?.text
            == "prevented by tap (recognized): neither pan's nor tap's delegate allows shouldRecognizeSimultaneouslyWith")
    }

    /// The gallery's swipe and pan: the pan requires the swipe to fail, waits, and fails when the swipe wins.
    @Test func panWaitingForASwipeThatRecognizes() {
        let pan = h.add(PanGestureRecognizer(), "pan")
        let swipe = h.add(SwipeGestureRecognizer(), "swipe")
        pan.require(toFail: swipe)
        h.down(1, 200, 200, at: 0)
        h.move(1, 220, 200, at: 0.02)
        #expect(probe.waitLog("pan") == ["started(swipe)"])
        #expect(probe.waits.first?.text == "waiting for swipe to fail")
        h.move(1, 260, 200, at: 0.04)
        #expect(probe.waitLog("pan") == ["started(swipe)", "failed(swipe)"])
        let reason = probe.reason("pan", to: .failed)
        #expect(reason?.code == .requiredRecognizerSucceeded)
        #expect(reason?.other == "swipe")
        #expect(reason?.detail == "recognized")
        #expect(reason?.text == "required swipe to fail, but swipe recognized")
        #expect(probe.waits.last?.reason == reason)
    }

    /// Tap and double tap: the single tap waits for the double tap, which fails for want of a second tap; the
    /// single tap then goes ahead.
    @Test func singleTapWaitsForDoubleTapToFail() {
        let tap = h.add(TapGestureRecognizer(), "tap")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        h.tap(1, 200, 200, at: 0)
        #expect(probe.waitLog("tap") == ["started(double)"])
        #expect(probe.waits.first?.wanted == .ended)
        h.window.advance(to: 0.5)
        #expect(probe.waitLog("tap") == ["started(double)", "proceeded(double)"])
        #expect(probe.reason("double", to: .failed)?.code == .tapNoNextTap)
        #expect(h.log("tap") == ["ended@400", "possible@400"])
    }

    @Test func shouldBeginFalseNamesWhoSaidNo() {
        let delegate = Delegate()
        delegate.shouldBegin = false
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.delegate = delegate
        h.tap(1, 200, 200, at: 0)
        #expect(probe.reason("tap", to: .failed) == TransitionReason(.shouldBeginFalse, detail: "delegate"))
    }

    /// A view that refuses every recognizer, as a `UIView` overriding `gestureRecognizerShouldBegin(_:)` does.
    final class RefusingView: View {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
    }

    @Test func shouldBeginFalseFromTheRecognizersView() {
        let refusing = RefusingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200), name: "refusing")
        h.view.addSubview(refusing)
        h.add(TapGestureRecognizer(), "tap", to: refusing)
        h.tap(1, 200, 200, at: 0)
        let reason = probe.reason("tap", to: .failed)
        #expect(reason == TransitionReason(.shouldBeginFalse, detail: "view refusing"))
        #expect(reason?.numbers == [] && reason?.other == nil)
        #expect(reason?.text == "gestureRecognizerShouldBegin returned false (view refusing)")
    }

    /// The touch began in a subview (not a control) that refuses the ancestor's recognizer.
    @Test func shouldBeginFalseFromTheTouchedView() {
        let refusing = RefusingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200), name: "refusing")
        h.view.addSubview(refusing)
        h.add(TapGestureRecognizer(), "tap")
        h.tap(1, 200, 200, at: 0)
        let reason = probe.reason("tap", to: .failed)
        #expect(reason == TransitionReason(.shouldBeginFalse, detail: "touched view refusing"))
        #expect(reason?.numbers == [] && reason?.other == nil)
    }

    @Test func aControlsDefaultActionWins() {
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 40), title: "OK", name: "ok")
        h.view.addSubview(button)
        h.add(TapGestureRecognizer(), "tap")
        h.tap(1, 200, 170, at: 0)
        #expect(probe.reason("tap", to: .failed) == TransitionReason(.controlDefaultAction, detail: "ok"))
    }

    @Test func disabledRemovedAndViewLeavingTheWindow() {
        let first = h.add(PanGestureRecognizer(), "first")
        h.down(1, 200, 200, at: 0)
        h.move(1, 230, 200, at: 0.05)
        first.isEnabled = false
        #expect(probe.reason("first", to: .cancelled) == TransitionReason(.disabled))
        h.up(1, 230, 200, at: 0.1)

        let second = h.add(PanGestureRecognizer(), "second")
        h.down(1, 200, 200, at: 1)
        h.move(1, 230, 200, at: 1.05)
        h.view.removeGestureRecognizer(second)
        #expect(probe.reason("second", to: .cancelled) == TransitionReason(.removed))
        h.up(1, 230, 200, at: 1.1)

        h.add(PanGestureRecognizer(), "third")
        h.down(1, 200, 200, at: 2)
        h.move(1, 230, 200, at: 2.05)
        h.view.removeFromSuperview()
        #expect(probe.reason("third", to: .cancelled) == TransitionReason(.viewLeftWindow))
    }

    @Test func aViewLeavingTheWindowHasItsTouchCancelled() {
        h.down(1, 200, 200, at: 0)
        h.view.removeFromSuperview()
        #expect(probe.deliveries.map(\.kind) == [.began, .cancelled])
        #expect(probe.deliveries.last?.note == .viewRemoved)
    }

    @Test func cancelledTouchesCarryTheirCause() {
        h.add(PanGestureRecognizer(), "pan")
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.window.cancelAllTouches(at: 0.05, cause: .interruption)
        #expect(probe.reason("tap", to: .failed) == TransitionReason(.touchesCancelled, detail: "interruption"))
        #expect(probe.reason("pan", to: .failed)?.text == "touches cancelled: interruption")

        h.down(1, 200, 200, at: 1)
        h.move(1, 240, 200, at: 1.05)
        h.window.dispatch([TouchSample(id: 1, phase: .cancel, location: CGPoint(x: 240, y: 200), timestamp: 1.1,
                                       cancelCause: .recording)])
        #expect(probe.reason("pan", to: .cancelled) == TransitionReason(.touchesCancelled, detail: "recording"))
    }

    @Test func aLostDeviceCancelsThroughTheEngine() {
        h.add(PanGestureRecognizer(), "pan")
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.window.cancelAllTouches(at: 0.02, cause: .lostDevice)
        #expect(probe.reason("tap", to: .failed) == TransitionReason(.touchesCancelled, detail: "lost-device"))
        h.down(1, 200, 200, at: 1)
        h.move(1, 240, 200, at: 1.05)
        h.window.dispatch([TouchSample(id: 1, phase: .cancel, location: CGPoint(x: 240, y: 200), timestamp: 1.1,
                                       cancelCause: .lostDevice)])
        let reason = probe.reason("pan", to: .cancelled)
        #expect(reason == TransitionReason(.touchesCancelled, detail: "lost-device"))
        #expect(reason?.numbers == [] && reason?.other == nil)
        #expect(reason?.text == "touches cancelled: lost-device")
    }

    @Test func stillPossibleWhenTheSequenceEnded() {
        h.add(GestureRecognizer(), "idle")
        h.tap(1, 200, 200, at: 0)
        let rows = probe.transitions.filter { $0.recognizer == "idle" }
        #expect(rows.map { "\($0.from)→\($0.to)" } == ["possible→possible"])
        #expect(rows.first?.reason == TransitionReason(.sequenceEnded))
    }

    @Test func touchesARecognizerNeverSaw() {
        let sibling = View(frame: CGRect(x: 600, y: 100, width: 100, height: 100), name: "sibling")
        h.window.addSubview(sibling)
        h.add(TapGestureRecognizer(), "elsewhere", to: sibling)
        let picky = h.add(TapGestureRecognizer(), "picky")
        let delegate = Delegate()
        delegate.receives = false
        picky.delegate = delegate
        let off = h.add(PanGestureRecognizer(), "off")
        off.isEnabled = false
        h.tap(1, 200, 200, at: 0)
        let causes = Dictionary(uniqueKeysWithValues: probe.unseen.map { ($0.recognizer, $0.cause) })
        #expect(causes == ["elsewhere": .notOnHitPath, "picky": .shouldReceiveFalse, "off": .disabled])
        #expect(probe.unseen.first { $0.recognizer == "elsewhere" }?.text
            == "did not receive touch #1: not on the hit path (it began in view)")
    }

    /// A pan already panning with one finger (maximumNumberOfTouches 1) ignores a second finger with
    /// `ignore(_:for:)`.
    @Test func aTouchTheRecognizerIgnored() {
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 200, at: 0.05)
        h.down(2, 300, 250, at: 0.1)
        let unseen = probe.unseen.filter { $0.recognizer == "pan" }
        #expect(unseen.map(\.cause) == [.ignored])
        #expect(unseen.first?.touch == 2)
        #expect(unseen.first?.text == "ignored touch #2")
    }

    /// A tap that already failed in this sequence does not receive a finger that comes down later in it.
    @Test func aTouchAFinishedRecognizerNeverSaw() {
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.move(1, 260, 200, at: 0.05)
        h.down(2, 300, 250, at: 0.1)
        let unseen = probe.unseen.filter { $0.recognizer == "tap" }
        #expect(unseen.map(\.cause) == [.finished])
        #expect(unseen.first?.touch == 2)
        #expect(unseen.first?.text == "did not receive touch #2: already finished in this sequence")
    }

    @Test func deliveriesHeldBackByDelaysTouchesBeganAreMarkedDelayed() {
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.delaysTouchesBegan = true
        h.down(1, 200, 200, at: 0)
        #expect(probe.deliveries.isEmpty)
        h.move(1, 260, 200, at: 0.05)
        #expect(probe.deliveries.map(\.kind) == [.began, .moved])
        #expect(probe.deliveries.map(\.note) == [.delayed, .delayed])
    }

    /// An end that a recognizer only considers within its own event (it fails on that very lift) is not late.
    @Test func anEndReleasedInItsOwnEventIsNotMarked() {
        h.add(PanGestureRecognizer(), "pan")
        h.tap(1, 200, 200, at: 0)
        #expect(probe.deliveries.map(\.kind) == [.began, .ended])
        #expect(probe.deliveries.map(\.note) == [nil, nil])
    }

    @Test func anEndHeldBackByADoubleTapIsMarkedDelayed() {
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0)
        #expect(probe.deliveries.map(\.kind) == [.began])
        h.window.advance(to: 0.5)
        #expect(probe.deliveries.map(\.kind) == [.began, .ended])
        #expect(probe.deliveries.last?.note == .delayed)
    }

    @Test func aCancelNamesTheRecognizerThatCancelled() {
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 200, at: 0.05)
        #expect(probe.deliveries.map(\.kind) == [.began, .cancelled])
        #expect(probe.deliveries.last?.note == .cancelledBy("pan"))
    }
}
