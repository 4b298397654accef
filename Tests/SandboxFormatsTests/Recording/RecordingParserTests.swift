import Foundation
import GestureKit
import Testing
@testable import SandboxFormats

@Suite("Recording format v1")
struct RecordingParserTests {
    static let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800]}"#

    func parse(_ lines: [String]) throws -> Recording {
        try RecordingParser.parse(Data(lines.joined(separator: "\n").utf8), file: "demo.jsonl")
    }

    func error(_ lines: [String]) -> RecordingError? {
        do {
            _ = try parse(lines)
            return nil
        } catch let error as RecordingError {
            return error
        } catch {
            return nil
        }
    }

    @Test("a valid file: header, scene, events, unknown keys ignored, blank lines skipped")
    func valid() throws {
        let recording = try parse([
            #"{"format":"gesture-sandbox-recording","version":1,"window":[640,400],"scene":"knob","by":"me"}"#,
            #"{"t":0,"type":"down","id":1,"x":10,"y":20.5,"pressure":1}"#,
            "",
            #"{"t":0.25,"type":"move","id":1,"x":15,"y":20.5}"#,
            #"{"t":0.25,"type":"down","id":2,"x":100,"y":100}"#,
            #"{"t":0.5,"type":"up","id":1,"x":15,"y":20.5}"#,
            #"{"t":0.75,"type":"cancel","id":2,"x":100,"y":100}"#,
            "",
        ])
        #expect(recording.windowSize == CGSize(width: 640, height: 400))
        #expect(recording.scene == "knob")
        #expect(recording.samples == [
            TouchSample(id: 1, phase: .down, location: CGPoint(x: 10, y: 20.5), timestamp: 0),
            TouchSample(id: 1, phase: .move, location: CGPoint(x: 15, y: 20.5), timestamp: 0.25),
            TouchSample(id: 2, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0.25),
            TouchSample(id: 1, phase: .up, location: CGPoint(x: 15, y: 20.5), timestamp: 0.5),
            TouchSample(id: 2, phase: .cancel, location: CGPoint(x: 100, y: 100), timestamp: 0.75),
        ])
        #expect(recording.duration == 0.75)
    }

    @Test("a header alone is a valid, empty recording without a scene")
    func headerOnly() throws {
        let recording = try parse([Self.header])
        #expect(recording.samples.isEmpty)
        #expect(recording.scene == nil)
    }

    @Test("an empty file is an error")
    func empty() {
        #expect(error([""])?.message.hasPrefix("empty recording") == true)
        #expect(error(["", "  "])?.line == nil)
    }

    @Test("every kind of bad header names line 1", arguments: [
        ("not json", "not valid JSON"),
        ("[1,2]", "expected a JSON object, found an array"),
        (#"{"version":1,"window":[1,1]}"#, "not a recording header"),
        (#"{"format":"something-else","version":1,"window":[1,1]}"#, "not a recording header"),
        (#"{"format":"gesture-sandbox-recording","window":[1,1]}"#, "header needs \"version\":1"),
        (#"{"format":"gesture-sandbox-recording","version":"1","window":[1,1]}"#, "header needs \"version\":1"),
        (#"{"format":"gesture-sandbox-recording","version":3,"window":[1,1]}"#, "unsupported version 3"),
        (#"{"format":"gesture-sandbox-recording","version":1.5,"window":[1,1]}"#, "unsupported version 1.5"),
        (#"{"format":"gesture-sandbox-recording","version":2,"window":[1,1],"sdl":2}"#, "\"sdl\" must be a string"),
        (#"{"format":"gesture-sandbox-recording","version":2,"window":[1,1],"scale":0}"#, "\"scale\" must be a number in (0, 16]"),
        (#"{"format":"gesture-sandbox-recording","version":2,"window":[1,1],"devices":{}}"#, "\"devices\" must be an array"),
        (#"{"format":"gesture-sandbox-recording","version":2,"window":[1,1],"devices":[{"id":1}]}"#, "\"devices\"[0] must be"),
        (#"{"format":"gesture-sandbox-recording","version":1}"#, "header needs \"window\""),
        (#"{"format":"gesture-sandbox-recording","version":1,"window":[1]}"#, "header needs \"window\""),
        (#"{"format":"gesture-sandbox-recording","version":1,"window":[0,5]}"#, "header needs \"window\""),
        (#"{"format":"gesture-sandbox-recording","version":1,"window":["a",5]}"#, "header needs \"window\""),
        (#"{"format":"gesture-sandbox-recording","version":1,"window":[5,5],"scene":3}"#, "\"scene\" must be a string"),
    ])
    func badHeader(_ line: String, _ message: String) {
        let error = error([line, #"{"t":0,"type":"down","id":1,"x":1,"y":1}"#])
        #expect(error?.line == 1)
        #expect(error?.file == "demo.jsonl")
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test("every kind of bad event names its line", arguments: [
        (#"{"t":0,"type":"down","id":1,"x":1,"y":1"#, "not valid JSON"),
        ("42", "expected a JSON object, found a number"),
        (#"{"type":"down","id":1,"x":1,"y":1}"#, "missing \"t\""),
        (#"{"t":"0","type":"down","id":1,"x":1,"y":1}"#, "\"t\" must be a number, found a string"),
        (#"{"t":-1,"type":"down","id":1,"x":1,"y":1}"#, "\"t\" must not be negative"),
        (#"{"t":0,"id":1,"x":1,"y":1}"#, "missing \"type\""),
        (#"{"t":0,"type":5,"id":1,"x":1,"y":1}"#, "\"type\" must be a string, found a number"),
        (#"{"t":0,"type":"press","id":1,"x":1,"y":1}"#, "unknown \"type\" \"press\""),
        (#"{"t":0,"type":"down","x":1,"y":1}"#, "missing \"id\""),
        (#"{"t":0,"type":"down","id":true,"x":1,"y":1}"#, "\"id\" must be a number, found a boolean"),
        (#"{"t":0,"type":"down","id":1.5,"x":1,"y":1}"#, "\"id\" must be an integer"),
        (#"{"t":0,"type":"down","id":1,"y":1}"#, "missing \"x\""),
        (#"{"t":0,"type":"down","id":1,"x":null,"y":1}"#, "\"x\" must be a number, found null"),
        (#"{"t":0,"type":"down","id":1,"x":1}"#, "missing \"y\""),
        (#"{"t":0,"type":"down","id":1,"x":1,"y":[1]}"#, "\"y\" must be a number, found an array"),
        (#"{"t":0.3,"type":"move","id":9,"x":1,"y":1}"#, "finger 9 is not down"),
        (#"{"t":0.3,"type":"up","id":9,"x":1,"y":1}"#, "finger 9 is not down"),
        (#"{"t":0.3,"type":"cancel","id":9,"x":1,"y":1}"#, "finger 9 is not down"),
        (#"{"t":0.5,"type":"down","id":1,"x":1,"y":1}"#, "finger 1 is already down"),
        (#"{"t":0.1,"type":"up","id":1,"x":1,"y":1}"#, "\"t\" goes back in time (0.1 after 0.2)"),
    ])
    func badEvent(_ line: String, _ message: String) {
        let error = error([Self.header, #"{"t":0.2,"type":"down","id":1,"x":1,"y":1}"#, "", line])
        #expect(error?.line == 4)
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("demo.jsonl:4: ") == true)
    }

    @Test("a file that can't be read is named, and why")
    func unreadable() throws {
        #expect(throws: RecordingError(file: "/nonexistent/x.jsonl", line: nil, message: "can't read the file: no such file")) {
            try RecordingParser.parse(contentsOf: URL(fileURLWithPath: "/nonexistent/x.jsonl"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RecordingError(file: folder.path, line: nil, message: "can't read the file: it is a directory")) {
            try RecordingParser.parse(contentsOf: URL(fileURLWithPath: folder.path))
        }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: RecordingError(file: fifo, line: nil,
                                       message: "can't read the file: it is a FIFO (save the recording to a file first)")) {
            try RecordingParser.parse(contentsOf: URL(fileURLWithPath: fifo))
        }
    }

    @Test("non-UTF-8 bytes and UTF-16 are errors naming the line")
    func notUTF8() {
        #expect(throws: RecordingError(file: "bin", line: 1, message: "UTF-16 text; recordings are UTF-8")) {
            try RecordingParser.parse(Data([0xFF, 0xFE, 0x00]), file: "bin")
        }
        let utf16 = Data("{\"t\":1}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(throws: RecordingError(file: "bin", line: 1, message: "a NUL byte (UTF-16 text?); recordings are UTF-8")) {
            try RecordingParser.parse(utf16, file: "bin")
        }
        var bytes = Data((Self.header + "\n").utf8)
        bytes.append(contentsOf: [0x7B, 0xC3, 0x28, 0x7D, 0x0A])
        #expect(throws: RecordingError(file: "bin", line: 2, message: "not UTF-8 text")) {
            try RecordingParser.parse(bytes, file: "bin")
        }
    }
}
