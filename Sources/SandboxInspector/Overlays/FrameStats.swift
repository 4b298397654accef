import Foundation
import GestureKit

/// Frame timing for the F3 readout: frames per second over the last drawn frames, the time spent on each frame's
/// work (input to present, without waiting for vsync), and event-to-present latency. An idle app draws no frames, so
/// the figures are those of the latest activity.
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

    public var framesPerSecond: Double {
        guard let first = frameStarts.first, let last = frameStarts.last, last > first else { return 0 }
        return Double(frameStarts.count - 1) / (last - first)
    }

    public var averageWork: TimeInterval {
        workDurations.isEmpty ? 0 : workDurations.reduce(0, +) / Double(workDurations.count)
    }

    public var maximumWork: TimeInterval { workDurations.max() ?? 0 }

    public var summary: String {
        String(format: "%.0f fps · frame %.2f ms avg, %.2f ms max", framesPerSecond, averageWork * 1000,
               maximumWork * 1000)
    }

    /// The F3 badge in the top-left corner, with the latency on a second row once anything was drawn.
    @MainActor
    public func draw(in context: GraphicsContext, now: TimeInterval) {
        OverlayBadge.draw(summary, in: context)
        if let latency = latency.summary(now: now) { OverlayBadge.draw(latency, in: context, row: 1) }
    }

    /// Rows of badges `draw` uses at `now`, so badges below it start under them.
    public func rows(now: TimeInterval) -> Int { latency.summary(now: now) == nil ? 1 : 2 }
}
