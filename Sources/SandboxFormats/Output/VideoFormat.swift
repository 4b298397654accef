/// The kinds of video `--video` writes, by the file's extension, and the `ffmpeg` arguments that make each from raw
/// frames on standard input: what every browser and chat plays inline.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4, yuv420p, the index at the front (`+faststart`) so it plays before it has loaded.
    case mp4
    /// VP9 in WebM.
    case webm
    /// An animated GIF with a palette made for the clip, at most `gifMaximumWidth` pixels wide and `gifFrameRate`
    /// frames a second.
    case gif

    /// Frames a second of the replay's virtual time: what a 60 Hz screen would have shown.
    public static let frameRate = 60
    /// A GIF's frame delays are in hundredths of a second, and browsers play a delay under 2/100 s as 1/10 s, so a
    /// GIF keeps every frame that falls on a 1/50 s step (ffmpeg's `fps` filter picks them).
    public static let gifFrameRate = 50
    /// A GIF wider than this is scaled down (keeping its aspect), so a 10 s clip of a 1280-point window stays small.
    public static let gifMaximumWidth = 960

    /// The format the name's extension asks for, or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The line refusing a name with no known extension.
    public static func unknownExtension(_ path: String) -> String {
        "--video writes .mp4 (H.264), .webm (VP9) or .gif, by the file's extension (got '\(path)')"
    }

    /// `ffmpeg`'s arguments: raw frames of `width`×`height` in `pixelFormat` (ffmpeg's name, e.g. `bgra`) on
    /// standard input at `frameRate`, encoded into `output`.
    public func ffmpegArguments(width: Int, height: Int, pixelFormat: String, output: String) -> [String] {
        let input = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                     "-f", "rawvideo", "-pix_fmt", pixelFormat, "-s", "\(width)x\(height)",
                     "-framerate", "\(Self.frameRate)", "-i", "pipe:0", "-an"]
        // yuv420p halves the colour resolution, so it needs even sizes: an odd edge gets one pixel of padding.
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return input + ["-vf", even, "-c:v", "libx264", "-preset", "fast", "-tune", "animation", "-crf", "23",
                            "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", output]
        case .webm:
            return input + ["-vf", even, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8",
                            "-row-mt", "1", "-crf", "34", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm", output]
        case .gif:
            // GIF takes any size: the height follows the width exactly (-1), where -2 would stretch an odd one.
            let filter = "fps=\(Self.gifFrameRate),scale='min(iw,\(Self.gifMaximumWidth))':-1:flags=lanczos,"
                + "split[a][b];[a]palettegen=stats_mode=diff[p];"
                + "[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle"
            return input + ["-filter_complex", filter, "-f", "gif", output]
        }
    }
}
