import Foundation
import StrokeAnalysis
import Testing

/// Issue 38 point 3: a ✓ whose down arm is drawn long (its up arm only 1.2–1.6× it), as strangers draw it. The
/// synthesized style the report measures the ✓ in, and the refusal's numbers; the person-wise figures are
/// `corpus-report --cross-validate`'s.
@Suite struct CheckmarkLongDownArmTests {
    static func stroke(_ vertices: [CGPoint], gesture: String = "check") -> CorpusStroke {
        CorpusStroke(gesture: gesture, device: "hand", subject: "hand", rep: 0,
                     points: SyntheticStrokes.polyline(vertices, step: 4, speed: 400, jitter: 0, seed: 1))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    /// Up arm over down arm, split at the lowest point.
    static func armRatio(_ stroke: CorpusStroke) -> CGFloat {
        let points = stroke.points.map(\.location)
        let corner = points.indices.max { points[$0].y < points[$1].y } ?? 0
        return distance(points[corner], points[points.count - 1]) / distance(points[0], points[corner])
    }

    @Test("the style lengthens the down arm about the corner to the asked ratio, never shortens it, at most 4×")
    func styleSetsTheRatio() {
        let check = Self.stroke([CGPoint(x: 100, y: 180), CGPoint(x: 130, y: 210), CGPoint(x: 230, y: 90)])
        #expect(abs(Self.armRatio(check) - 3.68) < 0.01)
        let styled = StrokeStyle.longFirstArm(ratio: 1.5).apply(to: check)
        #expect(abs(Self.armRatio(styled) - 1.5) < 0.01)
        // The corner and the up arm stay where they were; the down arm keeps its heading.
        #expect(styled.points.last?.location == check.points.last?.location)
        #expect(styled.points.map(\.location.y).max() == 210)
        let start = styled.points[0].location
        #expect(abs(atan2(210 - start.y, 130 - start.x) - .pi / 4) < 1e-6)
        // Drawn at the same speed: the down arm takes longer.
        let duration = { (s: CorpusStroke) in (s.points.last?.time ?? 0) - (s.points.first?.time ?? 0) }
        #expect(duration(styled) > duration(check))
        // A v (ratio ≈ 1) is left as it is; a steep ✓ gets a down arm at most 4× longer.
        let v = Self.stroke([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 200), CGPoint(x: 200, y: 100)], gesture: "v")
        #expect(StrokeStyle.longFirstArm(ratio: 1.25).apply(to: v).points == v.points)
        let steep = Self.stroke([CGPoint(x: 100, y: 200), CGPoint(x: 110, y: 210), CGPoint(x: 200, y: 100)])
        let ratio = Self.armRatio(steep)
        #expect(ratio > 5)
        #expect(abs(Self.armRatio(StrokeStyle.longFirstArm(ratio: 1.25).apply(to: steep)) - ratio / 4) < 0.01)
        #expect(StrokeStyle.longFirstArm(ratio: 1.5).description == "long down arm 1.5×")
        #expect(!StrokeAugmentation(extent: 110, style: .longFirstArm(ratio: 1.5)).tunesTheCheckmark)
        #expect(StrokeAugmentation.all.filter { !$0.tunesTheCheckmark }.map(\.description)
                    == ["long down arm 1.5× 110pt 75Hz px", "long down arm 1.25× 110pt 75Hz px"])
    }

    @Test("a ✓ whose up arm is 1.24× its long down arm is refused with both ratios in the reason")
    func refusalSaysItsNumbers() {
        let check = Self.stroke([CGPoint(x: 100, y: 110), CGPoint(x: 150, y: 200), CGPoint(x: 230, y: 100)])
        #expect(abs(Self.armRatio(check) - 1.24) < 0.01)
        var analyzer = CheckmarkAnalyzer()
        guard case let .failed(failure) = analyzer.analyze(check.points) else {
            Issue.record("recognized: \(analyzer.verdict)")
            return
        }
        #expect(failure.rule.name == "armsTooEvenForAngles")
        #expect(failure.rule.message.hasPrefix("arms too even (more a v): up arm 1.2× the down arm, a ✓'s is at least "),
                "\(failure.rule.message)")
        #expect(failure.rule.numbers.first?.key == "armRatio")
    }
}
