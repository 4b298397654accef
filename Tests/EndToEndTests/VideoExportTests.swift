import Foundation
@testable import SandboxFormats
import Testing
import TestSupport

/// `--video`: the built app encodes a replay through Debian's `ffmpeg`, read back with `ffprobe` and `ffmpeg`. Clips
/// are short and small (320x200) except the one size check; the frame comparison decodes to RGBA.
@Suite("Video export", .serialized)
struct VideoExportTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// Runs a system tool, returning its standard output (and failing the test on a non-zero exit).
    func tool(_ name: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(name)")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(name) \(arguments): \(errors)")
        return data
    }

    /// ffprobe's `KEY=VALUE` lines about the first video stream and the container.
    func probe(_ path: String) throws -> [String: String] {
        let text = String(decoding: try tool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-count_frames",
                                                         "-show_entries", "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames:format=duration,format_name",
                                                         "-of", "default=noprint_wrappers=1", path]), as: UTF8.self)
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    /// Every frame of `path` decoded as RGBA rows.
    func decodedFrames(_ path: String) throws -> Data {
        try tool("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    }

    /// The first event's and last event's times of a demo recording.
    func span(_ name: String) throws -> (first: Double, last: Double) {
        let recording = try LinuxInputImporter.load(path: AppBinary.recording(name), windowSize: nil)
        return (recording.samples.first!.timestamp, recording.samples.last!.timestamp)
    }

    /// Standard error's lines but the note that a 1280x800 recording is drawn zoomed into the small window.
    static func withoutNotes(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("gesture-sandbox: note: ") }
    }

    func files(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("MP4: H.264 yuv420p at 60 fps, from the first event to the end plus --settle")
    func mp4() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let video = folder.file("drag.mp4")
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-drag.jsonl"),
                                  "--size", "320x200", "--settle", "0.3", "--video", video])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty || !result.stderr.contains("video "), "no progress line when not a terminal")
        let fields = try probe(video)
        #expect(fields["codec_name"] == "h264")
        #expect(fields["pix_fmt"] == "yuv420p")
        #expect(fields["r_frame_rate"] == "60/1")
        #expect(fields["width"] == "320" && fields["height"] == "200")
        let (first, last) = try span("touch-test-drag.jsonl")
        let frames = Int(((last + 0.3 - first) * 60 - 1e-9).rounded(.up)) + 1
        #expect(fields["nb_read_frames"] == "\(frames)")
        let duration = try #require(fields["duration"].flatMap(Double.init))
        #expect(abs(duration - (last + 0.3 - first)) <= 2.0 / 60, "duration \(duration)")
        // +faststart: the index (moov) comes before the media data (mdat).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: video))
        let moov = try #require(bytes.range(of: Data("moov".utf8))), mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
        #expect(try files(in: folder) == ["drag.mp4"], "no temporary file left beside it")
    }

    @Test("WebM is VP9 at 60 fps; GIF has a palette of its own, at 50 fps")
    func webmAndGIF() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["tap.webm", "tap.gif"] {
            let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                      "--size", "320x200", "--settle", "0.2", "--video", folder.file(name)])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let webm = try probe(folder.file("tap.webm"))
        #expect(webm["codec_name"] == "vp9")
        #expect(webm["r_frame_rate"] == "60/1")
        #expect(webm["format_name"]?.contains("webm") == true)
        let gif = try probe(folder.file("tap.gif"))
        #expect(gif["codec_name"] == "gif")
        #expect(gif["r_frame_rate"] == "50/1")
        #expect(gif["width"] == "320")
        let (first, last) = try span("touch-test-tap.jsonl")
        let gifDuration = try #require(gif["duration"].flatMap(Double.init))
        #expect(abs(gifDuration - (last + 0.2 - first)) <= 0.05, "GIF duration \(gifDuration)")
    }

    @Test("the last frame is the --screenshot of the same run (decoded, within 3 levels on average, 99% within 24)")
    func lastFrameIsTheScreenshot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let video = folder.file("spread.mp4"), shot = folder.file("spread.png")
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-two-finger-spread.jsonl"),
                                  "--size", "320x200", "--settle", "0.1", "--panels", "F4", "--video", video,
                                  "--screenshot", shot])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try decodedFrames(video)
        let frameSize = 320 * 200 * 4
        try #require(frames.count >= 2 * frameSize && frames.count % frameSize == 0)
        let screenshot = try decodedFrames(shot)
        try #require(screenshot.count == frameSize)
        func difference(_ frame: Data) -> (mean: Double, over24: Int) {
            var total = 0, over = 0
            for (a, b) in zip(frame, screenshot) {
                let delta = abs(Int(a) - Int(b))
                total += delta
                if delta > 24 { over += 1 }
            }
            return (Double(total) / Double(frameSize), over)
        }
        let last = difference(frames.suffix(frameSize))
        #expect(last.mean <= 3, "mean difference \(last.mean)")
        #expect(last.over24 <= frameSize / 100, "\(last.over24) channels differ by more than 24")
        // The comparison can fail: the first frame (two fingers down, not yet spread) is another picture.
        let first = difference(frames.prefix(frameSize))
        #expect(first.mean > last.mean * 2 && first.over24 > last.over24, "first \(first), last \(last)")
    }

    @Test("without ffmpeg on PATH: one line naming the package, exit 1, nothing written")
    func noFFmpeg() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                  "--video", folder.file("tap.mp4")], environment: ["PATH": folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "gesture-sandbox: --video needs the ffmpeg command, which is not on PATH: install the "
                + "ffmpeg package (sudo apt install ffmpeg)\n")
        #expect(try files(in: folder).isEmpty)
    }

    /// A stand-in `ffmpeg` that reads a little, says why it fails and exits 1, as one would on a full disk.
    func failingFFmpeg(in folder: TemporaryFolder) throws -> String {
        let bin = folder.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        let script = try folder.write(Data("#!/bin/sh\nhead -c 1000 >/dev/null\necho 'Error writing trailer: No space left on device' >&2\nexit 1\n".utf8),
                                      to: "bin/ffmpeg")
        chmod(script, 0o755)
        return bin
    }

    @Test("a failing encoder leaves an existing file as it was and no temporary file")
    func failureKeepsExistingFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bin = try failingFFmpeg(in: folder)
        let video = try folder.write(Data("the video from yesterday".utf8), to: "clip.mp4")
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-drag.jsonl"),
                                  "--size", "320x200", "--video", video], environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(Self.withoutNotes(result.stderr) == ["gesture-sandbox: can't write \(video): ffmpeg: Error writing "
                + "trailer: No space left on device (nothing written)"])
        #expect(try String(contentsOfFile: video, encoding: .utf8) == "the video from yesterday")
        #expect(try files(in: folder) == ["bin", "clip.mp4"])
    }

    @Test("SIGINT during the export: exit 1, one line, the existing file untouched, no temporary file")
    func interrupted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let video = try folder.write(Data("keep me".utf8), to: "long.mp4")
        let result = try app.runBounded(["--headless", "--replay", AppBinary.recording("gallery-tour.jsonl"),
                                         "--size", "320x200", "--settle", "600", "--video", video], timeout: 120) { process in
            // Once ffmpeg is writing the temporary file, the export is under way.
            for _ in 0..<400 {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                if let part = names.first(where: { $0.hasSuffix(".part") }),
                   ((try? FileManager.default.attributesOfItem(atPath: folder.file(part))[.size] as? Int) ?? 0) > 0 {
                    break
                }
                usleep(25_000)
            }
            kill(process.processIdentifier, SIGINT)
        }
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(Self.withoutNotes(result.stderr) == ["gesture-sandbox: stopped before the end: \(video) not written"])
        #expect(try String(contentsOfFile: video, encoding: .utf8) == "keep me")
        #expect(try files(in: folder) == ["long.mp4"])
    }

    @Test("""
        refused in one line: no --replay, an unknown extension, standard output, a FIFO, the replay itself, \
        another output's file
        """)
    func refusals() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recording = AppBinary.recording("touch-test-tap.jsonl")
        let fifo = folder.file("pipe.mp4")
        mkfifo(fifo, 0o644)
        let recordingNamedMP4 = try folder.write(try Data(contentsOf: URL(fileURLWithPath: recording)), to: "tap.mp4")
        let cases: [([String], Int32, String)] = [
            (["--headless", "--video", folder.file("a.mp4")], 64,
             "gesture-sandbox: --video needs --replay: it writes a replay's frames (see --help)"),
            (["--headless", "--replay", recording, "--video", folder.file("a.avi")], 64,
             "gesture-sandbox: --video writes .mp4 (H.264), .webm (VP9) or .gif, by the file's extension (got '\(folder.file("a.avi"))') (see --help)"),
            (["--headless", "--replay", recording, "--video", "-"], 64,
             "gesture-sandbox: --video writes a file, renamed into place when complete: name one, not - (see --help)"),
            (["--headless", "--replay", recording, "--video", "/dev/fd/1"], 64,
             "gesture-sandbox: --video writes a file, renamed into place when complete: name one, not /dev/fd/1 (see --help)"),
            (["--headless", "--replay", recordingNamedMP4, "--video", recordingNamedMP4], 64,
             "gesture-sandbox: --video \(recordingNamedMP4) is the recording being replayed: name another file (see --help)"),
            (["--headless", "--replay", recording, "--video", folder.file("both.mp4"), "--trace", folder.file("both.mp4")], 64,
             "gesture-sandbox: --video \(folder.file("both.mp4")) is what --trace writes: name another file (see --help)"),
            (["--headless", "--replay", recording, "--record", folder.file("both.mp4"), "--video", folder.file("both.mp4")], 64,
             "gesture-sandbox: --video \(folder.file("both.mp4")) is what --record writes: name another file (see --help)"),
            (["--headless", "--replay", recording, "--video", fifo], 1,
             "gesture-sandbox: can't write \(fifo): it is not a regular file (a FIFO or a device); --video writes a file, renamed into place when complete"),
            (["--headless", "--replay", recording, "--panels", "F2,F9"], 64,
             "gesture-sandbox: --panels takes keys from F1 to F7, separated by commas (got 'F9') (see --help)"),
        ]
        for (arguments, status, line) in cases {
            let result = try app.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == line + "\n")
        }
        #expect(try files(in: folder) == ["pipe.mp4", "tap.mp4"])
    }

    @Test("a 11 s replay at 1280x800 fits in 10 MB as MP4 and as GIF")
    func tenSecondsFitTenMegabytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["tour.mp4", "tour.gif"] {
            let video = folder.file(name)
            let result = try app.run(["--headless", "--replay", AppBinary.recording("gallery-tour.jsonl"),
                                      "--settle", "0", "--video", video])
            #expect(result.status == 0, "\(result.stderr)")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: video)[.size] as? Int)
            #expect(size > 10_000 && size < 10_000_000, "\(name): \(size) bytes")
        }
        #expect(try probe(folder.file("tour.gif"))["width"] == "960", "the GIF is scaled down to 960 pixels wide")
    }

    /// A stand-in `ffmpeg` running `body` after it marks that it started (the file `started` in the folder).
    func stubFFmpeg(in folder: TemporaryFolder, _ body: String) throws -> String {
        let bin = folder.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        let script = try folder.write(Data("#!/bin/sh\ntouch '\(folder.file("started"))'\n\(body)\n".utf8), to: "bin/ffmpeg")
        chmod(script, 0o755)
        return bin
    }

    /// Before the fix a hung encoder hung the app: the signal handlers restart system calls, so its blocking write
    /// to the full pipe (or its wait for ffmpeg's exit) never returned, SIGINT and SIGTERM were never seen, and only
    /// SIGKILL ended it, leaving the temporary file. Both cases failed before: timed out, the .part left.
    @Test("an encoder that hangs (not reading, or never exiting) is stopped by SIGINT and SIGTERM: nothing left",
          arguments: [("exec sleep 30", SIGINT), ("cat >/dev/null; touch \"$0.read\"; exec sleep 30", SIGTERM)])
    func hungEncoderStops(_ body: String, _ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bin = try stubFFmpeg(in: folder, body)
        let video = try folder.write(Data("keep me".utf8), to: "clip.mp4")
        let result = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-drag.jsonl"),
                                         "--size", "320x200", "--video", video],
                                        environment: ["PATH": bin + ":/usr/bin:/bin"], timeout: 60) { process in
            // Not reading: the first frame (250 kB) fills the pipe at once, so the app is writing it by then.
            // Reading: once all is read ($0.read), the app is waiting for it to exit.
            let marker = body.hasPrefix("cat") ? bin + "/ffmpeg.read" : folder.file("started")
            for _ in 0..<800 where !FileManager.default.fileExists(atPath: marker) { usleep(25_000) }
            usleep(300_000)
            kill(process.processIdentifier, signal)
        }
        #expect(!result.timedOut, "the app ignored the signal while waiting for ffmpeg")
        #expect(result.status == 1)
        #expect(Self.withoutNotes(result.stderr) == ["gesture-sandbox: stopped before the end: \(video) not written"])
        #expect(try String(contentsOfFile: video, encoding: .utf8) == "keep me")
        #expect(try files(in: folder) == ["bin", "clip.mp4", "started"], "no temporary file left beside it")
    }

    /// Before the fix the line said only "Broken pipe".
    @Test("an encoder that exits 0 without reading the frames: one line saying so, nothing written")
    func encoderExitsEarly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bin = try stubFFmpeg(in: folder, "exit 0")
        let video = folder.file("clip.mp4")
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-drag.jsonl"),
                                  "--size", "320x200", "--video", video], environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(result.status == 1)
        #expect(Self.withoutNotes(result.stderr) == ["gesture-sandbox: can't write \(video): ffmpeg exited before reading "
                + "every frame (nothing written)"])
        #expect(try files(in: folder) == ["bin", "started"])
    }

    /// Before the fix the GIF's height was rounded to an even number (`scale=…:-2`), stretching 321x201 to 321x202.
    @Test("a GIF keeps an odd size exactly; MP4 and WebM pad it by a pixel to even (yuv420p)")
    func oddSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, width, height) in [("odd.gif", "321", "201"), ("odd.mp4", "322", "202"), ("odd.webm", "322", "202")] {
            let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                      "--size", "321x201", "--settle", "0", "--video", folder.file(name)])
            #expect(result.status == 0, "\(result.stderr)")
            let fields = try probe(folder.file(name))
            #expect(fields["width"] == width && fields["height"] == height, "\(name): \(fields)")
        }
    }
}
