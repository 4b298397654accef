import Foundation
import GestureKit
import Testing
@testable import SandboxFormats

@Suite("Recording writer")
struct RecordingWriterTests {
    @Test("writing and parsing again gives the same recording")
    func roundTrip() throws {
        var recording = Recording(windowSize: CGSize(width: 1280, height: 800), scene: "touch-test", samples: [
            TouchSample(id: 1, phase: .down, location: CGPoint(x: 100.125, y: 200), timestamp: 0),
            TouchSample(id: 2, phase: .down, location: CGPoint(x: 300, y: 200.5), timestamp: 0.016667),
            TouchSample(id: 1, phase: .move, location: CGPoint(x: 101, y: 199), timestamp: 0.033333),
            TouchSample(id: 1, phase: .up, location: CGPoint(x: 101, y: 199), timestamp: 0.5),
            TouchSample(id: 2, phase: .cancel, location: CGPoint(x: 300, y: 200.5), timestamp: 1.25),
        ])
        recording.formatVersion = 1
        let text = RecordingWriter.text(of: recording)
        #expect(try RecordingParser.parse(Data(text.utf8), file: "x") == recording)
        #expect(text.split(separator: "\n").first == #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}"#)
        #expect(text.split(separator: "\n")[1] == #"{"t":0,"type":"down","id":1,"x":100.125,"y":200}"#)
    }

    @Test("the streaming writer times samples from its start and matches the whole-file text")
    func streaming() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = RecordingWriter(output: try OutputFile(path: url.path), windowSize: CGSize(width: 10, height: 20),
                                     scene: nil, startTime: 5)
        writer.append(TouchSample(id: 1, phase: .down, location: CGPoint(x: 1, y: 2), timestamp: 5.5))
        writer.flush()
        writer.append(TouchSample(id: 1, phase: .up, location: CGPoint(x: 1, y: 2), timestamp: 6))
        writer.flush()
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == RecordingWriter.text(of: Recording(windowSize: CGSize(width: 10, height: 20), samples: [
            TouchSample(id: 1, phase: .down, location: CGPoint(x: 1, y: 2), timestamp: 0.5),
            TouchSample(id: 1, phase: .up, location: CGPoint(x: 1, y: 2), timestamp: 1),
        ])))
    }

    /// Issue 25 item 7: a recording started 2.5 s before its first touch replayed 2.5 s of nothing first.
    @Test("the wait before the first touch is trimmed to half a second; a shorter one is kept")
    func leadInTrimmed() throws {
        for (first, written) in [(3.0, 0.5), (0.25, 0.25)] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(at: url) }
            let writer = RecordingWriter(output: try OutputFile(path: url.path), windowSize: CGSize(width: 10, height: 20),
                                         scene: nil)
            writer.append(TouchSample(id: 1, phase: .down, location: CGPoint(x: 1, y: 2), timestamp: first))
            writer.append(TouchSample(id: 1, phase: .up, location: CGPoint(x: 1, y: 2), timestamp: first + 0.25))
            writer.flush()
            let recording = try RecordingParser.parse(contentsOf: url)
            #expect(recording.samples.map(\.timestamp) == [written, written + 0.25], "first touch at \(first) s")
        }
    }

    @Test("numbers are spelled deterministically", arguments: [
        (0.0, "0"), (-0.0, "0"), (1.5, "1.5"), (2, "2"), (0.1 + 0.2, "0.3"), (-0.0000001, "0"), (1e-6, "0.000001"),
        (1234567.25, "1234567.25"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(JSONNumber.string(value, digits: 6) == text)
    }
}
