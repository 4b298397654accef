import Foundation
@testable import SandboxHost
import Testing
@testable import SandboxFormats

/// `gesture-sandbox import` and `--replay` of Linux input recordings, run as a user runs them.
@Suite("Import command", .serialized)
struct ImportCommandTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    @Test("import writes a v2 recording that replays like the original file")
    func importThenReplay() throws {
        let output = AppBinary.temporaryPath("imported.jsonl")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try app.run(["import", AppBinary.recording("knob-circle.libinput.yml"), "--scene-id", "knob",
                                  "-o", output])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: output))
        #expect(recording.scene == "knob" && recording.formatVersion == 2 && recording.samples.count == 152)
        for replayed in [output, AppBinary.recording("knob-circle.libinput.yml")] {
            let run = try app.run(["--headless", "--replay", replayed, "--scene", "knob", "--dump-views", "-"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdoutText.contains(#""text": "270°""#), "\(replayed)")
        }
    }

    @Test("--window sets the window a touchscreen is fitted to")
    func window() throws {
        let result = try app.run(["import", AppBinary.recording("knob-circle.evemu"), "--window", "640x400", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let recording = try RecordingParser.parse(result.stdout, file: "stdout")
        #expect(recording.windowSize == CGSize(width: 640, height: 400))
        #expect(recording.samples.first?.location == CGPoint(x: 320, y: 97.031))
    }

    @Test("a malformed file is one error line with the file and line, exit 1")
    func malformed() throws {
        let bad = AppBinary.temporaryPath("bad.evemu")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let text = try String(contentsOfFile: AppBinary.recording("monkey-pinch.evemu"), encoding: .utf8)
        try text.replacingOccurrences(of: "# EVEMU 1.3", with: "# EVEMU 3.1").write(toFile: bad, atomically: true,
                                                                                   encoding: .utf8)
        let imported = try app.run(["import", bad, "-o", "-"])
        #expect(imported.status == 1)
        #expect(imported.stderr == "gesture-sandbox: import: \(bad): evemu, line 1: unsupported evemu version 3.1 (this app reads 1.x)\n")
        let replayed = try app.run(["--headless", "--replay", bad])
        #expect(replayed.status == 1)
        #expect(replayed.stderr == "gesture-sandbox: bad recording: \(bad): evemu, line 1: unsupported evemu version 3.1 (this app reads 1.x)\n")
    }
}
