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

    /// The rules before the rub's own axis: the screen's horizontal only, ratio 1.0, no balance or backtrack rule.
    nonisolated static var previousRules: TickleAnalyzer.Configuration {
        var c = TickleAnalyzer.Configuration()
        c.maximumVerticalRatio = 1
        c.maximumAxisTiltDegrees = 0
        c.maximumRunImbalance = .infinity
        c.maximumBacktrack = .infinity
        return c
    }

    /// Worst fold of the report's cross-validation under the two turned conditions (±10°), where rubs measured
    /// against the screen's horizontal fell to 52.5 % and 72.5 %: the vertical ratio chosen on five people
    /// (`TickleTuning`), every target measured on the sixth.
    nonisolated static func worstFold(_ sample: StrokeCorpus? = nil,
                          turned configuration: (_ heldOut: String) -> TickleAnalyzer.Configuration)
        throws -> (rubs: Double, named: Double, others: Double) {
        let corpus = try #require(sample ?? TestCorpus.corpus())
        let conditions = [StrokeAugmentation.standard[6], StrokeAugmentation.standard[7]]
        let people = Array(Set(corpus.strokes.map(\.subject))).sorted()
        let named: Set = ["zig_zag", "star", "left_curly_brace", "right_curly_brace"]
        var worst = (rubs: 1.0, named: 0.0, others: 0.0)
        for person in people {
            let c = configuration(person)
            let rubs = corpus.derivedTickles.filter { $0.subject == person }
            let others = corpus.strokes.filter { $0.subject == person }
            for condition in conditions {
                // The analyzer alone, fed the points the recognizer would feed it: quick enough in a debug build.
                func rate(_ strokes: [CorpusStroke]) -> Double {
                    let accepted = strokes.filter { stroke in
                        var analyzer = TickleAnalyzer(configuration: c)
                        return analyzer.analyze(StrokeReplay.placed(condition.applyKeepingSize(to: stroke).points)) == .recognized
                    }.count
                    return Double(accepted) / Double(max(strokes.count, 1))
                }
                worst.rubs = min(worst.rubs, rate(rubs))
                worst.named = max(worst.named, rate(others.filter { named.contains($0.gesture) }))
                worst.others = max(worst.others, rate(others))
            }
        }
        return worst
    }

    /// On a seeded sample of 10 of each person's 40 of each shape, 20 of their zig-zags (the rubs): the whole
    /// corpus's folds are `corpus-report --cross-validate`'s (release), which reports them turned ±10°. The analyzer
    /// alone, off the main actor, so the main-actor tests run beside it.
    @Test nonisolated func turnedRubsMeetTheTargetsOnTheWorstFold() throws {
        let whole = try #require(TestCorpus.corpus())
        let label = "turnedRubsMeetTheTargetsOnTheWorstFold"
        let corpus = StrokeCorpus(strokes: TestCorpus.sample(whole.strokes(of: "zig_zag"), 20, label: label)
            + TestCorpus.sample(whole.strokes.filter { $0.gesture != "zig_zag" }, 10, label: label))
        // Each person's required ratios under the two turned conditions, for tuning the folds they train.
        let turned = [StrokeAugmentation.standard[6], StrokeAugmentation.standard[7]]
        var needs: [String: (rubs: [CGFloat?], others: [CGFloat?])] = [:]
        for stroke in corpus.strokes {
            for condition in turned {
                let ratio = { (s: CorpusStroke) in
                    TickleAnalyzer.requiredVerticalRatio(condition.applyKeepingSize(to: s).points.map(\.location))
                }
                needs[stroke.subject, default: ([], [])].others.append(ratio(stroke))
                if stroke.gesture == "zig_zag" {
                    needs[stroke.subject, default: ([], [])].rubs.append(ratio(stroke.rotatedClockwise()))
                }
            }
        }
        let worst = try Self.worstFold(corpus) { heldOut in
            let training = needs.filter { $0.key != heldOut }.values
            return TickleTuning.tuned(rubs: training.flatMap(\.rubs), others: training.flatMap(\.others))
        }
        #expect(worst.rubs >= 0.95, "worst fold: \(worst.rubs)")
        #expect(worst.named == 0, "worst fold: \(worst.named)")
        #expect(worst.others <= 0.01, "worst fold: \(worst.others)")
    }

    @Test("the previous rules, against the screen's horizontal, miss the targets turned ±10°")
    nonisolated func previousRulesMissTurnedRubs() throws {
        let worst = try Self.worstFold { _ in Self.previousRules }
        #expect(worst.rubs < 0.95, "worst fold: \(worst.rubs)")
    }

    /// A seeded sample of 10 of each person's 40 (60 of 240): none may pass, so the count is not the point;
    /// `corpus-report --cross-validate` replays them all.
    @Test(arguments: ["zig_zag", "star", "left_curly_brace", "right_curly_brace"])
    func tallOrVerticalShapesAreNotTickles(_ shape: String) throws {
        let corpus = try #require(TestCorpus.corpus())
        let sample = TestCorpus.sample(corpus.strokes(of: shape), 10, label: "tallOrVerticalShapesAreNotTickles")
        #expect(RecognizerHarness.acceptance(of: sample, extent: nil) { TickleGestureRecognizer() } == 0)
    }

    @Test func tooFewReversalsFailOnLift() {
        let recognizer = TickleGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        var states: [GestureRecognizer.State] = []
        window.observers.append { event in if case .transition(let t) = event { states.append(t.to) } }
        window.dispatch(RecognizerHarness.samples(SyntheticStrokes.tickle(amplitude: 60, runs: 3)))
        #expect(states.first == .failed)
    }

    /// Within `maximumLeadIn` (120 pt) of path: the seed's reading fails after 26 pt (the axis tilted furthest, 20°,
    /// sees the drag drift across it 0.94 pt per 0.34 pt along), but until then a loop or a hook could still lead
    /// into a rub (issue 23), and the reason stays the seed's reading's.
    @Test func verticalDragFailsEarly() {
        let recognizer = TickleGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        let stroke = SyntheticStrokes.polyline([CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 400)], step: 2)
        var failedAfter: CGFloat?
        for sample in RecognizerHarness.samples(stroke, lift: false) {
            window.dispatch([sample])
            if recognizer.state == .failed { failedAfter = sample.location.y - 100; break }
        }
        #expect((failedAfter ?? .infinity) <= 125)
        #expect(recognizer.analyzer.verdict.failure?.text.hasPrefix("moving vertically") == true)
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
