import Foundation
import TestSupport
import Testing

/// Issue 11, item 5: every command-line error is one line `gesture-sandbox: …`; usage errors exit 64, run-time
/// errors 1; each run bounded.
@Suite("Command-line errors", .serialized)
struct CommandLineErrorTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    @Test("bad option values: one line naming the option, exit 64", arguments: [
        (["--size", "-5x10"], "gesture-sandbox: --size must be WxH, whole points from 1 to 16384 each, e.g. 1280x800 (got '-5x10') (see --help)"),
        (["--size", "16385x100"], "gesture-sandbox: --size must be WxH, whole points from 1 to 16384 each, e.g. 1280x800 (got '16385x100') (see --help)"),
        (["--settle", "-1"], "gesture-sandbox: --settle must be a finite number, 0 or more (see --help)"),
        (["--settle", "inf"], "gesture-sandbox: The value 'inf' is invalid for '--settle <S>': write it as a decimal number, e.g. 2 or 0.35 (see --help)"),
        (["--settle", "1e999"], "gesture-sandbox: --settle must be a finite number, 0 or more (see --help)"),
        (["--replay-speed", "-1"], "gesture-sandbox: --replay-speed must be a finite positive number (see --help)"),
        (["--replay-speed", "inf"], "gesture-sandbox: The value 'inf' is invalid for '--replay-speed <X>': write it as a decimal number, e.g. 2 or 0.35 (see --help)"),
        (["--replay-speed", "1e999"], "gesture-sandbox: --replay-speed must be a finite positive number (see --help)"),
        (["--headless", "--screenshot", "x.jpg"],
         "gesture-sandbox: --screenshot writes PNG: name a .png file (got 'x.jpg') (see --help)"),
        (["--headless", "--replay", ""], "gesture-sandbox: --replay needs a file name (see --help)"),
        (["--bogus"], "gesture-sandbox: Unknown option '--bogus' (see --help)"),
        (["--size"], "gesture-sandbox: Missing value for '--size <WxH>' (see --help)"),
    ])
    func usageErrors(arguments: [String], line: String) throws {
        let result = try app.runBounded(arguments, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderrLines == [line])
        #expect(result.stdout.isEmpty)
    }

    @Test("an output naming the recording being replayed, directly or through a symlink, is refused: one line, exit 64, the recording untouched", arguments: ["--record", "--trace", "--dump-views"])
    func outputOverReplay(option: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let replay = folder.file("in.jsonl"), link = folder.file("link.jsonl")
        let original = try String(contentsOfFile: AppBinary.recording("touch-test-tap.jsonl"), encoding: .utf8)
        try original.write(toFile: replay, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: replay)
        for output in [replay, link] {
            let result = try app.runBounded(["--headless", "--replay", replay, option, output], timeout: 20)
            #expect(!result.timedOut)
            #expect(result.status == 64)
            #expect(result.stderrLines == ["gesture-sandbox: \(option) \(output) is the recording being replayed: "
                                           + "name another file (see --help)"])
            #expect(try String(contentsOfFile: replay, encoding: .utf8) == original)
        }
    }

    @Test("a scene that --scene names and the app lacks is a usage error: one line, exit 64")
    func unknownSceneOption() throws {
        let result = try app.runBounded(["--headless", "--scene", "nope"], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: unknown scene 'nope': use one of ") == true)
        #expect(result.stderrLines.first?.hasSuffix(" (see --help)") == true)
    }

    @Test("a run-time error is one line and exit 1: a recording whose header names a scene the app lacks")
    func runtimeError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recording = folder.file("elsewhere.jsonl")
        try #"{"format":"gesture-sandbox-recording","version":1,"window":[640,400],"scene":"nope"}"#
            .appending("\n").write(toFile: recording, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["--headless", "--replay", recording], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: bad recording: \(recording):1: unknown scene 'nope'") == true)
    }

    @Test("a DISPLAY with no server behind it fails at once, naming it, instead of running with no window")
    func missingDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":7391"
        for key in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        let result = try app.runBounded(["--scene", "knob"], environment: environment, timeout: 10)
        #expect(!result.timedOut, "still running after 10 s")
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: no display at :7391 (") == true)
    }

    @Test("--help documents the rule and exits 0")
    func helpStatesTheRule() throws {
        let result = try app.runBounded(["--help"], timeout: 20)
        #expect(result.status == 0)
        let help = result.stdoutText.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("64 for a usage error"))
        #expect(help.contains("Ctrl+Q"))
        #expect(help.contains("H or ? this help in the app"), "the KEYS paragraph names the help overlay's keys")
    }
}
