import Foundation
import Testing
@_spi(GestureRecognizerSubclass) @testable import GestureKit

/// Seed 000, "Defining How Gesture Recognizers Interact".
@MainActor
@Suite struct ArbitrationTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "view")
    let fingers: Fingers
    let log: EngineLog

    init() {
        window.addSubview(view)
        view.isMultipleTouchEnabled = true
        fingers = Fingers(window: window)
        log = EngineLog(window: window)
    }

    func make<R: GestureRecognizer>(_ type: R.Type, _ name: String, on target: View? = nil) -> R {
        let recognizer = R()
        recognizer.name = name
        (target ?? view).addGestureRecognizer(recognizer)
        log.watchActions(of: recognizer)
        return recognizer
    }

    func drag(from x: CGFloat, to endX: CGFloat, steps: Int = 4, start: TimeInterval = 0) {
        fingers.down(1, x, 100, at: start)
        for step in 1...steps {
            fingers.move(1, x + (endX - x) * CGFloat(step) / CGFloat(steps), 100, at: start + 0.02 * Double(step))
        }
        fingers.up(1, endX, 100, at: start + 0.02 * Double(steps + 1))
    }

    /// The single tap waits for the double tap: after one tap it fires only when the double tap's timer fails it.
    @Test func singleTapWaitsForDoubleTapToFail() {
        let double = make(MultiTapTestRecognizer.self, "double")
        let single = make(MultiTapTestRecognizer.self, "single")
        single.taps = 1
        single.require(toFail: double)
        fingers.tap(1, 100, 100, at: 0)
        #expect(single.state == .possible)
        #expect(single.pendingState == .ended)
        window.advance(to: 0.049 + 0.35)
        #expect(log.filtered("action").isEmpty)
        window.advance(to: 0.40)
        #expect(log.filtered("double", "single", "action") == [
            "double: possible→failed", "single: possible→ended", "action single ended",
            "double: failed→possible", "single: ended→possible",
        ])
    }

    /// On a real double tap the single tap never fires.
    @Test func doubleTapFailsTheWaitingSingleTap() {
        let double = make(MultiTapTestRecognizer.self, "double")
        let single = make(MultiTapTestRecognizer.self, "single")
        single.taps = 1
        single.require(toFail: double)
        fingers.tap(1, 100, 100, at: 0)
        fingers.tap(2, 101, 100, at: 0.15)
        #expect(log.filtered("action") == ["action double ended"])
        #expect(log.filtered("single") == ["single: possible→failed", "single: failed→possible"])
    }

    /// Without the requirement, a single tap can't prevent a tap needing more taps (canPrevent), so both fire.
    @Test func tapCannotPreventTapNeedingMoreTaps() {
        _ = make(MultiTapTestRecognizer.self, "double")
        let single = make(MultiTapTestRecognizer.self, "single")
        single.taps = 1
        fingers.tap(1, 100, 100, at: 0)
        fingers.tap(2, 101, 100, at: 0.15)
        #expect(log.filtered("action") == ["action single ended", "action double ended"])
    }

    /// A waits for B waits for C: C failing lets B recognize, which fails A.
    @Test func requirementChain() {
        let a = make(TwoFingerTapTestRecognizer.self, "a")
        let b = make(TwoFingerTapTestRecognizer.self, "b")
        let c = make(TwoFingerTapTestRecognizer.self, "c")
        a.fingers = 1; b.fingers = 1; c.fingers = 1
        c.failOnEnd = true
        a.require(toFail: b)
        b.require(toFail: c)
        fingers.tap(1, 100, 100, at: 0)
        #expect(log.filtered("a:", "b:", "c:", "action") == [
            "a: possible→failed", "c: possible→failed", "b: possible→ended", "action b ended",
            "a: failed→possible", "b: ended→possible", "c: failed→possible",
        ] || log.filtered("a:", "b:", "c:", "action") == [
            "c: possible→failed", "b: possible→ended", "a: possible→failed", "action b ended",
            "a: failed→possible", "b: ended→possible", "c: failed→possible",
        ])
        #expect(log.filtered("action") == ["action b ended"])
    }

    /// The chain the other way: C recognizes, so B fails, and then A (waiting for B) recognizes.
    @Test func requirementChainSucceedsAtTheEnd() {
        let a = make(TwoFingerTapTestRecognizer.self, "a")
        let b = make(TwoFingerTapTestRecognizer.self, "b")
        let c = make(TwoFingerTapTestRecognizer.self, "c")
        a.fingers = 1; b.fingers = 1; c.fingers = 1
        a.require(toFail: b)
        b.require(toFail: c)
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
                g.name == "a" || o.name == "a"
            }
        }
        let both = Both()
        a.delegate = both
        fingers.tap(1, 100, 100, at: 0)
        #expect(log.filtered("action") == ["action c ended", "action a ended"])
        #expect(log.filtered("b:").first == "b: possible→failed")
    }

    /// A pan (drag) that requires a swipe-like recognizer to fail begins only once it fails.
    @Test func staticRequirementDefersBegan() {
        let drag = make(DragTestRecognizer.self, "drag")
        let gate = make(MultiTapTestRecognizer.self, "gate")
        gate.taps = 1
        drag.require(toFail: gate)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        #expect(drag.state == .possible && drag.pendingState == .began)
        gate.state = .failed
        #expect(drag.state == .began)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.up(1, 140, 100, at: 0.06)
        #expect(log.filtered("action") == ["action drag began", "action drag changed", "action drag ended"])
    }

    /// Listing 1-6: recognizers in the edge view's subtree are required (by the delegate) to wait for it; the
    /// delegate is asked once per recognition attempt.
    @Test func dynamicRequirementFromDelegate() {
        final class EdgeDelegate: GestureRecognizerDelegate {
            weak var edge: GestureRecognizer?
            var asked = 0
            func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy o: GestureRecognizer) -> Bool {
                asked += 1
                guard g === edge, let ov = o.view, let gv = g.view else { return false }
                return ov.isDescendant(of: gv)
            }
        }
        let child = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "child")
        view.addSubview(child)
        let edge = make(TwoFingerTapTestRecognizer.self, "edge", on: view)
        edge.fingers = 1
        edge.slop = 1000
        edge.failOnEnd = true
        let inner = make(DragTestRecognizer.self, "inner", on: child)
        let delegate = EdgeDelegate()
        delegate.edge = edge
        edge.delegate = delegate
        fingers.down(1, 50, 50, at: 0)
        fingers.move(1, 80, 50, at: 0.02)
        fingers.move(1, 90, 50, at: 0.04)
        #expect(inner.state == .possible && inner.pendingState == .began)
        let askedAfterAttempt = delegate.asked
        fingers.up(1, 90, 50, at: 0.06)
        #expect(delegate.asked == askedAfterAttempt)
        #expect(log.filtered("action") == ["action inner ended"])
        #expect(log.filtered("edge:", "inner:") == [
            "edge: possible→failed", "inner: possible→ended", "inner: ended→possible", "edge: failed→possible",
        ])
    }

    /// shouldRequireFailureOf from the waiting side's delegate.
    @Test func dynamicRequirementShouldRequireFailureOf() {
        final class Waits: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool { o.name == "tap" }
        }
        let delegate = Waits()
        let drag = make(DragTestRecognizer.self, "drag")
        drag.delegate = delegate
        let tap = make(MultiTapTestRecognizer.self, "tap")
        tap.taps = 1
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        #expect(drag.pendingState == .began)
        fingers.up(1, 130, 100, at: 0.04)
        #expect(log.filtered("action") == ["action tap ended"])
        #expect(drag.state == .possible)
    }

    /// By default two recognizers can't both run: the first to begin fails the other.
    @Test func exclusiveByDefault() {
        let first = make(DragTestRecognizer.self, "first")
        let second = make(DragTestRecognizer.self, "second")
        second.threshold = 20
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 115, 100, at: 0.02)
        #expect(first.state == .began && second.state == .failed)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.up(1, 140, 100, at: 0.06)
        #expect(log.filtered("action").allSatisfy { $0.hasPrefix("action first") })
    }

    /// A recognizer already in progress prevents a later one from beginning.
    @Test func inProgressRecognizerPreventsLaterOne() {
        let first = make(DragTestRecognizer.self, "first")
        let later = make(DragTestRecognizer.self, "later")
        later.threshold = 30
        first.threshold = 10
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 112, 100, at: 0.02)
        fingers.move(1, 140, 100, at: 0.04)
        #expect(first.state == .changed)
        #expect(later.state == .failed)
    }

    /// The delegate allowing simultaneous recognition lets both run; either side saying yes is enough.
    @Test func simultaneousWhenEitherDelegateAgrees() {
        final class Yes: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
        }
        let delegate = Yes()
        let first = make(DragTestRecognizer.self, "first")
        let second = make(DragTestRecognizer.self, "second")
        second.threshold = 20
        second.delegate = delegate
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 115, 100, at: 0.02)
        fingers.move(1, 130, 100, at: 0.04)
        #expect(first.state == .changed && second.state == .began)
        fingers.up(1, 130, 100, at: 0.06)
        #expect(log.filtered("action first ended", "action second ended").count == 2)
    }

    /// One-way prevention: `canPrevent` false on A means A recognizing leaves B alone, but B still prevents A.
    @Test func oneWayPrevention() {
        final class Polite: DragTestRecognizer {
            override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
        }
        let polite = make(Polite.self, "polite")
        let other = make(DragTestRecognizer.self, "other")
        other.threshold = 20
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 112, 100, at: 0.02)
        #expect(polite.state == .began && other.state == .possible)
        fingers.move(1, 125, 100, at: 0.04)
        #expect(other.state == .began)
        #expect(polite.state == .cancelled)
        #expect(log.filtered("action polite") == ["action polite began", "action polite changed", "action polite cancelled"])
    }

    /// canBePrevented(by:) false shields a recognizer from another's recognition.
    @Test func canBePreventedFalse() {
        final class Stubborn: DragTestRecognizer {
            override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
        }
        _ = make(DragTestRecognizer.self, "eager")
        let stubborn = make(Stubborn.self, "stubborn")
        stubborn.threshold = 20
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 112, 100, at: 0.02)
        fingers.move(1, 125, 100, at: 0.04)
        #expect(stubborn.state == .began)
    }

    /// gestureRecognizerShouldBegin on the delegate and on the view make the recognizer fail instead.
    @Test func shouldBeginDelegateAndView() {
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { false }
        }
        final class Refusing: View {
            override func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { false }
        }
        let delegate = No()
        let drag = make(DragTestRecognizer.self, "drag")
        drag.delegate = delegate
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        #expect(drag.state == .failed)
        fingers.up(1, 130, 100, at: 0.04)
        #expect(view.messages == ["began 1", "moved 1", "ended 1"])

        let refusing = Refusing(frame: CGRect(x: 0, y: 200, width: 400, height: 200), name: "refusing")
        window.addSubview(refusing)
        let drag2 = make(DragTestRecognizer.self, "drag2", on: refusing)
        fingers.down(1, 100, 300, at: 1)
        fingers.move(1, 130, 300, at: 1.02)
        #expect(drag2.state == .failed)
    }

    /// Actions go out on began, changed, ended and cancelled; never on failed or the return to possible.
    @Test func actionsOnCancelNotOnFail() {
        let drag = make(DragTestRecognizer.self, "drag")
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        fingers.cancel(1, 130, 100, at: 0.04)
        #expect(log.filtered("action") == ["action drag began", "action drag cancelled"])
        let tap = make(TwoFingerTapTestRecognizer.self, "tap2")
        tap.failOnEnd = true
        fingers.tap(1, 100, 100, at: 1)
        fingers.tap(2, 100, 100, at: 1.1)
        #expect(!log.entries.contains { $0.hasPrefix("action tap2") })
        _ = drag
    }

    /// Terminal states last until the last finger lifts; then reset() runs and the state is possible again.
    @Test func resetTiming() {
        final class Counting: TwoFingerTapTestRecognizer {
            var resets = 0
            override func reset() { super.reset(); resets += 1 }
        }
        let recognizer = make(Counting.self, "counting")
        recognizer.fingers = 1
        recognizer.slop = 5
        fingers.down(1, 100, 100, at: 0)
        fingers.down(2, 300, 100, at: 0.01)
        fingers.move(1, 150, 100, at: 0.02)
        #expect(recognizer.state == .failed)
        fingers.up(1, 150, 100, at: 0.03)
        #expect(recognizer.state == .failed && recognizer.resets == 0)
        fingers.up(2, 300, 100, at: 0.04)
        #expect(recognizer.state == .possible && recognizer.resets == 1)
        #expect(recognizer.trackedTouches.isEmpty)
    }

    /// Illegal transitions are refused (reported through the handler; an assertion in debug by default).
    @Test func illegalTransitionsRefused() {
        var refused: [String] = []
        let drag = make(DragTestRecognizer.self, "drag")
        drag.view?.window?.illegalTransitionHandler = { _, from, to in refused.append("\(from)→\(to)") }
        #expect(drag.view?.window != nil)
        fingers.down(1, 100, 100, at: 0)
        drag.state = .changed
        #expect(drag.state == .possible)
        drag.state = .cancelled
        #expect(drag.state == .possible)
        drag.state = .failed
        drag.state = .began
        #expect(drag.state == .failed)
        #expect(refused == ["possible→changed", "possible→cancelled", "failed→began"])
    }
}
