import Foundation
@testable import SandboxHost
import TestSupport
import Testing
@testable import SandboxFormats

/// An output that fails mid-run (a full disk, a reader that went away) is reported once and closed; the session and
/// the other outputs go on, and the exit status says something was lost. Two writers of one file are refused.
/// The full disk is `/dev/full` reached through a symlink in a temporary folder.
@Suite("Failing and contested outputs", .serialized)
struct OutputFailureTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let drag = AppBinary.recording("touch-test-drag.jsonl")

    /// The view dump is whole: it parses and names the last view of the touch-test scene.
    func expectWholeDump(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""name": "puck""#), sourceLocation: sourceLocation)
        #expect((try? JSONReader.value(of: Data(text.utf8))) != nil, "the dump doesn't parse",
                sourceLocation: sourceLocation)
    }

    @Test("a full disk under --trace: one line, and the recording, dump and screenshot are still written",
          arguments: ["--trace", "--record"])
    func fullDisk(_ option: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let full = folder.file("full.jsonl")
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: "/dev/full")
        let other = option == "--trace" ? "--record" : "--trace"
        let otherPath = folder.file("other.jsonl"), dump = folder.file("dump.json"), shot = folder.file("shot.png")
        let result = try app.runBounded(["--headless", "--replay", Self.drag, option, full, other, otherPath,
                                         "--dump-views", dump, "--screenshot", shot])
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: can't write \(full): No space left on device "
                                           + "(nothing more goes there; the session goes on)"])
        #expect(TemporaryFolder.type(at: full) == .typeSymbolicLink)
        try expectWholeDump(dump)
        let otherText = try String(contentsOfFile: otherPath, encoding: .utf8)
        if option == "--trace" {
            #expect(try RecordingText.asVersion1(contentsOf: otherPath)
                == (try String(contentsOfFile: Self.drag, encoding: .utf8)), "\(otherText.prefix(200))")
        } else {
            #expect(otherText.hasPrefix(TraceFormat.header + "\n"))
            #expect(otherText.split(separator: "\n").last?.contains(#""view":"puck","delivery":"ended""#) == true)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: shot)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a full disk under --screenshot is reported once at exit")
    func fullDiskScreenshot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let shot = folder.file("shot.png"), dump = folder.file("dump.json")
        try FileManager.default.createSymbolicLink(atPath: shot, withDestinationPath: "/dev/full")
        let result = try app.runBounded(["--headless", "--replay", Self.drag, "--screenshot", shot,
                                         "--dump-views", dump])
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: can't write \(shot): No space left on device "
                                           + "(nothing more goes there; the session goes on)"])
        try expectWholeDump(dump)
    }

    @Test("standard output closed by its reader: SIGPIPE doesn't kill the app, one line, the dump is whole")
    func closedPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dump = folder.file("dump.json")
        let out = Pipe()
        let result = try app.runBounded(["--headless", "--replay", Self.drag, "--trace", "-", "--dump-views", dump],
                                        stdout: out, readsStandardOutput: false) { _ in
            try out.fileHandleForReading.close()
        }
        #expect(result.reason == .exit, "killed by signal \(result.status)")
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: can't write -: Broken pipe "
                                           + "(nothing more goes there; the session goes on)"])
        try expectWholeDump(dump)
    }

    @Test("standard error closed by its reader: messages are lost, the session is not")
    func closedStandardError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dump = folder.file("dump.json"), full = folder.file("full.jsonl")
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: "/dev/full")
        let err = Pipe()
        // The full disk makes the app report a line, into a pipe nobody reads any more.
        let result = try app.runBounded(["--headless", "--replay", Self.drag, "--trace", full, "--dump-views", dump],
                                        stderr: err, readsStandardError: false) { _ in
            try err.fileHandleForReading.close()
        }
        #expect(result.reason == .exit, "killed by signal \(result.status)")
        #expect(result.status == 1 && !result.timedOut)
        try expectWholeDump(dump)
    }

    @Test("`--trace - | head -1` gives one line and leaves a whole view dump")
    func headOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dump = folder.file("dump.json")
        let shell = AppBinary(url: URL(fileURLWithPath: "/bin/sh"))
        let script = #""$0" --headless --replay "$1" --trace - --dump-views "$2" | head -1"#
        let result = try shell.runBounded(["-c", script, app.url.path, Self.drag, dump])
        #expect(result.status == 0 && !result.timedOut)
        #expect(result.stdoutText == TraceFormat.header + "\n")
        #expect(result.stderr.isEmpty || result.stderrLines == ["gesture-sandbox: can't write -: Broken pipe "
                                                                    + "(nothing more goes there; the session goes on)"])
        try expectWholeDump(dump)
    }

    @Test("a second instance writing the same file is refused, and the first one's file is kept")
    func twoInstances() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("trace.jsonl"), held = folder.file("held.jsonl")
        // A finger held down and moving a hair every frame keeps the first instance replaying until it is stopped.
        let events = try String(contentsOfFile: AppBinary.recording("touch-test-tap.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(2).map(String.init)
        try BusyRecording.keepingBusy(events, id: 1, location: (300, 200), after: 0.1)
            .write(toFile: held, atomically: false, encoding: .utf8)
        let first = try app.runBounded(["--headless", "--replay", held, "--settle", "86400", "--trace", trace],
                                       timeout: 60) { process in
            // The first delivery is written by the frame after the down: from then on the file is the first's.
            let deadline = Date().addingTimeInterval(30)
            while !((try? String(contentsOfFile: trace, encoding: .utf8))?.contains("began") ?? false),
                  Date() < deadline {
                usleep(10_000)
            }
            let second = try app.runBounded(["--headless", "--scene", "touch-test", "--settle", "0", "--trace", trace],
                                            timeout: 30)
            #expect(second.status == 1 && !second.timedOut)
            #expect(second.stderrLines == ["gesture-sandbox: can't write \(trace): another gesture-sandbox, or "
                                               + "another option of this one, is writing it"])
            kill(process.processIdentifier, SIGTERM)
        }
        #expect(first.status == 0 && !first.timedOut, "\(first.stderr)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.first.map(String.init) == TraceFormat.header)
        #expect(lines.dropFirst().first?.contains(#""view":"pad-1","delivery":"began""#) == true)
        #expect(lines.filter { $0 == TraceFormat.header }.count == 1, "the second instance wrote into the file")
    }

    @Test("one file named by two options is refused")
    func oneFileTwice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("both.jsonl")
        let result = try app.runBounded(["--headless", "--replay", Self.drag, "--trace", path, "--record", path])
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: can't write \(path): another gesture-sandbox, or "
                                           + "another option of this one, is writing it"])
    }
}
