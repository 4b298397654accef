import Foundation
import Testing
import TestSupport

/// V in a real window (Xvfb, keys and drags through xdotool): the last touch sequence saved as a video and its
/// recording beside the `--record` file, the notice's name on standard error.
@Suite("V saves the last touches as a video", .serialized)
struct VideoSaveKeyTests {
    /// Presses V with no touches yet, drags, then presses V twice, each after the save before it has ended, the
    /// second after switching to the knob scene (key 2, once the title says so).
    static let script = [
        RealWindowDragTests.launch,
        #"xdotool key --window "$WID" v"#, "sleep 1",
        #"ls "$(dirname "$REC")" > "$REC.before-touches""#,
        RealWindowDragTests.drag(from: 640, 400, through: [660, 700, 760, 820], at: 450),
        RealWindowDragTests.awaitDragEnd,
        #"xdotool key --window "$WID" v"#,
        #"for i in $(seq 1 600); do [ "$(grep -c 'video saved' "$TRACE.err")" -ge 1 ] && break; sleep 0.1; done"#,
        #"xdotool key --window "$WID" 2"#,
        #"for i in $(seq 1 300); do xdotool getwindowname "$WID" | grep -qv "Touch" && break; sleep 0.1; done"#,
        #"xdotool key --window "$WID" v"#,
        #"for i in $(seq 1 600); do [ "$(grep -c 'video saved' "$TRACE.err")" -ge 2 ] && break; sleep 0.1; done"#,
        RealWindowDragTests.quit,
    ].joined(separator: "\n")

    /// Before the fix the name was the scene and the second it was saved in, and a file of that name was replaced:
    /// two saves in one second, or a folder holding an earlier session's save, lost one. The folder here has a
    /// recording of every name the next two minutes would give, which the saves overwrote before. And the second
    /// save, after the switch to the knob scene, was named and recorded for the knob scene, the touches replayed on
    /// it.
    @Test("two saves in a row: two videos and recordings of the touches' scene beside --record, replacing nothing",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and a DISPLAY or xvfb-run"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs ffmpeg"))
    func twoSaves() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("trace.jsonl"), record = folder.file("rec.jsonl")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var earlier: [String] = []
        for second in 0..<120 {
            let name = "gesture-sandbox-touch-test-\(formatter.string(from: Date().addingTimeInterval(Double(second)))).jsonl"
            earlier.append(try folder.write(Data("an earlier save".utf8), to: name))
        }
        let stderr = try RealWindowDragTests.runScript(Self.script, arguments: [app.url.path, trace, record])

        let saved = stderr.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("gesture-sandbox: video saved: ") ? String(line.dropFirst(30)) : nil
        }
        #expect(saved.count == 2, "\(stderr)")
        #expect(Set(saved).count == saved.count, "two names: \(saved)")
        for name in saved {
            #expect(name.hasPrefix("gesture-sandbox-touch-test-") && name.hasSuffix(".mp4"), "\(name)")
            let video = try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
            #expect(video.count > 1000 && video.subdata(in: 4..<8) == Data("ftyp".utf8), "\(name) is an MP4")
            let recording = folder.file(String(name.dropLast(4)) + ".jsonl")
            let header = try #require(try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").first)
            #expect(header.hasPrefix("{\"format\":\"gesture-sandbox-recording\"") && header.contains("\"scene\":\"touch-test\""),
                    "\(header)")
        }
        for file in earlier {
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "an earlier save", "\(file) replaced")
        }
        // V before any touch saves nothing.
        let beforeTouches = try String(contentsOfFile: record + ".before-touches", encoding: .utf8)
        #expect(!beforeTouches.contains(".mp4"), "\(beforeTouches)")
    }

    /// A save whose encoder hangs, then SIGTERM to the app: the stand-in `ffmpeg` (first on PATH, in $4) marks
    /// that it started and sleeps a minute.
    static let signalledScript = [
        #"export PATH="$4:$PATH""#,
        RealWindowDragTests.launch,
        RealWindowDragTests.drag(from: 640, 400, through: [660, 700, 760, 820], at: 450),
        RealWindowDragTests.awaitDragEnd,
        #"xdotool key --window "$WID" v"#,
        #"for i in $(seq 1 300); do [ -e "$4/started" ] && break; sleep 0.1; done"#,
        "sleep 0.5",
        #"START=$(date +%s%N)"#,
        #"kill -TERM "$PID""#,
        #"wait "$PID" || true"#,
        #"echo "ended after $(( ($(date +%s%N) - START) / 1000000 )) ms" >&2"#,
        #"grep -v "first frame at" "$TRACE.err" >&2 || true"#,
    ].joined(separator: "\n")

    /// Before the fix the app waited for the save whatever ended it: the save runs in a process group of its own,
    /// so the signal never reached it, and SIGTERM ended the app only when the encoder did (here after a minute).
    @Test("SIGTERM while V's save runs is passed on to it: the app ends at once, no video, no temporary file",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and a DISPLAY or xvfb-run"))
    func signalStopsTheSave() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("trace.jsonl"), record = folder.file("rec.jsonl"), bin = folder.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        let stub = try folder.write(Data("#!/bin/sh\ntouch \"$(dirname \"$0\")/started\"\nexec sleep 60\n".utf8),
                                    to: "bin/ffmpeg")
        chmod(stub, 0o755)
        let stderr = try RealWindowDragTests.runScript(Self.signalledScript, arguments: [app.url.path, trace, record, bin])

        let ended = try #require(stderr.split(separator: "\n").first { $0.hasPrefix("ended after ") })
        let milliseconds = try #require(Int(ended.dropFirst(12).dropLast(3)))
        #expect(milliseconds < 10_000, "\(stderr)")
        #expect(stderr.contains("gesture-sandbox: video not saved: stopped before the end: \(folder.path)/gesture-sandbox-touch-test-"),
                "\(stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasSuffix(".mp4") || $0.hasSuffix(".part") }, "\(names)")
        #expect(names.contains { $0.hasPrefix("gesture-sandbox-touch-test-") && $0.hasSuffix(".jsonl") },
                "the save's recording stays: \(names)")
    }

    /// F4 opened, a drag, V once.
    static let panelScript = [
        RealWindowDragTests.launch,
        #"xdotool key --window "$WID" F4"#, "sleep 0.5",
        RealWindowDragTests.drag(from: 640, 400, through: [660, 700, 760, 820], at: 450),
        RealWindowDragTests.awaitDragEnd,
        #"xdotool key --window "$WID" v"#,
        #"for i in $(seq 1 600); do grep -q 'video saved' "$TRACE.err" && break; sleep 0.1; done"#,
        RealWindowDragTests.quit,
    ].joined(separator: "\n")

    /// The last frame of a video as RGBA bytes.
    static func lastFrame(_ path: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error", "-sseof", "-0.1", "-i", path, "-update", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    static func meanDifference(_ a: Data, _ b: Data) -> Double {
        guard a.count == b.count, !a.isEmpty else { return .infinity }
        return Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(a.count)
    }

    /// Before the fix the save opened no panel: the video of a session with F4 open showed none.
    @Test("the panels open when V is pressed are in the video, as --panels opens them",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and a DISPLAY or xvfb-run"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs ffmpeg"))
    func openPanelsAreInTheVideo() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("trace.jsonl"), record = folder.file("rec.jsonl")
        let stderr = try RealWindowDragTests.runScript(Self.panelScript, arguments: [app.url.path, trace, record])
        let saved = try #require(stderr.split(separator: "\n").first { $0.hasPrefix("gesture-sandbox: video saved: ") })
        let video = folder.file(String(saved.dropFirst(30)))
        let recording = String(video.dropLast(4)) + ".jsonl"
        // The same clip made headless, with F4 and with no panel.
        for (name, panels) in [("with-f4.mp4", ["--panels", "F4"]), ("without.mp4", [])] {
            let result = try app.run(["--headless", "--replay", recording, "--settle", "1", "--video", folder.file(name)] + panels)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let frame = try Self.lastFrame(video)
        let withF4 = Self.meanDifference(frame, try Self.lastFrame(folder.file("with-f4.mp4")))
        let without = Self.meanDifference(frame, try Self.lastFrame(folder.file("without.mp4")))
        #expect(withF4 < 1 && without > 2, "mean difference from the F4 video \(withF4), from the one without \(without)")
    }
}
