import Foundation
import TestSupport
import Testing
@testable import SandboxFormats

/// Issue 15, items 3, 6 and 13 end to end: recordings that crashed or hung the app now end it at once with one line
/// naming the file and line, exit 1; each run bounded.
@Suite("Hostile recordings", .serialized)
struct HostileRecordingTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    func replay(_ lines: [String], extra: [String] = [], timeout: TimeInterval = 30) throws -> (AppBinary.BoundedResult, String) {
        let path = AppBinary.temporaryPath("hostile.jsonl")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return (try app.runBounded(["--headless", "--replay", path] + extra, timeout: timeout), path)
    }

    @Test("a header window of 2^31 or more no longer traps", arguments: ["3000000000", "1e308"])
    func hugeWindow(width: String) throws {
        let (result, path) = try replay([#"{"format":"gesture-sandbox-recording","version":1,"window":["# + width + ",800]}"])
        #expect(!result.timedOut && result.reason == .exit)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: bad recording: \(path):1: window ") == true, "\(result.stderr)")
    }

    @Test("an unknown scene in the header names the file and line and is cut short")
    func unknownScene() throws {
        let name = String(repeating: "x", count: 60_000)
        let (result, path) = try replay([#"{"format":"gesture-sandbox-recording","version":1,"window":[800,600],"scene":""# + name + #""}"#])
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: bad recording: \(path):1: unknown scene 'xxxx") == true,
                "\(result.stderr.prefix(300))")
        #expect((result.stderrLines.first?.count ?? 0) < 400)
    }

    @Test("a recording named by a relative path: its unknown scene is said as its other faults are, absolute path")
    func unknownSceneRelative() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[800,600],"scene":"nope"}"#
        let late = #"{"format":"gesture-sandbox-recording","version":1,"window":[800,600],"scene":"touch-test"}"#
            + "\n" + #"{"t":-1,"type":"down","id":1,"x":1,"y":1}"#
        try (header + "\n").write(toFile: folder.file("scene.jsonl"), atomically: true, encoding: .utf8)
        try (late + "\n").write(toFile: folder.file("time.jsonl"), atomically: true, encoding: .utf8)
        let shell = AppBinary(url: URL(fileURLWithPath: "/bin/sh"))
        let scene = try shell.runBounded(["-c", #"cd "$1" && "$0" --headless --replay scene.jsonl"#, app.url.path,
                                          folder.path], timeout: 20)
        let time = try shell.runBounded(["-c", #"cd "$1" && "$0" --headless --replay time.jsonl"#, app.url.path,
                                         folder.path], timeout: 20)
        let absolute = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        #expect(scene.status == 1 && time.status == 1)
        #expect(time.stderrLines == ["gesture-sandbox: bad recording: \(absolute)/time.jsonl:2: \"t\" must not be negative"])
        #expect(scene.stderrLines.count == 1)
        #expect(scene.stderrLines.first?.hasPrefix("gesture-sandbox: bad recording: \(absolute)/scene.jsonl:1: "
                                                  + "unknown scene 'nope': use one of ") == true, "\(scene.stderr)")
    }

    @Test("a time beyond the limit is refused on its line instead of hanging the clock")
    func hugeTime() throws {
        let (result, path) = try replay([#"{"format":"gesture-sandbox-recording","version":1,"window":[800,600]}"#,
                                         #"{"t":1e308,"type":"down","id":1,"x":1,"y":1}"#])
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["gesture-sandbox: bad recording: \(path):2: \"t\" 1e+308 is beyond the limit of 1000000 s"])
    }

    @Test("--replay \"\" says a name is needed: a usage error, exit 64")
    func emptyName() throws {
        let result = try app.runBounded(["--headless", "--replay", ""], timeout: 20)
        #expect(result.status == 64)
        #expect(result.stderrLines == ["gesture-sandbox: --replay needs a file name (see --help)"])
    }

    @Test("the headless clock jumps over idle stretches: events a day apart replay at once, same trace shape")
    func idleDay() throws {
        let start = Date()
        let (result, _) = try replay([
            #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}"#,
            #"{"t":0,"type":"down","id":1,"x":900,"y":600}"#, #"{"t":0.05,"type":"up","id":1,"x":900,"y":600}"#,
            #"{"t":86400,"type":"down","id":1,"x":900,"y":600}"#, #"{"t":86400.05,"type":"up","id":1,"x":900,"y":600}"#,
        ], extra: ["--trace", "-", "--settle", "1000"])
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 10, "bounded generously here; the README quotes the measured time")
        let deliveries = result.stdoutText.split(separator: "\n").filter { $0.contains("\"delivery\"") }
        #expect(deliveries.count == 4)
        #expect(deliveries.last?.hasPrefix(#"{"t":86400.05,"#) == true)
    }

    @Test("a finger held from t = 0 to the time limit replays at once: a held finger alone doesn't step the clock")
    func heldToTheLimit() throws {
        let (result, _) = try replay([
            #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"gallery"}"#,
            #"{"t":0,"type":"down","id":1,"x":550,"y":540}"#, #"{"t":1000000,"type":"up","id":1,"x":550,"y":540}"#,
        ], extra: ["--trace", "-", "--settle", "0"])
        #expect(!result.timedOut, "stepping 60 million frames would take minutes")
        #expect(result.status == 0, "\(result.stderr)")
        // The long press began half a second in and ends with the finger's up at the limit.
        let ended = result.stdoutText.split(separator: "\n").last {
            $0.contains(#""recognizer":"gallery.long-press""#) && $0.contains(#""to":"ended""#)
        }
        #expect(ended?.hasPrefix(#"{"t":1000000,"#) == true, "\(ended ?? "none")")
        #expect(ended?.contains(#""from":"began","to":"ended""#) == true, "\(ended ?? "none")")
    }

    @Test("an evemu file whose second half is 5,000,000 s later is refused with its line instead of hanging")
    func lateEvemu() throws {
        let (text, line) = try LateEvemu.shiftedPinch()
        let path = AppBinary.temporaryPath("late.evemu")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try app.runBounded(["--headless", "--replay", path], timeout: 30)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: bad recording: \(path): evemu, line \(line): time 500000") == true,
                "\(result.stderr)")
    }

    @Test("--settle and --replay-speed beyond their limits are usage errors", arguments: [
        (["--settle", "1e9"], "gesture-sandbox: --settle must be at most 1000000 s (got 1000000000.0) (see --help)"),
        (["--replay-speed", "1e-300"], "gesture-sandbox: --replay-speed must be from 0.001 to 1000 (got 1e-300) (see --help)"),
    ])
    func extremeOptions(arguments: [String], line: String) throws {
        let result = try app.runBounded(["--headless"] + arguments, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderrLines == [line])
    }

    @Test("more than 65,535 events at one instant go through SDL's queue in pieces (it failed with a full queue)")
    func burst() throws {
        var lines = [#"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}"#,
                     #"{"t":0.5,"type":"down","id":1,"x":900,"y":600}"#]
        for index in 0..<70_000 { lines.append(#"{"t":0.5,"type":"move","id":1,"x":"# + "\(900 + index % 5)" + #","y":600}"#) }
        lines.append(#"{"t":0.5,"type":"up","id":1,"x":900,"y":600}"#)
        // 5 s at a load of 8 on two cores; the limit only turns a hang into a failure.
        let (result, _) = try replay(lines, extra: ["--trace", "-", "--settle", "0"], timeout: 120)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        let deliveries = result.stdoutText.split(separator: "\n").filter { $0.contains("\"delivery\"") }
        #expect(deliveries.first?.contains("\"began\"") == true)
        #expect(deliveries.last?.contains("\"ended\"") == true)
    }

    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz-regressions")

    static var regressionFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? [])
            .filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".evemu") || $0.hasSuffix(".yml") }.sorted()
    }

    @Test("every input in the fuzz regression corpus ends the app cleanly: exit 0, or exit 1 with one line")
    func regressionCorpus() throws {
        #expect(Self.regressionFiles.count >= 22)
        for name in Self.regressionFiles {
            let path = Self.regressions.appendingPathComponent(name).path
            let result = try app.runBounded(["--headless", "--replay", path, "--settle", "0.2"],
                                            timeout: 30)
            #expect(!result.timedOut, "\(name) hung")
            #expect(result.reason == .exit, "\(name) crashed (signal \(result.status))")
            #expect(result.status == 0 || (result.status == 1 && result.stderrLines.count == 1),
                    "\(name): exit \(result.status), \(result.stderr.prefix(300))")
            if result.status == 1 { #expect(result.stderrLines.first?.contains("\(name):") == true, "\(name) unnamed") }
        }
    }

    /// Waits until the app `process` has the file at `path` open and has read some of it but not all (its offset in
    /// /proc/PID/fdinfo): it is reading the recording. False when the app exits first or after 30 s.
    static func isReading(_ process: Process, _ path: String) -> Bool {
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let folder = "/proc/\(process.processIdentifier)"
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline {
            for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: folder + "/fd")) ?? [] {
                guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/fd/\(descriptor)")) == file,
                      let info = try? String(contentsOfFile: "\(folder)/fdinfo/\(descriptor)", encoding: .utf8),
                      let position = info.split(separator: "\n").first(where: { $0.hasPrefix("pos:") })
                        .flatMap({ Int($0.dropFirst(4).trimmingCharacters(in: .whitespaces)) }) else { continue }
                if position > 0, position < size { return true }
            }
            sched_yield()
        }
        return false
    }

    @Test("SIGINT while a long recording is read stops the reading at once: exit 0 and no line, as --help says")
    func interruptedParse() throws {
        let path = AppBinary.temporaryPath("long.jsonl")
        var text = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800]}"# + "\n"
        for index in 0..<400_000 {
            let type = index % 100 == 0 ? "down" : index % 100 == 99 ? "up" : "move"
            text += #"{"t":\#(Double(index) / 120),"type":"\#(type)","id":1,"x":400,"y":300}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try expectStopsWhileReading(path, timeout: 30)
    }

    @Test("SIGINT while a file of long lines is read is noticed within bytes, not thousands of lines")
    func interruptedLongLines() throws {
        let path = AppBinary.temporaryPath("wide.jsonl")
        // 1,500 valid lines of 60 KB (90 MB): fewer lines than the old check's 4,096, so it never looked.
        let padding = String(repeating: "x", count: 60_000)
        var text = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800]}"# + "\n"
        text += #"{"t":0,"type":"down","id":1,"x":400,"y":300}"# + "\n"
        for index in 1...1_500 {
            text += #"{"t":\#(Double(index) / 60),"type":"move","id":1,"x":400,"y":300,"pad":"\#(padding)"}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try expectStopsWhileReading(path, timeout: 120)
    }

    /// Replays `path` and sends SIGINT once the app is seen part-way through the file: a clean end (exit 0, no line)
    /// and no session begun (had the whole file been read, the trace would have been opened).
    func expectStopsWhileReading(_ path: String, timeout: TimeInterval) throws {
        var reading = false
        let result = try app.runBounded(["--headless", "--replay", path, "--trace", "-"], timeout: timeout) { process in
            reading = Self.isReading(process, path)
            kill(process.processIdentifier, SIGINT)
        }
        #expect(reading, "the app was never seen part-way through the file")
        #expect(!result.timedOut)
        #expect(result.reason == .exit && result.status == 0)
        #expect(result.stderr == "", "a signal is a clean end, not a bad recording")
        #expect(result.stdout.isEmpty, "\(result.stdoutText.prefix(200))")
    }
}
