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
    /// resized, resampled and turned, and the synthesized styles but the long down arm, which tunes the
    /// long-down-arm discriminant alone); `corpus-report --cross-validate` runs the same
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
        /// path); a loop at the start comes back left by its width, up to 2/π = 0.64 of its path when it starts at
        /// its rightmost point (a loop 30 pt across, started up and round anticlockwise, is 0.51 when it has come
        /// back 30 pt).
        public var maximumLeftwardShare: CGFloat = 0.7
        public var leftwardPoints: CGFloat = 30
        /// Online: after a down arm at least decision-deep, an up arm that has risen `upArmOverDownArm` × as far
        /// and then falls back more than this share of its rise, still heading right, is turning back down (a `w`,
        /// an N, a zig-zag). The rise must outgrow the down arm so that a loop at the start (rise about its own
        /// depth) is not judged; a loop coming round falls back to the left of its top, and is never judged.
        public var turnBackShare: CGFloat = 0.5
        public var upArmOverDownArm: CGFloat = 1.5
        /// Final: what comes before the down arm — a lead-in stroke, a curl, a loop, the flat start of a curved
        /// arm — is left out of it when its path is at most this share of the stroke's and the rest, to the corner,
        /// reads as one arm (bulge ≤ `straightArmBulge`).
        public var maximumLeadInShare: CGFloat = 0.4
        public var straightArmBulge: CGFloat = 0.1
        /// Points of an arm's departure from its chord that are noise, not a bend: whole-pixel coordinates (±0.5 pt)
        /// and a shaky hand (±1.5 pt). Every bulge the ✓ judges is measured less this, so that a short arm drawn by a
        /// shaky hand still reads as one arm. Cross-validated margin (`corpus-report --cross-validate --margins`, 22
        /// conditions) 1.56 pt: from 0.44 pt down a held-out ✓ is lost.
        public var armNoisePoints: CGFloat = 2
        /// Final: a lead-in may dip (fall and climb back, the lesser) at most this share of the stroke's extent: a
        /// loop at the start does by its size, a zig-zag's first V by the whole height.
        public var maximumLeadInDip: CGFloat = 0.3
        /// Final: the up arm's path ≤ this × its chord + slack (10 % of the extent): one stroke, not a zig-zag or an
        /// up arm that turned back down (a swoosh of bulge 0.3 is 1.24).
        public var upArmStraightness: CGFloat = 1.4
        /// Final: the up arm may fall back and climb again (a V inside it, the lesser of fall and climb) at most this
        /// share of its rise: a zig-zag whose lowest V comes first reads as a down arm and a long, flat up arm, but
        /// that up arm dips 0.5–1 of its rise; a ✓'s dips at most 0.16 in every condition (0.03 shaky).
        /// Cross-validated margin 0.262.
        public var maximumUpArmDip: CGFloat = 0.3
        /// Final: the lowest point may not lie on a loop, the stroke crossing itself before and after it around at
        /// least this share of the extent of path: a loop drawn first and then a line up and to the right (an arrow
        /// after a curl) has no down arm, its lowest point is the loop's. A ✓'s loop at the start comes before the
        /// down arm, and a wobble at the corner encloses less. Cross-validated margin 0.063.
        public var minimumLoopAroundCorner: CGFloat = 0.2
        /// Final: the up arm may be at most this many times the down arm (corpus ✓: up to 14×); beyond, the stroke
        /// has no real down arm (a caret, an arrow, a stroke that only climbs).
        public var maximumArmRatio: CGFloat = 20
        /// A down arm shorter than this is touch-down jitter, not a downstroke.
        public var jitterPoints: CGFloat = 2
        /// Final, without a `discriminant`: the up arm must be at least this many times the down arm.
        public var minimumArmRatio: CGFloat = 1.6
        /// Final arm directions, degrees (0 = right, 90 = down): the training ✓'s whole range widened 15°.
        public var downArmDegrees: ClosedRange<CGFloat> = 10.05...105
        public var upArmDegrees: ClosedRange<CGFloat> = -82.491 ... -18.52
        /// Final: the down arm's widest departure from its chord, less `armNoisePoints`, over the chord's length (an
        /// arm with a hidden corner or a loop is ≥ 0.25).
        public var maximumBulge: CGFloat = 0.18
        /// Final: the same for the up arm, looser: real hands draw the upstroke as a curved swoosh.
        public var maximumUpstrokeBulge: CGFloat = 0.3
        /// A curl after the upstroke is left out of the final measurements when its path is at most this share of
        /// the up arm's.
        public var hookFraction: CGFloat = 0.25
        /// The final ✓-or-`v` decision, a score on the arm ratio, both directions, the upstroke's bulge and the
        /// height ratio (nil: `minimumArmRatio` alone).
        public var discriminant: CheckmarkDiscriminant? = CheckmarkDiscriminant(
            weights: [7.163, -3.501, 5.583, 0.373, 6.275], bias: -1.169)
        /// A second chance for a ✓ the `discriminant` refuses: a score on the arm directions, the corner's place
        /// across the stroke and the down arm's direction into it, fitted on the long-down-arm ✓ (up arm 1.25–1.5×
        /// the down arm, issue 38) against the `v` (nil: none).
        public var longDownArmDiscriminant: CheckmarkDiscriminant? = CheckmarkDiscriminant(
            inputs: CheckmarkDiscriminant.longDownArmInputs, weights: [-4.982, 13.499, -4.834, -9.648], bias: 19.583)
        /// The long-down-arm score judges only a stroke whose up arm is at least this many times its down arm: the
        /// strangers' ✓ are 1.3× and more, a `v`'s arms are about even (the corpus's median 1.16×).
        public var longDownArmMinimumRatio: CGFloat = 1.2

        public init() {}
    }

    public static let cornerDirection = CGPoint(x: 0, y: 1)
    public static var defaultConfiguration: Configuration { Configuration() }

    public static func prefixFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let path = arms.path
        let travelled = path.arcLength[path.count - 1]
        let leftward = path.bounds.maxX - arms.end.x
        if leftward >= c.leftwardPoints, leftward > c.maximumLeftwardShare * travelled {
            let share = leftward / travelled
            return StrokeFailure(.headsLeft(leftward: leftward, share: share, maximumLeftwardShare: c.maximumLeftwardShare))
        }
        let decision = max(c.decisionFraction * path.extent, c.decisionPoints)
        let depth = arms.firstArmDepth, rise = arms.secondArmReach, fall = arms.secondArmFallBack
        // A fall back heading left is a loop or a curl coming round, which a lead-in may be; an up arm that turns
        // back down keeps heading right (a `w`, an N, a zig-zag).
        if depth >= decision, rise >= max(decision, c.upArmOverDownArm * depth), fall >= decision,
           fall > c.turnBackShare * rise, arms.end.x >= path.points[arms.secondArmReachIndex].x {
            return StrokeFailure(.upArmTurnsBack(fall: fall, rise: rise, turnBackShare: c.turnBackShare))
        }
        return nil
    }

    /// The corner the final rules judge: the lowest point, unless it lies in a lead-in that starts below the ✓
    /// (an up-right flick into the down arm): then the foot of the deepest descent that starts within the lead-in
    /// (`maximumLeadInShare` of the path) and is at least 5 % of the extent deep — the ✓'s own down arm, however short.
    public static func finalCorner(of arms: TwoArmStroke, configuration c: Configuration = Configuration()) -> Int {
        let path = arms.path, corner = arms.cornerIndex, last = path.count - 1
        let budget = c.maximumLeadInShare * path.arcLength[last]
        let decision = max(c.decisionFraction * path.extent, c.decisionPoints)
        // Only a corner with no down arm before it: the touch-down of a flick that starts below the ✓.
        guard arms.firstArmDepth < decision, path.arcLength[corner] <= budget, corner < last else { return corner }
        var lowestAfter = [Int](repeating: last, count: last - corner + 1)
        for index in stride(from: last - 1, through: corner, by: -1) {
            let next = lowestAfter[index - corner + 1]
            lowestAfter[index - corner] = path.points[index].y > path.points[next].y ? index : next
        }
        var deepest: CGFloat = 0, low = corner
        var index = corner
        while index < last, path.arcLength[index] <= budget {
            let foot = lowestAfter[index - corner]
            if path.points[foot].y - path.points[index].y > deepest {
                (deepest, low) = (path.points[foot].y - path.points[index].y, foot)
            }
            index += 1
        }
        return deepest >= max(0.05 * path.extent, c.jitterPoints) ? low : corner
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
                if bulge(of: path, from: index, to: corner, c) <= c.straightArmBulge {
                    downStart = index
                    break
                }
                index += 1
            }
            if downStart == nil, let bend = sharpestBend(of: path, before: corner, within: budget, c),
               path.points[bend].dist(to: cornerPoint) >= c.jitterPoints {
                // No earlier point reads as one arm: the down arm is too short or too curved for it. It starts at
                // the lead-in's bend, the point furthest from the chord from the touch-down to the corner.
                downStart = bend
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

    /// The path's widest departure from the chord between two kept points, less `armNoisePoints`, over the chord's
    /// length (`StrokePath.bulge` with the noise taken out).
    public static func bulge(of path: StrokePath, from start: Int, to end: Int, _ c: Configuration) -> CGFloat {
        let length = path.points[start].dist(to: path.points[end])
        guard length > 0 else { return 0 }
        return max(path.bulge(from: start, to: end) * length - c.armNoisePoints, 0) / length
    }

    /// The path length of the first loop the stroke closes around `corner` — a segment of the lead-in (before
    /// `downStart`) crossing or touching one after the corner, the path between them at least `minimum` long, low
    /// down: less than half as high above the corner as the stroke has been before it — nil when there is none.
    static func loopAroundCorner(of path: StrokePath, downStart: Int, corner: Int, minimum: CGFloat) -> CGFloat? {
        let points = path.points, last = points.count - 1
        guard downStart > 0, corner < last else { return nil }
        let cornerY = points[corner].y
        let height = cornerY - (points[...corner].map(\.y).min() ?? cornerY)
        for j in corner..<last where cornerY - max(points[j].y, points[j + 1].y) < 0.5 * height {
            for i in stride(from: min(downStart, corner) - 1, through: 0, by: -1) where i + 1 < j {
                let loop = path.pathLength(from: i + 1, to: j)
                guard loop >= minimum else { continue }
                if segmentsMeet(points[i], points[i + 1], points[j], points[j + 1]) { return loop }
            }
        }
        return nil
    }

    /// Whether segments ab and cd cross or touch.
    static func segmentsMeet(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
        func cross(_ o: CGPoint, _ p: CGPoint, _ q: CGPoint) -> CGFloat { (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x) }
        func within(_ o: CGPoint, _ p: CGPoint, _ q: CGPoint) -> Bool {
            min(o.x, p.x) <= q.x && q.x <= max(o.x, p.x) && min(o.y, p.y) <= q.y && q.y <= max(o.y, p.y)
        }
        let d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        return (d1 == 0 && within(c, d, a)) || (d2 == 0 && within(c, d, b)) || (d3 == 0 && within(a, b, c))
            || (d4 == 0 && within(a, b, d))
    }

    /// The point before `corner`, within `budget` of path from the touch-down, furthest from the chord from the
    /// touch-down to the corner (nil when the path there reads as one arm: within `straightArmBulge` and the noise).
    static func sharpestBend(of path: StrokePath, before corner: Int, within budget: CGFloat, _ c: Configuration) -> Int? {
        let a = path.points[0], chord = a.offset(to: path.points[corner])
        let length = max(chord.length, 1e-9)
        var best: Int?, widest: CGFloat = 0
        var index = 1
        while index < corner, path.arcLength[index] <= budget {
            let v = a.offset(to: path.points[index])
            let distance = abs(chord.x * v.y - chord.y * v.x) / length
            if distance > widest { (best, widest) = (index, distance) }
            index += 1
        }
        return widest > c.straightArmBulge * length + c.armNoisePoints ? best : nil
    }

    /// The deepest V inside the lead-in (points before `end`): how far it falls to a low point and climbs back
    /// from it, the lesser of the two. A loop's is its size, a flick's none; a zig-zag's first V is the whole
    /// stroke's height.
    public static func leadInDip(of path: StrokePath, before end: Int) -> CGFloat {
        dip(of: path, from: 0, to: end)
    }

    /// The deepest V between two kept points: how far the path falls below a height it reached and climbs back
    /// above it again, the lesser of the two (0 for a path that only climbs, or climbs and then only falls).
    public static func dip(of path: StrokePath, from start: Int, to end: Int) -> CGFloat {
        guard end > start + 1 else { return 0 }
        var highestAfter = [CGFloat](repeating: 0, count: end - start + 1)
        highestAfter[end - start] = path.points[end].y
        for index in stride(from: end - 1, through: start, by: -1) {
            highestAfter[index - start] = min(highestAfter[index - start + 1], path.points[index].y)
        }
        var highestBefore = path.points[start].y
        var dip: CGFloat = 0
        for index in start...end {
            let y = path.points[index].y
            highestBefore = min(highestBefore, y)
            dip = max(dip, min(y - highestBefore, y - highestAfter[index - start]))
        }
        return dip
    }

    /// The up arm's rise (to its highest point) over the drop into the corner from the higher of the touch-down
    /// point and the judged down arm's start: a curved first arm is judged from where it started (its `v`'s arms
    /// rise and fall as far), a lead-in or a loop from where the ✓ itself starts (a loop returns to the touch-down
    /// point, a lead-in → or ← keeps its height, a flick ↗ from below climbs to the down arm's start).
    public static func heightRatio(of path: StrokePath, _ judged: (downStart: Int, corner: Int, upEnd: Int)) -> CGFloat {
        let cornerY = path.points[judged.corner].y
        let top = min(path.points[0].y, path.points[judged.downStart].y)
        let upTop = path.points[judged.corner...judged.upEnd].map(\.y).min() ?? cornerY
        return (cornerY - upTop) / max(cornerY - top, 1)
    }

    /// The judged arms' measurements (nil without a down or an up arm).
    public static func features(of path: StrokePath, _ judged: (downStart: Int, corner: Int, upEnd: Int),
                                configuration c: Configuration = Configuration()) -> CheckmarkFeatures? {
        let corner = path.points[judged.corner]
        let down = path.points[judged.downStart].offset(to: corner)
        let up = corner.offset(to: path.points[judged.upEnd])
        guard down.length > 0, up.length > 0 else { return nil }
        let box = path.bounds
        return CheckmarkFeatures(armRatio: up.length / down.length, downDegrees: down.degrees, upDegrees: up.degrees,
                                 downBulge: bulge(of: path, from: judged.downStart, to: judged.corner, c),
                                 upBulge: bulge(of: path, from: judged.corner, to: judged.upEnd, c),
                                 heightRatio: heightRatio(of: path, judged),
                                 cornerShare: (corner.x - box.minX) / max(box.width, 1),
                                 cornerDegrees: cornerDegrees(of: path, from: judged.downStart, to: judged.corner))
    }

    /// The direction of the last quarter of the path from `start` into `corner`: from the first kept point at most a
    /// quarter of that path before the corner (from `start` when there is none between).
    public static func cornerDegrees(of path: StrokePath, from start: Int, to corner: Int) -> CGFloat {
        let quarter = path.arcLength[corner] - 0.25 * path.pathLength(from: start, to: corner)
        var index = start
        while index < corner, path.arcLength[index] < quarter { index += 1 }
        return path.points[index < corner ? index : start].offset(to: path.points[corner]).degrees
    }

    /// The up-to-down arm ratio at which `discriminant` scores 0 for a stroke like `features` with its up arm
    /// lengthened or shortened (both ratios scale with it): the least a ✓ with these arms' directions must have.
    public static func neededArmRatio(_ discriminant: CheckmarkDiscriminant, _ features: CheckmarkFeatures) -> CGFloat {
        let slope = discriminant.weight(of: .logArmRatio) + discriminant.weight(of: .logHeightRatio)
        guard slope > 0 else { return .infinity }
        return features.armRatio * CGFloat(exp(-discriminant.score(features) / slope))
    }

    public static func finalFailure(of arms: TwoArmStroke, configuration c: Configuration) -> StrokeFailure? {
        let path = arms.path
        if path.extent < c.minimumExtent {
            return StrokeFailure(.tooSmall(extent: path.extent, minimumExtent: c.minimumExtent))
        }
        let judged = judgedArms(of: arms, configuration: c)
        let corner = path.points[judged.corner]
        let down = path.points[judged.downStart].offset(to: corner)
        let up = corner.offset(to: path.points[judged.upEnd])
        let decision = max(c.decisionFraction * path.extent, c.decisionPoints)
        let dip = leadInDip(of: path, before: judged.downStart) / path.extent
        if dip > c.maximumLeadInDip {
            return StrokeFailure(.leadInDips(dip: dip, maximumLeadInDip: c.maximumLeadInDip))
        }
        if down.length < c.jitterPoints {
            return StrokeFailure(.noDownArm(downArm: down.length, jitterPoints: c.jitterPoints))
        }
        if up.length < decision {
            return StrokeFailure(.noUpArm(upArm: up.length, decision: decision))
        }
        let ratio = up.length / down.length
        if ratio > c.maximumArmRatio {
            return StrokeFailure(.noRealDownArm(armRatio: ratio, maximumArmRatio: c.maximumArmRatio))
        }
        if !c.downArmDegrees.contains(down.degrees) {
            return StrokeFailure(.armHeading(arm: "down", degrees: down.degrees, range: c.downArmDegrees))
        }
        if !c.upArmDegrees.contains(up.degrees) {
            return StrokeFailure(.armHeading(arm: "up", degrees: up.degrees, range: c.upArmDegrees))
        }
        let upPath = ChevronShape.coarsePathLength(path, from: judged.corner, to: judged.upEnd)
        let slack = 0.1 * path.extent
        if upPath > c.upArmStraightness * up.length + slack {
            return StrokeFailure(.upArmNotOneStroke(path: upPath, chord: up.length, slack: slack,
                                                    upArmStraightness: c.upArmStraightness))
        }
        if let loop = loopAroundCorner(of: path, downStart: judged.downStart, corner: judged.corner,
                                       minimum: c.minimumLoopAroundCorner * path.extent) {
            return StrokeFailure(.loopAroundCorner(loop: loop, extent: path.extent,
                                                   minimumLoopAroundCorner: c.minimumLoopAroundCorner))
        }
        let rise = corner.y - (path.points[judged.corner...judged.upEnd].map(\.y).min() ?? corner.y)
        let upDip = Self.dip(of: path, from: judged.corner, to: judged.upEnd)
        if upDip > c.maximumUpArmDip * max(rise, 1) {
            return StrokeFailure(.upArmDips(dip: upDip, share: upDip / max(rise, 1), rise: rise,
                                            maximumUpArmDip: c.maximumUpArmDip))
        }
        let downBulge = bulge(of: path, from: judged.downStart, to: judged.corner, c)
        let upBulge = bulge(of: path, from: judged.corner, to: judged.upEnd, c)
        if let discriminant = c.discriminant, let features = features(of: path, judged, configuration: c) {
            // A ✓ with a long down arm, which the main score takes for a `v`, may pass on the long-arm score.
            let longDownArm = ratio >= c.longDownArmMinimumRatio ? c.longDownArmDiscriminant?.score(features) : nil
            if discriminant.score(features) < 0, (longDownArm ?? -1) < 0 {
                return StrokeFailure(.armsTooEvenForAngles(armRatio: ratio,
                                                           neededArmRatio: neededArmRatio(discriminant, features)))
            }
        } else if ratio < c.minimumArmRatio {
            return StrokeFailure(.armsTooEven(armRatio: ratio, minimumArmRatio: c.minimumArmRatio))
        }
        if downBulge > c.maximumBulge {
            return StrokeFailure(.armBulges(arm: "down", bulge: downBulge, limitName: "maximumBulge", limit: c.maximumBulge))
        }
        if upBulge > c.maximumUpstrokeBulge {
            return StrokeFailure(.armBulges(arm: "up", bulge: upBulge, limitName: "maximumUpstrokeBulge",
                                            limit: c.maximumUpstrokeBulge))
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
