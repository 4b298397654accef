import Foundation
import StrokeAnalysis
import Testing

/// A stroke can stay a possible tickle for as long as the finger keeps moving (a rub whose runs are too short to
/// count, a drag one way). Its 17 frames must then hold as much after a minute as after a second: only the analyzer's
/// path grows with the stroke. They held 5 values a kept point each (a ten-minute rub at 240 Hz: ~100 MB).
@Suite struct TickleMemoryTests {
    /// Back and forth over 20 pt (less than a tickle's 25) at 300 pt/s, sampled at 240 Hz: every sample is kept.
    static func shortRub(runs: Int) -> [StrokePoint] {
        let vertices = (0...runs).map { CGPoint(x: $0.isMultiple(of: 2) ? 200 : 220, y: 200) }
        return SyntheticStrokes.polyline(vertices, step: 1.25, speed: 300, jitter: 0.3, seed: 7)
    }

    /// Values the frames hold after `early` samples and at the end of `stroke`, which must still be possible.
    static func history(of stroke: [StrokePoint], after early: Int) -> (early: Int, end: Int, verdict: StrokeVerdict) {
        var analyzer = TickleAnalyzer()
        var atEarly = 0
        for (index, point) in stroke.enumerated() {
            analyzer.add(point.location, at: point.time)
            if index == early { atEarly = analyzer.frameHistoryCount }
        }
        return (atEarly, analyzer.frameHistoryCount, analyzer.verdict)
    }

    @Test func aMinuteOfRunsTooShortToCountHoldsAsMuchAsASecond() {
        let stroke = Self.shortRub(runs: 900)
        #expect(stroke.count > 14_000)
        let history = Self.history(of: stroke, after: 240)
        #expect(history.verdict == .possible)
        #expect(history.early > 0)
        #expect(history.end == history.early)
    }

    @Test func aLongDragOneWayHoldsAsMuchAsItsFirstInch() {
        let stroke = SyntheticStrokes.polyline([CGPoint(x: 100, y: 300), CGPoint(x: 1_700, y: 330)],
                                               step: 1.2, speed: 288, jitter: 0.3, seed: 3)
        let history = Self.history(of: stroke, after: 100)
        #expect(history.verdict == .possible)
        #expect(history.early > 0)
        #expect(history.end == history.early)
    }
}
