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
/// - consecutive full runs are of comparable length, as a repeated rub is, unlike a brace's long arm and short nib,
///   and drift across the axis alike, unlike an arrow's steep shaft and flat head;
/// - the run that counts the last change heads across the axis as the run two before it did (a rub's runs to one
///   side are alike; an arrow's head rubbed → ← → and left by its steep down stroke is not), judged when it counts
///   and again once it has come back `countingRunShare` of that run: on a rub larger than a finger's, 25 pt back is
///   not yet a run, so the last change counts there (an arrow's flat return to its tip after a climbing shaft);
/// - the first run's last stretch, as long a path as the second run, lies along the axis by itself: a lead-in
///   along the axis joins the first run and must not dilute a star's or a zig-zag's steep stroke in it (issue 23).
/// Whatever comes before the rub is a lead-in (issue 23): a straight one against the first run (← before a rub to the
/// right) is left out, the first run starting at the furthest point the finger reached before it; one that makes runs
/// of its own (a small loop, a hook) is skipped, the rub being looked for beginning with each of the first
/// `maximumLeadInRuns + 1` runs (windows), each judged by the rules above from its own first run's last stretch.
/// It fails once no window is left on any axis: a vertical drag `maximumLeadIn` from the touch-down.
public struct TickleAnalyzer: StrokeAnalyzer {
    /// Thresholds. How each was chosen, and its cross-validated margin (`corpus-report --cross-validate --margins`),
    /// is in docs/recognizers.md ("The tickle's thresholds, as measured").
    public struct Configuration: Sendable {
        /// Travel along the axis that counts as one tickle (seed 003: 25 pt).
        public var movementPerTickle: CGFloat = 25
        /// Direction changes needed (seed 003: more than 2).
        public var requiredDirectionChanges = 3
        /// Within a run, travel across the axis ≤ ratio × travel along it + `verticalSlack`.
        public var maximumVerticalRatio: CGFloat = 1.204
        /// Travel across the axis every run may have regardless of its length (wobble of a real finger).
        public var verticalSlack: CGFloat = 15
        /// How far the rub's axis may turn from the screen's horizontal, degrees: a hand's own slant plus the ±10° turn
        /// the report applies; at 25° an arrow's shaft and head line up as a rub.
        public var maximumAxisTiltDegrees: CGFloat = 20
        /// Spacing of the candidate axes, degrees: fine enough that the best axis is within 1.25° of one.
        public var axisStepDegrees: CGFloat = 2.5
        /// Longer of two consecutive full runs (the first, which starts wherever the finger lands, is not full) over
        /// the shorter: a brace's long arm against its short nib is ≥ 1.8.
        public var maximumRunImbalance: CGFloat = 2
        /// How far the reversal points may step back across the axis against the rub's drift, points (a finger's
        /// wobble, as `verticalSlack`); an arrow's climbing shaft and descending head step back ≥ 43 pt.
        public var maximumBacktrack: CGFloat = 15
        /// A lead-in against the first run (← before a rub to the right) is left out when it runs along the axis: it
        /// ends ≤ this × its displacement along the axis + `leadInSlack` across it.
        public var maximumLeadInSlant: CGFloat = 0.2
        /// Displacement across a lead-in may have regardless of its length, points (a shaky hand's ±1.5 pt).
        public var leadInSlack: CGFloat = 2
        /// Runs a lead-in may make before the rub begins (a small loop makes one or two, a hook against the rub one):
        /// the rub is looked for beginning with each of the stroke's first `maximumLeadInRuns + 1` runs.
        public var maximumLeadInRuns = 2
        /// A lead-in that makes runs of its own may be this long (path, points) whatever the rub's size; and a finger
        /// that gets this far from the touch-down heading across the axis before its first reversal leaves only the
        /// seed's reading (the rub begins at the touch-down), so a vertical drag still fails while the finger is down.
        public var maximumLeadIn: CGFloat = 120
        /// A longer lead-in is allowed up to this many times the rub's longest full run along the axis (a loop drawn
        /// before a large rub).
        public var leadInPerRun: CGFloat = 3
        /// How far a full run may bow from its chord, as a share of the chord (plus `verticalSlack`): a rectangle
        /// traced round twice and read along its diagonal has runs that turn a corner 0.31–0.47 of the chord off.
        public var maximumRunBulge: CGFloat = 0.25
        /// How far the run that counts the last direction change may drift across the axis from the line of the run two
        /// before it (same way along, scaled to its length), points: the arrows' heads left by their down stroke are 30
        /// pt and more off; the returns of the arrows that still pass after a ← lead-in are 2–15 pt off.
        public var parallelSlack: CGFloat = 15
        /// How much two consecutive full runs' drifts across the axis may differ, as a share of the longer run along
        /// (plus `verticalSlack`): an arrow's shaft climbs by most of its length, its head not at all.
        public var maximumDriftChange: CGFloat = 0.3
        /// The run that counts the last direction change counts it once it has come back this share of the run two
        /// before it (its side's last full run) along the axis, when that is more than `movementPerTickle`; the heading
        /// rule is judged again there.
        public var countingRunShare: CGFloat = 0.16

        public init() {}
    }

    public var configuration: Configuration
    public private(set) var verdict: StrokeVerdict = .possible
    /// Direction changes of at least one tickle length counted so far by the live window and frame that has counted most.
    public var directionChanges: Int { rubs.map(\.directionChanges).max() ?? 0 }
    /// The tilt of the axis the tickle was recognized along, degrees (0 until recognized).
    public private(set) var recognizedTiltDegrees: CGFloat = 0
    /// Where the recognized rub began, its reversal points and where the last direction change was counted (empty
    /// until recognized): what the inspector can mark on the stroke.
    public private(set) var reversalPoints: [CGPoint] = []
    /// Values the frames hold from the stroke besides its kept points (which only `path` keeps): a few per reversal,
    /// however long the stroke stays possible (a rub whose runs are too short to count can go on for minutes).
    public var frameHistoryCount: Int { rubs.reduce(0) { $0 + $1.historyCount } }

    /// Kept points at least 1 pt apart, not the usual 1.5: a fast rub's first sample after a turn can land 1.4 pt
    /// from the last one before it, and the step between them is the evidence of the turn (`overshoot`).
    private static let pointSpacing: CGFloat = 1
    private var path = StrokePath(minimumSpacing: pointSpacing)
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
        // A reading that had counted every change but waited for its last run to go on says why; else a reading that
        // got as far as any still waiting for more changes, but broke a rule, says more.
        let c = configuration
        if verdict == .possible, let waiting = rubs.lazy.compactMap({ $0.awaitedCountingRun(c) }).first {
            verdict = .failed(waiting)
        } else if verdict == .possible, let furthest = furthestFailure, furthest.reached >= directionChanges {
            verdict = .failed(furthest.failure)
        }
        if verdict == .possible {
            verdict = .failed(StrokeFailure(.tooFewDirectionChanges(
                changes: directionChanges, movementPerTickle: configuration.movementPerTickle,
                required: configuration.requiredDirectionChanges)))
        }
        return verdict
    }

    public mutating func reset() {
        path.removeAll()
        verdict = .possible
        recognizedTiltDegrees = 0
        reversalPoints = []
        rubs = Self.rubs(for: configuration)
    }

    /// The smallest `maximumVerticalRatio` with which some axis recognizes `points` as a tickle under the other
    /// rules of `configuration` (nil when no axis counts the reversals with them): what `TickleTuning` compares.
    public static func requiredVerticalRatio(_ points: [CGPoint], configuration: Configuration = Configuration()) -> CGFloat? {
        var c = configuration
        c.maximumVerticalRatio = .infinity
        var path = StrokePath(minimumSpacing: pointSpacing)
        var rubs = Self.rubs(for: c, findingEveryWindow: true)
        func feed() {
            for index in rubs.indices where rubs[index].isLive {
                rubs[index].note(path.points, lengths: path.arcLength, configuration: c)
            }
        }
        for point in points where path.append(point) { feed() }
        if path.flush() { feed() }
        let best = rubs.map(\.requiredRatio).min() ?? .infinity
        return best.isFinite ? best : nil
    }

    private static func rubs(for c: Configuration, findingEveryWindow: Bool = false) -> [Rub] {
        let steps = max(0, Int((c.maximumAxisTiltDegrees / max(c.axisStepDegrees, 0.1)).rounded(.down)))
        // Untilted first, so that ties and failure reasons favour the seed's horizontal.
        let tilts: [CGFloat] = [0] + (steps > 0 ? (1...steps).flatMap { [CGFloat($0), -CGFloat($0)] } : [])
        return tilts.map { Rub(tiltDegrees: $0 * c.axisStepDegrees, leadInRuns: c.maximumLeadInRuns, findsEveryWindow: findingEveryWindow) }
    }

    private mutating func noteLastPoint() {
        for index in rubs.indices where rubs[index].isLive {
            rubs[index].note(path.points, lengths: path.arcLength, configuration: configuration)
            if rubs[index].isRecognized {
                recognizedTiltDegrees = rubs[index].tiltDegrees
                reversalPoints = rubs[index].recognizedTurns.map { path.points[$0] }
                verdict = .recognized
                return
            }
        }
        guard !rubs.contains(where: \.isLive) else { return }
        if let furthest = furthestFailure { verdict = .failed(furthest.failure) }
    }

    /// The reason of the reading that got furthest (the untilted frame and the seed's window first among equals).
    private var furthestFailure: (failure: StrokeFailure, reached: Int)? {
        rubs.compactMap(\.furthestFailure).max { $0.reached < $1.reached }
    }
}

/// The seed's reversal counter in one frame, turned `tiltDegrees` from the screen's (positive: clockwise on a y-down
/// screen), with the rub's rules checked in that frame on a few windows: the rub may begin with the stroke's first run
/// (as the seed counts) or, after a lead-in that made runs of its own (a loop, a hook), with its second or third.
private struct Rub: Sendable {
    let tiltDegrees: CGFloat
    private let cosine: CGFloat, sine: CGFloat
    private(set) var isRecognized = false
    /// Largest (across − slack) / along over a recognizing window's checks, the least over the windows that
    /// recognized: the ratio this frame needs (for tuning).
    private(set) var requiredRatio: CGFloat = .infinity
    /// Kept-point indices of the recognizing window's judged start, its reversal points and the point that counted
    /// the last direction change.
    private(set) var recognizedTurns: [Int] = []

    /// The stroke's kept points and their cumulative path lengths, lent by the analyzer for the length of one `note`
    /// (and emptied after it, so the analyzer's path stays the only owner and appends without copying). A frame keeps
    /// no history of its own: a stroke that stays possible for minutes held 17 frames × 5 values a point.
    private var points: [CGPoint] = [], travel: [CGFloat] = []
    /// Position along and across the axis of a kept point, the same arithmetic as when it was noted.
    private var along: Projection { Projection(points: points, x: cosine, y: sine) }
    private var across: Projection { Projection(points: points, x: -sine, y: cosine) }
    /// Cumulative travel along and across the axis at the start and at `turns[0]` and each reversal point once
    /// counted, in order, and at the last point noted: every other point's is summed again from the one before it
    /// (`travelled(to:)`), in the same order, so to the same values.
    private var checkpoints: [Travel] = [Travel(index: 0, along: 0, across: 0)]
    private var latest = Travel(index: 0, along: 0, across: 0)
    /// +1 forwards along the axis, -1 backwards, 0 before the first tickle length.
    private var direction: CGFloat = 0
    private var runExtreme = 0
    /// Kept-point indices of the start and of every reversal point: run `j` goes from `turns[j]` to `turns[j + 1]`.
    private var turns: [Int] = [0]
    /// Furthest kept points forwards and backwards along the axis before the first run is found.
    private var highestStart = 0, lowestStart = 0
    /// The candidate rubs: window `k` begins with run `k`.
    private var windows: [Window]

    /// Cumulative travel along and across the axis from the stroke's start to kept point `index`.
    struct Travel: Sendable {
        let index: Int
        let along: CGFloat, across: CGFloat
    }

    /// A coordinate of the kept points in the frame: `x` × x + `y` × y.
    struct Projection {
        let points: [CGPoint]
        let x: CGFloat, y: CGFloat
        subscript(index: Int) -> CGFloat { x * points[index].x + y * points[index].y }
    }

    /// A rub beginning with run `first`: that run is judged only by its last stretch (it starts wherever the lead-in
    /// left the finger); every later run must lie along the axis.
    struct Window: Sendable {
        let first: Int
        var failure: StrokeFailure?
        /// Direction changes the window had counted when it failed.
        var reached = 0
        /// Largest (across − slack) / along over the window's checks so far.
        var need: CGFloat = -.infinity
        /// Where the first run's last stretch begins, once the run after it is complete (`judgedStart(window:)`).
        var judgedStart = 0
        var isRecognized = false
        /// Set while the last direction change is a tickle length back but short of `countingRunShare` of its side's
        /// run: how far the last run came back and that run's length along the axis (the reason is worded only if
        /// the finger lifts then, not on every sample).
        var awaitsCountingRun: CountingRun?
        var isLive: Bool { failure == nil && !isRecognized }
    }

    /// For tuning: every window is followed to its end, and `requiredRatio` is the least any recognizing one needed.
    private let findsEveryWindow: Bool

    init(tiltDegrees: CGFloat, leadInRuns: Int, findsEveryWindow: Bool = false) {
        self.findsEveryWindow = findsEveryWindow
        self.tiltDegrees = tiltDegrees
        let angle = tiltDegrees * .pi / 180
        cosine = cos(angle)
        sine = sin(angle)
        windows = (0...max(0, leadInRuns)).map { Window(first: $0) }
    }

    var isLive: Bool { !isRecognized && windows.contains(where: \.isLive) }
    /// Direction changes counted by the live window that has counted most (a failed window's count no longer leads
    /// anywhere).
    var directionChanges: Int {
        windows.filter(\.isLive).map { max(0, turns.count - 1 - $0.first) }.max() ?? 0
    }
    /// The failed window that got furthest (the earliest of equals: the seed's reading first), as the reason to show.
    var furthestFailure: (failure: StrokeFailure, reached: Int)? {
        windows.compactMap { w in w.failure.map { ($0, w.reached) } }.max { $0.1 < $1.1 }
    }

    /// A last run that has come back `back` points along the axis of its side's run of `side` points.
    struct CountingRun: Sendable {
        let back: CGFloat, side: CGFloat
    }

    /// Why a window that counted its last change a tickle length back is not a tickle yet (nil when none waits).
    func awaitedCountingRun(_ c: TickleAnalyzer.Configuration) -> StrokeFailure? {
        guard let run = windows.lazy.filter(\.isLive).compactMap(\.awaitsCountingRun).first else { return nil }
        return StrokeFailure(.countingRunShort(back: run.back, side: run.side, countingRunShare: c.countingRunShare))
    }

    /// Values the frame keeps besides the lent stroke: bounded by its reversals, not by the stroke's length.
    var historyCount: Int { turns.count + checkpoints.count + recognizedTurns.count }

    /// Takes the last of `points` (the kept points so far; earlier ones were noted before) and of `lengths`, their
    /// cumulative path lengths.
    mutating func note(_ points: [CGPoint], lengths: [CGFloat], configuration c: TickleAnalyzer.Configuration) {
        self.points = points
        travel = lengths
        defer {
            self.points = []
            travel = []
        }
        let index = points.count - 1
        if index == 0 { return }
        latest = Travel(index: index, along: latest.along + abs(along[index] - along[index - 1]),
                        across: latest.across + abs(across[index] - across[index - 1]))

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
                if turns[0] > 0 { checkpoints.append(travelled(to: turns[0])) }
                runExtreme = index
            }
        } else if (along[index] - extreme) * direction >= 0 {
            runExtreme = index
        } else if (extreme - along[index]) * direction + overshoot(at: runExtreme, before: index) >= c.movementPerTickle {
            direction = -direction
            turns.append(runExtreme)
            checkpoints.append(travelled(to: runExtreme))
            runExtreme = index
            judgeReversal(at: index, c)
            return
        }
        judgeCurrentRun(at: index, c)
    }

    /// Every point: the run in progress must lie along the axis in each window it is a full run of; the seed's window
    /// also holds its first run to it (so a vertical drag fails within a tickle length). A later window dies once the
    /// finger, heading across the axis, gets `maximumLeadIn` from the touch-down before the first reversal.
    private mutating func judgeCurrentRun(at index: Int, _ c: TickleAnalyzer.Configuration) {
        let current = turns.count - 1
        for w in windows.indices where windows[w].isLive {
            let first = windows[w].first
            if current > first {
                guard liesAlong(from: turns[current], to: index, window: w, c) else { continue }
                guard windows[w].awaitsCountingRun != nil else { continue }
                windows[w].awaitsCountingRun = shortCountingRun(through: index, c)
                guard windows[w].awaitsCountingRun == nil else { continue }
                recognizeIfSteady(w, through: index, c)
                if isRecognized { return }
            } else if first == 0 {
                _ = headsAlong(from: turns[0], to: index, window: w, c)
            } else if turns.count == 1, hypot(along[index] - along[0], across[index] - across[0]) > c.maximumLeadIn,
                      headsAcross(from: 0, to: index, window: w, c) {
                fail(w, leadInFailure(c))
            }
        }
    }

    /// A reversal was just counted (the finger moved a tickle length back from `turns.last`): each window checks its
    /// first run's last stretch once the run after it is complete, its full runs' balance, and, at the third direction
    /// change, whether its reversal points step steadily.
    private mutating func judgeReversal(at index: Int, _ c: TickleAnalyzer.Configuration) {
        let current = turns.count - 1
        for w in windows.indices where windows[w].isLive {
            let first = windows[w].first
            guard current > first else { continue }
            guard liesAlong(from: turns[current], to: index, window: w, c) else { continue }
            if current == first + 2 {
                windows[w].judgedStart = judgedStart(window: w)
                guard firstRunEndsAlong(window: w, c) else { continue }
            }
            guard runsAreBalanced(window: w, c), runsDriftAlike(window: w, c), lastRunIsStraight(window: w, c) else { continue }
            if current - first >= c.requiredDirectionChanges {
                windows[w].awaitsCountingRun = shortCountingRun(through: index, c)
                guard windows[w].awaitsCountingRun == nil else {
                    _ = headsAsBefore(through: index, c, window: w)
                    continue
                }
                recognizeIfSteady(w, through: index, c)
                if isRecognized { return }
            }
        }
    }

    /// The last direction change is counted at `index`: the window is a tickle if the counting run heads as its side's
    /// run did, the reversal points step steadily and a lead-in's runs were short.
    private mutating func recognizeIfSteady(_ w: Int, through index: Int, _ c: TickleAnalyzer.Configuration) {
        guard headsAsBefore(through: index, c, window: w), stepsSteadily(through: index, window: w, c),
              leadInIsShort(window: w, c) else { return }
        windows[w].isRecognized = true
        requiredRatio = min(requiredRatio, windows[w].need)
        guard !findsEveryWindow else { return }
        isRecognized = true
        recognizedTurns = [windows[w].judgedStart] + turns[(windows[w].first + 1)...] + [index]
    }

    /// The run in progress while it is short of `countingRunShare` of the run two before it along the axis
    /// (credited with the turn's overshoot, as the seed's count is), or nil once it has come back that far.
    private func shortCountingRun(through index: Int, _ c: TickleAnalyzer.Configuration) -> CountingRun? {
        let j = turns.count - 1
        let back = abs(along[index] - along[turns[j]]) + overshoot(at: turns[j], before: index)
        let side = abs(along[turns[j - 1]] - along[turns[j - 2]])
        return back < c.countingRunShare * side ? CountingRun(back: back, side: side) : nil
    }

    private mutating func fail(_ w: Int, _ failure: StrokeFailure) {
        windows[w].failure = failure
        windows[w].reached = max(0, turns.count - 1 - windows[w].first)
    }

    /// A window after lead-in runs: the path before its judged start is at most `maximumLeadIn`, or at most
    /// `leadInPerRun` × the window's longest full run along the axis (a loop drawn before a large rub).
    private mutating func leadInIsShort(window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let first = windows[w].first
        guard first > 0 else { return true }
        let leadIn = travel[windows[w].judgedStart]
        let longest = (first + 1..<turns.count - 1).map { abs(along[turns[$0 + 1]] - along[turns[$0]]) }.max() ?? 0
        let allowed = max(c.maximumLeadIn, c.leadInPerRun * longest)
        guard leadIn > allowed else { return true }
        fail(w, StrokeFailure(.leadInTooLong(leadIn: leadIn, longest: longest, maximumLeadIn: c.maximumLeadIn,
                                             leadInPerRun: c.leadInPerRun)))
        return false
    }

    private func leadInFailure(_ c: TickleAnalyzer.Configuration) -> StrokeFailure {
        StrokeFailure(.noSidewaysTickle(maximumLeadIn: c.maximumLeadIn))
    }

    /// Checks the run between two kept points; fails the window when it drifted across the axis too much.
    private mutating func liesAlong(from start: Int, to end: Int, window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let from = travelled(to: start), to = travelled(to: end)
        let acrossTravel = to.across - from.across
        let alongTravel = to.along - from.along
        windows[w].need = max(windows[w].need, Self.need(acrossTravel, alongTravel, c))
        guard acrossTravel > c.maximumVerticalRatio * alongTravel + c.verticalSlack else { return true }
        fail(w, Self.movingVertically(across: acrossTravel, along: alongTravel, c))
        return false
    }

    /// Whether the path between two kept points heads across the axis by both its displacement and its travel; the
    /// ratio with which it would no longer is noted as the window's need.
    private mutating func headsAcross(from start: Int, to end: Int, window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let acrossShift = abs(across[end] - across[start]), alongShift = abs(along[end] - along[start])
        let from = travelled(to: start), to = travelled(to: end)
        let acrossTravel = to.across - from.across, alongTravel = to.along - from.along
        windows[w].need = max(windows[w].need, min(Self.need(acrossShift, alongShift, c), Self.need(acrossTravel, alongTravel, c)))
        return acrossShift > c.maximumVerticalRatio * alongShift + c.verticalSlack
            && acrossTravel > c.maximumVerticalRatio * alongTravel + c.verticalSlack
    }

    /// The least `maximumVerticalRatio` with which `across` ≤ ratio × `along` + `verticalSlack`.
    private static func need(_ across: CGFloat, _ along: CGFloat, _ c: TickleAnalyzer.Configuration) -> CGFloat {
        along > 0 ? (across - c.verticalSlack) / along : (across > c.verticalSlack ? .infinity : -.infinity)
    }

    /// The seed's window's first run so far: a finger that heads across the axis fails within a tickle length. It
    /// fails only when both its travel and its displacement do: a dwell's tremor travels but goes nowhere, and a small
    /// loop's displacement points across while its travel is as much along.
    private mutating func headsAlong(from start: Int, to end: Int, window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        guard headsAcross(from: start, to: end, window: w, c) else { return true }
        fail(w, Self.movingVertically(across: abs(across[end] - across[start]), along: abs(along[end] - along[start]), c))
        return false
    }

    /// The failure of a run, or a first run so far, that drifted across the axis too much.
    private static func movingVertically(across: CGFloat, along: CGFloat, _ c: TickleAnalyzer.Configuration) -> StrokeFailure {
        StrokeFailure(.movingVertically(across: across, along: along, maximumVerticalRatio: c.maximumVerticalRatio,
                                        verticalSlack: c.verticalSlack))
    }

    /// Cumulative travel along and across the axis at kept point `index` (≤ the last noted): the last point's, a
    /// checkpoint's, or summed on from the checkpoint before it.
    private func travelled(to index: Int) -> Travel {
        if index == latest.index { return latest }
        var travel = checkpoints[checkpoints.lastIndex { $0.index <= index } ?? 0]
        let along = self.along, across = self.across
        while travel.index < index {
            let i = travel.index + 1
            travel = Travel(index: i, along: travel.along + abs(along[i] - along[i - 1]),
                            across: travel.across + abs(across[i] - across[i - 1]))
        }
        return travel
    }

    /// How far the finger went past the kept extreme before turning, along the axis. At a steady speed the steps are
    /// alike, and the one that holds the turn comes out short by twice the distance from the turn to the kept sample:
    /// the step back when the finger turned after the sample, the step into it when it turned before (the sample was
    /// already on its way back). Either way, half the difference of the two steps. A fast finger's samples straddle
    /// each turn (a 35 pt rub at 1,200 pt/s and 75 Hz: steps of 16 pt, its runs read as 19–22 pt).
    private func overshoot(at extreme: Int, before index: Int) -> CGFloat {
        guard extreme >= 1, extreme + 1 <= index else { return 0 }
        let into = abs(along[extreme] - along[extreme - 1]), back = abs(along[extreme + 1] - along[extreme])
        return abs(into - back) / 2
    }

    /// Whether the path from the touch-down to `index` is a straight lead-in along the axis (a curl or a small loop
    /// is not: its far side would give an arrow's shaft the extra run).
    private func isStraightLeadIn(to index: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        index == 0 || abs(across[index] - across[0]) <= c.maximumLeadInSlant * abs(along[index] - along[0]) + c.leadInSlack
    }

    /// Where the window's first run's last stretch begins: as long a path as the run after it. Measured along the axis
    /// instead, a steep stroke (a brace's top arc, 37 pt along and 80 across) ended a stretch that reached back into a
    /// flat ← lead-in for the rest of the second run's 50 pt along, and passed.
    private func judgedStart(window w: Int) -> Int {
        let first = windows[w].first
        let second = travel[turns[first + 2]] - travel[turns[first + 1]]
        var start = turns[first + 1]
        while start > turns[first], travel[turns[first + 1]] - travel[start] < second { start -= 1 }
        return start
    }

    /// The first run's last stretch lies along the axis by itself: a lead-in along the axis that joins the first run
    /// must not dilute a steep stroke of a star or a zig-zag in it.
    private mutating func firstRunEndsAlong(window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        liesAlong(from: windows[w].judgedStart, to: turns[windows[w].first + 1], window: w, c)
    }

    /// The last two full runs (between reversal points) within `maximumRunImbalance` of each other.
    private mutating func runsAreBalanced(window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let n = turns.count
        guard n - windows[w].first >= 4 else { return true }
        let previous = abs(along[turns[n - 2]] - along[turns[n - 3]])
        let last = abs(along[turns[n - 1]] - along[turns[n - 2]])
        guard max(previous, last) > c.maximumRunImbalance * min(previous, last) else { return true }
        let imbalance = max(previous, last) / max(min(previous, last), 1e-9)
        fail(w, StrokeFailure(.unevenRuns(previous: previous, last: last, imbalance: imbalance,
                                          maximumRunImbalance: c.maximumRunImbalance)))
        return false
    }

    /// The last full run is one straight stroke: no point of it further from its chord than `maximumRunBulge` × the
    /// chord + `verticalSlack`. A rub's runs are; a rectangle traced round and round turns a corner in each "run".
    private mutating func lastRunIsStraight(window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let n = turns.count
        guard n - windows[w].first >= 3 else { return true }
        let a = turns[n - 2], b = turns[n - 1]
        let dx = along[b] - along[a], dy = across[b] - across[a]
        let chord = max(hypot(dx, dy), 1e-9)
        var bulge: CGFloat = 0
        for i in a...b { bulge = max(bulge, abs(dx * (across[i] - across[a]) - dy * (along[i] - along[a])) / chord) }
        guard bulge > c.maximumRunBulge * chord + c.verticalSlack else { return true }
        fail(w, StrokeFailure(.runTurnsCorner(bulge: bulge, chord: chord, maximumRunBulge: c.maximumRunBulge,
                                              verticalSlack: c.verticalSlack)))
        return false
    }

    /// The last two full runs drift across the axis alike, within `maximumDriftChange` × the longer one along +
    /// `verticalSlack`: a rub's runs step down the same way each time; an arrow's steep shaft and its flat head do not.
    private mutating func runsDriftAlike(window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let n = turns.count
        guard n - windows[w].first >= 4 else { return true }
        let previous = across[turns[n - 2]] - across[turns[n - 3]], last = across[turns[n - 1]] - across[turns[n - 2]]
        let longer = max(abs(along[turns[n - 2]] - along[turns[n - 3]]), abs(along[turns[n - 1]] - along[turns[n - 2]]))
        let change = abs(last - previous)
        guard change > c.maximumDriftChange * longer + c.verticalSlack else { return true }
        fail(w, StrokeFailure(.runsDriftApart(previous: previous, last: last, change: change, longer: longer,
                                              maximumDriftChange: c.maximumDriftChange, verticalSlack: c.verticalSlack)))
        return false
    }

    /// The run now counted heads across the axis as the run two before it did, the same way along: its drift across
    /// is what that run's slope predicts for its length along, within `parallelSlack`. A rub's runs to one side are
    /// alike; an arrow's head rubbed → ← → and left by its steep down stroke is not.
    private mutating func headsAsBefore(through index: Int, _ c: TickleAnalyzer.Configuration, window w: Int) -> Bool {
        let j = turns.count - 1
        let earlierAlong = along[turns[j - 1]] - along[turns[j - 2]]
        let earlierAcross = across[turns[j - 1]] - across[turns[j - 2]]
        let nowAlong = along[index] - along[turns[j]], nowAcross = across[index] - across[turns[j]]
        let predicted = earlierAcross / max(abs(earlierAlong), 1e-9) * abs(nowAlong)
        let difference = abs(nowAcross - predicted)
        guard difference > c.parallelSlack else { return true }
        fail(w, StrokeFailure(.runHeadsOffLine(difference: difference, parallelSlack: c.parallelSlack)))
        return false
    }

    /// The window's start, its reversal points and `current` step one way across the axis, within `maximumBacktrack`.
    private mutating func stepsSteadily(through current: Int, window w: Int, _ c: TickleAnalyzer.Configuration) -> Bool {
        let first = windows[w].first
        let reference = windows[w].judgedStart
        let positions = [across[reference]] + turns[(first + 1)...].map { across[$0] } + [across[current]]
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
        fail(w, StrokeFailure(.turnsBackAcross(backtrack: backtrack, maximumBacktrack: c.maximumBacktrack)))
        return false
    }
}
