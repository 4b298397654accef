import Foundation

/// Recognizes a tickle as in seed 003: back-and-forth, counting direction changes of at least 25 pt, and recognized as
/// soon as there are more than two (the seed's constants), while the finger is still down.
///
/// Unlike the seed it also demands that the stroke be a rub, judged along the rub's own axis rather than the
/// screen's: a hand rubbing sideways tilts its strokes a little, and against the screen's horizontal the runs of a
/// turned rub read as too steep. So the seed's counter runs in a frame (`TiltedFrame`) for every candidate axis within
/// `maximumAxisTiltDegrees` of horizontal (`axisStepDegrees` apart), and the stroke is a tickle as soon as one frame
/// counts the reversals while its rules hold there:
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
/// `maximumLeadInRuns + 1` runs (windows, `RunWindow`), each judged by the rules above from its own first run's last
/// stretch.
/// It fails once no window is left on any axis: a vertical drag `maximumLeadIn` from the touch-down.
public struct TickleAnalyzer: StrokeAnalyzer {
    /// Thresholds, grouped by the rule they serve. How each was chosen, and its cross-validated margin
    /// (`corpus-report --cross-validate --margins`), is in docs/recognizers.md ("The tickle's thresholds, as measured").
    public struct Configuration: Sendable {
        public init() {}

        // Counting, as the seed does.
        /// Travel along the axis that counts as one tickle (seed 003: 25 pt).
        public var movementPerTickle: CGFloat = 25
        /// Direction changes needed (seed 003: more than 2).
        public var requiredDirectionChanges = 3
        /// The run that counts the last direction change counts it once it has come back this share of the run two
        /// before it (its side's last full run) along the axis, when that is more than `movementPerTickle`; the heading
        /// rule is judged again there: on a large rub a tickle length back is not yet a run.
        public var countingRunShare: CGFloat = 0.16

        // The candidate axes.
        /// How far the rub's axis may turn from the screen's horizontal, degrees: a hand's own slant plus the ±10° turn
        /// the report applies; much further and an arrow's shaft and head line up as a rub.
        public var maximumAxisTiltDegrees: CGFloat = 20
        /// Spacing of the candidate axes, degrees: fine enough that the best axis is within 1.25° of one.
        public var axisStepDegrees: CGFloat = 2.5

        // Each run, and consecutive runs.
        /// Within a run, travel across the axis ≤ ratio × travel along it + `verticalSlack`.
        public var maximumVerticalRatio: CGFloat = 1.204
        /// Travel across the axis every run may have regardless of its length (wobble of a real finger).
        public var verticalSlack: CGFloat = 15
        /// Longer of two consecutive full runs (the first, which starts wherever the finger lands, is not full) over
        /// the shorter: a repeated rub's runs are alike, a brace's long arm and short nib are not.
        public var maximumRunImbalance: CGFloat = 2
        /// How far a full run may bow from its chord, as a share of the chord (plus `verticalSlack`): a rectangle
        /// traced round and read along its diagonal turns a corner in each "run".
        public var maximumRunBulge: CGFloat = 0.25
        /// How much two consecutive full runs' drifts across the axis may differ, as a share of the longer run along
        /// (plus `verticalSlack`): an arrow's shaft climbs by most of its length, its head not at all.
        public var maximumDriftChange: CGFloat = 0.3
        /// How far the run that counts the last direction change may drift across the axis from the line of the run two
        /// before it (same way along, scaled to its length), points: an arrow's head left by its down stroke is off it.
        public var parallelSlack: CGFloat = 15
        /// How far the reversal points may step back across the axis against the rub's drift, points (a finger's
        /// wobble, as `verticalSlack`); an arrow's climbing shaft and descending head step back much further.
        public var maximumBacktrack: CGFloat = 15

        // Lead-ins.
        /// A lead-in that makes runs of its own may be this long (path, points) whatever the rub's size; and a finger
        /// that gets this far from the touch-down heading across the axis before its first reversal leaves only the
        /// seed's reading (the rub begins at the touch-down), so a vertical drag still fails while the finger is down.
        public var maximumLeadIn: CGFloat = 120
        /// A longer lead-in is allowed up to this many times the rub's longest full run along the axis (a loop drawn
        /// before a large rub).
        public var leadInPerRun: CGFloat = 3
        /// A lead-in against the first run (← before a rub to the right) is left out when it runs along the axis: it
        /// ends ≤ this × its displacement along the axis + `leadInSlack` across it.
        public var maximumLeadInSlant: CGFloat = 0.2
        /// Displacement across a lead-in may have regardless of its length, points (a shaky hand's).
        public var leadInSlack: CGFloat = 2
        /// Runs a lead-in may make before the rub begins (a small loop makes one or two, a hook against the rub one):
        /// the rub is looked for beginning with each of the stroke's first `maximumLeadInRuns + 1` runs.
        public var maximumLeadInRuns = 2
    }

    public var configuration: Configuration
    public private(set) var verdict: StrokeVerdict = .possible
    /// Direction changes of at least one tickle length counted so far by the live window and frame that has counted most.
    public var directionChanges: Int { frames.map(\.directionChanges).max() ?? 0 }
    /// The tilt of the axis the tickle was recognized along, degrees (0 until recognized).
    public private(set) var recognizedTiltDegrees: CGFloat = 0
    /// Where the recognized rub began, its reversal points and where the last direction change was counted (empty
    /// until recognized): what the inspector can mark on the stroke.
    public private(set) var reversalPoints: [CGPoint] = []
    /// Values the frames hold from the stroke besides its kept points (which only `path` keeps): a few per reversal,
    /// however long the stroke stays possible (a rub whose runs are too short to count can go on for minutes).
    public var frameHistoryCount: Int { frames.reduce(0) { $0 + $1.historyCount } }

    /// Kept points at least 1 pt apart, not the usual 1.5: a fast rub's first sample after a turn can land closer
    /// than 1.5 pt to the last one before it, and the step between them is the evidence of the turn (`overshoot`).
    private static let pointSpacing: CGFloat = 1
    private var path = StrokePath(minimumSpacing: pointSpacing)
    private var frames: [TiltedFrame] = []

    public init() {
        self.configuration = Configuration()
        frames = Self.frames(for: configuration)
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
        frames = Self.frames(for: configuration)
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
        if verdict == .possible, let waiting = frames.lazy.compactMap({ $0.awaitedCountingRun(c) }).first {
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
        frames = Self.frames(for: configuration)
    }

    /// The smallest `maximumVerticalRatio` with which some axis recognizes `points` as a tickle under the other
    /// rules of `configuration` (nil when no axis counts the reversals with them): what `TickleTuning` compares.
    public static func requiredVerticalRatio(_ points: [CGPoint], configuration: Configuration = Configuration()) -> CGFloat? {
        var c = configuration
        c.maximumVerticalRatio = .infinity
        var path = StrokePath(minimumSpacing: pointSpacing)
        var frames = Self.frames(for: c, findingEveryWindow: true)
        func feed() {
            for index in frames.indices where frames[index].isLive {
                frames[index].note(path.points, lengths: path.arcLength, configuration: c)
            }
        }
        for point in points where path.append(point) { feed() }
        if path.flush() { feed() }
        let best = frames.map(\.requiredRatio).min() ?? .infinity
        return best.isFinite ? best : nil
    }

    private static func frames(for c: Configuration, findingEveryWindow: Bool = false) -> [TiltedFrame] {
        let steps = max(0, Int((c.maximumAxisTiltDegrees / max(c.axisStepDegrees, 0.1)).rounded(.down)))
        // Untilted first, so that ties and failure reasons favour the seed's horizontal.
        let tilts: [CGFloat] = [0] + (steps > 0 ? (1...steps).flatMap { [CGFloat($0), -CGFloat($0)] } : [])
        return tilts.map {
            TiltedFrame(tiltDegrees: $0 * c.axisStepDegrees, configuration: c, findsEveryWindow: findingEveryWindow)
        }
    }

    private mutating func noteLastPoint() {
        for index in frames.indices where frames[index].isLive {
            frames[index].note(path.points, lengths: path.arcLength, configuration: configuration)
            if frames[index].isRecognized {
                recognizedTiltDegrees = frames[index].tiltDegrees
                reversalPoints = frames[index].recognizedTurns.map { path.points[$0] }
                verdict = .recognized
                return
            }
        }
        guard !frames.contains(where: \.isLive) else { return }
        if let furthest = furthestFailure { verdict = .failed(furthest.failure) }
    }

    /// The reason of the reading that got furthest (the untilted frame and the seed's window first among equals).
    private var furthestFailure: (failure: StrokeFailure, reached: Int)? {
        frames.compactMap(\.furthestFailure).max { $0.reached < $1.reached }
    }
}
