import Foundation
import Testing
@_spi(GestureRecognizerSubclass) @testable import GestureKit

/// Recognizers, views and targets coming and going while a sequence is in flight, including from actions.
@MainActor
@Suite struct LifecycleTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "view")
    let fingers: Fingers
    let log: EngineLog

    init() {
        window.addSubview(view)
        fingers = Fingers(window: window)
        log = EngineLog(window: window)
    }

    func makeDrag(_ name: String, on target: View? = nil) -> DragTestRecognizer {
        let drag = DragTestRecognizer()
        drag.name = name
        (target ?? view).addGestureRecognizer(drag)
        log.watchActions(of: drag)
        return drag
    }

    /// A double tap whose view leaves the window between its taps: its timer, started in the window, must not fire
    /// after the view left (a view's recognizers are reset when it leaves). It did, the recognizer failed outside any
    /// arena and stayed failed, so back in the window it never took part again.
    @Test func aTimerDoesNotOutliveItsViewsWindow() {
        let child = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "child")
        view.addSubview(child)
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        child.addGestureRecognizer(doubleTap)
        var recognized = 0
        doubleTap.addAction { (_: TapGestureRecognizer) in recognized += 1 }
        fingers.tap(1, 50, 50, at: 0)
        child.removeFromSuperview()
        window.advance(to: 2)
        #expect(doubleTap.state == .possible)
        view.addSubview(child)
        fingers.tap(1, 50, 50, at: 3)
        fingers.tap(1, 52, 50, at: 3.15)
        #expect(recognized == 1)
    }

    /// The same with a scroll view's delayed-touches recognizer: the list left the window with a finger down, the
    /// finger lifted (the recognizer was reset), then its 0.15 s passed: the timer failed it outside any arena, and
    /// back in the window the list never held content touches again (they reached the row at once).
    @Test func aScrollViewStillDelaysContentTouchesAfterLeavingItsWindowMidTouch() {
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "list")
        list.contentSize = CGSize(width: 400, height: 2000)
        let row = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "row")
        list.addSubview(row)
        view.addSubview(list)
        fingers.down(1, 100, 50, at: 0)
        list.removeFromSuperview()
        fingers.up(1, 100, 50, at: 0.05)
        window.advance(to: 1)
        view.addSubview(list)
        #expect(list.delayedTouchesRecognizer.state == .possible)
        fingers.down(2, 100, 50, at: 2)
        #expect(row.messages.isEmpty)
        window.advance(to: 2.2)
        #expect(row.messages == ["began 1"])
        fingers.up(2, 100, 50, at: 2.3)
    }

    @Test func aRecognizerOutlivingItsWindowTakesPartInTheNextOne() {
        let pan = PanGestureRecognizer()
        let moved = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "moved")
        moved.addGestureRecognizer(pan)
        do {
            let first = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            first.addSubview(moved)
            first.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0)])
            #expect(pan.arenaMembership != nil)
            moved.removeFromSuperview()
        }
        // The first window is gone mid-sequence; its arena let go of the recognizer.
        #expect(pan.arenaMembership == nil)
        view.addSubview(moved)
        fingers.down(1, 100, 100, at: 1)
        fingers.move(1, 130, 100, at: 1.05)
        #expect(pan.state == .began)
        #expect(window.arena.isParticipant(pan))
    }

    @Test func disablingMidGestureCancels() {
        let drag = makeDrag("drag")
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        drag.isEnabled = false
        #expect(drag.state == .cancelled)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.up(1, 140, 100, at: 0.06)
        #expect(log.filtered("action") == ["action drag began", "action drag cancelled"])
        #expect(drag.state == .possible)
        fingers.down(1, 100, 100, at: 1)
        #expect(drag.numberOfTouches == 0)
    }

    @Test func disablingWhilePossibleFailsAndReleasesTouches() {
        let drag = makeDrag("drag")
        fingers.down(1, 100, 100, at: 0)
        drag.isEnabled = false
        #expect(drag.state == .failed)
        fingers.up(1, 100, 100, at: 0.02)
        #expect(view.messages == ["began 1", "ended 1"])
    }

    @Test func removingRecognizerMidGesture() {
        let drag = makeDrag("drag")
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        view.removeGestureRecognizer(drag)
        #expect(drag.view == nil && drag.state == .possible)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.up(1, 140, 100, at: 0.06)
        #expect(log.filtered("action") == ["action drag began", "action drag cancelled"])
    }

    @Test func removingRecognizerFromItsOwnAction() {
        let drag = makeDrag("drag")
        drag.addAction { [view] (r: DragTestRecognizer) in
            if r.state == .changed { view.removeGestureRecognizer(r) }
        }
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.move(1, 150, 100, at: 0.06)
        fingers.up(1, 150, 100, at: 0.08)
        #expect(drag.view == nil)
        #expect(log.filtered("action").prefix(3) == ["action drag began", "action drag changed", "action drag cancelled"])
    }

    @Test func removingViewFromActionCancelsItsTouches() {
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "child")
        view.addSubview(child)
        let drag = makeDrag("drag", on: child)
        drag.cancelsTouchesInView = false
        let outer = makeDrag("outer")
        outer.threshold = 1000
        drag.addAction { (r: DragTestRecognizer) in if r.state == .changed { child.removeFromSuperview() } }
        fingers.down(1, 50, 50, at: 0)
        fingers.move(1, 80, 50, at: 0.02)
        fingers.move(1, 90, 50, at: 0.04)
        #expect(child.messages == ["began 1", "moved 1", "cancelled 1"])
        #expect(drag.state == .cancelled)
        fingers.move(1, 95, 50, at: 0.06)
        fingers.up(1, 95, 50, at: 0.08)
        #expect(child.messages == ["began 1", "moved 1", "cancelled 1"])
        #expect(outer.state == .possible)
        #expect(!window.hasActiveTouches)
    }

    /// A view added from an action mid-sequence: the touch in flight stays with its view; a new finger hits the new
    /// view but, the drag being in progress above it, goes to the drag and not to the view (seed 000).
    @Test func addingViewFromActionMidSequence() {
        let drag = makeDrag("drag")
        let overlay = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "overlay")
        drag.addAction { [view] (r: DragTestRecognizer) in
            if r.state == .began { view.addSubview(overlay) }
        }
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        #expect(overlay.superview === view)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.down(2, 200, 200, at: 0.05)
        fingers.up(2, 200, 200, at: 0.06)
        fingers.up(1, 140, 100, at: 0.07)
        #expect(overlay.messages.isEmpty)
        #expect(view.messages == ["began 1", "cancelled 1"])
        #expect(drag.numberOfTouches == 0)
        #expect(log.filtered("action") == ["action drag began", "action drag changed", "action drag ended"])
    }

    @Test func addingRecognizerMidSequenceOnlySeesNewTouches() {
        fingers.down(1, 100, 100, at: 0)
        let drag = makeDrag("late")
        fingers.move(1, 140, 100, at: 0.02)
        #expect(drag.state == .possible && drag.numberOfTouches == 0)
        fingers.down(2, 200, 100, at: 0.03)
        #expect(drag.numberOfTouches == 1)
    }

    @Test func targetRemovedOrDeallocated() {
        @MainActor final class Target {
            var calls = 0
            func handle(_ r: DragTestRecognizer) { calls += 1 }
        }
        let drag = makeDrag("drag")
        var target: Target? = Target()
        let weakTarget = { [weak target] in target }
        drag.addTarget(target!, action: Target.handle)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        #expect(target?.calls == 1)
        target = nil
        #expect(weakTarget() == nil)
        fingers.move(1, 140, 100, at: 0.04)
        let other = Target()
        drag.addTarget(other, action: Target.handle)
        fingers.move(1, 150, 100, at: 0.06)
        drag.removeTarget(other)
        fingers.up(1, 150, 100, at: 0.08)
        #expect(other.calls == 1)
    }

    @Test func targetActionWithoutArgumentAndInitializerForms() {
        @MainActor final class Target {
            var calls: [String] = []
            func bare() { calls.append("bare") }
            func typed(_ r: DragTestRecognizer) { calls.append("typed \(r.state)") }
        }
        let target = Target()
        let drag = DragTestRecognizer(target: target, action: Target.typed)
        drag.addTarget(target, action: Target.bare)
        view.addGestureRecognizer(drag)
        var closureStates: [GestureRecognizer.State] = []
        let tapLike = TwoFingerTapTestRecognizer { r in closureStates.append(r.state) }
        tapLike.fingers = 1
        tapLike.slop = 1000
        tapLike.cancelsTouchesInView = false
        final class Sim: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
        }
        let sim = Sim()
        tapLike.delegate = sim
        view.addGestureRecognizer(tapLike)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        fingers.up(1, 130, 100, at: 0.04)
        #expect(target.calls == ["typed began", "bare", "typed ended", "bare"])
        #expect(closureStates == [.ended])
    }

    /// A button inside a view with a tap recognizer: the button's action wins, the recognizer fails.
    @Test func buttonBeatsParentTap() {
        final class SingleTap: TwoFingerTapTestRecognizer {
            override var overlapsControlDefaultAction: Bool { true }
        }
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 44), title: "OK", name: "button")
        view.addSubview(button)
        var pressed = 0
        button.addAction { _ in pressed += 1 }
        let tap = SingleTap()
        tap.name = "tap"
        tap.fingers = 1
        view.addGestureRecognizer(tap)
        log.watchActions(of: tap)
        fingers.tap(1, 100, 70, at: 0)
        #expect(pressed == 1)
        #expect(log.filtered("tap:", "action", "button") == [
            "button.began(1)", "tap: possible→failed", "button.ended(1)", "tap: failed→possible",
        ])
        fingers.tap(1, 300, 300, at: 1)
        #expect(log.filtered("action") == ["action tap ended"])
    }

    /// A recognizer attached to the control itself gets the touches first and wins.
    @Test func recognizerOnControlWins() {
        final class SingleTap: TwoFingerTapTestRecognizer {
            override var overlapsControlDefaultAction: Bool { true }
        }
        let button = Button(frame: CGRect(x: 50, y: 50, width: 100, height: 44), title: "OK", name: "button")
        view.addSubview(button)
        var pressed = 0
        button.addAction { _ in pressed += 1 }
        let tap = SingleTap()
        tap.fingers = 1
        button.addGestureRecognizer(tap)
        fingers.tap(1, 100, 70, at: 0)
        #expect(pressed == 0)
        #expect(tap.state == .possible)
    }

    /// Duplicate downs and unknown fingers don't leave stuck touches.
    @Test func badInputIsHarmless() {
        fingers.move(7, 10, 10, at: 0)
        fingers.up(7, 10, 10, at: 0.01)
        #expect(view.messages.isEmpty)
        fingers.down(1, 100, 100, at: 0.02)
        fingers.down(1, 120, 100, at: 0.03)
        #expect(view.messages == ["began 1", "cancelled 1", "began 1"])
        fingers.up(1, 120, 100, at: 0.04)
        #expect(!window.hasActiveTouches)
    }
}

/// A custom recognizer that never decides can't hold a view's touches hostage: it is reset before the next
/// sequence (UIKit resets every recognizer that received touches) and the held-back ended goes out then.
@MainActor
@Suite struct IndecisiveRecognizerTests {
    final class Indecisive: GestureRecognizer {
        var resets = 0
        override func reset() { resets += 1 }
    }

    @Test func idleRecognizerIsResetBeforeTheNextSequence() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView(frame: window.bounds, name: "view")
        window.addSubview(view)
        let recognizer = Indecisive()
        view.addGestureRecognizer(recognizer)
        let fingers = Fingers(window: window)
        fingers.tap(1, 50, 50, at: 0)
        #expect(view.messages == ["began 1"])
        #expect(recognizer.resets == 0)
        fingers.down(2, 60, 60, at: 1)
        #expect(recognizer.resets == 1)
        #expect(view.messages == ["began 1", "ended 1", "began 1"])
        #expect(recognizer.numberOfTouches == 1)
    }
}
