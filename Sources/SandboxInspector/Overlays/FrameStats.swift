import Foundation
import GestureKit

/// Frame timing for the F3 readout: frames per second over the last second of frames, and the time spent on each
/// frame's work (input to present, without waiting for vsync).
public struct FrameStats {
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

    /// The F3 badge in the top-left corner.
    @MainActor
    public func draw(in context: GraphicsContext) {
        OverlayBadge.draw(summary, in: context)
    }
}
