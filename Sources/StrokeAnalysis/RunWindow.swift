import Foundation

/// A rub beginning with run `first` of a tilted frame: that run is judged only by its last stretch (it starts wherever
/// the lead-in left the finger); every later run must lie along the axis. The window keeps its own measurements (what
/// it needs, where it failed) and judges the runs on the frame's `TiltedStroke`.
struct RunWindow: Sendable {
    let first: Int
    private(set) var failure: StrokeFailure?
    /// Direction changes the window had counted when it failed.
    private(set) var reached = 0
    /// Largest (across − slack) / along over the window's checks so far.
    private(set) var need: CGFloat = -.infinity
    /// Where the first run's last stretch begins, once the run after it is complete (`judgedStart(in:)`).
    private(set) var judgedStart = 0
    private(set) var isRecognized = false
    /// Set while the last direction change is a tickle length back but short of `countingRunShare` of its side's
    /// run: how far the last run came back and that run's length along the axis (the reason is worded only if the
    /// finger lifts then, not on every sample).
    private(set) var awaitsCountingRun: CountingRun?

    /// A last run that has come back `back` points along the axis of its side's run of `side` points.
    struct CountingRun: Sendable {
        let back: CGFloat, side: CGFloat
    }

    init(first: Int) {
        self.first = first
    }

    var isLive: Bool { failure == nil && !isRecognized }

    /// Kept-point indices of the window's judged start, its reversal points and `index`, the point that counted the
    /// last direction change.
    func reversals(through index: Int, in stroke: TiltedStroke) -> [Int] {
        [judgedStart] + stroke.turns[(first + 1)...] + [index]
    }

    /// Every point: the run in progress must lie along the axis if it is a full run of the window; the seed's window
    /// also holds its first run to it (so a vertical drag fails within a tickle length). A later window dies once the
    /// finger, heading across the axis, gets `maximumLeadIn` from the touch-down before the first reversal. Returns
    /// whether the window recognized the rub at `index`.
    mutating func judgeCurrentRun(at index: Int, in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration, turns = stroke.turns
        let along = stroke.along, across = stroke.across
        let current = turns.count - 1
        if current > first {
            guard liesAlong(from: turns[current], to: index, in: stroke) else { return false }
            guard awaitsCountingRun != nil else { return false }
            awaitsCountingRun = shortCountingRun(through: index, in: stroke)
            guard awaitsCountingRun == nil else { return false }
            return recognizeIfSteady(through: index, in: stroke)
        } else if first == 0 {
            _ = headsAlong(from: turns[0], to: index, in: stroke)
        } else if turns.count == 1, hypot(along[index] - along[0], across[index] - across[0]) > c.maximumLeadIn,
                  headsAcross(from: 0, to: index, in: stroke) {
            fail(StrokeFailure(.noSidewaysTickle(maximumLeadIn: c.maximumLeadIn)), in: stroke)
        }
        return false
    }

    /// A reversal was just counted (the finger moved a tickle length back from the last turn): the window checks its
    /// first run's last stretch once the run after it is complete, its full runs' balance, and, at the last direction
    /// change, whether its reversal points step steadily. Returns whether the window recognized the rub at `index`.
    mutating func judgeReversal(at index: Int, in stroke: TiltedStroke) -> Bool {
        let current = stroke.turns.count - 1
        guard current > first else { return false }
        guard liesAlong(from: stroke.turns[current], to: index, in: stroke) else { return false }
        if current == first + 2 {
            judgedStart = judgedStart(in: stroke)
            guard firstRunEndsAlong(in: stroke) else { return false }
        }
        guard runsAreBalanced(in: stroke), runsDriftAlike(in: stroke), lastRunIsStraight(in: stroke) else { return false }
        guard current - first >= stroke.configuration.requiredDirectionChanges else { return false }
        awaitsCountingRun = shortCountingRun(through: index, in: stroke)
        guard awaitsCountingRun == nil else {
            _ = headsAsBefore(through: index, in: stroke)
            return false
        }
        return recognizeIfSteady(through: index, in: stroke)
    }

    /// The last direction change is counted at `index`: the window is a tickle if the counting run heads as its side's
    /// run did, the reversal points step steadily and a lead-in's runs were short.
    private mutating func recognizeIfSteady(through index: Int, in stroke: TiltedStroke) -> Bool {
        guard headsAsBefore(through: index, in: stroke), stepsSteadily(through: index, in: stroke),
              leadInIsShort(in: stroke) else { return false }
        isRecognized = true
        return true
    }

    /// The run in progress while it is short of `countingRunShare` of the run two before it along the axis
    /// (credited with the turn's overshoot, as the seed's count is), or nil once it has come back that far.
    private func shortCountingRun(through index: Int, in stroke: TiltedStroke) -> CountingRun? {
        let turns = stroke.turns, along = stroke.along
        let j = turns.count - 1
        let back = abs(along[index] - along[turns[j]]) + stroke.overshoot(at: turns[j], before: index)
        let side = abs(stroke.run(j - 2).along)
        return back < stroke.configuration.countingRunShare * side ? CountingRun(back: back, side: side) : nil
    }

    private mutating func fail(_ failure: StrokeFailure, in stroke: TiltedStroke) {
        self.failure = failure
        reached = max(0, stroke.turns.count - 1 - first)
    }

    /// A window after lead-in runs: the path before its judged start is at most `maximumLeadIn`, or at most
    /// `leadInPerRun` × the window's longest full run along the axis (a loop drawn before a large rub).
    private mutating func leadInIsShort(in stroke: TiltedStroke) -> Bool {
        guard first > 0 else { return true }
        let c = stroke.configuration
        let leadIn = stroke.travel[judgedStart]
        let longest = (first + 1..<stroke.turns.count - 1).map { abs(stroke.run($0).along) }.max() ?? 0
        let allowed = max(c.maximumLeadIn, c.leadInPerRun * longest)
        guard leadIn > allowed else { return true }
        fail(StrokeFailure(.leadInTooLong(leadIn: leadIn, longest: longest, maximumLeadIn: c.maximumLeadIn,
                                          leadInPerRun: c.leadInPerRun)), in: stroke)
        return false
    }

    /// Checks the run between two kept points; fails the window when it drifted across the axis too much.
    private mutating func liesAlong(from start: Int, to end: Int, in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration
        let from = stroke.travelled(to: start), to = stroke.travelled(to: end)
        let acrossTravel = to.across - from.across
        let alongTravel = to.along - from.along
        need = max(need, Self.need(acrossTravel, alongTravel, c))
        guard acrossTravel > c.maximumVerticalRatio * alongTravel + c.verticalSlack else { return true }
        fail(Self.movingVertically(across: acrossTravel, along: alongTravel, c), in: stroke)
        return false
    }

    /// Whether the path between two kept points heads across the axis by both its displacement and its travel; the
    /// ratio with which it would no longer is noted as the window's need.
    private mutating func headsAcross(from start: Int, to end: Int, in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration, along = stroke.along, across = stroke.across
        let acrossShift = abs(across[end] - across[start]), alongShift = abs(along[end] - along[start])
        let from = stroke.travelled(to: start), to = stroke.travelled(to: end)
        let acrossTravel = to.across - from.across, alongTravel = to.along - from.along
        need = max(need, min(Self.need(acrossShift, alongShift, c), Self.need(acrossTravel, alongTravel, c)))
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
    private mutating func headsAlong(from start: Int, to end: Int, in stroke: TiltedStroke) -> Bool {
        guard headsAcross(from: start, to: end, in: stroke) else { return true }
        let along = stroke.along, across = stroke.across
        fail(Self.movingVertically(across: abs(across[end] - across[start]), along: abs(along[end] - along[start]),
                                   stroke.configuration), in: stroke)
        return false
    }

    /// The failure of a run, or a first run so far, that drifted across the axis too much.
    private static func movingVertically(across: CGFloat, along: CGFloat, _ c: TickleAnalyzer.Configuration) -> StrokeFailure {
        StrokeFailure(.movingVertically(across: across, along: along, maximumVerticalRatio: c.maximumVerticalRatio,
                                        verticalSlack: c.verticalSlack))
    }

    /// Where the window's first run's last stretch begins: as long a path as the run after it (measured along the
    /// axis instead, a steep stroke ending the first run could reach back into a flat lead-in and pass).
    private func judgedStart(in stroke: TiltedStroke) -> Int {
        let turns = stroke.turns, travel = stroke.travel
        let second = travel[turns[first + 2]] - travel[turns[first + 1]]
        var start = turns[first + 1]
        while start > turns[first], travel[turns[first + 1]] - travel[start] < second { start -= 1 }
        return start
    }

    /// The first run's last stretch lies along the axis by itself: a lead-in along the axis that joins the first run
    /// must not dilute a steep stroke of a star or a zig-zag in it.
    private mutating func firstRunEndsAlong(in stroke: TiltedStroke) -> Bool {
        liesAlong(from: judgedStart, to: stroke.turns[first + 1], in: stroke)
    }

    /// The last two full runs (between reversal points) within `maximumRunImbalance` of each other.
    private mutating func runsAreBalanced(in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration, n = stroke.turns.count
        guard n - first >= 4 else { return true }
        let previous = abs(stroke.run(n - 3).along), last = abs(stroke.run(n - 2).along)
        guard max(previous, last) > c.maximumRunImbalance * min(previous, last) else { return true }
        let imbalance = max(previous, last) / max(min(previous, last), 1e-9)
        fail(StrokeFailure(.unevenRuns(previous: previous, last: last, imbalance: imbalance,
                                       maximumRunImbalance: c.maximumRunImbalance)), in: stroke)
        return false
    }

    /// The last full run is one straight stroke: no point of it further from its chord than `maximumRunBulge` × the
    /// chord + `verticalSlack`. A rub's runs are; a rectangle traced round and round turns a corner in each "run".
    private mutating func lastRunIsStraight(in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration, along = stroke.along, across = stroke.across
        let n = stroke.turns.count
        guard n - first >= 3 else { return true }
        let a = stroke.turns[n - 2], b = stroke.turns[n - 1]
        let (dx, dy) = stroke.run(n - 2)
        let chord = max(hypot(dx, dy), 1e-9)
        var bulge: CGFloat = 0
        for i in a...b { bulge = max(bulge, abs(dx * (across[i] - across[a]) - dy * (along[i] - along[a])) / chord) }
        guard bulge > c.maximumRunBulge * chord + c.verticalSlack else { return true }
        fail(StrokeFailure(.runTurnsCorner(bulge: bulge, chord: chord, maximumRunBulge: c.maximumRunBulge,
                                           verticalSlack: c.verticalSlack)), in: stroke)
        return false
    }

    /// The last two full runs drift across the axis alike, within `maximumDriftChange` × the longer one along +
    /// `verticalSlack`: a rub's runs step down the same way each time; an arrow's steep shaft and its flat head do not.
    private mutating func runsDriftAlike(in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration, n = stroke.turns.count
        guard n - first >= 4 else { return true }
        let previousRun = stroke.run(n - 3), lastRun = stroke.run(n - 2)
        let previous = previousRun.across, last = lastRun.across
        let longer = max(abs(previousRun.along), abs(lastRun.along))
        let change = abs(last - previous)
        guard change > c.maximumDriftChange * longer + c.verticalSlack else { return true }
        fail(StrokeFailure(.runsDriftApart(previous: previous, last: last, change: change, longer: longer,
                                           maximumDriftChange: c.maximumDriftChange, verticalSlack: c.verticalSlack)),
             in: stroke)
        return false
    }

    /// The run now counted heads across the axis as the run two before it did, the same way along: its drift across
    /// is what that run's slope predicts for its length along, within `parallelSlack`. A rub's runs to one side are
    /// alike; an arrow's head rubbed → ← → and left by its steep down stroke is not.
    private mutating func headsAsBefore(through index: Int, in stroke: TiltedStroke) -> Bool {
        let c = stroke.configuration, turns = stroke.turns, along = stroke.along, across = stroke.across
        let j = turns.count - 1
        let (earlierAlong, earlierAcross) = stroke.run(j - 2)
        let nowAlong = along[index] - along[turns[j]], nowAcross = across[index] - across[turns[j]]
        let predicted = earlierAcross / max(abs(earlierAlong), 1e-9) * abs(nowAlong)
        let difference = abs(nowAcross - predicted)
        guard difference > c.parallelSlack else { return true }
        fail(StrokeFailure(.runHeadsOffLine(difference: difference, parallelSlack: c.parallelSlack)), in: stroke)
        return false
    }

    /// The window's start, its reversal points and `current` step one way across the axis, within `maximumBacktrack`.
    private mutating func stepsSteadily(through current: Int, in stroke: TiltedStroke) -> Bool {
        let turns = stroke.turns, across = stroke.across
        let positions = [across[judgedStart]] + turns[(first + 1)...].map { across[$0] } + [across[current]]
        var highest = positions[0], lowest = positions[0]
        var fallBack: CGFloat = 0, riseBack: CGFloat = 0
        for position in positions {
            highest = max(highest, position)
            lowest = min(lowest, position)
            fallBack = max(fallBack, highest - position)
            riseBack = max(riseBack, position - lowest)
        }
        let backtrack = min(fallBack, riseBack)
        guard backtrack > stroke.configuration.maximumBacktrack else { return true }
        fail(StrokeFailure(.turnsBackAcross(backtrack: backtrack, maximumBacktrack: stroke.configuration.maximumBacktrack)),
             in: stroke)
        return false
    }
}
