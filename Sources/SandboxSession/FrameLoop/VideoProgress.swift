import Foundation

/// The line a `--video` export keeps up to date on a terminal: how much of the replay is encoded and how fast, at
/// most four times a second. The caller measures the time and writes the line (only to a terminal).
package struct VideoProgress {
    /// Frames in the whole video.
    package let frames: Int
    private var shownAt: Double = -.infinity

    package init(frames: Int) {
        self.frames = max(frames, 1)
    }

    /// `video 45% of the replay · 270/601 frames · 134 frames/s`, or nil when one was shown under 0.25 s ago.
    package mutating func line(after done: Int, elapsed: Double) -> String? {
        guard elapsed - shownAt >= 0.25 || done == frames else { return nil }
        shownAt = elapsed
        return "video \(done * 100 / frames)% of the replay · \(done)/\(frames) frames · "
            + "\(Self.rate(done, elapsed)) frames/s"
    }

    /// `video FILE: 601 frames (10.0 s) in 4.2 s, 143 frames/s, 1.3 MB`.
    package func summary(name: String, elapsed: Double, bytes: Int) -> String {
        let seconds = String(format: "%.1f", Double(frames) / 60)
        return "video \(name): \(frames) frames (\(seconds) s) in \(String(format: "%.1f", elapsed)) s, "
            + "\(Self.rate(frames, elapsed)) frames/s, \(String(format: "%.1f", Double(bytes) / 1_000_000)) MB"
    }

    private static func rate(_ done: Int, _ elapsed: Double) -> Int {
        elapsed > 0 ? Int((Double(done) / elapsed).rounded()) : 0
    }
}
