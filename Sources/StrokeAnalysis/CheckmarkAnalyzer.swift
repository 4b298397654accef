import Foundation

/// Recognizes a ✓: a down-right arm, then a longer up-right arm, split at the stroke's lowest point.
///
/// Online it fails as soon as the prefix cannot be the start of a ✓ (wrong direction, a bent arm, an upstroke with no
/// downstroke before it, a turn back down), so other recognizers get the touches early. Only the arm-length ratio,
/// which tells a ✓ from a `v`, waits for the finger to lift. All distances are relative to the stroke's running
/// extent, so the same rules hold from 40 pt to 400 pt and at any drawing speed (time is not used).
public struct CheckmarkAnalyzer: StrokeAnalyzer {
    /// Thresholds. The final ones are chosen by `CheckmarkTuning` on all six people of the unistroke corpus under
    /// every `StrokeAugmentation`; `corpus-report --cross-validate` runs the same choice on five people and measures
    /// the sixth, and each such threshold below quotes its cross-validated margin: how far inside it the held-out
    /// person's ✓ stayed, worst over the six folds and ten conditions. The online thresholds, set by hand, quote
    /// theirs from `corpus-report --cross-validate --margins`: how far each can be tightened, with each fold's tuned
    /// final thresholds, before a held-out ✓ is lost.
    public struct Configuration: Sendable {
        /// Below this extent a stroke is a tap or a jiggle, not a ✓.
        public var minimumExtent: CGFloat = 10
        /// A direction is judged only once its arm is this long: max(fraction × extent, points). Shorter arms are
        /// still inside touch jitter and a rounded start. Cross-validated margin of the fraction ≥ 0.12: it can drop
        /// to 0 without losing a held-out ✓, the 12 pt floor deciding alone.
        public var decisionFraction: CGFloat = 0.12
        public var decisionPoints: CGFloat = 12
        /// Down arm direction window while drawing, degrees (0 = right, 90 = straight down); corpus ✓: 25°–90°.
        /// Cross-validated margin 5.0°.
        public var downArmMaximumDegrees: CGFloat = 105
        /// Up arm may not head left of straight up by more than this, degrees, while drawing. Cross-validated
        /// margin 16.3°.
        public var upArmMaximumLeanLeftDegrees: CGFloat = 15
        /// Path ≤ ratio × chord + slack (slack = 5% of the extent, at least `decisionPoints`), judged once the arm's chord is decision-long: looser than the final bulge test
        /// because it is applied to every prefix. Cross-validated margin 0.19.
        public var onlineStraightness: CGFloat = 1.35
        /// The up arm may be at most this many times the down arm (corpus ✓: up to 14×); an upstroke with no
        /// downstroke (caret, arrow) fails as soon as it passes it. Cross-validated margin 0.31: a held-out ✓ with
        /// a stub of a downstroke sits just under it.
        public var maximumArmRatio: CGFloat = 16
        /// A down arm shorter than this is touch-down jitter, not a downstroke.
        public var jitterPoints: CGFloat = 2
        /// Final, without a `discriminant`: the up arm must be at least this many times the down arm (corpus ✓ ≥
        /// 1.76, 95% of `v` ≤ 1.52). Held out, some people's `v` reach 2 and some ✓ sit at 1.8, so the default
        /// configuration decides with `discriminant` instead.
        public var minimumArmRatio: CGFloat = 1.6
        /// Final arm directions, degrees: the training ✓'s whole range widened 15° (±10° rotations included).
        /// Cross-validated margins: down arm 3.8°, up arm 12.6°.
        public var downArmDegrees: ClosedRange<CGFloat> = 0...115
        public var upArmDegrees: ClosedRange<CGFloat> = -91 ... -10
        /// Final: the down arm's widest departure from its chord over the chord's length (corpus ✓ arms ≤ 0.15; an
        /// arm with a hidden corner or a loop is ≥ 0.25). Cross-validated margin 0.043.
        public var maximumBulge: CGFloat = 0.22
        /// Final: the same for the up arm, looser: real hands draw the upstroke as a curved swoosh, which the
        /// corpus barely has (its ✓ stay under 0.1), so this is set by hand above the tuning's 0.18. Cross-validated
        /// margin 0.203.
        public var maximumUpstrokeBulge: CGFloat = 0.3
        /// A hook at either end (a tick before the downstroke, a curl after the upstroke) is left out of the final
        /// measurements when its path is at most this share of its arm's.
        public var hookFraction: CGFloat = 0.25
        /// The final ✓-or-`v` decision, a score on the arm ratio, both directions and the upstroke's bulge
        /// (nil: `minimumArmRatio` alone). Cross-validated margin: the held-out ✓ scored at least 1.02.
        public var discriminant: CheckmarkDiscriminant? = CheckmarkDiscriminant(weights: [12.279, -4.817, 4.117, 0.462],
                                                                               bias: -0.695)

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

    /// The arms the final rules judge: from the point of the down arm furthest from the corner (past a starting
    /// hook) to the corner, and from the corner to the point of the up arm furthest from it (before an ending curl),
    /// each end trimmed only when what it drops is a hook, at most `hookFraction` of its arm's path.
    public static func judgedArms(of arms: TwoArmStroke, hookFraction: CGFloat = 0.25) -> (downStart: Int, upEnd: Int) {
        let path = arms.path, corner = arms.cornerIndex, last = path.count - 1
        var downStart = 0
        if corner > 0 {
            let far = (0...corner).max { path.points[$0].dist(to: arms.corner) < path.points[$1].dist(to: arms.corner) } ?? 0
            if path.pathLength(from: 0, to: far) <= hookFraction * path.pathLength(from: 0, to: corner) {
                downStart = max(downStart, far)
            }
        }
        var upEnd = last
        if last > corner {
            let far = (corner...last).max { path.points[$0].dist(to: arms.corner) < path.points[$1].dist(to: arms.corner) } ?? last
            if path.pathLength(from: far, to: last) <= hookFraction * path.pathLength(from: corner, to: last) {
                upEnd = far
            }
        }
        return (min(downStart, corner), max(upEnd, corner))
    }

    /// The up arm's bulge as the final rules judge it (an ending curl left out).
    public static func upstrokeBulge(of arms: TwoArmStroke, hookFraction: CGFloat = 0.25) -> CGFloat {
        arms.path.bulge(from: arms.cornerIndex, to: judgedArms(of: arms, hookFraction: hookFraction).upEnd)
    }

    private static func finalFailure(of arms: TwoArmStroke, configuration c: Configuration) -> String? {
        let judged = judgedArms(of: arms, hookFraction: c.hookFraction)
        let path = arms.path
        let down = path.points[judged.downStart].offset(to: arms.corner)
        let up = arms.corner.offset(to: path.points[judged.upEnd])
        if arms.path.extent < c.minimumExtent { return "too small" }
        let decision = max(c.decisionFraction * arms.path.extent, c.decisionPoints)
        if down.length < 1 { return "no downstroke" }
        if up.length < decision { return "no upstroke" }
        if !c.downArmDegrees.contains(down.degrees) { return "downstroke direction \(Int(down.degrees))°" }
        if !c.upArmDegrees.contains(up.degrees) { return "upstroke direction \(Int(up.degrees))°" }
        let ratio = up.length / down.length
        if let discriminant = c.discriminant {
            let features = CheckmarkFeatures(armRatio: ratio, downDegrees: down.degrees, upDegrees: up.degrees,
                                             downBulge: path.bulge(from: judged.downStart, to: arms.cornerIndex),
                                             upBulge: path.bulge(from: arms.cornerIndex, to: judged.upEnd))
            let score = discriminant.score(features)
            if score < 0 {
                return "more a v than a ✓ (score \(String(format: "%.2f", score)), up/down = \(String(format: "%.2f", ratio)))"
            }
        } else if ratio < c.minimumArmRatio {
            return "arms too even (up/down = \(String(format: "%.2f", ratio)))"
        }
        if path.bulge(from: judged.downStart, to: arms.cornerIndex) > c.maximumBulge { return "downstroke bends" }
        if path.bulge(from: arms.cornerIndex, to: judged.upEnd) > c.maximumUpstrokeBulge { return "upstroke bends" }
        return nil
    }
}
