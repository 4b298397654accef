import CustomRecognizers
import Foundation
@_spi(GestureRecognizerSubclass) import GestureKit
import StrokeAnalysis
import Testing

@MainActor
@Suite struct CheckmarkRecognizerTests {
    /// Every ✓ and v; of the other shapes a seeded sample of 10 of each person's 40 (840 of 3,360), the rate's bound
    /// being the point, not their count: `corpus-report` replays them all at these sizes.
    @Test(arguments: [CGFloat(40), 100, 400])
    func corpusTargetsAtScale(_ extent: CGFloat) throws {
        let corpus = try #require(TestCorpus.corpus())
        let checks = corpus.strokes(of: "check")
        let others = TestCorpus.sample(corpus.strokes.filter { $0.gesture != "check" && $0.gesture != "v" }, 10,
                                       label: "CheckmarkRecognizerTests.corpusTargetsAtScale")
        let checkRate = RecognizerHarness.acceptance(of: checks, extent: extent) { CheckmarkGestureRecognizer() }
        let vRate = RecognizerHarness.acceptance(of: corpus.strokes(of: "v"), extent: extent) { CheckmarkGestureRecognizer() }
        let otherRate = RecognizerHarness.acceptance(of: others, extent: extent) { CheckmarkGestureRecognizer() }
        #expect(checkRate >= 0.97, "checks accepted at \(extent) pt: \(checkRate)")
        #expect(vRate <= 0.10, "v accepted at \(extent) pt: \(vRate)")
        #expect(otherRate <= 0.01, "other shapes accepted at \(extent) pt: \(otherRate)")
    }

    @Test(arguments: [0.5, 2.0])
    func drawingSpeedDoesNotMatter(_ timeScale: TimeInterval) throws {
        let corpus = try #require(TestCorpus.corpus())
        let rate = RecognizerHarness.acceptance(of: corpus.strokes(of: "check"), extent: 100, timeScale: timeScale) {
            CheckmarkGestureRecognizer()
        }
        #expect(rate >= 0.97)
        let vRate = RecognizerHarness.acceptance(of: corpus.strokes(of: "v"), extent: 100, timeScale: timeScale) {
            CheckmarkGestureRecognizer()
        }
        #expect(vRate <= 0.10)
    }

    /// A finger heading up-left fails once it has come 30 pt left (`leftwardPoints`), 42 pt along: no sooner, as
    /// a curl or a loop before a ✓'s down arm heads left for a while too (issue 23).
    @Test func failsOnceItHasHeadedLeftForThirtyPoints() throws {
        let recognizer = CheckmarkGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        let stroke = SyntheticStrokes.polyline([CGPoint(x: 300, y: 300), CGPoint(x: 200, y: 200)], step: 1)
        var failedAfter: CGFloat?
        for sample in RecognizerHarness.samples(stroke, lift: false) {
            window.dispatch([sample])
            if recognizer.state == .failed {
                failedAfter = hypot(sample.location.x - 300, sample.location.y - 300)
                break
            }
        }
        let distance = try #require(failedAfter, "the stroke never failed")
        #expect(distance >= 30 * 2.squareRoot() && distance <= 30 * 2.squareRoot() + 2, "failed after \(distance) pt")
    }

    @Test func midPointIsTheLowestCorner() throws {
        let recognizer = CheckmarkGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        var recognizedMid: CGPoint?
        recognizer.addAction { r in recognizedMid = r.midPoint }
        let corner = CGPoint(x: 150, y: 260)
        window.dispatch(RecognizerHarness.samples(SyntheticStrokes.checkmark(corner: corner, jitter: 0.7)))
        let mid = try #require(recognizedMid, "the ✓ was not recognized")
        #expect(hypot(mid.x - corner.x, mid.y - corner.y) <= 3, "midPoint \(mid)")
    }

    @Test func midPointIsInTheViewsCoordinates() {
        let recognizer = CheckmarkGestureRecognizer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let view = View(frame: CGRect(x: 100, y: 50, width: 400, height: 400), name: "inset")
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        var recognizedMid: CGPoint?
        recognizer.addAction { r in recognizedMid = r.midPoint }
        window.dispatch(RecognizerHarness.samples(SyntheticStrokes.checkmark(corner: CGPoint(x: 250, y: 300), jitter: 0)))
        #expect(recognizedMid.map { abs($0.x - 150) <= 2 && abs($0.y - 250) <= 2 } == true)
    }

    @Test func cancellationMidStrokeFails() {
        let recognizer = CheckmarkGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        var actions = 0
        recognizer.addAction { _ in actions += 1 }
        let stroke = SyntheticStrokes.checkmark(corner: CGPoint(x: 150, y: 260))
        window.dispatch(RecognizerHarness.samples(Array(stroke.prefix(stroke.count / 2)), lift: false))
        #expect(recognizer.state == .possible)
        var states: [GestureRecognizer.State] = []
        window.observers.append { event in if case .transition(let t) = event { states.append(t.to) } }
        window.cancelAllTouches()
        #expect(states.first == .failed)
        #expect(actions == 0)
        window.dispatch(RecognizerHarness.samples(SyntheticStrokes.checkmark(corner: CGPoint(x: 150, y: 260)).map {
            StrokePoint($0.location, time: $0.time + 10)
        }))
        #expect(actions == 1, "recognizes again after reset")
    }

    @Test func secondFingerFails() {
        let recognizer = CheckmarkGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: recognizer)
        let stroke = SyntheticStrokes.checkmark(corner: CGPoint(x: 150, y: 260))
        window.dispatch(RecognizerHarness.samples(Array(stroke.prefix(5)), lift: false))
        window.dispatch([TouchSample(id: 2, phase: .down, location: CGPoint(x: 400, y: 400), timestamp: 2)])
        #expect(recognizer.state == .failed)
    }
}
