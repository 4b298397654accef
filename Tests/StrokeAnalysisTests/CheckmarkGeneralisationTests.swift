import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis
import Testing

/// Issue 12 items 1–2: the checkmark holds on hands it was not tuned on. Real hands draw ✓ with a curved upstroke
/// and hooks at the ends, and the cross-validation by person (thresholds chosen on five people, measured on the
/// sixth) meets every target on the worst fold.
@MainActor
@Suite struct CheckmarkGeneralisationTests {
    /// Samples along a quadratic curve from `a` to `b` bowed by `bow` points to the left of travel.
    static func curve(_ a: CGPoint, _ b: CGPoint, bow: CGFloat, steps: Int = 30) -> [CGPoint] {
        let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let length = hypot(b.x - a.x, b.y - a.y)
        let control = CGPoint(x: mid.x + (a.y - b.y) / length * bow * 2, y: mid.y + (b.x - a.x) / length * bow * 2)
        return (0...steps).map { i in
            let t = CGFloat(i) / CGFloat(steps)
            let u = 1 - t
            return CGPoint(x: u * u * a.x + 2 * u * t * control.x + t * t * b.x,
                           y: u * u * a.y + 2 * u * t * control.y + t * t * b.y)
        }
    }

    /// Timed at `speed` points per second; the upstroke can be drawn faster than the downstroke.
    static func timed(_ parts: [[CGPoint]], speeds: [CGFloat]) -> [StrokePoint] {
        var result: [StrokePoint] = []
        var time: TimeInterval = 0
        for (part, speed) in zip(parts, speeds) {
            for point in part where result.last?.location != point {
                if let last = result.last { time += Double(hypot(point.x - last.location.x, point.y - last.location.y) / speed) }
                result.append(StrokePoint(point, time: time))
            }
        }
        return result
    }

    static func recognized(_ points: [StrokePoint], _ configuration: CheckmarkAnalyzer.Configuration = .init()) -> Bool {
        let stroke = CorpusStroke(gesture: "check", device: "hand", subject: "hand", rep: 0, points: points)
        let recognizer = CheckmarkGestureRecognizer(analyzer: CheckmarkAnalyzer(configuration: configuration))
        return StrokeReplay.replay(stroke, into: recognizer).recognized
    }

    /// The final rules before this work: no hook trimming, one 0.18 bulge limit for both arms measured without a
    /// noise allowance, the arm ratio alone.
    static var previousRules: CheckmarkAnalyzer.Configuration {
        var c = CheckmarkAnalyzer.Configuration()
        c.hookFraction = 0
        c.armNoisePoints = 0
        c.maximumBulge = 0.18
        c.maximumUpstrokeBulge = 0.18
        c.discriminant = nil
        c.downArmDegrees = 15...100
        c.upArmDegrees = -80 ... -20
        return c
    }

    static let down = (CGPoint(x: 100, y: 200), CGPoint(x: 140, y: 250))
    static let upEnd = CGPoint(x: 230, y: 110)

    @Test("a curved, swooshing upstroke passes (the previous rules refused the deeper curves)",
          arguments: [(CGFloat(12), true), (24, true), (36, false), (-36, false)])
    func swoosh(bow: CGFloat, previouslyAccepted: Bool) {
        let stroke = Self.timed([Self.curve(Self.down.0, Self.down.1, bow: 0, steps: 10),
                                 Self.curve(Self.down.1, Self.upEnd, bow: bow)], speeds: [250, 700])
        #expect(Self.recognized(stroke), "bow \(bow) pt")
        #expect(Self.recognized(stroke, Self.previousRules) == previouslyAccepted, "bow \(bow) pt")
    }

    @Test("a hook at the start or a curl at the end passes")
    func hooks() {
        // A tick up and to the left before the downstroke.
        let startHook = Self.timed([[CGPoint(x: 91, y: 200), CGPoint(x: 100, y: 193)],
                                    Self.curve(CGPoint(x: 100, y: 193), Self.down.1, bow: 0, steps: 10),
                                    Self.curve(Self.down.1, Self.upEnd, bow: 6)], speeds: [200, 250, 600])
        #expect(Self.recognized(startHook))
        // The upstroke curls over to the right and down at its end.
        let endCurl = Self.timed([Self.curve(Self.down.0, Self.down.1, bow: 0, steps: 10),
                                  Self.curve(Self.down.1, Self.upEnd, bow: 5),
                                  [CGPoint(x: 238, y: 108), CGPoint(x: 246, y: 112), CGPoint(x: 251, y: 121),
                                   CGPoint(x: 253, y: 131)]],
                                 speeds: [250, 700, 300])
        #expect(Self.recognized(endCurl))
        #expect(!Self.recognized(endCurl, Self.previousRules))
        // Both, drawn slowly down and fast up, with whole-pixel coordinates.
        let both = Self.timed([[CGPoint(x: 104, y: 192), CGPoint(x: 100, y: 196)],
                               Self.curve(Self.down.0, Self.down.1, bow: -3, steps: 10),
                               Self.curve(Self.down.1, Self.upEnd, bow: 12),
                               [CGPoint(x: 237, y: 107), CGPoint(x: 243, y: 112)]], speeds: [150, 120, 900, 300])
            .map { StrokePoint(CGPoint(x: $0.location.x.rounded(), y: $0.location.y.rounded()), time: $0.time) }
        #expect(Self.recognized(both))
    }

    @Test("still not a ✓: a v, a hooked v, an upstroke that turns back down")
    func stillRejected() {
        let v = Self.timed([Self.curve(CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 200), bow: 0),
                            Self.curve(CGPoint(x: 150, y: 200), CGPoint(x: 200, y: 100), bow: 6)], speeds: [300, 300])
        #expect(!Self.recognized(v))
        let turnsBack = Self.timed([Self.curve(Self.down.0, Self.down.1, bow: 0, steps: 10),
                                    Self.curve(Self.down.1, Self.upEnd, bow: 0),
                                    Self.curve(Self.upEnd, CGPoint(x: 240, y: 240), bow: 0)], speeds: [250, 600, 600])
        #expect(!Self.recognized(turnsBack))
    }

    /// The report's cross-validation in its ten recorded-style conditions: every person held out once, thresholds
    /// chosen on the other five by `CheckmarkTuning` (under every condition, the synthesized styles included, as the
    /// report does; the long down arm tunes the long-down-arm score alone), the issue 23 targets checked in each
    /// condition: ✓ ≥ 97 % over the six people and ≥ 90 % for the
    /// worst, other shapes ≤ 1 % and `v` ≤ 10 % over the six. (The styles' own conditions are the report's; in a
    /// debug build they would take minutes.) The analyzer alone, off the main actor, so the main-actor tests run
    /// beside it.
    @Test nonisolated func crossValidatedTargetsInEveryCondition() throws {
        let corpus = try #require(TestCorpus.corpus())
        let conditions = StrokeAugmentation.standard
        let people = Array(Set(corpus.strokes.map(\.subject))).sorted()
        #expect(people.count == 6)
        var rates: [String: (check: [Double], others: [Double], v: [Double])] = [:]
        for person in people {
            let (checks, vs, longChecks) = CheckmarkTuning.trainingFeatures(
                of: corpus.strokes.filter { $0.subject != person }, augmentations: StrokeAugmentation.all)
            let configuration = CheckmarkTuning.tuned(checks: checks, vs: vs, longChecks: longChecks)
            let heldOut = corpus.strokes.filter { $0.subject == person }
            for condition in conditions {
                // The analyzer alone, fed the points the recognizer would feed it (the replay's window coordinates):
                // the same verdicts as a replay through a window, quick enough in a debug build.
                func rate(_ strokes: [CorpusStroke]) -> Double {
                    let accepted = strokes.filter { stroke in
                        var analyzer = CheckmarkAnalyzer(configuration: configuration)
                        return analyzer.analyze(StrokeReplay.placed(condition.apply(to: stroke).points)) == .recognized
                    }.count
                    return Double(accepted) / Double(max(strokes.count, 1))
                }
                var row = rates[condition.description] ?? ([], [], [])
                row.check.append(rate(heldOut.filter { $0.gesture == "check" }))
                row.v.append(rate(heldOut.filter { $0.gesture == "v" }))
                row.others.append(rate(heldOut.filter { $0.gesture != "check" }))
                rates[condition.description] = row
            }
        }
        func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(values.count, 1)) }
        for (condition, row) in rates.sorted(by: { $0.key < $1.key }) {
            #expect(mean(row.check) >= 0.97, "\(condition): ✓ mean \(mean(row.check))")
            #expect((row.check.min() ?? 0) >= 0.90, "\(condition): ✓ worst person \(row.check.min() ?? 0)")
            #expect(mean(row.others) <= 0.01, "\(condition): others mean \(mean(row.others))")
            #expect(mean(row.v) <= 0.10, "\(condition): v mean \(mean(row.v))")
        }
    }

    @Test("the swirl's angle matches the winding measured independently from the points")
    func swirlAgainstWinding() throws {
        let corpus = try #require(TestCorpus.corpus())
        for stroke in corpus.strokes(of: "circle").prefix(40) {
            let points = StrokeReplay.placed(stroke.points)
            let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: points).bounds
            let swirl = SwirlGestureRecognizer()
            swirl.pivot = CGPoint(x: box.midX, y: box.midY)
            var final: CGFloat?
            swirl.addAction { r in if r.state == .ended { final = r.angle } }
            _ = StrokeReplay.replay(points, frame: StrokeReplay.frame(for: points), into: swirl)
            let swept = SweptAngle.radians(points.map(\.location), around: CGPoint(x: box.midX, y: box.midY),
                                           deadZone: swirl.deadZoneRadius)
            let angle = try #require(final)
            #expect(abs(Double(angle) - swept) * 180 / .pi < 2, "\(stroke.subject) #\(stroke.rep)")
        }
        // The winding measure itself: one and a half turns clockwise (y down) is 540°.
        let turns = (0...300).map { i -> CGPoint in
            let a = Double(i) / 300 * 3 * .pi
            return CGPoint(x: 100 + 50 * cos(a), y: 100 + 50 * sin(a))
        }
        #expect(abs(SweptAngle.radians(turns, around: CGPoint(x: 100, y: 100)) - 3 * .pi) < 1e-9)
        #expect(abs(SweptAngle.radians(turns.reversed(), around: CGPoint(x: 100, y: 100)) + 3 * .pi) < 1e-9)
    }
}
