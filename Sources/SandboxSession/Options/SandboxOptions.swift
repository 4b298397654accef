import Foundation
import SandboxFormats

/// Everything the command line decides, in one value the app runs from (see `gesture-sandbox --help`).
public struct SandboxOptions: Sendable {
    public static let defaultSize = CGSize(width: 1280, height: 800)

    /// nil: the recording's scene, else the first scene.
    public var sceneID: String?
    /// nil: the recording's window, else `defaultSize`.
    public var size: CGSize?
    public var fullscreen = false
    public var recordPath: String?
    public var replayPath: String?
    public var replaySpeed: Double = 1
    /// Replay recorded points as they are, even in a window of another size.
    public var noScale = false
    public var headless = false
    /// Print the input-health panel's lines (backend, devices, hints) to standard error at start.
    public var verbose = false
    /// Seconds the virtual clock runs on after the last replayed event (headless).
    public var settle: TimeInterval = 2
    public var tracePath: String?
    public var dumpViewsPath: String?
    public var screenshotPath: String?
    public var vsync = true
    /// Device pixels per point on X11 (`--scale`); nil: the desktop's (`DisplayScale`).
    public var scale: Double?
    /// A tuning file (`--tuning`) applied to every scene's recognizers; see `TuningFile`.
    public var tuningPath: String?
    /// The gestures file (`--gestures`): read at start, written only by the Teach scene's Save and its autosave.
    public var gesturesPath: String?
    /// `--video`: the replay's frames at 60 a second of virtual time, encoded by `ffmpeg` (see `VideoOutput`).
    public var videoPath: String?
    /// `--panels`: the panels open from the start, by their keys (`F2`, `F4`), for screenshots and videos.
    public var panels: [String] = []

    public init() {}

    /// Whether the run was asked to write an output (trace, recording, view dump, screenshot, video), each of which
    /// a session ended by a signal still writes whole.
    public var asksForOutputs: Bool {
        [tracePath, recordPath, dumpViewsPath, screenshotPath, videoPath].contains { $0 != nil }
    }

    /// Parses `WxH` (e.g. `1280x800`) into a size in points.
    public static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16384).contains(width), (1...16384).contains(height)
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
