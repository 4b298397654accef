import Foundation
import GestureKit
import SandboxFormats
import TestSupport
import Testing

/// Hostile Linux input recordings (issue 21 items 4, 5 and 12): the format is told by content, the same for
/// `--replay` (`load`) and `import` (`recording(contentsOf:)`), and every refusal names the format, the line and what
/// is wrong — time going backwards, binary junk, YAML constructs libinput record never writes, degenerate axes.
@Suite("Linux input import, hostile files")
struct LinuxInputHostileTests {
    static func shippedText(_ name: String) throws -> String {
        try String(contentsOfFile: RepositoryFiles.recording(name), encoding: .utf8)
    }

    /// The refusal as `--replay` and as `import` print it; the test fails if the two differ.
    static func refusal(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        var replayed: String?, imported: String?
        do { _ = try LinuxInputImporter.load(path: path, windowSize: nil) } catch { replayed = "\(error)" }
        do { _ = try LinuxInputImporter.recording(contentsOf: path) } catch { imported = "\(error)" }
        #expect(replayed == imported, "--replay and import read \(path) differently", sourceLocation: sourceLocation)
        return replayed
    }

    /// 1-based number of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    // MARK: Item 5: detected by content

    @Test("CRLF line ends: libinput record and evemu read as with LF, through --replay and import alike", arguments: [
        "knob-circle.libinput.yml", "monkey-pinch.libinput.yml", "knob-circle.evemu", "monkey-pinch.evemu",
    ])
    func crlf(_ name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try LinuxInputImporter.recording(contentsOf: RepositoryFiles.recording(name))
        let text = try Self.shippedText(name).replacingOccurrences(of: "\n", with: "\r\n")
        let path = try folder.write(Data(text.utf8), to: name)
        #expect(Self.refusal(path) == nil)
        let replayed = try LinuxInputImporter.load(path: path, windowSize: nil)
        let imported = try LinuxInputImporter.recording(contentsOf: path)
        #expect(replayed.samples == original.samples)
        #expect(imported.samples == original.samples)
    }

    @Test("binary junk after a valid head is refused on its line, naming the format tried", arguments: [
        ("knob-circle.libinput.yml", "libinput record", 70), ("knob-circle.evemu", "evemu", 70),
        ("knob-circle.libinput.yml", "libinput record", 1102), ("knob-circle.evemu", "evemu", 925),
    ])
    func binaryJunk(_ name: String, _ format: String, _ after: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var lines = try Self.shippedText(name).split(separator: "\n", omittingEmptySubsequences: false).map { Data($0.utf8) }
        // PNG's signature and more: invalid UTF-8, a NUL, no line end for a while.
        lines.insert(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0xFF, 0xFE, 0x00, 0x1A, 0xC3, 0x28, 0x41]), at: after)
        let path = try folder.write(Data(lines.joined(separator: Data([0x0A]))), to: name)
        #expect(Self.refusal(path)
                == "\(path): \(format), line \(after + 1): a NUL byte: binary data, not text (a damaged or cut file?)")
        lines[after] = Data([0xC3, 0x28, 0x41, 0xFF])
        let invalid = try folder.write(Data(lines.joined(separator: Data([0x0A]))), to: name)
        #expect(Self.refusal(invalid)
                == "\(invalid): \(format), line \(after + 1): not UTF-8 text: binary data (a damaged or cut file?)")
    }

    @Test("YAML anchors, aliases, tags and block scalars are refused naming the construct, not read as no touches",
          arguments: [
              ("  events:", "  events: &frames", "a YAML anchor (\"&frames\"): libinput record writes none, so anchors and aliases aren't read; write the part out in full"),
              ("      54: [0, 2560, 0, 0, 15]", "      54: *x", "a YAML alias (\"*x\"): libinput record writes none, so anchors and aliases aren't read; write the part out in full"),
              ("  - evdev:\n    - [  0,  10000,", "  - evdev:\n    - &e [  0,  10000,", "a YAML anchor (\"&e\"): libinput record writes none, so anchors and aliases aren't read; write the part out in full"),
              ("    name: \"Gesture Sandbox virtual touchscreen\"", "    name: !!str Gesture", "a YAML tag (\"!!str\"): libinput record writes none"),
              ("    name: \"Gesture Sandbox virtual touchscreen\"", "    name: |", "a YAML block scalar (\"|\"): libinput record writes none"),
          ])
    func yamlConstructs(_ find: String, _ replace: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try Self.shippedText("knob-circle.libinput.yml")
        #expect(original.contains(find))
        let edited = original.replacingOccurrences(of: find, with: replace)
        let path = try folder.write(Data(edited.utf8), to: "anchor.libinput.yml")
        let line = try Self.line(of: replace.split(separator: "\n").last.map(String.init) ?? replace, in: edited)
        #expect(Self.refusal(path) == "\(path): libinput record, line \(line): \(message)")
    }

    @Test("a sandbox recording or a file of neither format given to import is refused saying which formats it tried")
    func neither() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let jsonl = RepositoryFiles.recording("knob-quarter-turn.jsonl")
        #expect(throws: RecordingError(file: jsonl, line: nil, message: "this is a gesture-sandbox recording already, "
                                       + "not a libinput record or evemu file: replay it with --replay, or check it with check")) {
            try LinuxInputImporter.recording(contentsOf: jsonl)
        }
        let prose = try folder.write(Data("# my notes\nhello: world\n".utf8), to: "notes.txt")
        #expect(throws: RecordingError(file: prose, line: nil, message: "not a libinput record (YAML starting "
                                       + "\"version: 1\") or evemu file (\"# EVEMU\", \"N:\", \"E:\" lines): its first "
                                       + "line says neither")) {
            try LinuxInputImporter.recording(contentsOf: prose)
        }
    }

    // MARK: Item 4: time going backwards

    @Test("time going backwards is refused on its line with both times, in evemu and libinput record alike",
          arguments: [
              // A lift dated early (it cut the stroke short and dropped the rest).
              ("knob-circle.evemu", "E: 1700000001.510000", "E: 1700000001.105000", "E: 1700000001.500000 0000",
               "1700000001.105000", "1700000001.500000", "evemu"),
              ("knob-circle.libinput.yml", "[  1, 510000,", "[  1, 105000,", "[  1, 500000,   0,",
               "1.105000", "1.500000", "libinput record"),
              // A frame dated before the first event (it was dropped).
              ("knob-circle.evemu", "E: 1700000000.010000 0000 0000 0000", "E: 1699999999.990000 0000 0000 0000",
               "E: 1700000000.010000 0003 0001", "1699999999.990000", "1700000000.010000", "evemu"),
          ])
    func timeBackwards(_ name: String, _ find: String, _ replace: String, _ previous: String, _ here: String,
                       _ before: String, _ format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try Self.shippedText(name)
        #expect(original.contains(find))
        let edited = original.replacingOccurrences(of: find, with: replace)
        let path = try folder.write(Data(edited.utf8), to: name)
        let line = try Self.line(of: replace, in: edited)
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let previousLine = try #require(lines[..<(line - 1)].lastIndex { $0.contains(previous) }) + 1
        #expect(Self.refusal(path) == "\(path): \(format), line \(line): time goes backwards: \(here) s here, after "
                + "\(before) s on line \(previousLine) (events must be in time order)")
    }

    // MARK: Item 12: degenerate device descriptions

    @Test("an axis with min = max or min > max is refused on its line", arguments: [
        ("knob-circle.evemu", "A: 35 0 4096 0 0 15", "A: 35 100 100 0 0 15", "evemu",
         "ABS_MT_POSITION_X's range, min 100 max 100, is a single value: min must be below max"),
        ("knob-circle.evemu", "A: 36 0 2560 0 0 15", "A: 36 2560 0 0 0 15", "evemu",
         "ABS_MT_POSITION_Y's range, min 2560 max 0, runs backwards: min must be below max"),
        ("knob-circle.libinput.yml", "      53: [0, 4096, 0, 0, 15]", "      53: [4096, 4096, 0, 0, 15]", "libinput record",
         "ABS_MT_POSITION_X's range, min 4096 max 4096, is a single value: min must be below max"),
        ("knob-circle.libinput.yml", "      58: [0, 255, 0, 0, 0]", "      58: [255, 0, 0, 0, 0]", "libinput record",
         "ABS_MT_PRESSURE's range, min 255 max 0, runs backwards: min must be below max"),
    ])
    func degenerateAxis(_ name: String, _ find: String, _ replace: String, _ format: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try Self.shippedText(name)
        #expect(original.contains(find))
        let edited = original.replacingOccurrences(of: find, with: replace)
        let path = try folder.write(Data(edited.utf8), to: name)
        let line = try Self.line(of: replace, in: edited)
        #expect(Self.refusal(path)
                == "\(path): \(format), line \(line): device \"Gesture Sandbox virtual touchscreen\": \(message)")
    }

    @Test("a slot beyond the device's own slot range is refused on the event's line")
    func slotBeyondRange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = try Self.shippedText("monkey-pinch.evemu")
        let edited = original.replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: "A: 2f 0 0 0 0 0")
        let path = try folder.write(Data(edited.utf8), to: "pinch.evemu")
        let slotOne = try Self.line(of: "0003 002f 0001", in: edited)
        let axis = try Self.line(of: "A: 2f 0 0 0 0 0", in: edited)
        #expect(Self.refusal(path) == "\(path): evemu, line \(slotOne): ABS_MT_SLOT 1 is beyond the device's own "
                + "slots 0...0 (line \(axis))")
    }
}
