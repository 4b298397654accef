import Foundation
import GestureKit
import GestureKitTesting
import Testing

/// On the test kit: touch scripts on the virtual clock, the tap's timeline (`state@ms`, so "not before" is part of
/// it), its actions as the target saw them, and the reason when it fails.
@MainActor
@Suite("TapGestureRecognizer")
struct TapGestureRecognizerTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: CGRect(x: 100, y: 100, width: 400, height: 300), name: "view")

    init() { window.addSubview(view) }

    @discardableResult
    private func tap(_ name: String = "tap", taps: Int = 1, touches: Int = 1) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.name = name
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        view.addGestureRecognizer(tap)
        return tap
    }

    /// Finger `id` through exactly these samples `(t, x, y)`, lifting at the last unless `lifts` is false.
    private func finger(_ id: Int, _ samples: (TimeInterval, CGFloat, CGFloat)..., lifts: Bool = true) -> FingerPath {
        FingerPath(id: id, keyframes: samples.map { .init($0.0, CGPoint(x: $0.1, y: $0.2)) }, lifts: lifts)
    }

    private func run(_ fingers: FingerPath..., settle: TimeInterval = 1) -> GestureLog {
        window.run(.fingers(fingers, sampleInterval: nil), settle: settle)
    }

    @Test func singleTapRecognizesWhenTheFingerLifts() {
        tap()
        let log = run(finger(1, (0, 200, 200), (0.1, 203, 204)))
        #expect(log.timeline(of: "tap") == ["ended@100", "possible@100"])
        #expect(log.actionStates(of: "tap") == [.ended])
        #expect(log.actions(of: "tap").first?.locationInView == CGPoint(x: 103, y: 104))
    }

    @Test func twoFingerTapReportsTheCentroidAfterTheFingersLifted() {
        tap(touches: 2)
        let log = run(finger(1, (0, 200, 200), (0.05, 200, 200)), finger(2, (0, 260, 220), (0.1, 260, 220)))
        #expect(log.timeline(of: "tap") == ["ended@100", "possible@100"])
        #expect(log.actions(of: "tap").first?.locationInView == CGPoint(x: 130, y: 110))
    }

    @Test func aFingerMayMoveExactlyTheAllowableMovement() {
        tap()
        let log = run(finger(1, (0, 200, 200), (0.05, 227, 236), (0.1, 227, 236)))
        #expect(log.timeline(of: "tap") == ["ended@100", "possible@100"])
    }

    @Test func failsWhenAFingerStraysBeyondTheAllowableMovement() {
        tap()
        let log = run(finger(1, (0, 200, 200), (0.05, 245.5, 200), (0.1, 200, 200)))
        #expect(log.timeline(of: "tap") == ["failed@50", "possible@100"])
        #expect(log.reason(of: "tap")?.code == .tapMoved)
        #expect(log.actions.isEmpty)
    }

    @Test func failsWhenTheTapLastsTooLong() {
        tap()
        let log = run(finger(1, (0, 200, 200), (0.9, 200, 200)))
        #expect(log.timeline(of: "tap") == ["failed@750", "possible@900"])
        #expect(log.reason(of: "tap")?.text == "held 0.75 s ≥ maximumTapDuration 0.75 s")
        #expect(log.actions.isEmpty)
    }

    @Test func doubleTapRecognizesOnTheSecondLiftWhenTheNextTapStartsInTime() {
        let double = tap("double", taps: 2)
        let log = GestureLog(window)
        log.run(.fingers([finger(1, (0, 200, 200), (0.1, 200, 200)), finger(2, (0.44, 210, 190), lifts: false)],
                         sampleInterval: nil), settle: 0)
        #expect(double.numberOfTapsCompleted == 1)
        log.run(TouchStream(events: [[TouchSample(id: 2, phase: .up, location: CGPoint(x: 210, y: 190), timestamp: 0.06)]]))
        #expect(log.timeline(of: "double") == ["ended@500", "possible@500"])
        #expect(log.actions(of: "double").first?.locationInView == CGPoint(x: 110, y: 90))
    }

    @Test func doubleTapFailsWhenTheNextTapDoesNotStartWithinTheInterval() {
        tap("double", taps: 2)
        let log = window.run(TouchStream.tap(at: CGPoint(x: 200, y: 200), duration: 0.1)
            .then(.tap(at: CGPoint(x: 200, y: 200)), after: 0.4))
        #expect(log.timeline(of: "double") == ["failed@450", "possible@450", "failed@900", "possible@900"])
        #expect(log.outcomes(of: "double") == [.failed(because: .tapNoNextTap), .failed(because: .tapNoNextTap)])
        #expect(log.actions.isEmpty)
    }

    @Test func doubleTapFailsWhenTheSecondTapLandsTooFarFromTheFirst() {
        tap("double", taps: 2)
        let log = run(finger(1, (0, 200, 200), (0.1, 200, 200)), finger(2, (0.2, 246, 200), lifts: false))
        #expect(log.timeline(of: "double") == ["failed@200"])
        #expect(log.outcome(of: "double") == .failed(because: .tapNextTapTooFar))
    }

    @Test func failsWhenMoreFingersThanRequiredComeDown() {
        tap()
        let log = run(finger(1, (0, 200, 200), lifts: false), finger(2, (0.02, 240, 200), lifts: false))
        #expect(log.timeline(of: "tap") == ["failed@20"])
        #expect(log.outcome(of: "tap") == .failed(because: .tapTooManyFingers))
    }

    @Test func failsWhenAFingerLiftsBeforeAllRequiredFingersAreDown() {
        tap(touches: 2)
        let log = run(finger(1, (0, 200, 200), (0.05, 200, 200)))
        #expect(log.timeline(of: "tap") == ["failed@50", "possible@50"])
        #expect(log.outcome(of: "tap") == .failed(because: .tapLiftedBeforeAllFingers))
    }

    @Test func cancelledTouchesFailTheTapWithoutAnAction() {
        tap()
        let log = run(finger(1, (0, 200, 200), lifts: false), settle: 0)
        window.cancelAllTouches(at: 0.1)
        #expect(log.timeline(of: "tap") == ["failed@100", "possible@100"])
        #expect(log.outcome(of: "tap") == .failed(because: .touchesCancelled))
        #expect(log.actions.isEmpty)
    }

    @Test func onlyASingleOneFingerTapOverlapsAControlsDefaultAction() {
        #expect(TapGestureRecognizer().overlapsControlDefaultAction)
        #expect(!tap("double", taps: 2).overlapsControlDefaultAction)
        #expect(!tap("two", touches: 2).overlapsControlDefaultAction)
    }

    @Test func aControlsTapWinsOverATapOnItsSuperview() {
        let button = Control(frame: CGRect(x: 10, y: 10, width: 80, height: 40), name: "button")
        view.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        tap()
        let log = window.run(TouchStream.tap(at: CGPoint(x: 130, y: 130)).then(.tap(at: CGPoint(x: 300, y: 300)), after: 0.95))
        #expect(log.timeline(of: "tap") == ["failed@50", "possible@50", "ended@1050", "possible@1050"])
        #expect(log.outcomes(of: "tap") == [.failed(because: .controlDefaultAction), .recognized])
        #expect(taps == 1)
    }

    @Test func aSingleTapDoesNotPreventADoubleTapSoBothFireWithoutAFailureRequirement() {
        tap("single")
        tap("double", taps: 2)
        let log = window.run(.taps(2, at: CGPoint(x: 200, y: 200), duration: 0.1, interval: 0.2))
        #expect(log.actions.map(\.description) == ["single ended@100", "single ended@400", "double ended@400"])
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double) && !double.canBePrevented(by: single))
        #expect(double.canPrevent(single) && single.canBePrevented(by: double))
    }
}
