import Foundation
import GestureKit
import GestureKitTesting
import Testing

/// Scripts run against real recognizers on the virtual clock: outcomes with reasons, actions and deliveries come back.
@MainActor
@Suite("GestureLog")
struct GestureLogTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: CGRect(x: 100, y: 100, width: 400, height: 300), name: "view")

    init() { window.addSubview(view) }

    @discardableResult
    private func add<R: GestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.name = name
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func aTapIsRecognizedAndItsActionSeen() {
        add(TapGestureRecognizer(), "tap")
        let log = window.run(.tap(at: CGPoint(x: 200, y: 200)))
        #expect(log.outcome(of: "tap") == .recognized)
        #expect(log.timeline(of: "tap") == ["ended@50", "possible@50"])
        #expect(log.actions(of: "tap") == [GestureAction(recognizer: "tap", state: .ended, time: 0.05,
                                                         location: CGPoint(x: 200, y: 200),
                                                         locationInView: CGPoint(x: 100, y: 100), numberOfTouches: 1)])
        #expect(log.received("view") == [.began, .cancelled])
        #expect(log.messages(to: "view").last?.note == .cancelledBy("tap"))
    }

    @Test func aDragFailsATapBecauseItMoved() {
        add(TapGestureRecognizer(), "tap")
        let log = window.run(.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200)))
        #expect(log.outcome(of: "tap") == .failed(because: .tapMoved))
        #expect(log.reason(of: "tap")?.text == "moved 50 pt > allowableMovement 45 pt")
        #expect(log.received("view") == [.began, .moved, .ended])
    }

    @Test func aPanPreventsTheTapAndCancelsTheViewsTouch() {
        add(TapGestureRecognizer(), "tap")
        add(PanGestureRecognizer(), "pan")
        let log = window.run(.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200)))
        #expect(log.outcome(of: "tap") == .failed(because: .prevented))
        #expect(log.reason(of: "tap")?.other == "pan")
        #expect(log.outcome(of: "pan") == .recognized)
        #expect(log.actionStates(of: "pan").first == .began)
        #expect(log.actionStates(of: "pan").last == .ended)
        #expect(log.received("view") == [.began, .moved, .cancelled])
        #expect(log.messages(to: "view").last?.note == .cancelledBy("pan"))
    }

    @Test func aSingleTapOnADoubleTapFailsBecauseNoNextTapCame() {
        add(TapGestureRecognizer(), "double").numberOfTapsRequired = 2
        let log = window.run(.tap(at: CGPoint(x: 200, y: 200)))
        #expect(log.outcome(of: "double") == .failed(because: .tapNoNextTap))
        #expect(log.timeline(of: "double") == ["failed@400", "possible@400"])
        #expect(window.run(.taps(2, at: CGPoint(x: 200, y: 200))).outcome(of: "double") == .recognized)
    }

    @Test func aLongPressBeginsAfterItsDurationAndEndsOnLift() {
        add(LongPressGestureRecognizer(), "press")
        let log = window.run(.longPress(at: CGPoint(x: 200, y: 200), duration: 0.8))
        #expect(log.timeline(of: "press") == ["began@500", "ended@800", "possible@800"])
        #expect(log.actionStates(of: "press") == [.began, .ended])
        let drifting = window.run(.longPress(at: CGPoint(x: 200, y: 200), drift: CGPoint(x: 0, y: 30)))
        #expect(drifting.outcome(of: "press") == .failed(because: .longPressMoved))
    }

    @Test func aSwipeIsRecognizedInItsDirectionAndAWrongOneFails() {
        let swipe = add(SwipeGestureRecognizer(), "swipe")
        var seen: [SwipeGestureRecognizer.Direction] = []
        swipe.addAction { (s: SwipeGestureRecognizer) in seen.append(s.recognizedDirection) }
        #expect(window.run(.swipe(from: CGPoint(x: 200, y: 200), .right)).outcome(of: "swipe") == .recognized)
        #expect(seen == [.right])
        #expect(window.run(.swipe(from: CGPoint(x: 300, y: 200), .left)).outcome(of: "swipe")
            == .failed(because: .swipeWrongDirection))
        #expect(window.run(.swipe(from: CGPoint(x: 200, y: 200), .right, distance: 60, duration: 0.7)).outcome(of: "swipe")
            == .failed(because: .swipeTooSlow))
    }

    @Test func aFlickLeavesThePanWithItsVelocity() {
        let pan = add(PanGestureRecognizer(), "pan")
        var velocity = CGPoint.zero
        pan.addAction { (p: PanGestureRecognizer) in if p.state == .ended { velocity = p.velocity(in: nil) } }
        window.run(.flick(from: CGPoint(x: 200, y: 150), velocity: CGPoint(x: 0, y: 900), duration: 0.15))
        #expect(abs(velocity.x) < 1)
        #expect(abs(velocity.y - 900) < 9)
    }

    @Test func aPinchScalesByTheRatioOfTheDistances() {
        let pinch = add(PinchGestureRecognizer(), "pinch")
        var scale: CGFloat = 0
        pinch.addAction { (p: PinchGestureRecognizer) in scale = p.scale }
        let log = window.run(.pinch(center: CGPoint(x: 300, y: 250), from: 100, to: 200))
        #expect(log.outcome(of: "pinch") == .recognized)
        #expect(log.actionStates(of: "pinch").last == .ended)
        // Scale is 1 at began, which came at the second sample (111.1 pt apart, 8 pt hysteresis): 200 / 111.1.
        #expect(abs(scale - 1.8) < 0.001)
    }

    @Test func aRotationTurnsTheRecognizerByTheAngle() {
        let rotation = add(RotationGestureRecognizer(), "rotation")
        var angle: CGFloat = 0
        rotation.addAction { (r: RotationGestureRecognizer) in angle = r.rotation }
        let log = window.run(.rotate(center: CGPoint(x: 300, y: 250), by: .pi / 2))
        #expect(log.outcome(of: "rotation") == .recognized)
        #expect(abs(angle - .pi / 2) < 0.2)
    }

    @Test func aTwoFingerPanMovesAPanThatNeedsTwoFingers() {
        let pan = add(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        var translation = CGPoint.zero
        pan.addAction { (p: PanGestureRecognizer) in translation = p.translation(in: nil) }
        let log = window.run(.twoFingerPan(from: CGPoint(x: 300, y: 200), by: CGPoint(x: 0, y: 80)))
        #expect(log.outcome(of: "pan") == .recognized)
        #expect(log.actions(of: "pan").allSatisfy { $0.numberOfTouches == 2 })
        // The hysteresis is not part of the translation: it began at the third sample, 13.3 pt down.
        #expect(abs(translation.y - (80 - 40.0 / 3)) < 0.001)
        #expect(window.run(.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 300, y: 280))).outcome(of: "pan")
            == .failed(because: .panTooFewFingers))
    }

    @Test func anEdgePanFromTheConfiguredEdgeIsRecognizedAndFromElsewhereFails() {
        window.subviews.forEach { $0.removeFromSuperview() }
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.name = "edge"
        window.addGestureRecognizer(edge)
        #expect(window.run(.edgePan(from: .left, of: window.bounds)).outcome(of: "edge") == .recognized)
        #expect(window.run(.edgePan(from: .right, of: window.bounds)).outcome(of: "edge")
            == .failed(because: .edgePanNotAtEdge))
    }

    @Test func oneLogFollowsSeveralScriptsAndTellsTheStory() {
        add(TapGestureRecognizer(), "tap")
        let log = GestureLog(window)
        log.run(.tap(at: CGPoint(x: 200, y: 200)))
        log.run(.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200)))
        #expect(log.outcomes(of: "tap") == [.recognized, .failed(because: .tapMoved)])
        #expect(log.timeline(of: "tap").first == "ended@50")
        #expect(log.story.components(separatedBy: "\n").contains("0.050 tap possible→ended action"))
        #expect(log.story.contains("tap possible→failed (moved 50 pt > allowableMovement 45 pt)"))
        log.clear()
        #expect(log.outcome(of: "tap") == .possible)
    }

    @Test func aScriptLeavingAFingerDownShowsAGestureInProgress() {
        add(PanGestureRecognizer(), "pan")
        let log = window.run(.fingers(FingerPath(1, (0, CGPoint(x: 200, y: 200)), (0.2, CGPoint(x: 260, y: 200)),
                                                 lifts: false)), settle: 0)
        #expect(log.outcome(of: "pan") == .inProgress)
        #expect(window.hasActiveTouches)
    }
}
