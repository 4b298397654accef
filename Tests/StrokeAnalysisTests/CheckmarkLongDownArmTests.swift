import Foundation
import StrokeAnalysis
import Testing

/// Issue 38 point 3: a ✓ whose down arm is drawn long (its up arm only 1.2–1.6× it), as strangers draw it. The
/// synthesized style the report measures and tunes the ✓ in, the long-down-arm score that accepts it while a `v` stays
/// refused, and the refusal's numbers; the person-wise figures are `corpus-report --cross-validate`'s.
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
        #expect(StrokeAugmentation(extent: 110, style: .longFirstArm(ratio: 1.5)).tunesTheLongDownArm)
        #expect(StrokeAugmentation.all.filter { !$0.tunesTheCheckmark }.map(\.description)
                    == ["long down arm 1.5× 110pt 75Hz px", "long down arm 1.25× 110pt 75Hz px"])
        #expect(StrokeAugmentation.all.filter(\.tunesTheLongDownArm).map(\.description)
                    == ["long down arm 1.5× 110pt 75Hz px", "long down arm 1.25× 110pt 75Hz px"])
    }

    /// A polyline ✓ or `v` from its corner: a down arm of 60 pt heading `down` degrees, then an up arm `ratio` × as
    /// long heading `up` degrees (negative: up on a y-down screen).
    static func arms(down: CGFloat, up: CGFloat, ratio: CGFloat, gesture: String = "check") -> CorpusStroke {
        let corner = CGPoint(x: 150, y: 200), length: CGFloat = 60
        let (d, u) = (down * .pi / 180, up * .pi / 180)
        return stroke([CGPoint(x: corner.x - length * cos(d), y: corner.y - length * sin(d)), corner,
                       CGPoint(x: corner.x + ratio * length * cos(u), y: corner.y + ratio * length * sin(u))],
                      gesture: gesture)
    }

    static func verdict(_ stroke: CorpusStroke, _ configuration: CheckmarkAnalyzer.Configuration = .init()) -> StrokeVerdict {
        var analyzer = CheckmarkAnalyzer(configuration: configuration)
        return analyzer.analyze(stroke.points)
    }

    /// The shipped configuration without the long-down-arm score: the rules before issue 38's point 3.
    static var mainScoreOnly: CheckmarkAnalyzer.Configuration {
        var c = CheckmarkAnalyzer.Configuration()
        c.longDownArmDiscriminant = nil
        return c
    }

    @Test("a ✓ whose up arm is only 1.3× or 1.6× its down arm passes, on the long-down-arm score (refused before)",
          arguments: [(CGFloat(1.3), CGFloat(50), CGFloat(-50)), (1.6, 55, -55), (1.24, 61, -51)])
    func longDownArmAccepted(ratio: CGFloat, down: CGFloat, up: CGFloat) throws {
        let check = Self.arms(down: down, up: up, ratio: ratio)
        #expect(abs(Self.armRatio(check) - ratio) < 0.01)
        #expect(Self.verdict(check) == .recognized, "\(Self.verdict(check))")
        // The reason it passes: the main score takes it for a `v`, the long-down-arm score for a ✓.
        let refused = try #require(Self.verdict(check, Self.mainScoreOnly).failure)
        #expect(refused.rule.name == "armsTooEvenForAngles")
        let features = try #require(CheckmarkFeatures(points: check.points.map(\.location)))
        let c = CheckmarkAnalyzer.Configuration()
        #expect(try #require(c.discriminant).score(features) < 0)
        #expect(try #require(c.longDownArmDiscriminant).score(features) > 0)
        #expect(features.armRatio >= c.longDownArmMinimumRatio)
    }

    @Test("a v with arms 1.0–1.15× is still refused, with both ratios in the reason",
          arguments: [(CGFloat(1.0), CGFloat(62), CGFloat(-62)), (1.1, 60, -64), (1.15, 58, -60), (1.15, 50, -50)])
    func evenArmsRefused(ratio: CGFloat, down: CGFloat, up: CGFloat) throws {
        let v = Self.arms(down: down, up: up, ratio: ratio, gesture: "v")
        #expect(abs(Self.armRatio(v) - ratio) < 0.01)
        let failure = try #require(Self.verdict(v).failure, "recognized")
        #expect(failure.rule.name == "armsTooEvenForAngles")
        #expect(failure.rule.message.hasPrefix("arms too even (more a v): up arm "), "\(failure.rule.message)")
        #expect(failure.rule.message.contains("× the down arm, a ✓'s is at least "), "\(failure.rule.message)")
        let numbers = Dictionary(uniqueKeysWithValues: failure.rule.numbers.map { ($0.key, $0.value) })
        #expect(abs((numbers["armRatio"] ?? 0) - Double(ratio)) < 0.01)
        #expect((numbers["neededArmRatio"] ?? 0) > Double(ratio))
    }

    @Test("a v whose up arm is 1.3× its first, its arms steep and the corner in the middle, is refused")
    func unevenVRefused() throws {
        let v = Self.arms(down: 64, up: -64, ratio: 1.3, gesture: "v")
        let features = try #require(CheckmarkFeatures(points: v.points.map(\.location)))
        #expect(features.armRatio >= CheckmarkAnalyzer.Configuration().longDownArmMinimumRatio)
        #expect(try #require(CheckmarkAnalyzer.Configuration().longDownArmDiscriminant).score(features) < 0)
        #expect(Self.verdict(v).failure?.rule.name == "armsTooEvenForAngles")
    }

    @Test("the corner's place across the stroke and the down arm's direction into it")
    func cornerFeatures() throws {
        // Straight arms: the corner 60 cos 50° from the left of a box 60 cos 50° + 78 cos 50° wide.
        let straight = try #require(CheckmarkFeatures(points: Self.arms(down: 50, up: -50, ratio: 1.3).points.map(\.location)))
        #expect(abs(straight.cornerShare - 1 / 2.3) < 0.01, "\(straight.cornerShare)")
        #expect(abs(straight.cornerDegrees - 50) < 0.5, "\(straight.cornerDegrees)")
        #expect(abs(straight.downDegrees - 50) < 0.5)
        // A down arm that bends flatter for its last stretch into the corner: 60 pt at 70°, then 20 pt at 20°.
        let corner = CGPoint(x: 150, y: 200), bend = CGPoint(x: 150 - 20 * cos(0.349), y: 200 - 20 * sin(0.349))
        let start = CGPoint(x: bend.x - 60 * cos(1.222), y: bend.y - 60 * sin(1.222))
        let bent = Self.stroke([start, bend, corner, CGPoint(x: 230, y: 100)])
        let features = try #require(CheckmarkFeatures(points: bent.points.map(\.location)))
        #expect(abs(features.cornerDegrees - 20) < 1, "\(features.cornerDegrees)")
        // The judged down arm (past what reads as a lead-in) is steeper than its last stretch.
        #expect(features.downDegrees > features.cornerDegrees + 10, "\(features.downDegrees)")
        // Made by hand without them: the arms' own share, the down arm's direction.
        let made = CheckmarkFeatures(armRatio: 1.3, downDegrees: 50, upDegrees: -50, downBulge: 0, upBulge: 0)
        #expect(abs(made.cornerShare - 1 / 2.3) < 1e-9)
        #expect(made.cornerDegrees == 50)
    }

    @Test("tuning fits the long-down-arm score on the long-armed ✓ against the v as uneven, letting 1 % of them through")
    func tuningFitsTheLongDownArmScore() throws {
        func features(_ stroke: CorpusStroke) -> CheckmarkFeatures? { CheckmarkFeatures(points: stroke.points.map(\.location)) }
        let checks = (0..<40).compactMap { i in features(Self.arms(down: 40 + CGFloat(i % 8) * 2, up: -45 - CGFloat(i % 5) * 2,
                                                                   ratio: 2.2 + CGFloat(i % 4) * 0.2)) }
        let longChecks = (0..<40).compactMap { i in features(Self.arms(down: 45 + CGFloat(i % 8) * 2, up: -48 - CGFloat(i % 5) * 2,
                                                                       ratio: 1.25 + CGFloat(i % 6) * 0.05)) }
        let vs = (0..<100).compactMap { i in features(Self.arms(down: 55 + CGFloat(i % 10) * 2, up: -56 - CGFloat(i % 7) * 3,
                                                                ratio: 0.9 + CGFloat(i % 9) * 0.07, gesture: "v")) }
        #expect(CheckmarkTuning.tuned(checks: checks, vs: vs).longDownArmDiscriminant == nil)
        let tuned = CheckmarkTuning.tuned(checks: checks, vs: vs, longChecks: longChecks)
        let score = try #require(tuned.longDownArmDiscriminant)
        #expect(score.inputs == CheckmarkDiscriminant.longDownArmInputs)
        let uneven = vs.filter { $0.armRatio >= tuned.longDownArmMinimumRatio }
        let through = uneven.filter { score.score($0) > 0 }.count
        #expect(Double(through) <= CheckmarkTuning.longDownArmVShare * Double(uneven.count) + 1, "\(through) of \(uneven.count)")
        #expect(longChecks.filter { score.score($0) >= 0 }.count > longChecks.count / 2)
        // The handset base has none: a fold's configuration has seen nothing of its held-out person.
        #expect(CheckmarkTuning.handSetBase.longDownArmDiscriminant == nil)
    }

    @Test("passing moves the bias alone, so that the asked share of the v score at least 0 (at 0, the highest v)")
    func passingSetsTheShare() {
        let score = CheckmarkDiscriminant(inputs: [.downDirection], weights: [1], bias: 0)
        // Scores 0, 0.1, …, 0.7 (down direction / 90).
        let vs = (0..<8).map { i in
            CheckmarkFeatures(armRatio: 1.3, downDegrees: CGFloat(9 * i), upDegrees: -50, downBulge: 0, upBulge: 0)
        }
        let quarter = score.passing(0.25, of: vs)
        #expect(quarter.weights == score.weights)
        #expect(quarter.bias == -0.6)
        #expect(vs.filter { quarter.score($0) >= 0 }.count == 2)
        #expect(vs.filter { score.passing(0, of: vs).score($0) >= 0 }.count == 1)
        #expect(score.passing(0.25, of: []) == score)
    }
}
