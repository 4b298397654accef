import Foundation
import GestureKit
import TestSupport
import Testing
@testable import SandboxFormats

/// `libinput record` and evemu recordings become sandbox recordings: protocol B decoded, devices placed, and every
/// malformed file refused with its file and line.
@Suite("Linux input import")
struct LinuxInputImportTests {
    static func shipped(_ name: String) -> String { RepositoryFiles.recording(name) }

    func refusal(_ path: String) -> RecordingError? {
        do {
            _ = try LinuxInputImporter.recording(contentsOf: path)
            return nil
        } catch {
            return error as? RecordingError
        }
    }

    @Test("the shipped libinput and evemu recordings of one gesture import to the same touches", arguments: [
        "knob-circle", "monkey-pinch",
    ])
    func shippedFormatsAgree(_ name: String) throws {
        let libinput = try LinuxInputImporter.recording(contentsOf: Self.shipped(name + ".libinput.yml"))
        let evemu = try LinuxInputImporter.recording(contentsOf: Self.shipped(name + ".evemu"))
        #expect(libinput.samples == evemu.samples)
        #expect(libinput.windowSize == CGSize(width: 1280, height: 800))
        #expect(libinput.formatVersion == 2)
        #expect(libinput.sources == Array(repeating: .imported, count: libinput.samples.count))
        #expect(libinput.environment.touchDevices == [RecordedTouchDevice(id: 0, name: "Gesture Sandbox virtual touchscreen")])
        #expect(libinput.environment.app?.hasSuffix("imported from libinput record") == true)
        #expect(evemu.environment.app?.hasSuffix("imported from evemu") == true)
        // The 16:10 screen fills the 16:10 window: a unit is 1/3.2 pt; times start at 0, 10 ms a frame.
        let first = try #require(libinput.samples.first)
        #expect(first.timestamp == 0 && first.phase == .down)
        #expect(libinput.samples.last?.phase == .up)
        #expect(libinput.samples.contains { $0.timestamp == 0.01 })
        // The written recording parses back to the same.
        let text = RecordingWriter.text(of: libinput)
        #expect(RecordingWriter.text(of: try RecordingParser.parse(Data(text.utf8), file: "x")) == text)
    }

    @Test("the circle sweeps 270° around the knob's pivot, with pressure")
    func circleGeometry() throws {
        let circle = try LinuxInputImporter.recording(contentsOf: Self.shipped("knob-circle.libinput.yml"))
        let pivot = CGPoint(x: 640, y: 364)
        var swept = 0.0
        var previous: Double?
        for sample in circle.samples {
            let angle = atan2(Double(sample.location.y - pivot.y), Double(sample.location.x - pivot.x))
            if let previous { swept += remainder(angle - previous, 2 * .pi) }
            previous = angle
            #expect(abs(sample.location.distance(to: pivot) - 170) < 0.5)
        }
        #expect(abs(swept * 180 / .pi - 270) < 0.5)
        #expect(circle.samples.dropLast().allSatisfy { ($0.pressure ?? 0) > 0.4 && ($0.pressure ?? 0) < 0.52 })
        #expect(circle.samples.last?.pressure == 0)
    }

    @Test("malformed libinput records are refused with the file and line", arguments: [
        ("wrong version", "version: 1", "version: 2", 3, "unsupported libinput record version 2"),
        ("garbage line", "  events:", "  events:\nthis is not yaml", 46, "not a libinput record line"),
        ("no MT axes", "      53: [0, 4096, 0, 0, 15]\n      54: [0, 2560, 0, 0, 15]\n", "", 13, "device \"Gesture Sandbox virtual touchscreen\" has no multitouch axes"),
    ])
    func badLibinputRecord(_ what: String, _ find: String, _ replace: String, _ line: Int, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try String(contentsOfFile: Self.shipped("knob-circle.libinput.yml"), encoding: .utf8)
        #expect(original.contains(find), "\(what)")
        let path = try folder.write(Data(original.replacingOccurrences(of: find, with: replace).utf8),
                                    to: "bad.libinput.yml")
        let error = try #require(refusal(path), "\(what)")
        #expect(error.file == path)
        #expect(error.line == line, "\(what): \(error)")
        #expect(error.message.hasPrefix(message), "\(what): \(error)")
    }

    @Test("a truncated file is refused at the line it stops, cut mid-line or mid-frame", arguments: [true, false])
    func truncated(midLine: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["knob-circle.libinput.yml", "knob-circle.evemu"] {
            let lines = try String(contentsOfFile: Self.shipped(name), encoding: .utf8).split(separator: "\n")
            // Cut inside the events, just after a position (not a SYN_REPORT) line.
            let cut = try #require(lines.indices.dropFirst(100).first {
                lines[$0].contains("ABS_MT_POSITION_X") && lines[$0 + 1].contains("ABS_MT_POSITION_Y")
            })
            var kept = lines[..<(cut + 1)].joined(separator: "\n")
            if midLine { kept += "\n" + lines[cut + 1].prefix(14) }
            let path = try folder.write(Data((kept + "\n").utf8), to: name)
            let error = try #require(refusal(path), "\(name)")
            if midLine {
                #expect(error.line == cut + 2, "\(error)")
                #expect(error.message.contains("truncated?"), "\(error)")
            } else {
                #expect(error.line == cut + 1, "\(error)")
                #expect(error.message.hasPrefix("the recording ends mid-frame"), "\(error)")
            }
        }
    }

    @Test("malformed evemu files are refused with the file and line", arguments: [
        ("wrong version", "# EVEMU 1.3", "# EVEMU 2.0", 1, "unsupported evemu version 2.0"),
        ("garbage line", "I: 0018 1d6b 0105 0100", "I: 0018 1d6b 0105 0100\nhello", 7, "not an evemu line"),
        ("bad event", "E: 1700000000.010000 0003 0035", "E: 1700000000.010000 zz 0035", 29, "expected \"E: sec.usec type code value\""),
        ("no MT axes", "A: 35 0 4096 0 0 15\n", "", 5, "device \"Gesture Sandbox virtual touchscreen\" has no multitouch axes"),
    ])
    func badEvemu(_ what: String, _ find: String, _ replace: String, _ line: Int, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try String(contentsOfFile: Self.shipped("knob-circle.evemu"), encoding: .utf8)
        #expect(original.contains(find), "\(what)")
        let path = try folder.write(Data(original.replacingOccurrences(of: find, with: replace).utf8), to: "bad.evemu")
        let error = try #require(refusal(path), "\(what)")
        #expect(error.line == line, "\(what): \(error)")
        #expect(error.message.hasPrefix(message), "\(what): \(error)")
    }

    @Test("an evemu .events file takes its description from the .desc beside it or --description")
    func evemuPair() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let whole = try String(contentsOfFile: Self.shipped("monkey-pinch.evemu"), encoding: .utf8)
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        let description = lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n")
        let events = lines.filter { $0.hasPrefix("E:") || $0.hasPrefix("#") }.joined(separator: "\n")
        let eventsPath = try folder.write(Data(events.utf8), to: "pinch.events")
        let missing = try #require(refusal(eventsPath))
        #expect(missing.message.hasPrefix("no device description"), "\(missing)")
        try description.write(toFile: (eventsPath as NSString).deletingPathExtension + ".desc", atomically: true,
                              encoding: .utf8)
        let paired = try LinuxInputImporter.recording(contentsOf: eventsPath)
        let expected = try LinuxInputImporter.recording(contentsOf: Self.shipped("monkey-pinch.evemu"))
        #expect(paired.samples == expected.samples)
        let elsewhere = try folder.write(Data(description.utf8), to: "device.txt")
        let given = try LinuxInputImporter.recording(contentsOf: eventsPath, description: elsewhere)
        #expect(given.samples == expected.samples)
    }

    static func device(_ name: String, direct: Bool, resolution: Int = 10) -> EvdevDevice {
        var device = EvdevDevice(name: name, line: 1)
        device.axes[EvdevEvent.mtPositionX] = EvdevAxis(minimum: 0, maximum: 1000, resolution: resolution)
        device.axes[EvdevEvent.mtPositionY] = EvdevAxis(minimum: 0, maximum: 500, resolution: resolution)
        if direct { device.properties = [EvdevDevice.directProperty] }
        return device
    }

    static func events(_ list: [(Double, Int, Int, Int)]) -> [EvdevEvent] {
        list.enumerated().map {
            EvdevEvent(microseconds: Int(($1.0 * 1_000_000).rounded()), type: $1.1, code: $1.2, value: $1.3, line: $0 + 1)
        }
    }

    @Test("protocol B: only changed values, a new tracking id in a busy slot, SYN_DROPPED, and two devices")
    func protocolB() throws {
        let abs = EvdevEvent.absolute, syn = EvdevEvent.synchronization
        let screen = Self.events([
            (1.0, abs, EvdevEvent.mtTrackingID, 5), (1.0, abs, EvdevEvent.mtPositionX, 100),
            (1.0, abs, EvdevEvent.mtPositionY, 100), (1.0, syn, 0, 0),
            // Only Y changes: X is kept.
            (1.01, abs, EvdevEvent.mtPositionY, 200), (1.01, syn, 0, 0),
            // Slot 0 gets a new contact without a -1 first: the old one lifts, the new one goes down.
            (1.02, abs, EvdevEvent.mtTrackingID, 6), (1.02, abs, EvdevEvent.mtPositionX, 300), (1.02, syn, 0, 0),
            // Events were lost: the frame is thrown away and the finger cancelled.
            (1.03, abs, EvdevEvent.mtPositionX, 999), (1.03, syn, EvdevEvent.synDropped, 0), (1.04, syn, 0, 0),
        ])
        let pad = Self.events([
            (1.005, abs, EvdevEvent.mtSlot, 3), (1.005, abs, EvdevEvent.mtTrackingID, 1),
            (1.005, abs, EvdevEvent.mtPositionX, 1000), (1.005, abs, EvdevEvent.mtPositionY, 500), (1.005, syn, 0, 0),
            (1.05, abs, EvdevEvent.mtTrackingID, -1), (1.05, syn, 0, 0),
        ])
        let input = LinuxInputRecording(format: .libinputRecord,
                                        devices: [Self.device("screen", direct: true), Self.device("pad", direct: false)],
                                        events: [screen, pad], eventsFile: "two.yml")
        let recording = try LinuxInputImporter.recording(from: input, scene: nil, windowSize: CGSize(width: 800, height: 400))
        let summary = recording.samples.map { "\($0.timestamp.formatted(.number.precision(.fractionLength(3)))) \($0.phase) \($0.id) \(Int($0.location.x)),\(Int($0.location.y))" }
        // The screen (100×50 mm, 2:1) fills the 800×400 window; the pad is its own 100×50 mm = 378×189 pt, centred.
        #expect(summary == [
            "0.000 down 1 80,80",
            "0.005 down 2 589,294",
            "0.010 move 1 80,160",
            "0.020 up 1 80,160",
            "0.020 down 1 240,160",
            "0.040 cancel 1 240,160",
            "0.050 up 2 589,294",
        ])
    }

    @Test("an import past the time limit is refused on the line where it goes past, as a recording's t is")
    func timeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (text, line) = try LateEvemu.shiftedPinch()
        let path = try folder.write(Data(text.utf8), to: "late.evemu")
        let error = try #require(refusal(path))
        #expect(error.line == line, "\(error)")
        #expect(error.message.hasSuffix("s after the first event is beyond the limit of 1000000 s"), "\(error)")
        #expect(error.message.hasPrefix("time 500000"), "\(error)")
    }

    @Test("more than 64 contacts down at once are refused on the frame's line, as in a recording")
    func fingerLimit() throws {
        let abs = EvdevEvent.absolute, syn = EvdevEvent.synchronization
        var list: [(Double, Int, Int, Int)] = []
        for slot in 0..<100 {
            list += [(1.0, abs, EvdevEvent.mtSlot, slot), (1.0, abs, EvdevEvent.mtTrackingID, slot),
                     (1.0, abs, EvdevEvent.mtPositionX, slot * 10), (1.0, abs, EvdevEvent.mtPositionY, 100)]
        }
        list.append((1.0, syn, 0, 0))
        let input = LinuxInputRecording(format: .evemu, devices: [Self.device("screen", direct: true)],
                                        events: [Self.events(list)], eventsFile: "crowd.evemu")
        #expect(throws: RecordingError(file: "crowd.evemu", line: 401, message: "more than 64 fingers down at once",
                                   format: "evemu")) {
            try LinuxInputImporter.recording(from: input, scene: nil, windowSize: CGSize(width: 800, height: 400))
        }
        let fewer = LinuxInputRecording(format: .evemu, devices: [Self.device("screen", direct: true)],
                                        events: [Self.events(Array(list.suffix(64 * 4 + 1)))], eventsFile: "64.evemu")
        let recording = try LinuxInputImporter.recording(from: fewer, scene: nil, windowSize: CGSize(width: 800, height: 400))
        #expect(recording.samples.filter { $0.phase == .down }.count == 64)
    }

    @Test("--replay reads Linux input recordings directly; sandbox recordings are still parsed as before")
    func loadDetectsTheFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let imported = try LinuxInputImporter.load(path: Self.shipped("knob-circle.evemu"), windowSize: nil)
        #expect(imported.sources.first == .imported)
        let native = try LinuxInputImporter.load(path: Self.shipped("knob-quarter-turn.jsonl"), windowSize: nil)
        #expect(native.formatVersion == 1 && native.scene == "knob")
        let broken = try folder.write(Data("{\"format\":\"gesture-sandbox-recording\",\"version\":9,\"window\":[1,1]}\n".utf8),
                                      to: "broken.jsonl")
        #expect(throws: RecordingError.self) { try LinuxInputImporter.load(path: broken, windowSize: nil) }
    }
}
