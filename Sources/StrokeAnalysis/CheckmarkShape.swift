import Foundation

/// Recognizes a ✓ as people draw it: a down-right arm into a corner (the stroke's lowest point), then a longer up-right
/// arm — whatever comes before the down arm (a lead-in stroke to the right, a curl or a small loop, up to
/// `maximumLeadInShare` of the stroke), and however the down arm curves into the corner.
///
/// Online it fails only on evidence no ✓ can show, so a prefix that could still become a ✓ after a lead-in is never
/// refused: a finger that heads left for long, an up arm that turns back down after a real down arm (a second finger
/// fails it in the recognizer). Everything else waits for the finger to lift. All distances are relative to the
/// stroke's running extent or path, so the same rules hold from 40 pt to 400 pt and at any drawing speed (time is not
/// used). Every failure names its measured value and the limit it broke.
public enum CheckmarkShape: TwoArmShape {
    /// Thresholds. The final directions, bulges and the ✓-or-`v` discriminant are chosen by `CheckmarkTuning` on all
    /// six people of the unistroke corpus under every condition of `StrokeAugmentation.all` (the corpus as recorded,
    /// resized, resampled and turned, and the synthesized styles); `corpus-report --cross-validate` runs the same
    /// choice on five people and measures the sixth. The rest are set by hand; `--margins` prints how far each can
    /// be tightened before a held-out ✓ is lost.
    public struct Configuration: Sendable {
        /// Below this extent a stroke is a tap or a jiggle, not a ✓.
        public var minimumExtent: CGFloat = 10
        /// An arm counts only once it is max(fraction × extent, points) long: shorter ones are touch jitter.
        public var decisionFraction: CGFloat = 0.12
        public var decisionPoints: CGFloat = 12
        /// Online: the finger has come back left from the rightmost point so far by at least `leftwardPoints` and
        /// more than this share of the path drawn so far. A ✓'s down arm leans left at most 25° (0.42 of its
        /// path), a loop at the start comes back left by its width, a third of its path.
        public var maximumLeftwardShare: CGFloat = 0.5
        public var leftwardPoints: CGFloat = 30
        /// Online: after a down arm at least decision-deep, an up arm that has risen `upArmOverDownArm` × as far
        /// and then falls back more than this share of its rise is turning back down (a `w`, an N, a zig-zag). The
        /// rise must outgrow the down arm so that a loop at the start (rise about its own depth) is never judged.
        public var turnBackShare: CGFloat = 0.5
        public var upArmOverDownArm: CGFloat = 1.5
        /// Final: what comes before the down arm — a lead-in stroke, a curl, a loop, the flat start of a curved
        /// arm — is left out of it when its path is at most this share of the stroke's and the rest, to the corner,
        /// reads as one arm (bulge ≤ `straightArmBulge`).
        public var maximumLeadInShare: CGFloat = 0.4
        public var straightArmBulge: CGFloat = 0.1
        /// Final: a lead-in may dip (fall and climb back, the lesser) at most this share of the stroke's extent: a
        /// loop at the start does by its size, a zig-zag's first V by the whole height.
        public var maximumLeadInDip: CGFloat = 0.3
        /// Final: the up arm's path ≤ this × its chord + slack (10 % of the extent): one stroke, not a zig-zag or an
        /// up arm that turned back down (a swoosh of bulge 0.3 is 1.24).
        public var upArmStraightness: CGFloat = 1.4
        /// Final: the up arm may be at most this many times the down arm (corpus ✓: up to 14×); beyond, the stroke
        /// has no real down arm (a caret, an arrow, a stroke that only climbs).
        public var maximumArmRatio: CGFloat = 20
        /// A down arm shorter than this is touch-down jitter, not a downstroke.
        public var jitterPoints: CGFloat = 2
        /// Final, without a `discriminant`: the up arm must be at least this many times the down arm.
        public var minimumArmRatio: CGFloat = 1.6
        /// Final arm directions, degrees (0 = right, 90 = down): the training ✓'s whole range widened 15°.
        public var downArmDegrees: ClosedRange<CGFloat> = 11.565...105
        public var upArmDegrees: ClosedRange<CGFloat> = -82.491 ... -18.52
        /// Final: the down arm's widest departure from its chord over the chord's length (an arm with a hidden
        /// corner or a loop is ≥ 0.25).
        public var maximumBulge: CGFloat = 0.18
        /// Final: the same for the up arm, looser: real hands draw the upstroke as a curved swoosh.
        public var maximumUpstrokeBulge: CGFloat = 0.3
        /// A curl after the upstroke is left out of the final measurements when its path is at most this share of
        /// the up arm's.
        public var hookFraction: CGFloat = 0.25
        /// The final ✓-or-`v` decision, a score on the arm ratio, both directions and the upstroke's bulge
        /// (nil: `minimumArmRatio` alone).
        public var discriminant: CheckmarkDiscriminant? = CheckmarkDiscriminant(
            weights: [8.534, -7.329, 3.683, 0.510, 3.644], bias: 0.159)

        public init() {}
    }

    public static let cornerDirection = CGPoint(x: 0, y: 1)
    public static var defaultConfiguration: Configuration { Configuration() }

    private static func f(_ value: CGFloat) -> String { StrokeFailure.format(value) }
    /// Two ratios to one decimal, or two where one decimal would show them equal.
    private static func distinct(_ a: CGFloat, _ b: CGFloat) -> (String, String) {
        let digits = String(format: "%.1f", Double(a)) == String(format: "%.1f", Double(b)) ? "%.2f" : "%.1f"
        return (String(format: digits, Double(a)), String(format: digits, Double(b)))
    }

    private static func percent(_ share: CGFloat) -> String { "\(Int((share * 100).rounded()))%" }

    public static func prefixFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let path = arms.path
        let travelled = path.arcLength[path.count - 1]
        let leftward = path.bounds.maxX - arms.end.x
        if leftward >= c.leftwardPoints, leftward > c.maximumLeftwardShare * travelled {
            let share = leftward / travelled
            return StrokeFailure("heads left \(f(leftward.rounded())) pt, \(percent(share)) of the stroke so far > "
                                 + "maximumLeftwardShare \(percent(c.maximumLeftwardShare))",
                                 ["leftward": Double(leftward), "leftwardShare": Double(share),
                                  "maximumLeftwardShare": Double(c.maximumLeftwardShare)])
        }
        let decision = max(c.decisionFraction * path.extent, c.decisionPoints)
        let depth = arms.firstArmDepth, rise = arms.secondArmReach, fall = arms.secondArmFallBack
        if depth >= decision, rise >= max(decision, c.upArmOverDownArm * depth), fall >= decision,
           fall > c.turnBackShare * rise {
            return StrokeFailure("up arm turns back down \(f(fall.rounded())) pt after rising \(f(rise.rounded())) pt, "
                                 + "\(percent(fall / rise)) > turnBackShare \(percent(c.turnBackShare))",
                                 ["fallBack": Double(fall), "rise": Double(rise),
                                  "turnBackShare": Double(c.turnBackShare)])
        }
        return nil
    }

    /// The corner the final rules judge: the lowest point, unless it lies in a lead-in that starts below the ✓
    /// (an up-right flick into the down arm): then the lowest point after the lead-in's top.
    public static func finalCorner(of arms: TwoArmStroke, configuration c: Configuration = Configuration()) -> Int {
        let path = arms.path, corner = arms.cornerIndex, last = path.count - 1
        let budget = c.maximumLeadInShare * path.arcLength[last]
        let decision = max(c.decisionFraction * path.extent, c.decisionPoints)
        // Only a corner with no down arm before it: the touch-down of a flick that starts below the ✓.
        guard arms.firstArmDepth < decision, path.arcLength[corner] <= budget, corner < last else { return corner }
        var top = corner
        var index = corner
        while index <= last, path.arcLength[index] <= budget {
            if path.points[index].y < path.points[top].y { top = index }
            index += 1
        }
        guard top > corner, top < last else { return corner }
        let low = (top...last).max { path.points[$0].y < path.points[$1].y } ?? corner
        return path.points[low].y - path.points[top].y >= decision ? low : corner
    }

    /// The arms the final rules judge: from where the down arm starts (past a lead-in) to the corner, and from the
    /// corner to the point of the up arm furthest from it (before an ending curl).
    ///
    /// The down arm starts at the earliest point, within `maximumLeadInShare` of the stroke's path, from which the
    /// path to the corner reads as one arm (bulge ≤ `straightArmBulge`); when none does, at the point furthest from
    /// the corner if what comes before it is a hook (≤ `hookFraction` of the path to the corner), else at the start.
    public static func judgedArms(of arms: TwoArmStroke, configuration c: Configuration = Configuration())
        -> (downStart: Int, corner: Int, upEnd: Int) {
        let path = arms.path, corner = finalCorner(of: arms, configuration: c), last = path.count - 1
        let cornerPoint = path.points[corner]
        var downStart: Int?
        if corner > 0 {
            let budget = c.maximumLeadInShare * path.arcLength[last]
            var index = 0
            // The arm left after a lead-in is never shorter than touch jitter, 5 % of the extent.
            let shortest = max(0.05 * path.extent, c.jitterPoints)
            while index < corner, path.arcLength[index] <= budget, path.points[index].dist(to: cornerPoint) >= shortest {
                if path.bulge(from: index, to: corner) <= c.straightArmBulge {
                    downStart = index
                    break
                }
                index += 1
            }
            if downStart == nil {
                let far = (0...corner).max { path.points[$0].dist(to: cornerPoint) < path.points[$1].dist(to: cornerPoint) } ?? 0
                downStart = path.pathLength(from: 0, to: far) <= c.hookFraction * path.pathLength(from: 0, to: corner) ? far : 0
            }
        }
        var upEnd = last
        if last > corner {
            let far = (corner...last).max { path.points[$0].dist(to: cornerPoint) < path.points[$1].dist(to: cornerPoint) } ?? last
            if path.pathLength(from: far, to: last) <= c.hookFraction * path.pathLength(from: corner, to: last) {
                upEnd = far
            }
        }
        return (min(downStart ?? 0, corner), corner, max(upEnd, corner))
    }

    /// The deepest V inside the lead-in (points before `end`): how far it falls to a low point and climbs back
    /// from it, the lesser of the two. A loop's is its size, a flick's none; a zig-zag's first V is the whole
    /// stroke's height.
    public static func leadInDip(of path: StrokePath, before end: Int) -> CGFloat {
        guard end > 1 else { return 0 }
        var highestAfter = [CGFloat](repeating: 0, count: end + 1)
        highestAfter[end] = path.points[end].y
        for index in stride(from: end - 1, through: 0, by: -1) {
            highestAfter[index] = min(highestAfter[index + 1], path.points[index].y)
        }
        var highestBefore = path.points[0].y
        var dip: CGFloat = 0
        for index in 0...end {
            let y = path.points[index].y
            highestBefore = min(highestBefore, y)
            dip = max(dip, min(y - highestBefore, y - highestAfter[index]))
        }
        return dip
    }

    /// The up-to-down arm ratio at which `discriminant` scores 0 for a stroke like `features` with its up arm
    /// lengthened or shortened (both ratios scale with it): the least a ✓ with these arms' directions must have.
    public static func neededArmRatio(_ discriminant: CheckmarkDiscriminant, _ features: CheckmarkFeatures) -> CGFloat {
        let w = discriminant.weights
        let slope = (w.first ?? 0) + (w.count > 4 ? w[4] : 0)
        guard slope > 0 else { return .infinity }
        return features.armRatio * CGFloat(exp(-discriminant.score(features) / slope))
    }

    public static func finalFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let path = arms.path
        if path.extent < c.minimumExtent {
            return StrokeFailure("too small: \(f(path.extent.rounded())) pt across < minimumExtent \(f(c.minimumExtent)) pt",
                                 ["extent": Double(path.extent), "minimumExtent": Double(c.minimumExtent)])
        }
        let judged = judgedArms(of: arms, configuration: c)
        let corner = path.points[judged.corner]
        let down = path.points[judged.downStart].offset(to: corner)
        let up = corner.offset(to: path.points[judged.upEnd])
        let decision = max(c.decisionFraction * path.extent, c.decisionPoints)
        let dip = leadInDip(of: path, before: judged.downStart) / path.extent
        if dip > c.maximumLeadInDip {
            return StrokeFailure("the lead-in dips \(f(dip)) of the size (a V before the ✓) > maximumLeadInDip "
                                 + "\(f(c.maximumLeadInDip))", ["leadInDip": Double(dip), "maximumLeadInDip": Double(c.maximumLeadInDip)])
        }
        if down.length < c.jitterPoints {
            return StrokeFailure("no down arm: \(f(down.length.rounded())) pt before the lowest point < "
                                 + "jitterPoints \(f(c.jitterPoints)) pt",
                                 ["downArm": Double(down.length), "jitterPoints": Double(c.jitterPoints)])
        }
        if up.length < decision {
            return StrokeFailure("no up arm: \(f(up.length.rounded())) pt after the lowest point < \(f(decision.rounded())) pt",
                                 ["upArm": Double(up.length), "decision": Double(decision)])
        }
        let ratio = up.length / down.length
        if ratio > c.maximumArmRatio {
            return StrokeFailure("no real down arm: up arm \(f(ratio.rounded()))× the down arm > maximumArmRatio "
                                 + "\(f(c.maximumArmRatio))",
                                 ["armRatio": Double(ratio), "maximumArmRatio": Double(c.maximumArmRatio)])
        }
        if !c.downArmDegrees.contains(down.degrees) {
            return StrokeFailure("down arm heads \(f(down.degrees.rounded()))°, outside downArmDegrees "
                                 + "\(f(c.downArmDegrees.lowerBound))…\(f(c.downArmDegrees.upperBound))°",
                                 ["downArmDegrees": Double(down.degrees), "lowest": Double(c.downArmDegrees.lowerBound),
                                  "highest": Double(c.downArmDegrees.upperBound)])
        }
        if !c.upArmDegrees.contains(up.degrees) {
            return StrokeFailure("up arm heads \(f(up.degrees.rounded()))°, outside upArmDegrees "
                                 + "\(f(c.upArmDegrees.lowerBound))…\(f(c.upArmDegrees.upperBound))°",
                                 ["upArmDegrees": Double(up.degrees), "lowest": Double(c.upArmDegrees.lowerBound),
                                  "highest": Double(c.upArmDegrees.upperBound)])
        }
        let upPath = path.pathLength(from: judged.corner, to: judged.upEnd)
        let slack = 0.1 * path.extent
        if upPath > c.upArmStraightness * up.length + slack {
            let ratio = (upPath - slack) / up.length
            return StrokeFailure("up arm is not one stroke: path \(f(upPath.rounded())) pt > upArmStraightness "
                                 + "\(f(c.upArmStraightness)) × chord \(f(up.length.rounded())) pt + \(f(slack.rounded())) pt",
                                 ["pathOverChord": Double(ratio), "upArmStraightness": Double(c.upArmStraightness)])
        }
        let downBulge = path.bulge(from: judged.downStart, to: judged.corner)
        let upBulge = path.bulge(from: judged.corner, to: judged.upEnd)
        if let discriminant = c.discriminant {
            let features = CheckmarkFeatures(armRatio: ratio, downDegrees: down.degrees, upDegrees: up.degrees,
                                             downBulge: downBulge, upBulge: upBulge,
                                             wholeArmRatio: up.length / max(arms.start.dist(to: corner), 1))
            if discriminant.score(features) < 0 {
                let needed = neededArmRatio(discriminant, features)
                let (r, n) = distinct(ratio, needed)
                return StrokeFailure("arms too even (more a v): up arm \(r)× the down arm, a ✓'s is at least \(n)× "
                                     + "at these angles",
                                     ["armRatio": Double(ratio), "neededArmRatio": Double(needed)])
            }
        } else if ratio < c.minimumArmRatio {
            return StrokeFailure("arms too even (more a v): up arm \(distinct(ratio, c.minimumArmRatio).0)× the down "
                                 + "arm < minimumArmRatio \(f(c.minimumArmRatio))",
                                 ["armRatio": Double(ratio), "minimumArmRatio": Double(c.minimumArmRatio)])
        }
        if downBulge > c.maximumBulge {
            return StrokeFailure("down arm bulges \(f(downBulge)) > maximumBulge \(f(c.maximumBulge))",
                                 ["downArmBulge": Double(downBulge), "maximumBulge": Double(c.maximumBulge)])
        }
        if upBulge > c.maximumUpstrokeBulge {
            return StrokeFailure("up arm bulges \(f(upBulge)) > maximumUpstrokeBulge \(f(c.maximumUpstrokeBulge))",
                                 ["upArmBulge": Double(upBulge), "maximumUpstrokeBulge": Double(c.maximumUpstrokeBulge)])
        }
        return nil
    }
}

/// The ✓ analyzer: the shared two-arm shell judging with `CheckmarkShape`'s rules.
public typealias CheckmarkAnalyzer = TwoArmAnalyzer<CheckmarkShape>

extension TwoArmAnalyzer where Shape == CheckmarkShape {
    /// Where the upstroke began: the lowest turning point so far (nil before the first point).
    public var midPoint: CGPoint? { corner }
}
