import Foundation

/// Frame timing for the F3 readout: frames per second over the last second of frames, and the time spent on each
/// frame's work (input to present, without waiting for vsync).
struct FrameStats {
    private var frameStarts: [TimeInterval] = []
    private var workDurations: [TimeInterval] = []
    private static let window = 120

    mutating func record(frameStart: TimeInterval, work: TimeInterval) {
        frameStarts.append(frameStart)
        workDurations.append(work)
        if frameStarts.count > Self.window {
            frameStarts.removeFirst()
            workDurations.removeFirst()
        }
    }

    var framesPerSecond: Double {
        guard let first = frameStarts.first, let last = frameStarts.last, last > first else { return 0 }
        return Double(frameStarts.count - 1) / (last - first)
    }

    var averageWork: TimeInterval {
        workDurations.isEmpty ? 0 : workDurations.reduce(0, +) / Double(workDurations.count)
    }

    var maximumWork: TimeInterval { workDurations.max() ?? 0 }

    var summary: String {
        String(format: "%.0f fps · frame %.2f ms avg, %.2f ms max", framesPerSecond, averageWork * 1000,
               maximumWork * 1000)
    }
}
