import Foundation
import SandboxFormats
import TestSupport
import Testing

/// Issue 26 through the real binary: `--gestures FILE` gives the Teach scene a templates file the scene saved (the one
/// the TaughtShapes example ships), a replayed ✓ is recognized by name with its score in the trace, and a bad file is
/// one line naming where it is bad, with the file left as it was.
@Suite("--gestures", .serialized)
struct GesturesOptionTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let savedTemplates = AppBinary.repository
        .appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json").path

    /// The last ✓ of the shipped teach recording, drawn in Try mode, as a recording of its own.
    func checkDrawing(in folder: TemporaryFolder) throws -> String {
        let lines = try String(contentsOfFile: AppBinary.recording("teach-check.jsonl"), encoding: .utf8)
            .split(separator: "\n").dropFirst()
            .drop { !$0.contains(#""type":"down","id":1,"x":600,"y":360"#) }
        #expect(!lines.isEmpty, "the teach recording no longer holds its last ✓")
        let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"teach"}"#
        let path = folder.file("check.jsonl")
        try ([header] + lines.map(String.init)).joined(separator: "\n").appending("\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test("a ✓ replayed against a saved templates file ends the template recognizer with the gesture's name and score")
    func savedTemplatesRecognize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let templates = folder.file("gestures.json")
        try FileManager.default.copyItem(atPath: Self.savedTemplates, toPath: templates)
        let before = try Data(contentsOf: URL(fileURLWithPath: templates))
        let result = try app.runBounded(["--headless", "--gestures", templates, "--replay", try checkDrawing(in: folder),
                                         "--trace", "-"], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderrLines)")
        let ended = result.stdoutText.split(separator: "\n")
            .filter { $0.contains(#""recognizer":"teach.template""#) && $0.contains(#""to":"ended""#) }
        #expect(ended.count == 1, "\(result.stdoutText.split(separator: "\n").filter { $0.contains("teach.template") })")
        #expect(ended.first?.contains(#""gesture":"check","score":0."#) == true, "\(ended)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: templates)) == before, "a replay must not rewrite the file")
    }

    /// The environment of a run whose recovery file is in `folder`.
    func environment(_ folder: TemporaryFolder) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.file("state")
        environment["SDL_AUDIODRIVER"] = "dummy"
        return environment
    }

    /// Issue 35 point 2 and issue 36: a replay that teaches (the demo teaches a ✓ from nothing) lost what it taught
    /// at its end; now it is kept in the recovery file, or the --gestures file, with one line saying where, and a
    /// replay never replaces an earlier session's recovery file.
    @Test("a replay that teaches keeps its gestures at its end: the recovery file, never over another session's, or --gestures")
    func replayKeepsTaughtGestures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recovery = folder.file("state/gesture-sandbox/gestures.json")
        let replay = ["--headless", "--replay", AppBinary.recording("teach-check.jsonl")]
        let result = try app.runBounded(replay, environment: environment(folder), timeout: 60)
        #expect(result.status == 0 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: unsaved gestures kept in \(recovery): open them with --gestures \(recovery)"])
        let kept = try String(contentsOfFile: recovery, encoding: .utf8)
        #expect(kept.contains(#"{"name": "check", "examples": ["#), "\(kept.prefix(200))")

        // An earlier session's other gestures stay; the replay's go beside them, once however often it runs.
        let earlier = try String(contentsOfFile: Self.savedTemplates, encoding: .utf8)
        try earlier.write(toFile: recovery, atomically: false, encoding: .utf8)
        let beside = folder.file("state/gesture-sandbox/gestures-2.json")
        for _ in 0..<2 {
            let again = try app.runBounded(replay, environment: environment(folder), timeout: 60)
            #expect(again.stderrLines == ["gesture-sandbox: unsaved gestures kept in \(beside): open them with --gestures \(beside)"])
        }
        #expect(try String(contentsOfFile: recovery, encoding: .utf8) == earlier)
        #expect(try String(contentsOfFile: beside, encoding: .utf8) == kept)
        #expect(!FileManager.default.fileExists(atPath: folder.file("state/gesture-sandbox/gestures-3.json")))

        let named = folder.file("g.json")
        let saved = try app.runBounded(replay + ["--gestures", named], environment: environment(folder), timeout: 60)
        #expect(saved.status == 0)
        #expect(saved.stderrLines == ["gesture-sandbox: unsaved changes saved to \(named) (1 gesture)"])
        #expect(try String(contentsOfFile: named, encoding: .utf8) == kept)
    }

    @Test("a replay ended by SIGTERM keeps what it taught so far")
    func replayEndedBySignalKeepsTaughtGestures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The demo up to the ✓ it tries, that finger then held (moving a hair) so the replay runs until the signal.
        let lines = try String(contentsOfFile: AppBinary.recording("teach-check.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let tried = try #require(lines.firstIndex { $0.contains(#""type":"down","id":1,"x":600,"y":360"#) })
        let time = try #require(Double(lines[tried].split(separator: ",")[0].dropFirst(#"{"t":"#.count)))
        let path = folder.file("held.jsonl")
        try BusyRecording.keepingBusy(Array(lines[...tried]), id: 1, location: (600, 360), after: time, count: 3000)
            .write(toFile: path, atomically: false, encoding: .utf8)
        let out = Pipe()
        let result = try app.runBounded(["--headless", "--replay", path, "--settle", "86400", "--trace", "-"],
                                        environment: environment(folder), stdout: out, readsStandardOutput: false) {
            process in
            // Moves after the Try tap: the held finger, so every example was taught.
            _ = AppBinary.read(from: out.fileHandleForReading) {
                let text = String(decoding: $0, as: UTF8.self)
                guard let tap = text.range(of: #""view":"teach.mode.try""#, options: .backwards) else { return false }
                return text[tap.upperBound...].contains(#""delivery":"moved""#)
            }
            kill(process.processIdentifier, SIGTERM)
            _ = out.fileHandleForReading.readDataToEndOfFile()
        }
        let recovery = folder.file("state/gesture-sandbox/gestures.json")
        #expect(result.reason == .exit && result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderrLines == ["gesture-sandbox: unsaved gestures kept in \(recovery): open them with --gestures \(recovery)"])
        // One example a line in the templates file.
        #expect(try String(contentsOfFile: recovery, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("      [") }.count == 3, "the three examples taught")
    }

    @Test("a templates file with a bad point is one line naming its line, exit 1, and is left as it was")
    func badTemplatesFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let templates = folder.file("gestures.json")
        let text = """
            {"format": "gesture-sandbox-gestures", "version": 1, "gestures": [
              {"name": "check", "examples": [
                [[0, 0, 0], [10, "ten", 0.1]]
              ]}
            ]}

            """
        try text.write(toFile: templates, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["--headless", "--gestures", templates, "--scene", "teach"], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderrLines)")
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: ") == true)
        #expect(result.stderrLines.first?.contains("\(templates):3") == true, "\(result.stderrLines)")
        #expect(try String(contentsOfFile: templates, encoding: .utf8) == text)
    }

    /// Issue 36, class 2: an output naming the gestures file replaced it (exit 0); now refused like every other
    /// input/output clash, whether the gestures file is there yet or not, directly or through a link.
    @Test("an output naming the --gestures file is refused: one line, exit 64, the file untouched",
          arguments: ["--trace", "--record", "--dump-views", "--screenshot"])
    func outputOverGestures(option: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let gestures = folder.file(option == "--screenshot" ? "g.png" : "g.json")
        let link = folder.file(option == "--screenshot" ? "link.png" : "link.json")
        let text = try String(contentsOfFile: Self.savedTemplates, encoding: .utf8)
        try text.write(toFile: gestures, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: gestures)
        for output in [gestures, link] {
            let result = try app.runBounded(["--headless", "--scene", "teach", "--gestures", gestures, option, output],
                                            timeout: 20)
            #expect(!result.timedOut)
            #expect(result.status == 64)
            #expect(result.stderrLines == ["gesture-sandbox: \(option) \(output) is the gestures file (--gestures), "
                                           + "which Save writes: name another file (see --help)"])
            #expect(try String(contentsOfFile: gestures, encoding: .utf8) == text)
        }
        let missing = folder.file(option == "--screenshot" ? "new.png" : "new.json")
        let result = try app.runBounded(["--headless", "--gestures", missing, option, missing], timeout: 20)
        #expect(result.status == 64, "a gestures file Save would create is refused too: \(result.stderrLines)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// Issue 36, class 11: an empty file name was accepted (`--gestures ""` failed only at Save; `--trace ""` exited 1).
    @Test("an empty file name is a usage error: one line, exit 64", arguments: ["--gestures", "--trace", "--record",
                                                                               "--dump-views", "--screenshot", "--tuning"])
    func emptyFileName(option: String) throws {
        let result = try app.runBounded(["--headless", option, ""], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderrLines == ["gesture-sandbox: \(option) needs a file name (see --help)"])
    }

    /// Issue 35, point 2: a missing folder was found only at Save.
    @Test("--gestures in a folder that isn't there: one line at start, exit 1")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("nowhere/g.json")
        let result = try app.runBounded(["--headless", "--gestures", path], timeout: 20)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["gesture-sandbox: \(path): folder \(folder.file("nowhere")) doesn't exist"])
    }

    /// Issue 36, classes 1 and 11: a whole version past Int's range trapped (SIGILL); a byte-order mark got
    /// "expected a value".
    @Test("a hostile version or a byte-order mark is one line naming it, exit 1, no crash")
    func hostileHeaders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("g.json")
        for (bytes, line) in [
            (Data(#"{"format":"gesture-sandbox-gestures","version":1e300,"gestures":[]}"#.utf8),
             "\(path):1:48: version 1e+300 is not one this reader knows (1)"),
            (Data([0xEF, 0xBB, 0xBF]) + Data(#"{"format":"gesture-sandbox-gestures","version":1,"gestures":[]}"#.utf8),
             "\(path):1:1: not valid JSON (the file starts with a UTF-8 byte-order mark, EF BB BF; save it without one)"),
        ] {
            try bytes.write(to: URL(fileURLWithPath: path))
            let result = try app.runBounded(["--headless", "--gestures", path, "--scene", "teach"], timeout: 20)
            #expect(result.reason == .exit)
            #expect(result.status == 1)
            #expect(result.stderrLines == ["gesture-sandbox: " + line])
        }
    }

    /// Issue 35 by touch: quit with unsaved work and start again. The gestures kept in the recovery file were named
    /// only on standard error, with an option to type (no use on a tablet, or started from a desktop icon), and the
    /// Teach scene came up empty; a live start without --gestures now opens them there.
    @Test("a live start without --gestures shows what an earlier session kept in the Teach scene, and says so",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and xvfb-run"))
    func liveStartOpensTheRecoveryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recovery = folder.file("state/gesture-sandbox/gestures.json")
        try FileManager.default.createDirectory(atPath: folder.file("state/gesture-sandbox"),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.savedTemplates, toPath: recovery)
        let kept = try GestureTemplatesFile.load(path: recovery)
        let script = #"""
            set -e
            APP="$1"; DUMP="$2"; ERR="$3"; export XDG_STATE_HOME="$4" SDL_AUDIODRIVER=dummy
            for i in $(seq 1 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
            GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene teach --size 1280x800 --dump-views "$DUMP" 2>"$ERR" &
            PID=$!
            for i in $(seq 1 300); do grep -q "first frame at" "$ERR" && break; sleep 0.1; done
            kill -TERM "$PID"
            wait "$PID"
            """#
        let dump = folder.file("dump.json"), err = folder.file("err.txt")
        _ = try RealWindowDragTests.runScript(script, arguments: [app.url.path, dump, err, folder.file("state")])
        let lines = try String(contentsOfFile: err, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.contains("first frame at") }
        let count = kept.gestures.count
        #expect(lines == ["gesture-sandbox: \(count) gesture\(count == 1 ? "" : "s") from an earlier session kept in "
                          + "\(recovery): the Teach scene has them, and keeps them there"])
        let text = try String(contentsOfFile: dump, encoding: .utf8)
        #expect(text.contains(#""name": "teach.gesture.0""#), "the kept gesture's pill")
        #expect(text.contains(#""text": "\#(count) gesture\#(count == 1 ? "" : "s") from an earlier session, kept in \#(recovery)""#),
                "the status line: \(text.range(of: "teach.status").map { String(text[$0.lowerBound...].prefix(300)) } ?? "")")
        #expect(try GestureTemplatesFile.load(path: recovery) == kept, "nothing taught: the file as it was")
    }
}
