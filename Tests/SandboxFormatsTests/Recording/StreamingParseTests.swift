import Foundation
import TestSupport
import GestureKit
import Testing
@testable import SandboxFormats

/// A recording file is read in 1 MiB chunks and parsed line by line as it arrives: the result and every error, line
/// number included, are what parsing the whole text at once gives, wherever a chunk's end cuts a line.
@Suite("Streaming recording parse")
struct StreamingParseTests {
    static let header = #"{"format":"gesture-sandbox-recording","version":2,"window":[1280,800]}"#

    /// Enough events to cross a few chunk boundaries, each line a different length so the cuts fall anywhere.
    static func events(_ count: Int) -> [String] {
        var lines = [#"{"t":0,"type":"down","id":1,"x":400,"y":300,"source":"touch"}"#]
        for index in 1..<count {
            lines.append(#"{"t":\#(Double(index) / 120),"type":"move","id":1,"x":\#(400 + index % 97),"y":300.5,"pressure":0.5}"#)
        }
        return lines
    }

    func both(_ text: String) throws -> (streamed: Result<Recording, RecordingError>, whole: Result<Recording, RecordingError>) {
        let path = RepositoryFiles.temporaryPath("stream.jsonl")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let streamed = Result { try RecordingParser.parse(contentsOf: URL(fileURLWithPath: path)) }.mapError { $0 as! RecordingError }
        let whole = Result { try RecordingParser.parse(Data(text.utf8), file: path) }.mapError { $0 as! RecordingError }
        return (streamed, whole)
    }

    @Test("a 3 MB recording streamed gives the same samples and sources as the whole text, CRLF too")
    func sameRecording() throws {
        for ending in ["\n", "\r\n"] {
            let text = ([Self.header] + Self.events(48_000)).joined(separator: ending) + ending
            #expect(text.utf8.count > 3 * RecordingParser.chunkSize)
            let (streamed, whole) = try both(text)
            let recording = try streamed.get()
            #expect(recording.samples == (try whole.get()).samples)
            #expect(recording.sources == (try whole.get()).sources)
            #expect(recording.samples.count == 48_000)
        }
    }

    @Test("an error on each line around a chunk's end names the same line and words as the whole text")
    func sameErrors() throws {
        let lines = [Self.header] + Self.events(20_000)
        var offset = 0
        let boundary = lines.firstIndex { line in
            offset += line.utf8.count + 1
            return offset > RecordingParser.chunkSize
        }!
        for broken in boundary - 1...boundary + 1 {
            for fault in [#"{"t":0.001,"type":"move","id":1,"x":1,"y":1}"#, #"{"t":1,"type":"up","id":7,"x":1,"y":1}"#,
                          "{\"t\":1,", String(repeating: " ", count: 70_000) + "{}", "\u{FEFF}{}"] {
                var copy = lines
                copy[broken] = fault
                let (streamed, whole) = try both(copy.joined(separator: "\n"))
                guard case .failure(let expected) = whole else { Issue.record("line \(broken + 1) accepted"); continue }
                #expect(expected.line == broken + 1, "\(expected)")
                #expect(streamed == whole, "\(streamed) vs \(expected)")
            }
        }
    }

    @Test("a last line without its newline, an empty file and a BOM at the start read as before")
    func edges() throws {
        let (last, _) = try both(Self.header + "\n" + Self.events(3).joined(separator: "\n"))
        #expect((try last.get()).samples.count == 3)
        let (empty, wholeEmpty) = try both("")
        #expect(empty == wholeEmpty)
        let (bom, _) = try both("\u{FEFF}" + Self.header + "\n")
        #expect((try bom.get()).windowSize == CGSize(width: 1280, height: 800))
    }
}
