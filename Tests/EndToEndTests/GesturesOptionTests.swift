import Foundation
import TestSupport
import Testing

/// Issue 26 through the real binary: `--gestures FILE` gives the Teach scene a templates file the scene saved (the one
/// the TaughtShapes example ships), a replayed ✓ is recognized by name with its score in the trace, and a bad file is
/// one line naming where it is bad, with the file left as it was.
@Suite("--gestures", .serialized)
struct GesturesOptionTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let savedTemplates = AppBinary.repository
        .appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json").path

    /// The last ✓ of the shipped teach recording, drawn in Try mode, as a recording of its own.
    func checkDrawing(in folder: TemporaryFolder) throws -> String {
        let lines = try String(contentsOfFile: AppBinary.recording("teach-check.jsonl"), encoding: .utf8)
            .split(separator: "\n").dropFirst()
            .drop { !$0.contains(#""type":"down","id":1,"x":600,"y":360"#) }
        #expect(!lines.isEmpty, "the teach recording no longer holds its last ✓")
        let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"teach"}"#
        let path = folder.file("check.jsonl")
        try ([header] + lines.map(String.init)).joined(separator: "\n").appending("\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test("a ✓ replayed against a saved templates file ends the template recognizer with the gesture's name and score")
    func savedTemplatesRecognize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let templates = folder.file("gestures.json")
        try FileManager.default.copyItem(atPath: Self.savedTemplates, toPath: templates)
        let before = try Data(contentsOf: URL(fileURLWithPath: templates))
        let result = try app.runBounded(["--headless", "--gestures", templates, "--replay", try checkDrawing(in: folder),
                                         "--trace", "-"], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderrLines)")
        let ended = result.stdoutText.split(separator: "\n")
            .filter { $0.contains(#""recognizer":"teach.template""#) && $0.contains(#""to":"ended""#) }
        #expect(ended.count == 1, "\(result.stdoutText.split(separator: "\n").filter { $0.contains("teach.template") })")
        #expect(ended.first?.contains(#""gesture":"check","score":0."#) == true, "\(ended)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: templates)) == before, "a replay must not rewrite the file")
    }

    @Test("a templates file with a bad point is one line naming its line, exit 1, and is left as it was")
    func badTemplatesFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let templates = folder.file("gestures.json")
        let text = """
            {"format": "gesture-sandbox-gestures", "version": 1, "gestures": [
              {"name": "check", "examples": [
                [[0, 0, 0], [10, "ten", 0.1]]
              ]}
            ]}

            """
        try text.write(toFile: templates, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["--headless", "--gestures", templates, "--scene", "teach"], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderrLines)")
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: ") == true)
        #expect(result.stderrLines.first?.contains("\(templates):3") == true, "\(result.stderrLines)")
        #expect(try String(contentsOfFile: templates, encoding: .utf8) == text)
    }
}
