import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis
import Testing

@MainActor
@Suite struct ChevronRecognizerTests {
    /// Every derived chevron; of the other shapes and the upward chevrons a seeded sample of 10 of each person's 40
    /// (1,020 of 4,080), the rate's bound being the point, not their count: `corpus-report` replays them all.
    @Test(arguments: [CGFloat(40), 100, 400])
    func corpusTargetsAtScale(_ extent: CGFloat) throws {
        let corpus = try #require(TestCorpus.corpus())
        let positives = RecognizerHarness.acceptance(of: corpus.derivedChevrons, extent: extent) { ChevronGestureRecognizer() }
        let sample = TestCorpus.sample(corpus.strokes + corpus.derivedUpwardChevrons, 10,
                                       label: "ChevronRecognizerTests.corpusTargetsAtScale")
        let negatives = RecognizerHarness.acceptance(of: sample, extent: extent) {
            ChevronGestureRecognizer()
        }
        #expect(positives >= 0.95, "derived > accepted at \(extent) pt: \(positives)")
        #expect(negatives <= 0.01, "other shapes accepted at \(extent) pt: \(negatives)")
    }

    @Test func hardNegativesAndSpeeds() throws {
        let corpus = try #require(TestCorpus.corpus())
        let hard = ["right_curly_brace", "right_sq_bracket", "x", "rectangle"].flatMap { corpus.strokes(of: $0) }
        #expect(RecognizerHarness.acceptance(of: hard, extent: 100) { ChevronGestureRecognizer() } <= 0.01)
        for timeScale in [0.5, 2.0] {
            let rate = RecognizerHarness.acceptance(of: corpus.derivedChevrons, extent: 100, timeScale: timeScale) {
                ChevronGestureRecognizer()
            }
            #expect(rate >= 0.95, "at time ×\(timeScale): \(rate)")
        }
    }

    /// A ">" drawn bottom to top climbs as a lead-in up-right would, so no prefix of it fails (issue 23: a prefix
    /// that could still become a ">" must not); the lift does, naming the climb.
    @Test func bottomToTopFailsAtTheLiftSayingItClimbs() {
        let recognizer = ChevronGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        let stroke = SyntheticStrokes.polyline([CGPoint(x: 100, y: 400), CGPoint(x: 250, y: 300), CGPoint(x: 100, y: 200)])
        var reasons: [String] = []
        window.observers.append { event in
            if case let .transition(t) = event, t.to == .failed { reasons.append(t.reason?.text ?? "") }
        }
        let samples = RecognizerHarness.samples(stroke)
        window.dispatch(Array(samples.dropLast()))
        #expect(reasons.isEmpty && recognizer.state == .possible, "\(reasons)")
        window.dispatch([samples[samples.count - 1]])
        #expect(reasons == ["first arm climbs 34° > maximumClimbDegrees 15°"])
    }

    @Test func cancellationFails() {
        let recognizer = ChevronGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        let stroke = SyntheticStrokes.polyline([CGPoint(x: 100, y: 100), CGPoint(x: 250, y: 200), CGPoint(x: 100, y: 300)])
        window.dispatch(RecognizerHarness.samples(Array(stroke.prefix(20)), lift: false))
        var states: [GestureRecognizer.State] = []
        window.observers.append { event in if case .transition(let t) = event { states.append(t.to) } }
        window.cancelAllTouches()
        #expect(states.first == .failed)
    }
}
