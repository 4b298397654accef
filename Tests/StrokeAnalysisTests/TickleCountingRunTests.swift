import CustomRecognizers
import Foundation
import GestureKitTesting
import StrokeAnalysis
import Testing

/// Issue 23: on a large rub the last direction change counts once the finger has come back `countingRunShare` of its
/// side's run, not the seed's 25 pt, and the heading rule is judged again there. Before, seven of user01's arrows after
/// a ← lead-in were tickles (1.1 % of that person's other shapes, against 1 %): their flat return to the tip was still
/// on the climbing shaft's line 25 pt after the head's turn.
@MainActor
@Suite struct TickleCountingRunTests {
    /// A horizontal rub from x = 300: `runs` runs of `length` pt (→ first), then `last` pt back, sampled every `step` pt
    /// at 100 Hz with a slight downward drift.
    static func rub(runs: Int, length: CGFloat, last: CGFloat, step: CGFloat = 5) -> [StrokePoint] {
        var points = [StrokePoint(x: 300, y: 300, time: 0)]
        var x: CGFloat = 300, direction: CGFloat = 1
        for distance in Array(repeating: length, count: runs) + [last] {
            var moved: CGFloat = 0
            while moved < distance {
                let step = min(step, distance - moved)
                moved += step
                x += direction * step
                points.append(StrokePoint(x: x, y: 300 + CGFloat(points.count) * 0.05, time: Double(points.count) / 100))
            }
            direction = -direction
        }
        return points
    }

    static func analyzer(share: CGFloat? = nil) -> TickleAnalyzer {
        var c = TickleAnalyzer.Configuration()
        if let share { c.countingRunShare = share }
        return TickleAnalyzer(configuration: c)
    }

    /// How far the last run had come back (pt) at the sample that was recognized, or nil if none was.
    static func countingRunAtRecognition(_ points: [StrokePoint], share: CGFloat? = nil) -> CGFloat? {
        var analyzer = analyzer(share: share)
        let turn = points.map(\.location.x).max() ?? 0
        for point in points where analyzer.add(point.location, at: point.time) == .recognized {
            return turn - point.location.x
        }
        return nil
    }

    @Test func aLargeRubCountsItsLastChangeAfterASixthOfItsSidesRun() throws {
        let points = Self.rub(runs: 3, length: 250, last: 120)
        #expect(Self.countingRunAtRecognition(points, share: 0) == 25)
        let back = try #require(Self.countingRunAtRecognition(points))
        #expect(back >= 0.16 * 250 && back < 0.16 * 250 + 5, "recognized \(back) pt back")
    }

    /// Seeded rubs of runs 40–400 pt sampled every 2–12 pt, each turn on a sample: the last change counts at the first
    /// sample at least max(25 pt, 0.16 × the run) back, never before (the seed's count alone: 25 pt).
    @Test(arguments: 1...60 as ClosedRange<UInt64>)
    func theLastChangeCountsAtTheLargerOfTheSeedsLengthAndTheShare(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let step = CGFloat(Int.random(in: 2...12, using: &rng))
        let length = step * CGFloat(Int.random(in: Int((40 / step).rounded(.up))...Int(400 / step), using: &rng))
        let points = Self.rub(runs: 3, length: length, last: length, step: step)
        let needed = max(25, 0.16 * length)
        let expected = (needed / step).rounded(.up) * step
        let back = try #require(Self.countingRunAtRecognition(points), "seed \(seed): \(length) pt runs, \(step) pt steps")
        #expect(back == expected, "seed \(seed): \(length) pt runs, \(step) pt steps: recognized \(back) pt back")
        #expect(Self.countingRunAtRecognition(points, share: 0) == (25 / step).rounded(.up) * step, "seed \(seed)")
    }

    @Test func aRubOfFingerSizeCountsAsTheSeedDoes() {
        let points = Self.rub(runs: 3, length: 100, last: 60)
        #expect(Self.countingRunAtRecognition(points) == 25)
        #expect(Self.countingRunAtRecognition(points, share: 0) == 25)
    }

    @Test func aLiftBeforeTheLastRunIsLongSaysHowFarItCameBack() throws {
        var analyzer = Self.analyzer()
        for point in Self.rub(runs: 3, length: 250, last: 30) { analyzer.add(point.location, at: point.time) }
        let failure = try #require(analyzer.finish().failure)
        #expect(failure.text == "last run came back 30 pt < countingRunShare 0.16 × its side's 250 pt run")
        #expect(failure.number("countingRun") == 30)
        #expect(failure.number("sideRun") == 250)
        #expect(failure.number("countingRunShare") == Double(CGFloat(0.16)))
        var seed = Self.analyzer(share: 0)
        for point in Self.rub(runs: 3, length: 250, last: 30) { seed.add(point.location, at: point.time) }
        #expect(seed.finish() == .recognized)
    }

    /// user01's arrows #5 and #6 (touchscreen) after a ← lead-in: the lead-in, the shaft, the head and the return to
    /// the tip are four runs along an axis tilted 5–7.5° towards the shaft; 25 pt into the return it still heads as
    /// the shaft did, a sixth of the shaft later it is off. The reason shown is the untilted reading's, which got as
    /// far: there the shaft climbs and the head does not.
    @Test(arguments: [5, 6])
    func anArrowsFlatReturnHeadsOffItsShaftOnceItCounts(_ rep: Int) throws {
        let arrow = try TickleShapeRuleTests.stroke("arrow", "user01", rep, "touchscreen")
        let lead = TickleStyleTests.style(.leadIn(degrees: 180, share: 0.1))
        #expect(TickleShapeRuleTests.replay(arrow, lead) { $0.countingRunShare = 0 }.recognized)
        let outcome = TickleShapeRuleTests.replay(arrow, lead)
        #expect(!outcome.recognized)
        let reason = try #require(outcome.reason)
        #expect(reason.text.hasPrefix("runs drift apart"), "\(reason.text)")
        #expect(reason.customNumberNames.contains("driftChange"))
    }
}
