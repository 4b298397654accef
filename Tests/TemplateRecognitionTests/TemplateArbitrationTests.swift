import Foundation
import GestureKit
import GestureKitTesting
import TemplateRecognition
import Testing

/// A template recognizer beside a pan and a swipe on one view follows UIKit's arbitration as the built-ins do
/// (seed 000, "Defining How Gesture Recognizers Interact"): whoever begins or recognizes first prevents the others
/// unless a delegate allows both, and `require(toFail:)` makes one wait for the other's decision.
@MainActor
@Suite struct TemplateArbitrationTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "canvas")
    let template = TemplateGestureRecognizer(templates: TemplateSet(gestures: [
        Shapes.gesture("check", Shapes.check()),
        Shapes.gesture("swipe right", Shapes.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 200, y: 0))),
    ]))
    let pan = PanGestureRecognizer()
    let swipe = SwipeGestureRecognizer()

    init() {
        window.addSubview(view)
        view.isMultipleTouchEnabled = true
        template.name = "template"
        pan.name = "pan"
        swipe.name = "swipe"
    }

    var check: TouchStream { .drag(along: Shapes.check(at: CGPoint(x: 300, y: 300), size: 120), speed: 400, hold: 0) }

    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
    }

    @Test func aPanThatBeginsFirstPreventsTheTemplate() throws {
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(pan)
        let log = window.run(check)
        #expect(log.outcome(of: "pan") == .recognized)
        #expect(log.outcome(of: "template") == .failed(because: .prevented), "\(log.story)")
        #expect(try #require(log.reason(of: "template")).other == "pan")
    }

    @Test func aPanRequiringTheTemplateToFailWaitsAndFailsWhenItRecognizes() {
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(pan)
        pan.require(toFail: template)
        let log = window.run(check)
        #expect(log.outcome(of: "template") == .recognized, "\(log.story)")
        #expect(log.outcome(of: "pan") == .failed(because: .requiredRecognizerSucceeded))
        #expect(log.actionStates(of: "pan").isEmpty)
        #expect(log.waits.contains { $0.recognizer == "pan" && $0.waitingFor == ["template"] })
    }

    @Test func aPanRequiringTheTemplateToFailProceedsWhenTheDrawingMatchesNothing() {
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(pan)
        pan.require(toFail: template)
        let log = window.run(.drag(along: Shapes.circle(center: CGPoint(x: 400, y: 300), radius: 80), hold: 0))
        #expect(log.outcome(of: "template") == .failed(because: .custom), "\(log.story)")
        #expect(log.recognized("pan"), "the pan goes ahead once the template failed: \(log.story)")
        #expect(log.reason(of: "template")?.text.hasPrefix("best ") == true)
    }

    @Test func aSwipeRecognizedMidStrokePreventsTheTemplate() {
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(swipe)
        let log = window.run(.swipe(from: CGPoint(x: 200, y: 300), .right, distance: 200, duration: 0.15))
        #expect(log.outcome(of: "swipe") == .recognized)
        #expect(log.outcome(of: "template") == .failed(because: .prevented), "\(log.story)")
    }

    @Test func aSwipeRequiringTheTemplateToFailLosesToATaughtSwipe() {
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(swipe)
        swipe.require(toFail: template)
        let log = window.run(.swipe(from: CGPoint(x: 200, y: 300), .right, distance: 200, duration: 0.15))
        #expect(log.outcome(of: "template") == .recognized, "\(log.story)")
        #expect(log.outcome(of: "swipe") == .failed(because: .requiredRecognizerSucceeded))
        #expect(template.gesture == nil, "reset after the sequence")
    }

    @Test func withADelegateAllowingBothThePanAndTheTemplateRecognize() {
        let both = Simultaneous()
        template.delegate = both
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(pan)
        let log = window.run(check)
        #expect(log.recognized("pan"))
        #expect(log.outcome(of: "template") == .recognized, "\(log.story)")
    }

    @Test func twoFingersFailTheTemplateAndLeaveATwoFingerPanToBegin() throws {
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(template)
        view.addGestureRecognizer(pan)
        let log = window.run(.twoFingerPan(from: CGPoint(x: 300, y: 300), by: CGPoint(x: 120, y: 40)))
        #expect(log.recognized("pan"))
        #expect(try #require(log.reason(of: "template")).text == "2 fingers; templates are one-finger")
    }
}
