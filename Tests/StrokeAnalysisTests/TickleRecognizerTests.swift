import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis
import Testing

@MainActor
@Suite struct TickleRecognizerTests {
    @Test func firesWhileStillMovingOnHorizontalRubbing() {
        let recognizer = TickleGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        var recognizedWhileDown = false
        recognizer.addAction { _ in recognizedWhileDown = window.hasActiveTouches }
        window.dispatch(RecognizerHarness.samples(SyntheticStrokes.tickle(amplitude: 60, runs: 6)))
        #expect(recognizedWhileDown)
    }

    @Test func syntheticAndRotatedZigZagsAreTickles() throws {
        let corpus = try #require(TestCorpus.corpus())
        var synthetic: [CorpusStroke] = []
        for i in 0..<30 {
            let amplitude = CGFloat(35 + i * 4)
            let drift = CGFloat(i % 4) * 3
            let points = SyntheticStrokes.tickle(amplitude: amplitude, runs: 4 + i % 3, drift: drift, jitter: 1.5,
                                                 seed: UInt64(i + 1))
            synthetic.append(CorpusStroke(gesture: "tickle", device: "synthetic", subject: "s", rep: i, points: points))
        }
        #expect(RecognizerHarness.acceptance(of: synthetic, extent: nil) { TickleGestureRecognizer() } == 1)
        #expect(RecognizerHarness.acceptance(of: corpus.derivedTickles, extent: nil) { TickleGestureRecognizer() } >= 0.95)
    }

    @Test(arguments: ["zig_zag", "star", "left_curly_brace", "right_curly_brace"])
    func tallOrVerticalShapesAreNotTickles(_ shape: String) throws {
        let corpus = try #require(TestCorpus.corpus())
        #expect(RecognizerHarness.acceptance(of: corpus.strokes(of: shape), extent: nil) { TickleGestureRecognizer() } == 0)
    }

    @Test func tooFewReversalsFailOnLift() {
        let recognizer = TickleGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        var states: [GestureRecognizer.State] = []
        window.observers.append { event in if case .transition(let t) = event { states.append(t.to) } }
        window.dispatch(RecognizerHarness.samples(SyntheticStrokes.tickle(amplitude: 60, runs: 3)))
        #expect(states.first == .failed)
    }

    @Test func verticalDragFailsEarly() {
        let recognizer = TickleGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        let stroke = SyntheticStrokes.polyline([CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 400)], step: 2)
        var failedAfter: CGFloat?
        for sample in RecognizerHarness.samples(stroke, lift: false) {
            window.dispatch([sample])
            if recognizer.state == .failed { failedAfter = sample.location.y - 100; break }
        }
        #expect((failedAfter ?? .infinity) <= 25)
    }

    @Test func cancellationFails() {
        let recognizer = TickleGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        window.dispatch(RecognizerHarness.samples(Array(SyntheticStrokes.tickle(amplitude: 60, runs: 5).prefix(30)),
                                                  lift: false))
        var states: [GestureRecognizer.State] = []
        window.observers.append { event in if case .transition(let t) = event { states.append(t.to) } }
        window.cancelAllTouches()
        #expect(states.first == .failed)
    }
}
