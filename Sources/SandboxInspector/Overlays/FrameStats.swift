import Foundation
import GestureKit

/// Frame timing for the F3 readout: frames per second over the last drawn frames, the time spent on each frame's
/// work (input to present, without waiting for vsync), and event-to-present latency. An idle app draws no frames, so
/// the figures are those of the latest activity, and the rate is that of the latest run of frames.
public struct FrameStats {
    public var latency = LatencyStatistic()
    private var frameStarts: [TimeInterval] = []
    private var workDurations: [TimeInterval] = []
    private static let window = 120

    public init() {}

    public mutating func record(frameStart: TimeInterval, work: TimeInterval) {
        frameStarts.append(frameStart)
        workDurations.append(work)
        if frameStarts.count > Self.window {
            frameStarts.removeFirst()
            workDurations.removeFirst()
        }
    }

    /// A pause between frames longer than this ends a run of frames: the app was idle, drawing nothing.
    public static let idleGap: TimeInterval = 0.25

    /// Frames per second, at `now`, over the latest run of frames with no idle pause in it; nil when the app has
    /// been idle since (`now` is an idle pause after the last frame) or the run is too short to say. The app draws
    /// only when something changes, so over the whole window "4 fps" would count the pauses.
    public func framesPerSecond(now: TimeInterval) -> Double? {
        guard let last = frameStarts.last, now - last <= Self.idleGap else { return nil }
        var first = frameStarts.count - 1
        while first > 0, frameStarts[first] - frameStarts[first - 1] <= Self.idleGap { first -= 1 }
        let frames = frameStarts.count - first
        guard frames >= 3, last > frameStarts[first] else { return nil }
        return Double(frames - 1) / (last - frameStarts[first])
    }

    public var averageWork: TimeInterval {
        workDurations.isEmpty ? 0 : workDurations.reduce(0, +) / Double(workDurations.count)
    }

    public var maximumWork: TimeInterval { workDurations.max() ?? 0 }

    /// "60 fps · frame …", or, when nothing has moved for a while, that frames are drawn only on change (issue 25
    /// item 4: it read "4 fps" while nothing moved).
    public func summary(now: TimeInterval) -> String {
        let rate = framesPerSecond(now: now).map { String(format: "%.0f fps", $0) } ?? "idle: frames drawn only on change"
        return rate + String(format: " · frame %.2f ms avg, %.2f ms max", averageWork * 1000, maximumWork * 1000)
    }

    /// The F3 badge in the top-left corner, with the latency on a second row once anything was drawn.
    @MainActor
    /// `area`: the badge rows the chrome's layout gives it (nil: the window's left edge).
    public func draw(in context: GraphicsContext, now: TimeInterval, area: CGRect? = nil) {
        let row = area.map { OverlayBadge.row(at: $0.minY) } ?? 0
        OverlayBadge.draw(summary(now: now), in: context, row: row, area: area)
        if let latency = latency.summary(now: now) { OverlayBadge.draw(latency, in: context, row: row + 1, area: area) }
    }

    /// Whether the badge on screen still shows a rate though the app has gone idle: one more frame says so.
    public func owesIdleFrame(at now: TimeInterval) -> Bool {
        guard let last = frameStarts.last else { return false }
        return now - last > Self.idleGap && framesPerSecond(now: last) != nil
    }

    /// Rows of badges `draw` uses at `now`, so badges below it start under them.
    public func rows(now: TimeInterval) -> Int { latency.summary(now: now) == nil ? 1 : 2 }
}
