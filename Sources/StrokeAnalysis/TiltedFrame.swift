import Foundation

/// The seed's reversal counter in one frame, turned `tiltDegrees` from the screen's (positive: clockwise on a y-down
/// screen), with the rub's rules checked in that frame on a few windows (`RunWindow`): the rub may begin with the
/// stroke's first run (as the seed counts) or, after a lead-in that made runs of its own (a loop, a hook), with its
/// second or third.
struct TiltedFrame: Sendable {
    let tiltDegrees: CGFloat
    private(set) var isRecognized = false
    /// Largest (across − slack) / along over a recognizing window's checks, the least over the windows that
    /// recognized: the ratio this frame needs (for tuning).
    private(set) var requiredRatio: CGFloat = .infinity
    /// Kept-point indices of the recognizing window's judged start, its reversal points and the point that counted
    /// the last direction change.
    private(set) var recognizedTurns: [Int] = []

    /// The stroke measured along and across this frame's axis.
    private var stroke: TiltedStroke
    /// +1 forwards along the axis, -1 backwards, 0 before the first tickle length.
    private var direction: CGFloat = 0
    private var runExtreme = 0
    /// Furthest kept points forwards and backwards along the axis before the first run is found.
    private var highestStart = 0, lowestStart = 0
    /// The candidate rubs: window `k` begins with run `k`.
    private var windows: [RunWindow]
    /// For tuning: every window is followed to its end, and `requiredRatio` is the least any recognizing one needed.
    private let findsEveryWindow: Bool

    init(tiltDegrees: CGFloat, configuration: TickleAnalyzer.Configuration, findsEveryWindow: Bool = false) {
        self.findsEveryWindow = findsEveryWindow
        self.tiltDegrees = tiltDegrees
        stroke = TiltedStroke(tiltDegrees: tiltDegrees, configuration: configuration)
        windows = (0...max(0, configuration.maximumLeadInRuns)).map { RunWindow(first: $0) }
    }

    var isLive: Bool { !isRecognized && windows.contains(where: \.isLive) }
    /// Direction changes counted by the live window that has counted most (a failed window's count no longer leads
    /// anywhere).
    var directionChanges: Int {
        windows.filter(\.isLive).map { max(0, stroke.turns.count - 1 - $0.first) }.max() ?? 0
    }
    /// The failed window that got furthest (the earliest of equals: the seed's reading first), as the reason to show.
    var furthestFailure: (failure: StrokeFailure, reached: Int)? {
        windows.compactMap { w in w.failure.map { ($0, w.reached) } }.max { $0.1 < $1.1 }
    }

    /// Why a window that counted its last change a tickle length back is not a tickle yet (nil when none waits).
    func awaitedCountingRun(_ c: TickleAnalyzer.Configuration) -> StrokeFailure? {
        guard let run = windows.lazy.filter(\.isLive).compactMap(\.awaitsCountingRun).first else { return nil }
        return StrokeFailure(.countingRunShort(back: run.back, side: run.side, countingRunShare: c.countingRunShare))
    }

    /// Values the frame keeps besides the lent stroke: bounded by its reversals, not by the stroke's length.
    var historyCount: Int { stroke.turns.count + stroke.checkpoints.count + recognizedTurns.count }

    /// Takes the last of `points` (the kept points so far; earlier ones were noted before) and of `lengths`, their
    /// cumulative path lengths.
    mutating func note(_ points: [CGPoint], lengths: [CGFloat], configuration c: TickleAnalyzer.Configuration) {
        stroke.lend(points, lengths: lengths, configuration: c)
        defer { stroke.endLoan() }
        let index = points.count - 1
        if index == 0 { return }
        stroke.noteTravel(to: index)

        let along = stroke.along
        let extreme = along[runExtreme]
        if direction == 0 {
            // The rub starts at the furthest point either way the finger then moves a tickle length from: a lead-in
            // against the first run (←, then a rub to the right) is not counted as part of it.
            if along[index] > along[highestStart] { highestStart = index }
            if along[index] < along[lowestStart] { lowestStart = index }
            let lowest = stroke.isStraightLeadIn(to: lowestStart) ? lowestStart : 0
            let highest = stroke.isStraightLeadIn(to: highestStart) ? highestStart : 0
            let forwards = along[index] - along[lowest], backwards = along[highest] - along[index]
            if max(forwards, backwards) >= c.movementPerTickle {
                direction = forwards >= backwards ? 1 : -1
                stroke.beginFirstRun(at: forwards >= backwards ? lowest : highest)
                runExtreme = index
            }
        } else if (along[index] - extreme) * direction >= 0 {
            runExtreme = index
        } else if (extreme - along[index]) * direction + stroke.overshoot(at: runExtreme, before: index) >= c.movementPerTickle {
            direction = -direction
            stroke.addReversal(at: runExtreme)
            runExtreme = index
            judgeReversal(at: index)
            return
        }
        judgeCurrentRun(at: index)
    }

    /// Every point: each live window judges the run in progress (`RunWindow.judgeCurrentRun`).
    private mutating func judgeCurrentRun(at index: Int) {
        for w in windows.indices where windows[w].isLive {
            guard windows[w].judgeCurrentRun(at: index, in: stroke) else { continue }
            recognize(windows[w], at: index)
            if isRecognized { return }
        }
    }

    /// A reversal was just counted: each live window judges it (`RunWindow.judgeReversal`).
    private mutating func judgeReversal(at index: Int) {
        for w in windows.indices where windows[w].isLive {
            guard windows[w].judgeReversal(at: index, in: stroke) else { continue }
            recognize(windows[w], at: index)
            if isRecognized { return }
        }
    }

    /// `window` recognized the rub at `index`: its need counts for tuning, and, unless every window is followed, the
    /// frame is recognized with its reversal points.
    private mutating func recognize(_ window: RunWindow, at index: Int) {
        requiredRatio = min(requiredRatio, window.need)
        guard !findsEveryWindow else { return }
        isRecognized = true
        recognizedTurns = window.reversals(through: index, in: stroke)
    }
}
