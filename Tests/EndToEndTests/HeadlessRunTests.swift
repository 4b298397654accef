import Foundation
@testable import SandboxHost
import Testing
@testable import SandboxFormats

/// The built app run headless on recordings, as users and CI run it.
@Suite("Headless app runs", .serialized)
struct HeadlessRunTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    func traceLines(_ text: String) throws -> [[String: JSONValue]] {
        #expect(text.hasPrefix(TraceFormat.header + "\n"), "the trace starts with its header")
        return try text.split(separator: "\n").dropFirst().map { line in
            guard case .object(let object) = try JSONReader.value(of: Data(line.utf8)) else {
                throw SandboxError("not an object: \(line)")
            }
            return object
        }
    }

    @Test("a recorded drag moves the puck: trace, view dump and screenshot")
    func drag() throws {
        let dump = AppBinary.temporaryPath("dump.json"), shot = AppBinary.temporaryPath("shot.png")
        defer { [dump, shot].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-drag.jsonl"),
                                  "--trace", "-", "--dump-views", dump, "--screenshot", shot])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try traceLines(result.stdoutText)
        #expect(lines.first?["delivery"] == .string("began"))
        #expect(lines.last?["delivery"] == .string("ended"))
        #expect(lines.dropFirst().dropLast().allSatisfy { $0["delivery"] == .string("moved") })
        #expect(lines.count == 32)
        #expect(lines.allSatisfy { $0["view"] == .string("puck") && $0["touches"] == .number(1) })
        #expect(lines.first?["t"] == .number(0.1))
        #expect(result.stdoutText.hasPrefix(TraceFormat.header + "\n" + #"{"t":0.1,"view":"puck","delivery":"began","touches":1,"serials":[1]}"#))

        let dumpText = try String(contentsOfFile: dump, encoding: .utf8)
        guard case .object(let root) = try JSONReader.value(of: Data(dumpText.utf8)) else {
            Issue.record("the dump is not an object")
            return
        }
        #expect(root["name"] == .string("window"))
        #expect(root["frame"] == .array([.number(0), .number(0), .number(1280), .number(800)]))
        #expect(dumpText.contains("""
                      "name": "puck",
                      "type": "PuckView",
                      "frame": [860,560,80,80],
                      "center": [900,600],
                      "transform": [1,0,0,1,0,0],
                      "alpha": 1,
                      "hidden": false,
            """))
        #expect(dumpText.contains(#""text": "began 0 · moved 0 · ended 0 · cancelled 0""#))

        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (1280, 800))
    }

    @Test("a tap and a two-finger spread reach the pads they touch")
    func padDeliveries() throws {
        let dump = AppBinary.temporaryPath("dump.json")
        defer { try? FileManager.default.removeItem(atPath: dump) }
        let tap = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"), "--trace", "-"])
        #expect(tap.stdoutText == """
            {"format":"gesture-sandbox-trace","version":2}
            {"t":0.1,"view":"pad-1","delivery":"began","touches":1,"serials":[1]}
            {"t":0.18,"view":"pad-1","delivery":"ended","touches":1,"serials":[1]}

            """)
        let spread = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-two-finger-spread.jsonl"),
                                  "--trace", "-", "--dump-views", dump])
        #expect(spread.stdoutText.hasPrefix(TraceFormat.header + "\n" + #"{"t":0.1,"view":"pad-2","delivery":"began","touches":2,"serials":[1,2]}"#))
        #expect(try String(contentsOfFile: dump, encoding: .utf8)
            .contains(#""text": "began 1 · moved 24 · ended 2 · cancelled 0""#))
    }

    @Test("the same recording gives the same trace, byte for byte, in every scene")
    func determinism() throws {
        let scenes = try app.run(["--list-scenes"]).stdoutText.split(separator: "\n")
            .map { String($0.prefix { $0 != "\t" }) }
        #expect(scenes.contains("touch-test"))
        for scene in scenes {
            for recording in ["touch-test-drag.jsonl", "touch-test-two-finger-spread.jsonl"] {
                let arguments = ["--headless", "--scene", scene, "--replay", AppBinary.recording(recording),
                                 "--settle", "1", "--trace", "-"]
                let first = try app.run(arguments), second = try app.run(arguments)
                #expect(first.status == 0 && second.status == 0, "\(scene): \(first.stderr)")
                #expect(first.stdout == second.stdout, "\(scene) with \(recording)")
                #expect(!first.stdout.isEmpty, "\(scene) with \(recording) traced nothing")
            }
        }
    }

    @Test("recording a replay gives back the recording", arguments: [
        "touch-test-tap.jsonl", "touch-test-drag.jsonl", "touch-test-two-finger-spread.jsonl",
    ])
    func recordReplay(_ name: String) throws {
        let output = AppBinary.temporaryPath("rec.jsonl")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try app.run(["--headless", "--replay", AppBinary.recording(name), "--record", output])
        #expect(result.status == 0, "\(result.stderr)")
        let original = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: AppBinary.recording(name)))
        let recorded = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: output))
        #expect(recorded.samples == original.samples)
        #expect(recorded.windowSize == original.windowSize && recorded.scene == original.scene)
        // Written as version 2: what a bug report needs about the machine, and each sample's source.
        #expect(recorded.formatVersion == 2)
        #expect(recorded.environment.app == AppVersion.full)
        #expect(recorded.environment.videoDriver == "offscreen" && recorded.environment.renderer == "software")
        #expect(recorded.environment.displayScale == 1)
        #expect(recorded.environment.sdlVersion?.hasPrefix("2.") == true)
        #expect(recorded.sources == Array(repeating: .replay, count: original.samples.count))
        // Turned back into version 1 it is the file that was replayed, byte for byte.
        var asVersion1 = recorded
        asVersion1.formatVersion = 1
        #expect(RecordingWriter.text(of: asVersion1)
            == (try String(contentsOfFile: AppBinary.recording(name), encoding: .utf8)))
    }

    /// Issue 25 item 7: `--record` trims the wait before the first touch to `RecordingWriter.leadIn`, so a session
    /// whose first touch came 3 s after the start replays it after half a second; the rest keeps its timing.
    @Test("recording trims the wait before the first touch to half a second")
    func recordingTrimsTheLeadIn() throws {
        let late = AppBinary.temporaryPath("late.jsonl"), output = AppBinary.temporaryPath("rec.jsonl")
        defer { [late, output].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try """
            {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}
            {"t":3,"type":"down","id":1,"x":640,"y":400}
            {"t":3.25,"type":"move","id":1,"x":700,"y":400}
            {"t":3.5,"type":"up","id":1,"x":700,"y":400}

            """.write(toFile: late, atomically: true, encoding: .utf8)
        let result = try app.run(["--headless", "--replay", late, "--record", output])
        #expect(result.status == 0, "\(result.stderr)")
        let recorded = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: output))
        #expect(recorded.samples.map(\.timestamp) == [0.5, 0.75, 1])
        #expect(recorded.samples.map(\.phase) == [.down, .move, .up])
    }

    /// Issue 12 item 4: the demo recording's tap on the banana shows in the view dump as a bite and a bubble.
    @Test("the monkey's chomp shows in the view dump: a bite out of the banana and the bubble's words")
    func chompInTheDump() throws {
        let result = try app.run(["--headless", "--replay", AppBinary.recording("monkey-banana-drag.jsonl"),
                                  "--settle", "0.3", "--dump-views", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = result.stdoutText
        #expect(dump.contains(#""image": "banana-bite-1""#))
        let bubble = try #require(dump.range(of: #""name": "banana.speech.text""#))
        #expect(dump[bubble.upperBound...].prefix(400).contains(#""text": "chomp!""#))
    }

    /// Issue 12 item 4: the knob's readout counts down with the reset animation, seen in dumps taken during it.
    @Test("the knob readout counts down in the view dump while the double tap turns it back")
    func knobReadoutDuringReset() throws {
        var readings: [Int] = []
        for settle in ["0", "0.1", "0.2", "0.5"] {
            let result = try app.run(["--headless", "--replay", AppBinary.recording("knob-quarter-turn.jsonl"),
                                      "--settle", settle, "--dump-views", "-"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try #require(result.stdoutText.range(of: #""text": ""#).map { result.stdoutText[$0.upperBound...] })
            readings.append(Int(text.prefix { $0 != "°" }) ?? -1)
        }
        #expect(readings.first == 90 && readings.last == 0, "\(readings)")
        #expect(zip(readings, readings.dropFirst()).allSatisfy { $0 > $1 }, "counts down: \(readings)")
        #expect(readings.dropFirst().dropLast().allSatisfy { $0 > 0 && $0 < 90 }, "\(readings)")
    }

    /// Issue 12 item 4: a stroke the checkmark has failed is red in the dump, and the trace shows the failure came
    /// mid-stroke, before the last point; the reason is under the paper.
    @Test("a failed checkmark stroke is red in the view dump, failed mid-stroke, with its reason")
    func redStrokeInTheDump() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/checkmark-line-held.jsonl").standardizedFileURL.path
        let trace = AppBinary.temporaryPath("line.trace.jsonl")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let result = try app.run(["--headless", "--replay", fixture, "--settle", "0", "--trace", trace,
                                  "--dump-views", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = result.stdoutText
        let stroke = try #require(dump.range(of: #""name": "stroke""#))
        #expect(dump[stroke.upperBound...].prefix(300).contains(##""tint": "#E5484D""##), "red (ScenePalette.failure)")
        #expect(dump.contains(#""text": "not a ✓: "#))
        let failed = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            .first { $0.contains(#""recognizer":"checkmark""#) && $0.contains(#""to":"failed""#) }
        let line = try #require(failed)
        let time = try #require(line.range(of: #""t":"#).map { Double(line[$0.upperBound...].prefix { $0 != "," }) })
        #expect((time ?? 1) < 0.7, "failed at \(String(describing: time)) s, before the last point at 0.74 s")
    }

    @Test("replay speed scales the timing")
    func replaySpeed() throws {
        let result = try app.run(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                  "--replay-speed", "2", "--trace", "-"])
        #expect(result.stdoutText == """
            {"format":"gesture-sandbox-trace","version":2}
            {"t":0.05,"view":"pad-1","delivery":"began","touches":1,"serials":[1]}
            {"t":0.09,"view":"pad-1","delivery":"ended","touches":1,"serials":[1]}

            """)
    }

    @Test("headless without a replay runs the scene for the settle time and exits 0")
    func settleOnly() throws {
        let trace = AppBinary.temporaryPath("trace.jsonl")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let result = try app.run(["--headless", "--scene", "touch-test", "--settle", "0.5", "--trace", trace])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == TraceFormat.header + "\n")
    }

    @Test("a malformed recording names the file and line and exits non-zero")
    func malformedRecording() throws {
        let path = AppBinary.temporaryPath("bad.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
            {"format":"gesture-sandbox-recording","version":1,"window":[1280,800]}
            {"t":0.1,"type":"down","id":1,"x":10,"y":10}
            {"t":0.2,"type":"wiggle","id":1,"x":10,"y":10}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try app.run(["--headless", "--replay", path])
        #expect(result.status == 1)
        #expect(result.stderr == "gesture-sandbox: bad recording: \(path):3: unknown \"type\" \"wiggle\" "
            + "(expected down, move, up or cancel)\n")
    }

    @Test("an unknown scene lists the known ones and exits 64, a usage error")
    func unknownScene() throws {
        let result = try app.run(["--headless", "--scene", "nope"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("gesture-sandbox: unknown scene 'nope': use one of "))
        #expect(result.stderr.contains("touch-test"))
    }

    @Test("with no display, a windowed run says how to fix it")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        let result = try app.run(["--scene", "touch-test"], environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr == "gesture-sandbox: no display: use --headless or set SDL_VIDEODRIVER\n")
    }

    @Test("bad option values are refused with a message", arguments: [
        ["--size", "big"], ["--replay-speed", "0"], ["--settle", "-1"],
    ])
    func badOptions(_ arguments: [String]) throws {
        let result = try app.run(["--headless"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(arguments[0]))
    }

    @Test("an unwritable output is named")
    func unwritableOutput() throws {
        let result = try app.run(["--headless", "--trace", "/nonexistent/folder/trace.jsonl"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("can't write /nonexistent/folder/trace.jsonl"))
    }

    @Test("SIGINT and SIGTERM end a run cleanly, still writing the view dump", arguments: [SIGINT, SIGTERM])
    func signals(_ signal: Int32) throws {
        let dump = AppBinary.temporaryPath("dump.json")
        defer { try? FileManager.default.removeItem(atPath: dump) }
        let process = app.process(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                   "--settle", "1000000", "--trace", "-", "--dump-views", dump])
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        // The first trace line means SDL (and its signal handling) is up and the loop is running.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        kill(process.processIdentifier, signal)
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOfFile: dump, encoding: .utf8).contains("\"name\": \"pad-1.label\""))
    }
}
