import Foundation
import GestureKit
import Testing
@testable import SandboxFormats

/// Issue 15, items 3–8 and 13: hostile or unlucky recordings are refused with one message naming the line, or
/// read as the user meant (CRLF); none crashes, and parsing is linear.
@Suite("Recording limits")
struct RecordingLimitTests {
    static let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800]}"#

    func error(_ text: String) -> RecordingError? {
        do {
            _ = try RecordingParser.parse(Data(text.utf8), file: "r.jsonl")
            return nil
        } catch {
            return error as? RecordingError
        }
    }

    @Test("a window of 2^31 points or more, or 1e308, is refused on its line (it trapped before)", arguments: [
        #"{"format":"gesture-sandbox-recording","version":1,"window":[3000000000,800]}"#,
        #"{"format":"gesture-sandbox-recording","version":1,"window":[1e308,800]}"#,
        #"{"format":"gesture-sandbox-recording","version":1,"window":[16385,800]}"#,
    ])
    func hugeWindow(_ header: String) {
        let error = error(header)
        #expect(error?.line == 1)
        #expect(error?.message.hasSuffix("is larger than 16384 points a side") == true, "\(String(describing: error))")
    }

    @Test("a window under 1 point a side is refused on its line, as --size is", arguments: [
        (#"{"format":"gesture-sandbox-recording","version":1,"window":[0.5,0.001]}"#, "window 0.5×0.001"),
        (#"{"format":"gesture-sandbox-recording","version":1,"window":[1e-300,5e-324]}"#, "window 1e-300×5e-324"),
        (#"{"format":"gesture-sandbox-recording","version":1,"window":[1280,0.9]}"#, "window 1280×0.9"),
    ])
    func tinyWindow(_ header: String, _ shown: String) throws {
        #expect(error(header) == RecordingError(file: "r.jsonl", line: 1,
                                                 message: "\(shown) is smaller than 1 point a side"))
        let smallest = try RecordingParser.parse(Data(#"{"format":"gesture-sandbox-recording","version":1,"window":[1,1]}"#.utf8),
                                                 file: "r.jsonl")
        #expect(smallest.windowSize == CGSize(width: 1, height: 1))
    }

    @Test("finger ids that don't fit 32 bits are refused, not truncated")
    func hugeIDs() {
        let error = error(Self.header + "\n" + #"{"t":0,"type":"down","id":4294967297,"x":1,"y":1}"#)
        #expect(error == RecordingError(file: "r.jsonl", line: 2, message: "\"id\" 4294967297 is outside -2147483648...2147483647"))
    }

    @Test("times beyond the limit are refused on their line")
    func hugeTimes() {
        for t in ["1e7", "1e308"] {
            let error = error(Self.header + "\n" + #"{"t":"# + t + #","type":"down","id":1,"x":1,"y":1}"#)
            #expect(error?.line == 2)
            #expect(error?.message.hasSuffix("is beyond the limit of 1000000 s") == true, "\(String(describing: error))")
        }
    }

    @Test("more than 64 fingers at once are refused on the line of the 65th")
    func tooManyFingers() {
        let downs = (1...65).map { #"{"t":0,"type":"down","id":"# + "\($0)" + #","x":1,"y":1}"# }
        let error = error(([Self.header] + downs).joined(separator: "\n"))
        #expect(error == RecordingError(file: "r.jsonl", line: 66, message: "more than 64 fingers down at once"))
    }

    @Test("CRLF line endings are read like LF")
    func crlf() throws {
        let text = [Self.header, #"{"t":0,"type":"down","id":1,"x":1,"y":1}"#, #"{"t":0.1,"type":"up","id":1,"x":1,"y":1}"#]
            .joined(separator: "\r\n") + "\r\n"
        let recording = try RecordingParser.parse(Data(text.utf8), file: "r.jsonl")
        #expect(recording.samples.map(\.phase) == [.down, .up])
    }

    @Test("a trailing comma, a byte-order mark mid-file and an unreadably small number are refused", arguments: [
        (#"{"t":0,"type":"down","id":1,"x":1,"y":1,}"#, "a trailing comma"),
        ("\u{FEFF}" + #"{"t":0,"type":"down","id":1,"x":1,"y":1}"#, "a byte-order mark in the middle of the file"),
        (#"{"t":0,"type":"down","id":1,"x":1e-400,"y":1}"#, "number 1e-400 is too small to read exactly; write 0"),
    ])
    func strictJSON(line: String, message: String) {
        #expect(error(Self.header + "\n" + line) == RecordingError(file: "r.jsonl", line: 2, message: message))
    }

    @Test("times going back are shown exactly, not rounded equal")
    func exactTimes() {
        let text = [Self.header, #"{"t":0.1000001,"type":"down","id":1,"x":1,"y":1}"#,
                    #"{"t":0.1,"type":"up","id":1,"x":1,"y":1}"#].joined(separator: "\n")
        #expect(error(text)?.message == "\"t\" goes back in time (0.1 after 0.1000001)")
    }

    @Test("an over-long line is refused on its line")
    func longLine() {
        let text = Self.header + "\n" + String(repeating: " ", count: 70_000) + "{}"
        #expect(error(text) == RecordingError(file: "r.jsonl", line: 2, message: "line longer than 65536 bytes"))
    }

    @Test("a leading byte-order mark is allowed")
    func leadingBOM() throws {
        let recording = try RecordingParser.parse(Data(("\u{FEFF}" + Self.header).utf8), file: "r.jsonl")
        #expect(recording.windowSize == CGSize(width: 1280, height: 800))
    }
}
