import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis
import Testing

/// Issue 10: the stroke recognizers pass on the reasons their analysis already knows, through the subclass
/// surface (`fail(because:)`); cancelled touches keep the engine's cancel reason.
@MainActor
@Suite struct CustomRecognizerReasonTests {
    func failure(of recognizer: GestureRecognizer, _ drive: (Window) -> Void) -> TransitionReason? {
        let (window, _) = RecognizerHarness.window(with: recognizer)
        var reasons: [TransitionReason?] = []
        window.observers.append { event in
            if case let .transition(t) = event, t.to == .failed { reasons.append(t.reason) }
        }
        drive(window)
        return reasons.first ?? nil
    }

    @Test func tickleSaysItIsMovingVertically() {
        let reason = failure(of: TickleGestureRecognizer()) { window in
            let stroke = SyntheticStrokes.polyline([CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 400)], step: 2)
            window.dispatch(RecognizerHarness.samples(stroke, lift: false))
        }
        #expect(reason?.code == .custom)
        #expect(reason?.text.hasPrefix("moving vertically") == true)
    }

    @Test func tickleWithTooFewReversalsSaysHowMany() {
        let reason = failure(of: TickleGestureRecognizer()) { window in
            window.dispatch(RecognizerHarness.samples(SyntheticStrokes.tickle(amplitude: 60, runs: 3)))
        }
        #expect(reason?.code == .custom)
        #expect(reason?.text.hasPrefix("only ") == true)
        #expect(reason?.text.contains("direction changes") == true)
    }

    @Test func aCancelledCheckmarkKeepsTheCancelCause() {
        let reason = failure(of: CheckmarkGestureRecognizer()) { window in
            window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0),
                             TouchSample(id: 1, phase: .move, location: CGPoint(x: 110, y: 110), timestamp: 0.02)])
            window.cancelAllTouches(cause: .sceneSwitch)
        }
        #expect(reason == TransitionReason(.touchesCancelled, detail: "scene-switch"))
    }

    @Test func aSecondFingerFailsAStrokeRecognizerSayingSo() {
        let reason = failure(of: ChevronGestureRecognizer()) { window in
            window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0),
                             TouchSample(id: 2, phase: .down, location: CGPoint(x: 200, y: 100), timestamp: 0)])
        }
        #expect(reason == .custom("a second finger came down (one-finger stroke)"))
    }
}
