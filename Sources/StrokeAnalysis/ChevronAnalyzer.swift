import Foundation

/// Recognizes a right chevron ">" as in seed 001: a down-right arm, then a down-left arm, ending below its start;
/// the stroke is split at its rightmost point.
///
/// Online it fails when the first arm climbs (a ">" drawn bottom to top), when the second arm climbs or either arm
/// bends (brackets, braces, x), and at the end it checks both arms are real arms. Distances are relative to the
/// stroke's running extent, so size and speed do not matter.
public struct ChevronAnalyzer: StrokeAnalyzer {
    /// Thresholds, tuned on carets rotated into ">" and the corpus negatives (see `corpus-report`). Each quotes its
    /// cross-validated margin (`corpus-report --cross-validate --margins`): how far it can be tightened before a
    /// held-out person's ">" is lost that the shipped value keeps, worst over the six folds and ten conditions.
    public struct Configuration: Sendable {
        /// Below this extent a stroke is a tap or a jiggle. Cross-validated margin 28 pt (the smallest ">" are 40 pt).
        public var minimumExtent: CGFloat = 10
        /// A direction is judged only once its arm is max(fraction × extent, points) long. Cross-validated margins:
        /// the fraction ≥ 0.12 (it can drop to 0, the points floor deciding alone), the points 0.03 pt: one held-out
        /// 40 pt ">" keeps its direction only thanks to the 12 pt floor, so neither may tighten.
        public var decisionFraction: CGFloat = 0.12
        public var decisionPoints: CGFloat = 12
        /// While drawing, the first arm may climb at most this much (degrees above horizontal) and the second arm
        /// may climb at most this much above the leftward horizontal. Cross-validated margin 5.0°.
        public var maximumClimbDegrees: CGFloat = 15
        /// Path ≤ ratio × chord + slack (slack = 5% of the extent, at least `decisionPoints`), judged once the arm's chord is decision-long for every prefix.
        /// Cross-validated margin 0.21.
        public var onlineStraightness: CGFloat = 1.35
        /// Final arm directions, degrees on a y-down screen (0 = right, 90 = down, 180 = left). Rotated carets
        /// span 0°–50° and 122°–170°, and turned −10° they reach −10° and 111°; a right brace's arms are near
        /// vertical (median 72° and 106°). Cross-validated margins: first arm 5.0° at the low end, 0.7° at the high
        /// end; second arm 4.5° low, 15.6° high.
        public var firstArmDegrees: ClosedRange<CGFloat> = -15...60
        public var secondArmDegrees: ClosedRange<CGFloat> = 107...195
        /// Final: each arm at least this fraction of the other (a ">" has two comparable arms). 0.2, not 0.3:
        /// one person's carets are lopsided, and held out they fell to 95 % at 0.3; no negative comes near.
        /// Cross-validated margin 0.075.
        public var minimumArmBalance: CGFloat = 0.2
        /// Final: the end must be below the start by this fraction of the extent (seed: end below start).
        /// Cross-validated margin 0.32.
        public var minimumDrop: CGFloat = 0.2
        /// Final: widest departure of an arm from its chord over its length. Rotated carets ≤ 0.12; a bracket's
        /// L-shaped arm or a brace's curls are mostly ≥ 0.15. Cross-validated margin 0.028.
        public var maximumBulge: CGFloat = 0.15

        public init() {}
    }

    public var configuration: Configuration
    public var verdict: StrokeVerdict { analysis.verdict }
    private var analysis = TwoArmAnalysis(cornerDirection: CGPoint(x: 1, y: 0))

    public init() {
        self.configuration = Configuration()
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The tip of the ">": the rightmost point so far.
    public var tip: CGPoint? { analysis.corner }

    @discardableResult public mutating func add(_ point: CGPoint, at time: TimeInterval) -> StrokeVerdict {
        let c = configuration
        return analysis.add(point) { Self.prefixFailure(of: $0, configuration: c) }
    }

    @discardableResult public mutating func finish() -> StrokeVerdict {
        let c = configuration
        return analysis.finish(prefixFailure: { Self.prefixFailure(of: $0, configuration: c) },
                               finalFailure: { Self.finalFailure(of: $0, configuration: c) })
    }

    public mutating func reset() {
        analysis.reset()
    }

    private static func f(_ value: CGFloat) -> String { StrokeFailure.format(value) }

    private static func prefixFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let extent = arms.path.extent
        let decision = max(c.decisionFraction * extent, c.decisionPoints)
        let slack = max(0.05 * extent, c.decisionPoints)
        let first = arms.settledFirstArm, second = arms.secondArm
        if first.length >= decision, first.degrees < -c.maximumClimbDegrees {
            return StrokeFailure("first arm climbs \(f(-first.degrees.rounded()))° > maximumClimbDegrees "
                                 + "\(f(c.maximumClimbDegrees))°",
                                 ["climbDegrees": Double(-first.degrees), "maximumClimbDegrees": Double(c.maximumClimbDegrees)])
        }
        if second.length >= decision, second.degrees < 0, second.degrees > -180 + c.maximumClimbDegrees {
            return StrokeFailure("second arm climbs \(f((180 + second.degrees).rounded()))° > maximumClimbDegrees "
                                 + "\(f(c.maximumClimbDegrees))°",
                                 ["climbDegrees": Double(180 + second.degrees),
                                  "maximumClimbDegrees": Double(c.maximumClimbDegrees)])
        }
        if arms.cornerIndex == 0, arms.secondArm.length >= decision {
            return StrokeFailure("starts leftwards: \(f(second.length.rounded())) pt before any rightward arm ≥ "
                                 + "\(f(decision.rounded())) pt", ["leftward": Double(second.length), "decision": Double(decision)])
        }
        let firstPath = arms.settledFirstArmPathLength
        if first.length >= decision, !TwoArmStroke.isStraight(path: firstPath, chord: first.length,
                                    ratio: c.onlineStraightness, slack: slack) {
            return crooked("first", path: firstPath, chord: first.length, slack: slack, c)
        }
        let secondPath = arms.secondArmPathLength
        if second.length >= decision, !TwoArmStroke.isStraight(path: secondPath, chord: second.length,
                                    ratio: c.onlineStraightness, slack: slack) {
            return crooked("second", path: secondPath, chord: second.length, slack: slack, c)
        }
        return nil
    }

    /// An arm whose path runs longer than `onlineStraightness` × its chord + slack.
    private static func crooked(_ arm: String, path: CGFloat, chord: CGFloat, slack: CGFloat,
                                _ c: Configuration) -> StrokeFailure {
        let ratio = (path - slack) / chord
        return StrokeFailure("\(arm) arm is not straight: path \(f(path.rounded())) pt > onlineStraightness "
                             + "\(f(c.onlineStraightness)) × chord \(f(chord.rounded())) pt + \(f(slack.rounded())) pt",
                             ["pathOverChord": Double(ratio), "onlineStraightness": Double(c.onlineStraightness)])
    }

    private static func finalFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let extent = arms.path.extent
        let first = arms.settledFirstArm, second = arms.secondArm
        if extent < c.minimumExtent {
            return StrokeFailure("too small: \(f(extent.rounded())) pt across < minimumExtent \(f(c.minimumExtent)) pt",
                                 ["extent": Double(extent), "minimumExtent": Double(c.minimumExtent)])
        }
        // Balance from the touch-down point: at 40 pt the settle radius (10 pt) is a quarter of the stroke, and
        // measured from the settled start a short first arm looked stubby (cross-validation, 40 pt: 90 %).
        let whole = arms.firstArm.length
        let balance = min(whole, second.length) / max(whole, second.length, 1e-9)
        if balance < c.minimumArmBalance {
            return StrokeFailure("one arm stubby: the shorter is \(f(balance)) of the longer < minimumArmBalance "
                                 + "\(f(c.minimumArmBalance))",
                                 ["armBalance": Double(balance), "minimumArmBalance": Double(c.minimumArmBalance)])
        }
        if !c.firstArmDegrees.contains(first.degrees) {
            return StrokeFailure("first arm heads \(f(first.degrees.rounded()))°, outside firstArmDegrees "
                                 + "\(f(c.firstArmDegrees.lowerBound))…\(f(c.firstArmDegrees.upperBound))°",
                                 ["firstArmDegrees": Double(first.degrees), "lowest": Double(c.firstArmDegrees.lowerBound),
                                  "highest": Double(c.firstArmDegrees.upperBound)])
        }
        var secondDegrees = second.degrees
        if secondDegrees < 0 { secondDegrees += 360 }
        if !c.secondArmDegrees.contains(secondDegrees) {
            return StrokeFailure("second arm heads \(f(secondDegrees.rounded()))°, outside secondArmDegrees "
                                 + "\(f(c.secondArmDegrees.lowerBound))…\(f(c.secondArmDegrees.upperBound))°",
                                 ["secondArmDegrees": Double(secondDegrees), "lowest": Double(c.secondArmDegrees.lowerBound),
                                  "highest": Double(c.secondArmDegrees.upperBound)])
        }
        let drop = (arms.end.y - arms.start.y) / extent
        if drop < c.minimumDrop {
            return StrokeFailure("does not end below its start: drops \(f(drop)) of its size < minimumDrop "
                                 + "\(f(c.minimumDrop))", ["drop": Double(drop), "minimumDrop": Double(c.minimumDrop)])
        }
        if arms.settledFirstArmBulge > c.maximumBulge {
            return StrokeFailure("first arm bulges \(f(arms.settledFirstArmBulge)) > maximumBulge \(f(c.maximumBulge))",
                                 ["firstArmBulge": Double(arms.settledFirstArmBulge), "maximumBulge": Double(c.maximumBulge)])
        }
        if arms.secondArmBulge > c.maximumBulge {
            return StrokeFailure("second arm bulges \(f(arms.secondArmBulge)) > maximumBulge \(f(c.maximumBulge))",
                                 ["secondArmBulge": Double(arms.secondArmBulge), "maximumBulge": Double(c.maximumBulge)])
        }
        return nil
    }
}
