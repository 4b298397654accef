import Foundation

/// Recognizes a ✓: a down-right arm, then a longer up-right arm, split at the stroke's lowest point.
///
/// Online it fails as soon as the prefix cannot be the start of a ✓ (wrong direction, a bent arm, an upstroke with no
/// downstroke before it, a turn back down), so other recognizers get the touches early. Only the arm-length ratio,
/// which tells a ✓ from a `v`, waits for the finger to lift. All distances are relative to the stroke's running
/// extent, so the same rules hold from 40 pt to 400 pt and at any drawing speed (time is not used).
public struct CheckmarkAnalyzer: StrokeAnalyzer {
    /// Thresholds, tuned on the 3,840-stroke unistroke corpus (see `corpus-report`).
    public struct Configuration: Sendable {
        /// Below this extent a stroke is a tap or a jiggle, not a ✓.
        public var minimumExtent: CGFloat = 10
        /// A direction is judged only once its arm is this long: max(fraction × extent, points). Shorter arms are
        /// still inside touch jitter and a rounded start.
        public var decisionFraction: CGFloat = 0.12
        public var decisionPoints: CGFloat = 12
        /// Down arm direction window while drawing, degrees (0 = right, 90 = straight down); corpus ✓: 25°–90°.
        public var downArmMaximumDegrees: CGFloat = 105
        /// Up arm may not head left of straight up by more than this, degrees, while drawing.
        public var upArmMaximumLeanLeftDegrees: CGFloat = 15
        /// Path ≤ ratio × chord + slack (slack = 5% of the extent, at least `decisionPoints`), judged once the arm's chord is decision-long: looser than the final bulge test
        /// because it is applied to every prefix.
        public var onlineStraightness: CGFloat = 1.35
        /// The up arm may be at most this many times the down arm (corpus ✓: up to 14×); an upstroke with no
        /// downstroke (caret, arrow) fails as soon as it passes it.
        public var maximumArmRatio: CGFloat = 16
        /// A down arm shorter than this is touch-down jitter, not a downstroke.
        public var jitterPoints: CGFloat = 2
        /// Final: the up arm must be at least this many times the down arm. Corpus ✓ ≥ 1.76, 95% of `v` ≤ 1.52.
        public var minimumArmRatio: CGFloat = 1.6
        /// Final arm directions, degrees: down arm within [15, 100], up arm within [-80, -20] (corpus ✓: 25–90,
        /// -66…-35).
        public var downArmDegrees: ClosedRange<CGFloat> = 15...100
        public var upArmDegrees: ClosedRange<CGFloat> = -80 ... -20
        /// Final: an arm's widest departure from its chord over the chord's length (corpus ✓ arms ≤ 0.1; an arm
        /// with a hidden corner, a loop or a hook is ≥ 0.2).
        public var maximumBulge: CGFloat = 0.18

        public init() {}
    }

    public var configuration: Configuration
    public var verdict: StrokeVerdict { analysis.verdict }
    private var analysis = TwoArmAnalysis(cornerDirection: CGPoint(x: 0, y: 1))

    public init() {
        self.configuration = Configuration()
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Where the upstroke began: the lowest turning point so far (nil before the first point).
    public var midPoint: CGPoint? { analysis.corner }

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

    private static func prefixFailure(of arms: TwoArmStroke, configuration c: Configuration) -> String? {
        let extent = arms.path.extent
        let decision = max(c.decisionFraction * extent, c.decisionPoints)
        let slack = max(0.05 * extent, c.decisionPoints)
        let down = arms.firstArm, up = arms.secondArm
        if down.length >= decision, down.degrees > c.downArmMaximumDegrees {
            return "downstroke heads left (\(Int(down.degrees))°)"
        }
        if up.length >= decision, up.degrees < -90 - c.upArmMaximumLeanLeftDegrees {
            return "upstroke heads left (\(Int(up.degrees))°)"
        }
        if up.length >= decision, up.length > c.maximumArmRatio * max(down.length, c.jitterPoints) {
            return "upstroke without a downstroke"
        }
        let settled = arms.settledFirstArm.length
        if settled >= decision, !TwoArmStroke.isStraight(path: arms.settledFirstArmPathLength, chord: settled,
                                    ratio: c.onlineStraightness, slack: slack) {
            return "downstroke is not straight"
        }
        if up.length >= decision, !TwoArmStroke.isStraight(path: arms.secondArmPathLength, chord: up.length,
                                    ratio: c.onlineStraightness, slack: slack) {
            return "upstroke is not straight (turned back down?)"
        }
        return nil
    }

    private static func finalFailure(of arms: TwoArmStroke, configuration c: Configuration) -> String? {
        let down = arms.firstArm, up = arms.secondArm
        if arms.path.extent < c.minimumExtent { return "too small" }
        let decision = max(c.decisionFraction * arms.path.extent, c.decisionPoints)
        if down.length < 1 { return "no downstroke" }
        if up.length < decision { return "no upstroke" }
        if !c.downArmDegrees.contains(down.degrees) { return "downstroke direction \(Int(down.degrees))°" }
        if !c.upArmDegrees.contains(up.degrees) { return "upstroke direction \(Int(up.degrees))°" }
        let ratio = up.length / down.length
        if ratio < c.minimumArmRatio { return "arms too even (up/down = \(String(format: "%.2f", ratio)))" }
        if arms.settledFirstArmBulge > c.maximumBulge { return "downstroke bends" }
        if arms.secondArmBulge > c.maximumBulge { return "upstroke bends" }
        return nil
    }
}
