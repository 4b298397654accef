import Foundation
import SandboxHost
import TestSupport
import Testing
@testable import SandboxFormats

/// `gesture-sandbox check` as CI runs it: the built binary, bounded by a timeout, on copies of demo recordings.
@Suite("check command", .serialized)
struct CheckCommandTests {
    let app: AppBinary
    let folder: URL

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["touch-test-tap.jsonl", "touch-test-drag.jsonl", "knob-quarter-turn.jsonl"] {
            try FileManager.default.copyItem(atPath: AppBinary.recording(name), toPath: path(name))
        }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs the app and kills it if it takes longer than `timeout` seconds.
    func check(_ arguments: [String], timeout: TimeInterval = 60) throws -> AppBinary.Result {
        let process = app.process(["check"] + arguments)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return AppBinary.Result(status: process.terminationStatus, reason: process.terminationReason, stdout: stdout,
                                stderr: String(decoding: stderr, as: UTF8.self))
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// Issue 25 item 8: `check --tuning FILE` ignored the tuning (the app's own --tuning took the value), so a trace
    /// made with the tuning differed and the untuned one matched. A swipe 200 pt long can't happen in the gallery
    /// recording, so the tuned trace differs from the plain one.
    @Test func checkAppliesTheTuningAndTheSettleTime() throws {
        defer { cleanUp() }
        let recording = path("gallery.jsonl"), tuned = path("tuned.trace.jsonl"), plain = path("plain.trace.jsonl")
        let tuning = path("tuning.json")
        try FileManager.default.copyItem(atPath: AppBinary.recording("gallery-tap-swipe-pan.jsonl"), toPath: recording)
        try #"{"format":"gesture-sandbox-tuning","version":1,"values":{"swipe.minimumDistance":200}}"#
            .write(toFile: tuning, atomically: true, encoding: .utf8)
        for (trace, extra) in [(tuned, ["--tuning", tuning]), (plain, [])] {
            let made = try app.run(["--headless", "--replay", recording, "--settle", "0.5", "--trace", trace] + extra)
            #expect(made.status == 0, "\(made.stderr)")
        }
        #expect(try String(contentsOfFile: tuned, encoding: .utf8).contains("minimumDistance 200 pt"))
        let same = try check([recording, "--expect", tuned, "--tuning", tuning, "--settle", "0.5"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdoutText == "ok       \(recording)\n")
        let untuned = try check([recording, "--expect", tuned, "--settle", "0.5"])
        #expect(untuned.status == 1)
        #expect(untuned.stdoutText.hasPrefix("DIFFERS  \(recording) vs \(tuned): "))
        let wrongWay = try check([recording, "--expect", plain, "--tuning", tuning, "--settle", "0.5"])
        #expect(wrongWay.status == 1)
        #expect(wrongWay.stdoutText.contains("minimumDistance 200 pt"), "the actual lines carry the tuned limit")
        let missing = try check([recording, "--expect", tuned, "--tuning", path("none.json")])
        #expect(missing.status == 1)
        #expect(missing.stderr == "gesture-sandbox: check: tuning \(path("none.json")): can't read the file\n")
    }

    @Test func updateWritesTheTraceAndThenItMatches() throws {
        defer { cleanUp() }
        let recording = path("touch-test-tap.jsonl"), trace = path("touch-test-tap.trace.jsonl")
        let update = try check([recording, "--update"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdoutText == "updated  \(trace)\n")
        let written = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(written.hasPrefix(TraceFormat.header + "\n" + #"{"t":0.1,"view":"pad-1","delivery":"began","touches":1,"serials":[1]}"#))
        let replayed = try app.run(["--headless", "--replay", recording, "--trace", "-"])
        #expect(written == replayed.stdoutText, "the expected trace is what --trace writes")
        let result = try check([recording])
        #expect(result.status == 0)
        #expect(result.stdoutText == "ok       \(recording)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aDifferentTraceExitsOneWithTheDiff() throws {
        defer { cleanUp() }
        let recording = path("touch-test-tap.jsonl"), golden = path("golden.jsonl")
        #expect(try check([recording, "--expect", golden, "--update"]).status == 0)
        var lines = try String(contentsOfFile: golden, encoding: .utf8).components(separatedBy: "\n")
        let original = lines[2]
        lines[2] = original.replacingOccurrences(of: #""delivery":"ended""#, with: #""delivery":"cancelled""#)
        #expect(lines[2] != original)
        try lines.joined(separator: "\n").write(toFile: golden, atomically: true, encoding: .utf8)
        let result = try check([recording, "--expect", golden])
        #expect(result.status == 1)
        #expect(result.reason == .exit)
        #expect(result.stdoutText.hasPrefix("DIFFERS  \(recording) vs \(golden): first difference at line 3"))
        #expect(result.stdoutText.contains("\n  expected: \(lines[2])\n  actual:   \(original)\n"))
        #expect(result.stdoutText.contains("transitions after it, expected:"))
    }

    @Test func aDirectoryIsCheckedInOneRunWithASummary() throws {
        defer { cleanUp() }
        let update = try check([folder.path, "--update"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdoutText.hasSuffix("check: 3 recordings: 3 updated, 0 errors\n"))
        let clean = try check([folder.path])
        #expect(clean.status == 0)
        #expect(clean.stdoutText == """
            ok       \(path("knob-quarter-turn.jsonl"))
            ok       \(path("touch-test-drag.jsonl"))
            ok       \(path("touch-test-tap.jsonl"))
            check: 3 recordings: 3 match, 0 differ, 0 errors

            """)
        try "{}\n".write(toFile: path("touch-test-drag.trace.jsonl"), atomically: true, encoding: .utf8)
        let dirty = try check([folder.path])
        #expect(dirty.status == 1)
        #expect(dirty.stdoutText.contains("DIFFERS  \(path("touch-test-drag.jsonl"))"))
        #expect(dirty.stdoutText.hasSuffix("check: 3 recordings: 2 match, 1 differ, 0 errors\n"))
    }

    /// A check ended by a signal (SIGHUP: the terminal closed) stops after the replay it is in, says so and removes
    /// that replay's trace from the temporary directory. Before, SIGHUP killed it and the trace stayed in /tmp, and
    /// SIGTERM or Ctrl-C cut one replay short, reported it as differing and checked on.
    @Test(arguments: [SIGHUP, SIGTERM])
    func aSignalStopsTheCheckAndLeavesNothingInTheTemporaryDirectory(signal: Int32) throws {
        defer { cleanUp() }
        let many = folder.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: false)
        for copy in 0..<40 {
            for name in ["touch-test-tap", "touch-test-drag", "knob-quarter-turn"] {
                try FileManager.default.copyItem(atPath: path("\(name).jsonl"),
                                                 toPath: many.appendingPathComponent("\(copy)-\(name).jsonl").path)
            }
        }
        #expect(try check([many.path, "--update"], timeout: 300).status == 0)
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        let result = try app.runBounded(["check", many.path], environment: environment, timeout: 120) { process in
            // Once a replay's trace is in the temporary directory, the check is under way.
            let deadline = Date().addingTimeInterval(60)
            while (try? FileManager.default.contentsOfDirectory(atPath: temporary.path))?.isEmpty != false,
                  Date() < deadline {
                usleep(2000)
            }
            kill(process.processIdentifier, signal)
        }
        #expect(!result.timedOut)
        #expect(result.reason == .exit && result.status == 1, "\(result.reason) \(result.status): \(result.stderr)")
        #expect(result.stderrLines.last?.hasPrefix("gesture-sandbox: check: stopped by a signal") == true,
                "\(result.stderr)")
        #expect(!result.stdoutText.contains("DIFFERS"), "\(result.stdoutText)")
        #expect(!result.stdoutText.contains("check: 120 recordings: 120 match"), "it stopped")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func malformedInputsGiveOneLineErrorsAndExitOne() throws {
        defer { cleanUp() }
        let bad = path("bad.jsonl")
        try #"{"format":"gesture-sandbox-recording","version":1,"window":[400,300]}"# .appending("\n{\"t\":\n")
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            ([bad, "--update"], "gesture-sandbox: check: bad recording: \(bad):2: not valid JSON (expected a value)\n"),
            ([path("touch-test-tap.jsonl")],
             "gesture-sandbox: check: can't read expected trace \(path("touch-test-tap.trace.jsonl")) (create it with --update)\n"),
            ([path("nothing.jsonl")], "gesture-sandbox: check: no such recording or directory: \(path("nothing.jsonl"))\n"),
        ]
        for (arguments, message) in cases {
            let result = try check(arguments)
            #expect(result.status == 1)
            #expect(result.reason == .exit, "no crash")
            #expect(result.stderr == message)
        }
        try "not json\n".write(toFile: path("knob-quarter-turn.trace.jsonl"), atomically: true, encoding: .utf8)
        let malformed = try check([path("knob-quarter-turn.jsonl")])
        #expect(malformed.status == 1)
        #expect(malformed.stderr == "gesture-sandbox: check: expected trace \(path("knob-quarter-turn.trace.jsonl")):1: not valid JSON\n")
        let negative = try check([path("knob-quarter-turn.jsonl"), "--settle=-1"])
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("--settle must be a finite number, 0 or more"))
    }
}
