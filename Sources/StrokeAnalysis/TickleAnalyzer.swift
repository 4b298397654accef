import Foundation

/// Recognizes a tickle as in seed 003: back-and-forth, counting direction changes of at least 25 pt, and recognized as
/// soon as there are more than two (the seed's constants), while the finger is still down.
///
/// Unlike the seed it also demands that the stroke be a rub, judged along the rub's own axis rather than the
/// screen's: a hand rubbing sideways tilts its strokes a little, and a zig-zag rub turned 10° had one run in two
/// counted as too steep against the screen's horizontal. So the seed's counter runs in a frame for every candidate
/// axis within `maximumAxisTiltDegrees` of horizontal (`axisStepDegrees` apart), and the stroke is a tickle as soon
/// as one frame counts the reversals while its rules hold there:
/// - each run between reversals drifts across the axis only a fraction of its travel along it, so a zig-zag
///   (reversals across), a star or a brace (tall strokes whose x happens to reverse) fail;
/// - the reversal points step steadily one way across the axis (or stay put), so an arrow whose shaft climbs and
///   whose head then rubs back down is not a rub;
/// - consecutive full runs are of comparable length, as a repeated rub is, unlike a brace's long arm and short nib;
/// - the first run's last stretch, as long along the axis as the second run, lies along the axis by itself: a lead-in
///   along the axis joins the first run and must not dilute a star's or a zig-zag's steep stroke in it (issue 23).
/// A straight lead-in against the first run (← before a rub to the right) is left out: the first run starts at the
/// furthest point the finger reached before it, not at the touch-down.
/// It fails as soon as no axis is left, so a vertical drag fails within about one tickle length.
public struct TickleAnalyzer: StrokeAnalyzer {
    /// Thresholds. Each quotes its cross-validated margin (`corpus-report --cross-validate --margins`): how far it
    /// can be tightened before a rub of a held-out person is lost, worst over the six folds and ten conditions.
    public struct Configuration: Sendable {
        /// Travel along the axis that counts as one tickle (seed 003: 25 pt). Absolute: a tickle is a finger-sized
        /// rub. Cross-validated margin 3.8 pt (raised to 28.8 pt, a held-out rub is lost).
        public var movementPerTickle: CGFloat = 25
        /// Direction changes needed (seed 003: more than 2).
        public var requiredDirectionChanges = 3
        /// Within a run, travel across the axis ≤ ratio × travel along it + `verticalSlack`. Chosen by
        /// `TickleTuning` (halfway between the rotated zig-zags' largest need and the other shapes' smallest, on
        /// all six people). Cross-validated margins (`corpus-report --cross-validate --margins`): the held-out
        /// person's rubs keep all passing with their fold's value lowered by 0.085, and their other shapes need
        /// 0.166 more than it to pass.
        public var maximumVerticalRatio: CGFloat = 1.045
        /// Travel across the axis every run may have regardless of its length (wobble of a real finger).
        /// Cross-validated margin 3.5 pt.
        public var verticalSlack: CGFloat = 15
        /// How far the rub's axis may turn from the screen's horizontal, degrees: a hand's own slant plus the ±10°
        /// turn the report applies; at 25° an arrow's shaft and head line up as a rub. Cross-validated margin 7.5°
        /// (at 12.5° a held-out rub is lost).
        public var maximumAxisTiltDegrees: CGFloat = 20
        /// Spacing of the candidate axes, degrees: fine enough that the best axis is within 1.25° of one.
        public var axisStepDegrees: CGFloat = 2.5
        /// Longer of two consecutive full runs (the first, which starts wherever the finger lands, is not full)
        /// over the shorter: a brace's long arm against its short nib is ≥ 1.8. Cross-validated margin 0.73.
        public var maximumRunImbalance: CGFloat = 2
        /// How far the reversal points may step back across the axis against the rub's drift, points (a finger's
        /// wobble, as `verticalSlack`); an arrow's climbing shaft and descending head step back ≥ 43 pt.
        /// Cross-validated margin 12.9 pt.
        public var maximumBacktrack: CGFloat = 15
        /// A lead-in against the first run (← before a rub to the right) is left out when it runs along the axis:
        /// it ends ≤ this × its displacement along the axis + `leadInSlack` across it. The arc of a small loop at the
        /// start that reaches as far ends 0.4–0.5 across (it would give an arrow's shaft an extra run), so the rub
        /// then starts at the touch-down, as the seed's counter does.
        public var maximumLeadInSlant: CGFloat = 0.2
        /// Displacement across a lead-in may have regardless of its length, points (a shaky hand's ±1.5 pt).
        public var leadInSlack: CGFloat = 2

        public init() {}
    }

    public var configuration: Configuration
    public private(set) var verdict: StrokeVerdict = .possible
    /// Direction changes of at least one tickle length seen so far, in the frame that has counted most.
    public var directionChanges: Int { rubs.map(\.directionChanges).max() ?? 0 }
    /// The tilt of the axis the tickle was recognized along, degrees (0 until recognized).
    public private(set) var recognizedTiltDegrees: CGFloat = 0

    private var path = StrokePath()
    private var rubs: [Rub] = []

    public init() {
        self.configuration = Configuration()
        rubs = Self.rubs(for: configuration)
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
        rubs = Self.rubs(for: configuration)
    }

    @discardableResult public mutating func add(_ point: CGPoint, at time: TimeInterval) -> StrokeVerdict {
        guard verdict == .possible, path.append(point) else { return verdict }
        noteLastPoint()
        return verdict
    }

    @discardableResult public mutating func finish() -> StrokeVerdict {
        guard verdict == .possible else { return verdict }
        if path.flush() { noteLastPoint() }
        if verdict == .possible {
            verdict = .failed(StrokeFailure(
                "only \(directionChanges) direction changes of movementPerTickle \(StrokeFailure.format(configuration.movementPerTickle)) pt "
                    + "< requiredDirectionChanges \(configuration.requiredDirectionChanges)",
                ["directionChanges": Double(directionChanges),
                 "requiredDirectionChanges": Double(configuration.requiredDirectionChanges)]))
        }
        return verdict
    }

    public mutating func reset() {
        path.removeAll()
        verdict = .possible
        recognizedTiltDegrees = 0
        rubs = Self.rubs(for: configuration)
    }

    /// The smallest `maximumVerticalRatio` with which some axis recognizes `points` as a tickle under the other
    /// rules of `configuration` (nil when no axis counts the reversals with them): what `TickleTuning` compares.
    public static func requiredVerticalRatio(_ points: [CGPoint], configuration: Configuration = Configuration()) -> CGFloat? {
        var c = configuration
        c.maximumVerticalRatio = .infinity
        var path = StrokePath()
        var rubs = Self.rubs(for: c)
        var best: CGFloat?
        func feed() {
            for index in rubs.indices where rubs[index].isLive {
                rubs[index].note(path.points, configuration: c)
                if rubs[index].isRecognized { best = min(best ?? .infinity, rubs[index].requiredRatio) }
            }
        }
        for point in points where path.append(point) { feed() }
        if path.flush() { feed() }
        return best
    }

    private static func rubs(for c: Configuration) -> [Rub] {
        let steps = max(0, Int((c.maximumAxisTiltDegrees / max(c.axisStepDegrees, 0.1)).rounded(.down)))
        // Untilted first, so that ties and failure reasons favour the seed's horizontal.
        let tilts: [CGFloat] = [0] + (steps > 0 ? (1...steps).flatMap { [CGFloat($0), -CGFloat($0)] } : [])
        return tilts.map { Rub(tiltDegrees: $0 * c.axisStepDegrees) }
    }

    private mutating func noteLastPoint() {
        var lastFailure: StrokeFailure?
        for index in rubs.indices where rubs[index].isLive {
            rubs[index].note(path.points, configuration: configuration)
            if rubs[index].isRecognized {
                recognizedTiltDegrees = rubs[index].tiltDegrees
                verdict = .recognized
                return
            }
            if let failure = rubs[index].failure { lastFailure = failure }
        }
        if let lastFailure, !rubs.contains(where: \.isLive) {
            verdict = .failed(lastFailure)
        }
    }
}

/// The seed's reversal counter in one frame, turned `tiltDegrees` from the screen's (positive: clockwise on a y-down
/// screen), with the rub's rules checked in that frame.
private struct Rub: Sendable {
    let tiltDegrees: CGFloat
    private let cosine: CGFloat, sine: CGFloat
    private(set) var directionChanges = 0
    private(set) var failure: StrokeFailure?
    private(set) var isRecognized = false
    /// Largest (across − slack) / along over the checks so far: the ratio this frame needs (for tuning).
    private(set) var requiredRatio: CGFloat = -.infinity

    /// Position along and across the axis of every kept point, and cumulative travel along and across.
    private var along: [CGFloat] = [], across: [CGFloat] = []
    private var travelAlong: [CGFloat] = [], travelAcross: [CGFloat] = []
    /// +1 forwards along the axis, -1 backwards, 0 before the first tickle length.
    private var direction: CGFloat = 0
    private var runStart = 0
    private var runExtreme = 0
    /// Kept-point indices of the start and of every reversal point.
    private var turns: [Int] = [0]
    /// Furthest kept points forwards and backwards along the axis before the first run is found.
    private var highestStart = 0, lowestStart = 0

    init(tiltDegrees: CGFloat) {
        self.tiltDegrees = tiltDegrees
        let angle = tiltDegrees * .pi / 180
        cosine = cos(angle)
        sine = sin(angle)
    }

    var isLive: Bool { failure == nil && !isRecognized }

    /// Takes the last of `points` (the kept points so far; earlier ones were noted before).
    mutating func note(_ points: [CGPoint], configuration c: TickleAnalyzer.Configuration) {
        let index = points.count - 1
        let point = points[index]
        along.append(cosine * point.x + sine * point.y)
        across.append(-sine * point.x + cosine * point.y)
        if index == 0 {
            travelAlong.append(0)
            travelAcross.append(0)
            return
        }
        travelAlong.append(travelAlong[index - 1] + abs(along[index] - along[index - 1]))
        travelAcross.append(travelAcross[index - 1] + abs(across[index] - across[index - 1]))

        let extreme = along[runExtreme]
        if direction == 0 {
            // The rub starts at the furthest point either way the finger then moves a tickle length from: a lead-in
            // against the first run (←, then a rub to the right) is not counted as part of it.
            if along[index] > along[highestStart] { highestStart = index }
            if along[index] < along[lowestStart] { lowestStart = index }
            let lowest = isStraightLeadIn(to: lowestStart, c) ? lowestStart : 0
            let highest = isStraightLeadIn(to: highestStart, c) ? highestStart : 0
            let forwards = along[index] - along[lowest], backwards = along[highest] - along[index]
            if max(forwards, backwards) >= c.movementPerTickle {
                direction = forwards >= backwards ? 1 : -1
                turns[0] = forwards >= backwards ? lowest : highest
                runStart = turns[0]
                runExtreme = index
            }
        } else if (along[index] - extreme) * direction >= 0 {
            runExtreme = index
        } else if (extreme - along[index]) * direction + overshoot(at: runExtreme, before: index) >= c.movementPerTickle {
            // The new run starts at the old extreme; it must itself lie along the axis before it can count.
            guard liesAlong(from: runExtreme, to: index, c) else { return }
            directionChanges += 1
            direction = -direction
            turns.append(runExtreme)
            runStart = runExtreme
            runExtreme = index
            if turns.count == 3 { guard firstRunEndsAlong(c) else { return } }
            guard runsAreBalanced(c) else { return }
            if directionChanges >= c.requiredDirectionChanges {
                guard stepsSteadily(through: index, c) else { return }
                isRecognized = true
            }
            return
        }
        _ = liesAlong(from: runStart, to: index, c)
    }

    /// Checks the run between two kept points; fails this frame when it drifted across the axis too much.
    private mutating func liesAlong(from start: Int, to end: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let acrossTravel = travelAcross[end] - travelAcross[start]
        let alongTravel = travelAlong[end] - travelAlong[start]
        if alongTravel > 0 { requiredRatio = max(requiredRatio, (acrossTravel - c.verticalSlack) / alongTravel) }
        guard acrossTravel > c.maximumVerticalRatio * alongTravel + c.verticalSlack else { return true }
        let f = StrokeFailure.format
        failure = StrokeFailure("moving vertically: \(Int(acrossTravel)) pt across the rub > maximumVerticalRatio "
                                + "\(f(c.maximumVerticalRatio)) × \(Int(alongTravel)) pt along + verticalSlack \(f(c.verticalSlack)) pt",
                                ["across": Double(acrossTravel), "along": Double(alongTravel),
                                 "maximumVerticalRatio": Double(c.maximumVerticalRatio), "verticalSlack": Double(c.verticalSlack)])
        return false
    }

    /// How far the finger may have gone past the kept extreme before turning, along the axis: at a steady speed it
    /// covers the step into the extreme again before the next sample, so what the step back falls short of that, halved.
    /// A fast finger's samples straddle the turn (a 35 pt rub at 1,200 pt/s and 75 Hz: steps of 16 pt, runs read as
    /// 19 pt); a slow one's steps are short, and a turn across the axis (a zig-zag's corner) has no step into it along.
    private func overshoot(at extreme: Int, before index: Int) -> CGFloat {
        guard extreme >= 1, extreme + 1 <= index else { return 0 }
        let into = abs(along[extreme] - along[extreme - 1]), back = abs(along[extreme + 1] - along[extreme])
        return max(0, (into - back) / 2)
    }

    /// Whether the path from the touch-down to `index` is a straight lead-in along the axis (a curl or a small loop
    /// is not: its far side would give an arrow's shaft the extra run).
    private func isStraightLeadIn(to index: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        index == 0 || abs(across[index] - across[0]) <= c.maximumLeadInSlant * abs(along[index] - along[0]) + c.leadInSlack
    }

    /// The first run's last stretch, as long along the axis as the second run, lies along the axis by itself: a lead-in
    /// along the axis that joins the first run must not dilute a steep stroke of a star or a zig-zag in it.
    private mutating func firstRunEndsAlong(_ c: TickleAnalyzer.Configuration) -> Bool {
        let second = abs(along[turns[2]] - along[turns[1]])
        var start = turns[1]
        while start > turns[0], travelAlong[turns[1]] - travelAlong[start] < second { start -= 1 }
        return liesAlong(from: start, to: turns[1], c)
    }

    /// The last two full runs (between reversal points) within `maximumRunImbalance` of each other.
    private mutating func runsAreBalanced(_ c: TickleAnalyzer.Configuration) -> Bool {
        guard turns.count >= 4 else { return true }
        let n = turns.count
        let previous = abs(along[turns[n - 2]] - along[turns[n - 3]])
        let last = abs(along[turns[n - 1]] - along[turns[n - 2]])
        guard max(previous, last) > c.maximumRunImbalance * min(previous, last) else { return true }
        let imbalance = max(previous, last) / max(min(previous, last), 1e-9)
        failure = StrokeFailure("uneven back-and-forth: runs of \(Int(previous)) and \(Int(last)) pt, "
                                + "\(StrokeFailure.format(imbalance))× > maximumRunImbalance \(StrokeFailure.format(c.maximumRunImbalance))",
                                ["runImbalance": Double(imbalance), "maximumRunImbalance": Double(c.maximumRunImbalance)])
        return false
    }

    /// The reversal points and `current` step one way across the axis, within `maximumBacktrack`.
    private mutating func stepsSteadily(through current: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let positions = turns.map { across[$0] } + [across[current]]
        var highest = positions[0], lowest = positions[0]
        var fallBack: CGFloat = 0, riseBack: CGFloat = 0
        for position in positions {
            highest = max(highest, position)
            lowest = min(lowest, position)
            fallBack = max(fallBack, highest - position)
            riseBack = max(riseBack, position - lowest)
        }
        let backtrack = min(fallBack, riseBack)
        guard backtrack > c.maximumBacktrack else { return true }
        failure = StrokeFailure("turning back across the rub \(Int(backtrack)) pt > maximumBacktrack "
                                + "\(StrokeFailure.format(c.maximumBacktrack)) pt",
                                ["backtrack": Double(backtrack), "maximumBacktrack": Double(c.maximumBacktrack)])
        return false
    }
}
