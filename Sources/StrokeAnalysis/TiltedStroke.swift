import Foundation

/// The stroke as one tilted frame measures it: its kept points along and across the frame's axis, their path lengths,
/// the reversal points found so far and the cumulative travel along and across the axis, with the thresholds of the
/// point being noted. The frame (`TiltedFrame`) keeps it up to date; its windows (`RunWindow`) judge their runs on it.
struct TiltedStroke: Sendable {
    private let cosine: CGFloat, sine: CGFloat
    /// The thresholds the point being noted is judged with.
    private(set) var configuration: TickleAnalyzer.Configuration
    /// The stroke's kept points and their cumulative path lengths, lent by the analyzer for the length of one `note`
    /// and emptied after it (`endLoan`), so the analyzer's path stays their only owner and appends without copying:
    /// a frame keeps no history of its own.
    private(set) var points: [CGPoint] = [], travel: [CGFloat] = []
    /// Kept-point indices of the start and of every reversal point: run `j` goes from `turns[j]` to `turns[j + 1]`.
    private(set) var turns: [Int] = [0]
    /// Cumulative travel along and across the axis at the start and at `turns[0]` and each reversal point once
    /// counted, in order, and at the last point noted: every other point's is summed again from the one before it
    /// (`travelled(to:)`), in the same order, so to the same values.
    private(set) var checkpoints: [Travel] = [Travel(index: 0, along: 0, across: 0)]
    private var latest = Travel(index: 0, along: 0, across: 0)

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

    /// A frame turned `tiltDegrees` from the screen's (positive: clockwise on a y-down screen).
    init(tiltDegrees: CGFloat, configuration: TickleAnalyzer.Configuration) {
        let angle = tiltDegrees * .pi / 180
        cosine = cos(angle)
        sine = sin(angle)
        self.configuration = configuration
    }

    /// Position along and across the axis of a kept point, the same arithmetic as when it was noted.
    var along: Projection { Projection(points: points, x: cosine, y: sine) }
    var across: Projection { Projection(points: points, x: -sine, y: cosine) }

    /// Lends the kept points so far, their path lengths and the thresholds for one `note`.
    mutating func lend(_ points: [CGPoint], lengths: [CGFloat], configuration: TickleAnalyzer.Configuration) {
        self.points = points
        travel = lengths
        self.configuration = configuration
    }

    /// Gives the lent points back at the end of a `note`.
    mutating func endLoan() {
        points = []
        travel = []
    }

    /// Adds the travel to the last lent point, `index`, from the one before it.
    mutating func noteTravel(to index: Int) {
        latest = Travel(index: index, along: latest.along + abs(along[index] - along[index - 1]),
                        across: latest.across + abs(across[index] - across[index - 1]))
    }

    /// The first run begins at kept point `start`, once the finger has moved a tickle length from it.
    mutating func beginFirstRun(at start: Int) {
        turns[0] = start
        if start > 0 { checkpoints.append(travelled(to: start)) }
    }

    /// A reversal at kept point `extreme` was counted.
    mutating func addReversal(at extreme: Int) {
        turns.append(extreme)
        checkpoints.append(travelled(to: extreme))
    }

    /// Displacement along and across the axis of run `j`, from `turns[j]` to `turns[j + 1]`.
    func run(_ j: Int) -> (along: CGFloat, across: CGFloat) {
        (along[turns[j + 1]] - along[turns[j]], across[turns[j + 1]] - across[turns[j]])
    }

    /// Cumulative travel along and across the axis at kept point `index` (≤ the last noted): the last point's, a
    /// checkpoint's, or summed on from the checkpoint before it.
    func travelled(to index: Int) -> Travel {
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
    /// already on its way back). Either way, half the difference of the two steps: a fast finger's samples straddle
    /// each turn.
    func overshoot(at extreme: Int, before index: Int) -> CGFloat {
        guard extreme >= 1, extreme + 1 <= index else { return 0 }
        let into = abs(along[extreme] - along[extreme - 1]), back = abs(along[extreme + 1] - along[extreme])
        return abs(into - back) / 2
    }

    /// Whether the path from the touch-down to `index` is a straight lead-in along the axis (a curl or a small loop
    /// is not: its far side would give an arrow's shaft the extra run).
    func isStraightLeadIn(to index: Int) -> Bool {
        index == 0 || abs(across[index] - across[0])
            <= configuration.maximumLeadInSlant * abs(along[index] - along[0]) + configuration.leadInSlack
    }
}
