import Foundation
import Testing
@testable import GestureKit

/// Issue 10: each failure condition of each built-in recognizer reports its own code, the measured value and the
/// limit.
@MainActor
@Suite("Built-in recognizers' reasons")
struct BuiltInReasonTests {
    let h = BuiltInHarness()
    let probe: ReasonProbe

    init() { probe = ReasonProbe(h.window) }

    func expectReason(_ name: String, _ code: ReasonCode, _ numbers: [Double], state: GestureRecognizer.State = .failed,
                      detail: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let reason = probe.reason(name, to: state)
        #expect(reason?.code == code, sourceLocation: sourceLocation)
        #expect(reason?.numbers == numbers, sourceLocation: sourceLocation)
        // A recognizer's own condition involves no other recognizer.
        #expect(reason != nil && reason?.other == nil, sourceLocation: sourceLocation)
        if let detail { #expect(reason?.detail == detail, sourceLocation: sourceLocation) }
    }

    // MARK: Tap

    @Test func tapMovedTooFar() {
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.move(1, 252, 200, at: 0.05)
        expectReason("tap", .tapMoved, [52, 45])
        #expect(probe.reason("tap", to: .failed)?.text == "moved 52 pt > allowableMovement 45 pt")
    }

    @Test func tapHeldTooLong() {
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 0.9)
        expectReason("tap", .tapHeldTooLong, [0.75, 0.75])
        // The timer decides at the limit itself, so the text says "≥", not a false ">".
        #expect(probe.reason("tap", to: .failed)?.text == "held 0.75 s ≥ maximumTapDuration 0.75 s")
    }

    @Test func doubleTapWithoutASecondTap() {
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0)
        h.window.advance(to: 1)
        expectReason("double", .tapNoNextTap, [0.35, 0.35])
        #expect(probe.reason("double", to: .failed)?.text == "no next tap within 0.35 s")
    }

    @Test func tapWithTwoFingers() {
        h.add(TapGestureRecognizer(), "tap")
        h.batch([(1, .down, 200, 200), (2, .down, 260, 200)], at: 0)
        expectReason("tap", .tapTooManyFingers, [2, 1])
        #expect(probe.reason("tap", to: .failed)?.text == "2 fingers ≠ numberOfTouchesRequired 1")
    }

    @Test func twoFingerTapLiftedWithOneFinger() {
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        h.tap(1, 200, 200, at: 0)
        expectReason("tap", .tapLiftedBeforeAllFingers, [1, 2])
    }

    @Test func secondTapTooFarFromTheFirst() {
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0)
        h.tap(1, 260, 200, at: 0.2)
        expectReason("double", .tapNextTapTooFar, [60, 45])
    }

    // MARK: Long press

    @Test func longPressMovedBeforeItBegan() {
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 200, 200, at: 0)
        h.move(1, 214, 200, at: 0.2)
        expectReason("press", .longPressMoved, [14, 10])
        #expect(probe.reason("press", to: .failed)?.text
            == "moved 14 pt > allowableMovement 10 pt before the press began")
    }

    @Test func longPressLiftedEarly() {
        h.add(LongPressGestureRecognizer(), "press")
        h.tap(1, 200, 200, at: 0, duration: 0.25)
        expectReason("press", .longPressLiftedEarly, [0.25, 0.5])
    }

    @Test func longPressWithTooManyFingers() {
        h.add(LongPressGestureRecognizer(), "press")
        h.batch([(1, .down, 200, 200), (2, .down, 260, 200)], at: 0)
        expectReason("press", .longPressTooManyFingers, [2, 1])
    }

    @Test func longPressTapHeldTooLong() {
        let press = h.add(LongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 1)
        expectReason("press", .longPressHeldTapTooLong, [0.75, 0.75])
        #expect(probe.reason("press", to: .failed)?.text == "held 0.75 s ≥ maximumTapDuration 0.75 s")
    }

    @Test func longPressWithoutTheNextTapOrPress() {
        let press = h.add(LongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        h.tap(1, 200, 200, at: 0)
        h.window.advance(to: 1)
        expectReason("press", .longPressNoNextTap, [0.35, 0.35])
        #expect(probe.reason("press", to: .failed)?.text == "no next tap within 0.35 s")
    }

    @Test func longPressComingDownTooFarFromTheTap() {
        let press = h.add(LongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        h.tap(1, 200, 200, at: 0)
        h.down(1, 260, 200, at: 0.2)
        expectReason("press", .longPressNextTapTooFar, [60, 45])
        #expect(probe.reason("press", to: .failed)?.text == "next tap 60 pt from the first > allowableMovement 45 pt")
    }

    // MARK: Swipe

    @Test func swipeTooSlow() {
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 200, at: 0.3)
        h.window.advance(to: 0.6)
        expectReason("swipe", .swipeTooSlow, [0.5, 0.5])
        #expect(probe.reason("swipe", to: .failed)?.text == "0.5 s ≥ maximumDuration 0.5 s")
    }

    @Test func swipeOffAxis() {
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 231, at: 0.05)
        expectReason("swipe", .swipeOffAxis, [31, 0.5, 40])
        #expect(probe.reason("swipe", to: .failed)?.text == "off axis: sideways 31 pt > 0.5 × forward 40 pt")
    }

    @Test func swipeWrongDirection() {
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 170, 200, at: 0.05)
        expectReason("swipe", .swipeWrongDirection, [], detail: "left, wants right")
        #expect(probe.reason("swipe", to: .failed)?.text == "wrong direction: left, wants right")
    }

    @Test func swipeTooShort() {
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 230, 200, at: 0.05)
        h.up(1, 230, 200, at: 0.1)
        expectReason("swipe", .swipeTooShort, [30, 50])
    }

    @Test func swipeWithTheWrongNumberOfFingers() {
        h.add(SwipeGestureRecognizer(), "swipe")
        h.batch([(1, .down, 200, 200), (2, .down, 200, 260)], at: 0)
        expectReason("swipe", .swipeWrongFingerCount, [2, 1])
    }

    // MARK: Pan, edge pan, pinch, rotation

    @Test func panWithMoreFingersThanAllowed() {
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 2
        h.batch([(1, .down, 200, 200), (2, .down, 250, 200), (3, .down, 300, 200)], at: 0)
        h.batch([(1, .move, 240, 200), (2, .move, 290, 200), (3, .move, 340, 200)], at: 0.05)
        h.batch([(1, .up, 240, 200), (2, .up, 290, 200), (3, .up, 340, 200)], at: 0.1)
        expectReason("pan", .panTooManyFingers, [3, 2])
        #expect(probe.reason("pan", to: .failed)?.text == "3 fingers > maximumNumberOfTouches 2")
    }

    @Test func panWithFewerFingersThanRequired() {
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        h.down(1, 200, 200, at: 0)
        h.move(1, 260, 200, at: 0.05)
        h.up(1, 260, 200, at: 0.1)
        expectReason("pan", .panTooFewFingers, [1, 2])
    }

    @Test func panLiftedBeforeMoving() {
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 200, 200, at: 0)
        h.move(1, 206, 200, at: 0.05)
        h.up(1, 206, 200, at: 0.1)
        expectReason("pan", .panEndedBeforeMoving, [6, 10])
    }

    @Test func edgePanNotStartedAtTheEdge() {
        let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge", to: h.window)
        edge.edges = .left
        h.down(1, 100, 300, at: 0)
        expectReason("edge", .edgePanNotAtEdge, [100, 13], detail: "left")
        #expect(probe.reason("edge", to: .failed)?.text == "did not start within 13 pt of the left edge (100 pt away)")
    }

    @Test func edgePanAlongTheEdge() {
        let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge", to: h.window)
        edge.edges = .left
        h.down(1, 5, 300, at: 0)
        h.move(1, 5, 320, at: 0.05)
        expectReason("edge", .edgePanAlongEdge, [20, 0])
    }

    @Test func edgePanLiftedBeforeMovingAwayFromTheEdge() {
        let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge", to: h.window)
        edge.edges = .left
        h.down(1, 5, 300, at: 0)
        h.move(1, 10, 300, at: 0.05)
        h.up(1, 10, 300, at: 0.1)
        expectReason("edge", .edgePanEndedBeforeMoving, [5, 15])
        #expect(probe.reason("edge", to: .failed)?.text == "lifted after moving 5 pt < hysteresis 15 pt")
    }

    @Test func pinchAndRotationLiftedBeforeStarting() {
        h.add(PinchGestureRecognizer(), "pinch")
        h.add(RotationGestureRecognizer(), "rotation")
        h.batch([(1, .down, 200, 200), (2, .down, 300, 200)], at: 0)
        h.batch([(1, .move, 198, 200), (2, .move, 302, 200)], at: 0.05)
        h.batch([(1, .up, 198, 200), (2, .up, 302, 200)], at: 0.1)
        expectReason("pinch", .pinchEndedBeforeScaling, [4, 8])
        expectReason("rotation", .rotationEndedBeforeTurning, [0, 5])
    }

    /// A single finger's tap is no pinch or rotation for want of a second finger, not for too little change.
    @Test func pinchAndRotationWithOneFinger() {
        h.add(PinchGestureRecognizer(), "pinch")
        h.add(RotationGestureRecognizer(), "rotation")
        h.tap(1, 200, 200, at: 0)
        expectReason("pinch", .pinchTooFewTouches, [1, 2])
        expectReason("rotation", .rotationTooFewTouches, [1, 2])
        #expect(probe.reason("pinch", to: .failed)?.text == "1 finger < 2 needed")
        #expect(probe.reason("rotation", to: .failed)?.text == "1 finger < 2 needed")
    }

    /// The edge pan keeps the pan's finger-count reasons: it moved far enough, but with a finger count out of range.
    @Test func edgePanWithMoreFingersThanAllowed() {
        let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge", to: h.window)
        edge.edges = .left
        edge.maximumNumberOfTouches = 1
        h.batch([(1, .down, 5, 300), (2, .down, 5, 350)], at: 0)
        h.batch([(1, .move, 30, 300), (2, .move, 30, 350)], at: 0.05)
        h.batch([(1, .up, 30, 300), (2, .up, 30, 350)], at: 0.1)
        expectReason("edge", .panTooManyFingers, [2, 1])
    }

    @Test func edgePanWithFewerFingersThanRequired() {
        let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge", to: h.window)
        edge.edges = .left
        edge.minimumNumberOfTouches = 2
        h.down(1, 5, 300, at: 0)
        h.move(1, 30, 300, at: 0.05)
        h.up(1, 30, 300, at: 0.1)
        expectReason("edge", .panTooFewFingers, [1, 2])
    }

    /// A measured value past its limit keeps ">"; one that reads the same as the limit says "≥".
    @Test func limitsPassedAndLimitsReached() {
        #expect(TransitionReason(.tapHeldTooLong, [0.81, 0.75]).text == "held 0.81 s > maximumTapDuration 0.75 s")
        #expect(TransitionReason(.swipeTooSlow, [0.52, 0.5]).text == "0.52 s > maximumDuration 0.5 s")
        #expect(TransitionReason(.tapMoved, [45.0001, 45]).text == "moved 45 pt ≥ allowableMovement 45 pt")
    }

    /// With nobody observing, recognizers build no reason at all: the `requestedReason` slot stays empty.
    @Test func noReasonsWithoutObservers() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let tap = TapGestureRecognizer()
        window.addGestureRecognizer(tap)
        var built = 0
        tap.fail({ built += 1; return TransitionReason(.custom) }())
        #expect(built == 0)
    }
}
