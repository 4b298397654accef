import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis
import Testing

@MainActor
@Suite struct SwirlRecognizerTests {
    /// Runs a corpus circle through the recognizer with the pivot at its bounding-box centre; returns the error of
    /// the final angle against the angle truly swept (walked in fine sub-steps), in degrees.
    private func angleError(_ stroke: CorpusStroke) -> (error: Double, states: [GestureRecognizer.State]) {
        let points = StrokeReplay.placed(stroke.points)
        let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: points).bounds
        let pivot = CGPoint(x: box.midX, y: box.midY)
        let swirl = SwirlGestureRecognizer()
        swirl.pivot = pivot
        var final: CGFloat?
        swirl.addAction { r in if r.state == .ended { final = r.angle } }
        let outcome = StrokeReplay.replay(points, frame: StrokeReplay.frame(for: points), into: swirl)
        var truth = 0.0
        let outside = points.map(\.location).filter { hypot($0.x - pivot.x, $0.y - pivot.y) > swirl.deadZoneRadius }
        for (a, b) in zip(outside, outside.dropFirst()) {
            for step in 1...16 {
                let f0 = CGFloat(step - 1) / 16, f1 = CGFloat(step) / 16
                let p0 = CGPoint(x: a.x + (b.x - a.x) * f0 - pivot.x, y: a.y + (b.y - a.y) * f0 - pivot.y)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * f1 - pivot.x, y: a.y + (b.y - a.y) * f1 - pivot.y)
                truth += Double(atan2(p0.x * p1.y - p0.y * p1.x, p0.x * p1.x + p0.y * p1.y))
            }
        }
        return (abs(Double(final ?? .nan) - truth) * 180 / .pi, outcome.actions)
    }

    @Test func followsCirclesWithinTwoDegreesBothDirections() throws {
        let corpus = try #require(TestCorpus.corpus())
        for (name, circles) in [("anticlockwise", corpus.strokes(of: "circle")), ("clockwise", corpus.clockwiseCircles)] {
            var worst = 0.0
            for circle in circles {
                let result = angleError(circle)
                #expect(result.states.first == .began && result.states.last == .ended)
                worst = max(worst, result.error.isNaN ? .infinity : result.error)
            }
            #expect(worst <= 2, "\(name) worst error \(worst)°")
        }
    }

    @Test func clockwiseIsPositiveAndCrossesPiSmoothly() {
        let swirl = SwirlGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: swirl)
        swirl.pivot = CGPoint(x: 300, y: 300)
        // One and a half clockwise turns starting on the left (bearing ±π) at radius 100.
        let points = (0...540).map { degree -> StrokePoint in
            let a = CGFloat.pi + CGFloat(degree) * .pi / 180
            return StrokePoint(CGPoint(x: 300 + 100 * cos(a), y: 300 + 100 * sin(a)), time: Double(degree) / 300)
        }
        var angles: [CGFloat] = []
        var deltas: CGFloat = 0
        swirl.addAction { r in
            angles.append(r.angle)
            deltas += r.angleDelta
        }
        window.dispatch(RecognizerHarness.samples(points))
        #expect(abs((angles.last ?? 0) - 3 * .pi) < 0.01)
        #expect(abs(deltas - 3 * .pi) < 0.01, "deltas add up to the angle")
        #expect(zip(angles, angles.dropFirst()).allSatisfy { $1 >= $0 })
    }

    @Test func keepsTheAngleSweptBeforeItBegan() {
        let swirl = SwirlGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: swirl)
        swirl.pivot = CGPoint(x: 300, y: 300)
        var began: CGFloat?
        swirl.addAction { r in if r.state == .began { began = r.angle } }
        let points = (0...20).map { degree -> StrokePoint in
            let a = -CGFloat(degree) * .pi / 180
            return StrokePoint(CGPoint(x: 300 + 100 * cos(a), y: 300 + 100 * sin(a)), time: Double(degree) / 100)
        }
        window.dispatch(RecognizerHarness.samples(points, lift: false))
        #expect(swirl.state == .changed)
        #expect(abs(swirl.angle + 20 * .pi / 180) < 1e-6, "anticlockwise is negative and nothing is lost")
        #expect(abs((began ?? 0)) >= swirl.beginThreshold)
    }

    @Test func secondFingerFailsBeforeBeganAndCancelsAfter() {
        let swirl = SwirlGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: swirl)
        var states: [GestureRecognizer.State] = []
        window.observers.append { event in if case .transition(let t) = event { states.append(t.to) } }
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 400, y: 300), timestamp: 1),
                         TouchSample(id: 2, phase: .down, location: CGPoint(x: 200, y: 300), timestamp: 1.1)])
        #expect(states == [.failed])
        window.dispatch([TouchSample(id: 1, phase: .up, location: CGPoint(x: 400, y: 300), timestamp: 1.2),
                         TouchSample(id: 2, phase: .up, location: CGPoint(x: 200, y: 300), timestamp: 1.2)])
        states.removeAll()
        let arc = (0...30).map { degree -> StrokePoint in
            let a = CGFloat(degree) * .pi / 180
            return StrokePoint(CGPoint(x: 300 + 100 * cos(a), y: 300 + 100 * sin(a)), time: 2 + Double(degree) / 100)
        }
        window.dispatch(RecognizerHarness.samples(arc, lift: false))
        window.dispatch([TouchSample(id: 2, phase: .down, location: CGPoint(x: 200, y: 300), timestamp: 5)])
        #expect(states.first == .began)
        #expect(states.last == .cancelled)
    }

    @Test func cancellationCancelsABegunSwirl() {
        let swirl = SwirlGestureRecognizer()
        let (window, _) = RecognizerHarness.window(with: swirl)
        var states: [GestureRecognizer.State] = []
        swirl.addAction { r in states.append(r.state) }
        let arc = (0...30).map { degree -> StrokePoint in
            let a = CGFloat(degree) * .pi / 180
            return StrokePoint(CGPoint(x: 300 + 100 * cos(a), y: 300 + 100 * sin(a)), time: Double(degree) / 100)
        }
        window.dispatch(RecognizerHarness.samples(arc, lift: false))
        window.cancelAllTouches()
        #expect(states.last == .cancelled)
    }

    @Test func defaultPivotIsTheViewsCentre() {
        let swirl = SwirlGestureRecognizer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let view = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200), name: "knob")
        window.addSubview(view)
        view.addGestureRecognizer(swirl)
        let quarter = (0...90).map { degree -> StrokePoint in
            let a = CGFloat(degree) * .pi / 180
            return StrokePoint(CGPoint(x: 200 + 80 * cos(a), y: 200 + 80 * sin(a)), time: Double(degree) / 100)
        }
        var final: CGFloat?
        swirl.addAction { r in if r.state == .ended { final = r.angle } }
        window.dispatch(RecognizerHarness.samples(quarter))
        #expect(abs((final ?? 0) - .pi / 2) < 1e-6)
    }

    /// A clockwise circle after a straight lead-in → a third of the stroke long (user01's mouse circle #5, mirrored, at
    /// 110 pt, 75 Hz, whole pixels): the pivot, the bounding box's centre, lies on the circle, and one step between
    /// points outside the dead zone is an exact half turn through it. The swirl took it as +180° where `SweptAngle`
    /// counts −180°, ending a whole turn apart (481.6° against 121.6°); both now take the plain change of bearing.
    @Test func aCircleAfterALongLeadInAgreesWithTheWinding() throws {
        let corpus = try #require(TestCorpus.corpus())
        let circle = try #require(corpus.clockwiseCircles.first {
            $0.subject == "user01" && $0.device == "mouse" && $0.rep == 5
        })
        let condition = StrokeAugmentation(extent: 110, sampleRate: 75, wholePixels: true,
                                           style: .leadIn(degrees: 0, share: 0.33))
        let points = StrokeReplay.placed(condition.apply(to: circle).points)
        let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: points).bounds
        let pivot = CGPoint(x: box.midX, y: box.midY)
        let swirl = SwirlGestureRecognizer()
        swirl.pivot = pivot
        var final: CGFloat?
        swirl.addAction { r in if r.state == .ended { final = r.angle } }
        _ = StrokeReplay.replay(points, frame: StrokeReplay.frame(for: points), into: swirl)
        let swept = SweptAngle.radians(points.map(\.location), around: pivot, deadZone: swirl.deadZoneRadius)
        let angle = try #require(final)
        #expect(abs(Double(angle) - swept) * 180 / .pi < 2, "swirl \(angle * 180 / .pi)°, swept \(swept * 180 / .pi)°")
        #expect(abs(swept * 180 / .pi - 121.6) < 0.1)
    }

    /// An exact half turn: down through the pivot is −180° (anticlockwise on screen: the plain change of bearing,
    /// as `SweptAngle` counts it), the same step up +180°; any other step the short way round.
    @Test func anExactHalfTurnIsThePlainChangeOfBearing() {
        var tracker = SwirlTracker(pivot: .zero, deadZoneRadius: 0)
        tracker.add(CGPoint(x: 0, y: 5))
        #expect(tracker.add(CGPoint(x: 0, y: -5)) == -.pi)
        #expect(tracker.add(CGPoint(x: 0, y: 5)) == .pi)
        #expect(abs(tracker.add(CGPoint(x: -1, y: -5)) - (.pi - atan(0.2))) < 1e-12)
        #expect(SweptAngle.radians([CGPoint(x: 0, y: 5), CGPoint(x: 0, y: -5)], around: .zero) == -.pi)
    }
}
