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

    /// The recognizer's transitions that carry a reason, as (new state, reason) pairs.
    func reasons(of recognizer: GestureRecognizer, in window: Window, _ drive: () -> Void) -> [(GestureRecognizer.State, TransitionReason)] {
        var rows: [(GestureRecognizer.State, TransitionReason)] = []
        window.observers.append { event in
            if case let .transition(t) = event, t.recognizer == recognizer.name, let reason = t.reason {
                rows.append((t.to, reason))
            }
        }
        drive()
        return rows
    }

    /// One finger 100 pt above the pivot (the centre of the 600 × 600 view) turning clockwise by `degrees`, in
    /// 1° steps.
    static func turn(by degrees: Int, from start: TimeInterval = 0, lift: Bool = true) -> [TouchSample] {
        (0...degrees).map { step in
            let angle = CGFloat(step) * .pi / 180
            let point = CGPoint(x: 300 + 100 * sin(angle), y: 300 - 100 * cos(angle))
            let phase: TouchSample.Phase = step == 0 ? .down : (lift && step == degrees ? .up : .move)
            return TouchSample(id: 1, phase: phase, location: point, timestamp: start + 0.01 * Double(step))
        }
    }

    @Test func swirlLiftedBeforeSweepingEnoughSaysHowFar() {
        let reason = failure(of: SwirlGestureRecognizer()) { window in window.dispatch(Self.turn(by: 3)) }
        #expect(reason?.code == .custom)
        #expect(reason?.other == nil)
        #expect(reason?.numbers.count == 2)
        #expect(abs((reason?.numbers.first ?? 0) - 3) < 0.01)
        #expect(abs((reason?.numbers.last ?? 0) - 5) < 1e-9)
        // The words cut to a tenth, so a sweep a hair under 3° reads 2.9°.
        #expect(reason?.text == "lifted after sweeping 2.9° < beginThreshold 5°"
            || reason?.text == "lifted after sweeping 3° < beginThreshold 5°")
    }

    /// The knob's case: the swirl swept enough to begin but waits for the double tap to fail; lifting then is
    /// not "too little of a turn".
    @Test func swirlLiftedWhileWaitingForTheDoubleTapToFail() {
        let swirl = SwirlGestureRecognizer()
        swirl.name = "knob.swirl"
        let (window, view) = RecognizerHarness.window(with: swirl)
        let doubleTap = TapGestureRecognizer()
        doubleTap.name = "knob.double-tap"
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        swirl.require(toFail: doubleTap)
        let rows = reasons(of: swirl, in: window) { window.dispatch(Self.turn(by: 12)) }
        #expect(rows.count == 1)
        let (state, reason) = rows[0]
        #expect(state == .failed)
        #expect(reason.code == .custom)
        #expect(reason.other == nil)
        #expect(abs((reason.numbers.first ?? 0) - 12) < 0.01)
        #expect(abs((reason.numbers.last ?? 0) - 5) < 1e-9)
        #expect(reason.text.hasPrefix("lifted while still waiting to begin (swept 1"))
        #expect(reason.text.hasSuffix("° ≥ beginThreshold 5°)"))
        #expect(!reason.text.contains("before sweeping enough"))
    }

    @Test func aSecondFingerFailsASwirlSayingSo() {
        let reason = failure(of: SwirlGestureRecognizer()) { window in
            window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 300, y: 200), timestamp: 0),
                             TouchSample(id: 2, phase: .down, location: CGPoint(x: 400, y: 300), timestamp: 0.05)])
        }
        #expect(reason == .custom("a second finger came down (one-finger swirl)"))
    }

    @Test func aSecondFingerCancelsASwirlInProgressSayingSo() {
        let swirl = SwirlGestureRecognizer()
        swirl.name = "swirl"
        let (window, _) = RecognizerHarness.window(with: swirl)
        let rows = reasons(of: swirl, in: window) {
            window.dispatch(Self.turn(by: 20, lift: false))
            window.dispatch([TouchSample(id: 2, phase: .down, location: CGPoint(x: 400, y: 300), timestamp: 0.5)])
        }
        #expect(rows.map(\.0) == [.cancelled])
        #expect(rows.first?.1 == .custom("a second finger came down (one-finger swirl)"))
    }

    /// The checkmark passes on its analysis's words at the recognizer's failure: a stroke heading down-left.
    @Test func checkmarkSaysItsDownstrokeHeadsLeft() {
        let reason = failure(of: CheckmarkGestureRecognizer()) { window in
            window.dispatch(RecognizerHarness.samples(
                SyntheticStrokes.polyline([CGPoint(x: 300, y: 100), CGPoint(x: 200, y: 200)], step: 2)))
        }
        #expect(reason?.code == .custom)
        #expect(reason?.numberNames == ["leftward", "leftwardShare", "maximumLeftwardShare"])
        #expect(reason?.other == nil)
        // 22 samples of 2 pt down-left: 31 pt left, 71 % of the 44 pt drawn.
        #expect(reason?.text == "heads left 31 pt, 71% of the stroke so far > maximumLeftwardShare 70%")
        #expect(abs((reason?.number("leftwardShare") ?? 0) - 0.7071) < 0.001)
    }

    /// The chevron likewise: a ">" started bottom to top.
    @Test func chevronSaysItsFirstArmClimbs() {
        let reason = failure(of: ChevronGestureRecognizer()) { window in
            window.dispatch(RecognizerHarness.samples(
                SyntheticStrokes.polyline([CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 200)], step: 2)))
        }
        #expect(reason?.code == .custom)
        #expect(reason?.numberNames == ["climbDegrees", "maximumClimbDegrees"])
        #expect(reason?.other == nil)
        #expect(reason?.text == "first arm climbs 45° > maximumClimbDegrees 15°")
        #expect(reason?.number("maximumClimbDegrees") == 15)
    }
}
