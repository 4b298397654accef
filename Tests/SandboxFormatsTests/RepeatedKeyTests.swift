import Foundation
import GestureTuning
import Testing
@testable import SandboxFormats

/// One rule for every JSON file the app reads (issue 21 item 11): a key given twice in one object is refused on its
/// line. Before, a tuning file used the first value unchecked (a negative distance passed) and a recording the last.
@MainActor
@Suite("Repeated keys")
struct RepeatedKeyTests {
    @Test func aTuningFileWithARepeatedKeyIsRefused() {
        let text = #"{"format":"gesture-sandbox-tuning","version":1,"values":{"pan.hysteresis":5,"pan.hysteresis":-5}}"#
        #expect(throws: TuningError(#"tuning t.json: line 1, column 77: key "pan.hysteresis" is repeated"#)) {
            try TuningFile.parse(Data(text.utf8), file: "t.json", catalog: .builtIn)
        }
    }

    @Test func aTuningFileThatIsNotJSONSaysWhere() {
        let text = "{\n  \"format\": \"gesture-sandbox-tuning\",\n  \"version\": 1\n  \"values\": {}\n}\n"
        #expect(throws: TuningError("tuning t.json: line 4, column 3: not valid JSON (expected ',' or '}')")) {
            try TuningFile.parse(Data(text.utf8), file: "t.json", catalog: .builtIn)
        }
    }

    @Test func aRecordingWithARepeatedKeyIsRefusedOnItsLine() {
        let text = """
            {"format":"gesture-sandbox-recording","version":1,"window":[100,100]}
            {"t":0.1,"type":"down","id":1,"x":3,"x":4,"y":5}
            """
        #expect(throws: RecordingError(file: "r.jsonl", line: 2, message: #"key "x" is repeated"#)) {
            try RecordingParser.parse(Data(text.utf8), file: "r.jsonl")
        }
    }

    @Test func aTraceWithARepeatedKeyIsRefusedOnItsLine() {
        let text = """
            {"format":"gesture-sandbox-trace","version":2}
            {"t":0.1,"t":0.2,"view":"v","delivery":"began","touches":1,"serials":[1]}
            """
        #expect(throws: TraceReader.ReadError(line: 2, message: #"column 10: key "t" is repeated"#)) {
            try TraceReader.parse(text)
        }
    }
}
