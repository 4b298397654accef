import Foundation

/// Recognizes a right chevron ">" as in seed 001: a down-right arm, then a down-left arm, ending below its start;
/// the stroke is split at its rightmost point.
///
/// Whatever comes before the first arm — a lead-in up-right or to the right, a hook from the right, a small loop, the
/// flat start of an arm that curves into the tip — may be left out (issue 23). So nothing fails while the finger is
/// down (a climbing or leftward start may still be a lead-in; a second finger fails it in the recognizer): at the lift
/// the stroke as drawn is judged, then, if it fails, the stroke past its lead-in. The rules keep brackets, braces,
/// x and ">" drawn bottom to top out: both arms straight and unbent, directions within their windows, comparable
/// lengths, the end below the start. Distances are relative to the stroke's extent, so size and speed do not matter.
public enum ChevronShape: TwoArmShape {
    /// The tip of a ">" is its rightmost point.
    public static let cornerDirection = CGPoint(x: 1, y: 0)
    public static var defaultConfiguration: Configuration { Configuration() }

    /// Thresholds, tuned on carets rotated into ">" and the corpus negatives (see `corpus-report`). Each quotes its
    /// cross-validated margin (`corpus-report --cross-validate --margins`): how far it can be tightened before a
    /// held-out person's ">" is lost that the shipped value keeps, worst over the six folds and the 22 conditions
    /// (recorded and synthesized styles).
    public struct Configuration: Sendable {
        /// Below this extent a stroke is a tap or a jiggle. Cross-validated margin 28 pt (the smallest ">" are 40 pt).
        public var minimumExtent: CGFloat = 10
        /// Final: the first arm may climb at most this much (degrees above horizontal): a ">" drawn bottom to top
        /// climbs 30° and more. Cross-validated margin 5.0°.
        public var maximumClimbDegrees: CGFloat = 15
        /// Final: each arm's path ≤ ratio × chord + slack (slack = 5% of the extent, at least `minimumArmSlack`), the
        /// path walked in steps of 5 % of the extent past a lead-in, so that a shaky hand's ±1.5 pt does not count
        /// as a bend. Cross-validated margin 0.074.
        public var armStraightness: CGFloat = 1.35
        /// The least slack, points, `armStraightness` allows: a 40 pt ">" has 2 pt of it at 5 % of its extent, less
        /// than a finger's wobble. Cross-validated margin ≥ 12 pt (it could drop to 0).
        public var minimumArmSlack: CGFloat = 12
        /// Final arm directions, degrees on a y-down screen (0 = right, 90 = down, 180 = left). Rotated carets
        /// span 0°–50° and 122°–170°, and turned −10° they reach −10° and 111°; a right brace's arms are near
        /// vertical (median 72° and 106°). Cross-validated margins: first arm 5.0° at the low end, 3.1° at the high
        /// end; second arm 4.5° low, 15.6° high.
        public var firstArmDegrees: ClosedRange<CGFloat> = -15...60
        public var secondArmDegrees: ClosedRange<CGFloat> = 107...195
        /// Final: each arm at least this fraction of the other (a ">" has two comparable arms). 0.2, not 0.3:
        /// one person's carets are lopsided, and held out they fell to 95 % at 0.3; no negative comes near.
        /// Cross-validated margin 0.020 (past a lead-in the arm is shorter).
        public var minimumArmBalance: CGFloat = 0.2
        /// Final: the end must be below the start by this fraction of the extent (seed: end below start).
        /// Cross-validated margin 0.082.
        public var minimumDrop: CGFloat = 0.2
        /// Final: widest departure of an arm from its chord over its length. Rotated carets ≤ 0.12; a bracket's
        /// L-shaped arm or a brace's curls are mostly ≥ 0.15. Cross-validated margin 0.027.
        public var maximumBulge: CGFloat = 0.15
        /// Final: what comes before the first arm — a lead-in stroke, a curl, a small loop, the flat start of a
        /// curved arm — is left out when its path is at most this share of the stroke's and the rest, to the tip,
        /// reads as one arm (bulge ≤ `straightArmBulge`); used only when the stroke as drawn fails. Cross-validated
        /// margins 0.022 and 0.003: both are near their edge (a 33 % lead-in, a bow into the tip).
        public var maximumLeadInShare: CGFloat = 0.4
        public var straightArmBulge: CGFloat = 0.1
        /// Final: a first arm judged past a lead-in may head this much steeper than `firstArmDegrees` allows: a
        /// curved arm's end bends down into the tip (a right bracket's side, 80° and more, stays out). Cross-validated
        /// margin ≥ 6° (not needed by the held-out styles: the bow takes the next one).
        public var curvedArmExtraDegrees: CGFloat = 6
        /// … and this much when the whole first arm, lead-in included, heads inside `firstArmDegrees` and bows at
        /// most `maximumBowBulge` (one smooth curve, not a bracket's corner). Cross-validated margins 3.1° and 0.067.
        public var bowedArmExtraDegrees: CGFloat = 15
        public var maximumBowBulge: CGFloat = 0.3
        /// Final, past a lead-in: the arms' directions at least this far apart. A right brace's halves, once its
        /// top curl is left out, both run near vertical (72° and 106°); a ">" opens wider. Cross-validated margin 8.2°.
        public var minimumLeadInOpeningDegrees: CGFloat = 60

        public init() {}
    }

    /// Nothing a ">" is drawn from rules a prefix out: a climbing start may be a lead-in (↗), a leftward one a hook
    /// (←), a bent one a small loop; so every rule waits for the lift (a second finger fails it in the recognizer).
    public static func prefixFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? { nil }

    /// Where the judged first arm starts: past the touch-down wobble; or, when the stroke from there to the tip is
    /// not one arm, past a lead-in — the earliest point within `maximumLeadInShare` of the path from which the rest
    /// to the tip reads as one arm (bulge ≤ `straightArmBulge`). Nil: no such point.
    public static func leadInEnd(of arms: TwoArmStroke, configuration c: Configuration) -> Int? {
        let path = arms.path, tip = arms.cornerIndex
        let budget = c.maximumLeadInShare * path.arcLength[path.count - 1]
        let shortest = max(0.05 * path.extent, 2)
        let slack = max(0.05 * path.extent, c.minimumArmSlack)
        var index = arms.settledStartIndex + 1
        while index < tip, path.arcLength[index] <= budget, path.points[index].dist(to: arms.corner) >= shortest {
            // Both: a small loop stays within the bulge of its chord, and a bow keeps its path short.
            let chord = path.points[index].dist(to: arms.corner)
            if path.bulge(from: index, to: tip) <= c.straightArmBulge,
               TwoArmStroke.isStraight(path: coarsePathLength(path, from: index, to: tip), chord: chord,
                                       ratio: c.armStraightness, slack: slack) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The path between two kept points walked in steps of at least 5 % of the extent (4 pt at least): a shaky
    /// hand's ±1.5 pt adds half again to a path sampled at 75 Hz, not to its shape.
    static func coarsePathLength(_ path: StrokePath, from start: Int, to end: Int) -> CGFloat {
        let step = max(0.05 * path.extent, 4)
        var length: CGFloat = 0
        var anchor = path.points[start]
        for index in start...end {
            let point = path.points[index]
            let distance = anchor.dist(to: point)
            if distance >= step || index == end {
                length += distance
                anchor = point
            }
        }
        return length
    }

    /// An arm whose path runs longer than `armStraightness` × its chord + slack.
    private static func crooked(_ arm: String, path: CGFloat, chord: CGFloat, slack: CGFloat,
                                _ c: Configuration) -> StrokeFailure {
        StrokeFailure(.armNotStraight(arm: arm, path: path, chord: chord, slack: slack, armStraightness: c.armStraightness))
    }

    /// The stroke as drawn is judged first; when it fails and a lead-in can be left out, the rest is judged again
    /// and that verdict (with its reason) stands.
    public static func finalFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let extent = arms.path.extent
        if extent < c.minimumExtent {
            return StrokeFailure(.tooSmall(extent: extent, minimumExtent: c.minimumExtent))
        }
        // Balance from the touch-down point: at 40 pt the settle radius (10 pt) is a quarter of the stroke, and
        // measured from the settled start a short first arm looked stubby (cross-validation, 40 pt: 90 %).
        guard let plain = armFailure(of: arms, firstArmFrom: arms.settledStartIndex, balanceFrom: 0, c) else { return nil }
        guard let cut = leadInEnd(of: arms, configuration: c) else { return plain }
        return armFailure(of: arms, firstArmFrom: cut, balanceFrom: cut, c)
    }

    /// The rules on the arms, the first arm taken from kept point `from` to the tip (its length for the balance
    /// from `balanceFrom`).
    private static func armFailure(of arms: TwoArmStroke, firstArmFrom from: Int, balanceFrom: Int,
                                   _ c: Configuration) -> StrokeFailure? {
        let path = arms.path, tip = arms.cornerIndex, last = path.count - 1
        let extent = path.extent
        let start = path.points[from]
        let first = start.offset(to: arms.corner), second = arms.secondArm
        let slack = max(0.05 * extent, c.minimumArmSlack)
        if tip == 0 {
            return StrokeFailure(.startsLeftwards(secondArm: second.length))
        }
        if first.degrees < -c.maximumClimbDegrees {
            return StrokeFailure(.firstArmClimbs(degrees: -first.degrees, maximumClimbDegrees: c.maximumClimbDegrees))
        }
        // Past a lead-in, the better of the arm with and without it: a curved arm's flat start is part of it.
        let balance = [balanceFrom, 0].map { index -> CGFloat in
            let whole = path.points[index].dist(to: arms.corner)
            return min(whole, second.length) / max(whole, second.length, 1e-9)
        }.max() ?? 0
        if balance < c.minimumArmBalance {
            return StrokeFailure(.armStubby(balance: balance, minimumArmBalance: c.minimumArmBalance))
        }
        // A first arm curved into the tip heads steeper near it, past its flat start; more so when the whole arm
        // is one smooth bow whose chord heads as a ">"'s does.
        var steepest = c.firstArmDegrees.upperBound
        if from != arms.settledStartIndex {
            let bowed = c.firstArmDegrees.contains(arms.settledFirstArm.degrees)
                && arms.settledFirstArmBulge <= c.maximumBowBulge
            steepest += bowed ? c.bowedArmExtraDegrees : c.curvedArmExtraDegrees
        }
        if first.degrees < c.firstArmDegrees.lowerBound || first.degrees > steepest {
            return StrokeFailure(.armHeading(arm: "first", degrees: first.degrees, range: c.firstArmDegrees))
        }
        var secondDegrees = second.degrees
        if secondDegrees < 0 { secondDegrees += 360 }
        if !c.secondArmDegrees.contains(secondDegrees) {
            return StrokeFailure(.armHeading(arm: "second", degrees: secondDegrees, range: c.secondArmDegrees))
        }
        let opening = secondDegrees - first.degrees
        if from != arms.settledStartIndex, opening < c.minimumLeadInOpeningDegrees {
            return StrokeFailure(.armsTooParallel(opening: opening,
                                                  minimumLeadInOpeningDegrees: c.minimumLeadInOpeningDegrees))
        }
        let drop = (arms.end.y - start.y) / extent
        if drop < c.minimumDrop {
            return StrokeFailure(.doesNotDrop(drop: drop, minimumDrop: c.minimumDrop))
        }
        let firstPath = coarsePathLength(path, from: from, to: tip)
        if !TwoArmStroke.isStraight(path: firstPath, chord: first.length, ratio: c.armStraightness, slack: slack) {
            return crooked("first", path: firstPath, chord: first.length, slack: slack, c)
        }
        let secondPath = coarsePathLength(path, from: tip, to: last)
        if !TwoArmStroke.isStraight(path: secondPath, chord: second.length, ratio: c.armStraightness, slack: slack) {
            return crooked("second", path: secondPath, chord: second.length, slack: slack, c)
        }
        let firstBulge = path.bulge(from: from, to: tip)
        if firstBulge > c.maximumBulge {
            return StrokeFailure(.armBulges(arm: "first", bulge: firstBulge, limitName: "maximumBulge", limit: c.maximumBulge))
        }
        if arms.secondArmBulge > c.maximumBulge {
            return StrokeFailure(.armBulges(arm: "second", bulge: arms.secondArmBulge, limitName: "maximumBulge",
                                            limit: c.maximumBulge))
        }
        return nil
    }
}

/// The ">" analyzer: the shared two-arm shell judging with `ChevronShape`'s rules.
public typealias ChevronAnalyzer = TwoArmAnalyzer<ChevronShape>

extension TwoArmAnalyzer where Shape == ChevronShape {
    /// The tip of the ">": the rightmost point so far.
    public var tip: CGPoint? { corner }
}
