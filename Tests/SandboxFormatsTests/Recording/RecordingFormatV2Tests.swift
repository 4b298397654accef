import Foundation
import TestSupport
import GestureKit
import Testing
@testable import SandboxFormats

/// Format version 2: the header says what a bug report needs, events may carry pressure and source, and version 1
/// files are read and written back unchanged.
@Suite("Recording format v2")
struct RecordingFormatV2Tests {
    static let environment = RecordingEnvironment(
        app: "gesture-sandbox 0.9.0", sdlVersion: "2.26.5", videoDriver: "x11", renderer: "opengl", displayScale: 2,
        touchDevices: [RecordedTouchDevice(id: 11, name: "ELAN9008:00 04F3:2C82"),
                       RecordedTouchDevice(id: -1, name: "Wacom \"Pen\" \\ touch")])

    @Test("a v2 header and per-event pressure and source round-trip")
    func roundTrip() throws {
        let recording = Recording(
            windowSize: CGSize(width: 1280, height: 800), scene: "knob", samples: [
                TouchSample(id: 1, phase: .down, location: CGPoint(x: 10, y: 20), timestamp: 0, pressure: 0.25),
                TouchSample(id: 2, phase: .down, location: CGPoint(x: 30, y: 40), timestamp: 0.008),
                TouchSample(id: 1, phase: .move, location: CGPoint(x: 11, y: 21), timestamp: 0.016, pressure: 0.5),
                TouchSample(id: 1, phase: .up, location: CGPoint(x: 11, y: 21), timestamp: 0.1, pressure: 0),
                TouchSample(id: 2, phase: .cancel, location: CGPoint(x: 30, y: 40), timestamp: 0.2),
            ], environment: Self.environment, sources: [.touch, .simulated, .touch, .touch, nil])
        let text = RecordingWriter.text(of: recording)
        let lines = text.split(separator: "\n")
        #expect(lines[0] == #"{"format":"gesture-sandbox-recording","version":2,"window":[1280,800],"scene":"knob","app":"gesture-sandbox 0.9.0","sdl":"2.26.5","video":"x11","renderer":"opengl","scale":2,"devices":[{"id":11,"name":"ELAN9008:00 04F3:2C82"},{"id":-1,"name":"Wacom \"Pen\" \\ touch"}]}"#)
        #expect(lines[1] == #"{"t":0,"type":"down","id":1,"x":10,"y":20,"pressure":0.25,"source":"touch"}"#)
        #expect(lines[5] == #"{"t":0.2,"type":"cancel","id":2,"x":30,"y":40}"#)
        let parsed = try RecordingParser.parse(Data(text.utf8), file: "v2.jsonl")
        #expect(parsed == recording)
        #expect(RecordingWriter.text(of: parsed) == text)
    }

    @Test("sources start partway: earlier samples have none")
    func sourcesFromPartway() throws {
        let text = """
            {"format":"gesture-sandbox-recording","version":2,"window":[100,100]}
            {"t":0,"type":"down","id":1,"x":1,"y":1}
            {"t":0.1,"type":"up","id":1,"x":1,"y":1,"source":"mouse"}

            """
        let parsed = try RecordingParser.parse(Data(text.utf8), file: "x")
        #expect(parsed.sources == [nil, .mouse])
        #expect(parsed.environment == RecordingEnvironment())
    }

    @Test("v2 event fields are refused with the line when wrong", arguments: [
        (#"{"t":0,"type":"down","id":1,"x":1,"y":1,"pressure":1.5}"#, "\"pressure\" must be a number from 0 to 1, found 1.5"),
        (#"{"t":0,"type":"down","id":1,"x":1,"y":1,"pressure":"hard"}"#, "\"pressure\" must be a number from 0 to 1, found a string"),
        (#"{"t":0,"type":"down","id":1,"x":1,"y":1,"source":"pen"}"#, "unknown \"source\" \"pen\""),
        (#"{"t":0,"type":"down","id":1,"x":1,"y":1,"source":3}"#, "\"source\" must be a string"),
    ])
    func badEvent(_ line: String, _ message: String) {
        let text = #"{"format":"gesture-sandbox-recording","version":2,"window":[100,100]}"# + "\n" + line + "\n"
        do {
            _ = try RecordingParser.parse(Data(text.utf8), file: "bad.jsonl")
            Issue.record("parsed")
        } catch let error as RecordingError {
            #expect(error.line == 2)
            #expect(error.message.hasPrefix(message), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("in a v1 file the v2 keys are unknown keys, ignored")
    func version1IgnoresV2Keys() throws {
        let text = """
            {"format":"gesture-sandbox-recording","version":1,"window":[100,100],"sdl":3,"devices":"none"}
            {"t":0,"type":"down","id":1,"x":1,"y":1,"pressure":7,"source":"pen"}

            """
        let parsed = try RecordingParser.parse(Data(text.utf8), file: "x")
        #expect(parsed.formatVersion == 1 && parsed.sources.isEmpty && parsed.samples[0].pressure == nil)
    }

    /// Some shipped files were written by hand (`640.0`), so the check is the samples, not the bytes; files the app
    /// wrote come back byte for byte (`HeadlessRunTests.recordReplay`).
    @Test("every shipped v1 recording is written back as version 1 with the same samples")
    func shippedVersion1FilesAreUnchanged() throws {
        let folder = RepositoryFiles.repository.appendingPathComponent("Assets/recordings")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        var checked = 0
        for name in names {
            let url = folder.appendingPathComponent(name)
            let recording = try RecordingParser.parse(contentsOf: url)
            guard recording.formatVersion == 1 else { continue }
            let text = RecordingWriter.text(of: recording)
            #expect(text.hasPrefix(#"{"format":"gesture-sandbox-recording","version":1,"#), "\(name)")
            #expect(try RecordingParser.parse(Data(text.utf8), file: name) == recording, "\(name)")
            checked += 1
        }
        #expect(checked >= 9)
    }
}
