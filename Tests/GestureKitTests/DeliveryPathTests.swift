import Foundation
import Testing
@testable import GestureKit

/// Seed 000, "Regulating the Delivery of Touches to Views": the exact message sequences.
@MainActor
@Suite struct DeliveryPathTests {
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

    /// Figure 1-6, recognized: began and moved reach the view, the first ended is withheld, and on recognition the
    /// view gets touchesCancelled for both touches just before the action.
    @Test func figure16Recognized() {
        let recognizer = TwoFingerTapTestRecognizer()
        recognizer.name = "twoFinger"
        view.addGestureRecognizer(recognizer)
        log.watchActions(of: recognizer)
        fingers.batch([(1, .down, 100, 100), (2, .down, 200, 100)], at: 0)
        fingers.batch([(1, .move, 102, 101), (2, .move, 203, 101)], at: 0.05)
        fingers.up(1, 102, 101, at: 0.1)
        #expect(recognizer.state == .possible)
        fingers.up(2, 203, 101, at: 0.12)
        #expect(log.entries == [
            "view.began(2)", "view.moved(2)",
            "view.cancelled(2)", "twoFinger: possible→ended", "action twoFinger ended",
            "twoFinger: ended→possible",
        ])
        #expect(view.messages == ["began 2", "moved 2", "cancelled 2"])
    }

    /// Figure 1-6, failed: the withheld ended touches reach the view together in one touchesEnded.
    @Test func figure16Failed() {
        let recognizer = TwoFingerTapTestRecognizer()
        recognizer.name = "twoFinger"
        recognizer.failOnEnd = true
        view.addGestureRecognizer(recognizer)
        log.watchActions(of: recognizer)
        fingers.batch([(1, .down, 100, 100), (2, .down, 200, 100)], at: 0)
        fingers.batch([(1, .move, 102, 101), (2, .move, 203, 101)], at: 0.05)
        fingers.up(1, 102, 101, at: 0.1)
        fingers.up(2, 203, 101, at: 0.12)
        #expect(log.entries == [
            "view.began(2)", "view.moved(2)",
            "twoFinger: possible→failed", "view.ended(2)", "twoFinger: failed→possible",
        ])
    }

    /// A continuous recognizer: once it begins, the view's touches are cancelled and nothing more reaches it.
    @Test func continuousRecognizerCancelsViewTouches() {
        let drag = DragTestRecognizer()
        drag.name = "drag"
        view.addGestureRecognizer(drag)
        log.watchActions(of: drag)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 104, 100, at: 0.02)
        fingers.move(1, 120, 100, at: 0.04)
        fingers.move(1, 130, 100, at: 0.06)
        fingers.up(1, 130, 100, at: 0.08)
        #expect(log.entries == [
            "view.began(1)", "view.moved(1)",
            "view.cancelled(1)", "drag: possible→began", "action drag began",
            "drag: began→changed", "action drag changed",
            "drag: changed→ended", "action drag ended", "drag: ended→possible",
        ])
    }

    /// Seed 000's double-tap example with delaysTouchesEnded = YES: began, began, cancelled, cancelled.
    @Test func doubleTapDelaysTouchesEnded() {
        let doubleTap = MultiTapTestRecognizer()
        doubleTap.name = "doubleTap"
        view.addGestureRecognizer(doubleTap)
        fingers.tap(1, 100, 100, at: 0)
        fingers.tap(2, 102, 101, at: 0.2)
        #expect(view.messages == ["began 1", "began 1", "cancelled 1", "cancelled 1"])
        #expect(log.filtered("doubleTap") == ["doubleTap: possible→ended", "doubleTap: ended→possible"])
    }

    /// The same with delaysTouchesEnded = NO: began, ended, began, cancelled.
    @Test func doubleTapWithoutDelaysTouchesEnded() {
        let doubleTap = MultiTapTestRecognizer()
        doubleTap.name = "doubleTap"
        doubleTap.delaysTouchesEnded = false
        view.addGestureRecognizer(doubleTap)
        fingers.tap(1, 100, 100, at: 0)
        fingers.tap(2, 102, 101, at: 0.2)
        #expect(view.messages == ["began 1", "ended 1", "began 1", "cancelled 1"])
    }

    /// A double tap that never comes: the withheld ended goes to the view when the recognizer fails at 0.35 s.
    @Test func withheldEndedDeliveredWhenTimerFails() {
        let doubleTap = MultiTapTestRecognizer()
        doubleTap.name = "doubleTap"
        view.addGestureRecognizer(doubleTap)
        fingers.tap(1, 100, 100, at: 0)
        #expect(view.messages == ["began 1"])
        window.advance(to: 0.39)
        #expect(view.messages == ["began 1"])
        window.advance(to: 0.40)
        #expect(view.messages == ["began 1", "ended 1"])
        #expect(log.filtered("doubleTap") == ["doubleTap: possible→failed", "doubleTap: failed→possible"])
    }

    /// delaysTouchesBegan: nothing reaches the view when the recognizer recognizes.
    @Test func delaysTouchesBeganRecognized() {
        let drag = DragTestRecognizer()
        drag.name = "drag"
        drag.delaysTouchesBegan = true
        view.addGestureRecognizer(drag)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 105, 100, at: 0.02)
        fingers.move(1, 130, 100, at: 0.04)
        fingers.up(1, 130, 100, at: 0.06)
        #expect(view.messages.isEmpty)
        #expect(log.deliveries.isEmpty)
    }

    /// delaysTouchesBegan: when the recognizer fails, the began is delivered late (then the moves and the end).
    @Test func delaysTouchesBeganFailed() {
        let recognizer = TwoFingerTapTestRecognizer()
        recognizer.name = "twoFinger"
        recognizer.delaysTouchesBegan = true
        view.addGestureRecognizer(recognizer)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 105, 100, at: 0.02)
        #expect(view.messages.isEmpty)
        fingers.move(1, 150, 100, at: 0.04)
        #expect(log.entries == ["twoFinger: possible→failed", "view.began(1)", "view.moved(1)"])
        fingers.up(1, 150, 100, at: 0.06)
        #expect(view.messages == ["began 1", "moved 1", "ended 1"])
    }

    /// cancelsTouchesInView = false: the view keeps getting every touch while the recognizer runs.
    @Test func cancelsTouchesInViewFalse() {
        let drag = DragTestRecognizer()
        drag.name = "drag"
        drag.cancelsTouchesInView = false
        view.addGestureRecognizer(drag)
        fingers.down(1, 100, 100, at: 0)
        fingers.move(1, 130, 100, at: 0.02)
        fingers.move(1, 140, 100, at: 0.04)
        fingers.up(1, 140, 100, at: 0.06)
        #expect(view.messages == ["began 1", "moved 1", "moved 1", "ended 1"])
        #expect(drag.state == .possible)
        #expect(log.filtered("drag") == ["drag: possible→began", "drag: began→changed", "drag: changed→ended", "drag: ended→possible"])
    }

    /// ignore(_:for:): the ignored touch goes to the view as if the recognizer weren't there, and its
    /// recognition doesn't cancel that touch.
    @Test func ignoredTouchReachesView() {
        final class IgnoreSecond: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                for touch in touches where touch.identifier == 2 { ignore(touch, for: event) }
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        let recognizer = IgnoreSecond()
        recognizer.name = "ignorer"
        view.addGestureRecognizer(recognizer)
        fingers.down(1, 100, 100, at: 0)
        fingers.down(2, 200, 100, at: 0.01)
        fingers.up(2, 200, 100, at: 0.02)
        #expect(view.messages == ["began 1", "began 1", "ended 1"])
        #expect(recognizer.numberOfTouches == 1)
        fingers.up(1, 100, 100, at: 0.03)
        #expect(view.messages == ["began 1", "began 1", "ended 1", "cancelled 1"])
    }

    /// shouldReceive is asked once per new touch; refusing keeps the touch from the recognizer.
    @Test func shouldReceiveAskedOncePerTouch() {
        final class Delegate: GestureRecognizerDelegate {
            var asked: [Int] = []
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                asked.append(touch.identifier)
                return touch.identifier != 2
            }
        }
        let delegate = Delegate()
        let drag = DragTestRecognizer()
        drag.delegate = delegate
        view.addGestureRecognizer(drag)
        fingers.down(1, 100, 100, at: 0)
        fingers.down(2, 200, 100, at: 0.01)
        fingers.move(1, 101, 100, at: 0.02)
        fingers.move(2, 201, 100, at: 0.03)
        #expect(delegate.asked == [1, 2])
        #expect(drag.numberOfTouches == 1)
        #expect(Touch.self == Touch.self)
    }

    /// A view that isn't multiple-touch enabled gets only the first finger.
    @Test func singleTouchViewGetsFirstFingerOnly() {
        view.isMultipleTouchEnabled = false
        fingers.down(1, 100, 100, at: 0)
        fingers.down(2, 200, 100, at: 0.01)
        fingers.up(2, 200, 100, at: 0.02)
        fingers.up(1, 100, 100, at: 0.03)
        #expect(view.messages == ["began 1", "ended 1"])
    }

    /// Ten fingers at once: one began message with ten touches, and every touch ends exactly once.
    @Test func tenFingers() {
        fingers.batch((1...10).map { ($0, .down, CGFloat($0) * 30, 100) }, at: 0)
        #expect(window.currentEvent.allTouches.count == 10)
        fingers.batch((1...10).map { ($0, .move, CGFloat($0) * 30, 110) }, at: 0.02)
        fingers.batch((1...5).map { ($0, .up, CGFloat($0) * 30, 110) }, at: 0.04)
        #expect(window.currentEvent.allTouches.count == 10)
        fingers.batch((6...10).map { ($0, .up, CGFloat($0) * 30, 110) }, at: 0.06)
        #expect(view.messages == ["began 10", "moved 10", "ended 5", "ended 5"])
        #expect(!window.hasActiveTouches)
    }

    /// Untouched fingers are stationary while others move.
    @Test func stationaryPhase() {
        fingers.batch([(1, .down, 100, 100), (2, .down, 200, 100)], at: 0)
        fingers.move(1, 110, 100, at: 0.02)
        let phases = window.currentEvent.allTouches.sorted { $0.identifier < $1.identifier }.map(\.phase)
        #expect(phases == [.moved, .stationary])
    }
}
