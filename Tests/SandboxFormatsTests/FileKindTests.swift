import Foundation
@testable import SandboxFormats
import TemplateRecognition
import Testing

/// Issue 35 point 4: one sniffing function tells each of the app's formats by its header, as the app writes them.
@Suite struct FileKindTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func kind(_ text: String) -> FileKind? { FileKind.detect(Data(text.utf8)) }

    @Test func theAppsOwnWritersAreToldApart() throws {
        #expect(kind(GestureTemplatesFile.json(TemplateSet())) == .gestures)
        #expect(kind(#"{"format":"gesture-sandbox-tuning","version":1,"values":{"tap.allowableMovement":8}}"#) == .tuning)
        #expect(kind(TraceFormat.header + "\n") == .trace)
        let recording = try String(contentsOf: Self.repository.appendingPathComponent("Assets/recordings/knob-quarter-turn.jsonl"),
                                   encoding: .utf8)
        #expect(kind(recording) == .recording)
        let gestures = Self.repository.appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json")
        #expect(FileKind.detect(path: gestures.path) == .gestures, "pretty-printed, its format on the second line")
        #expect(FileKind.detect(path: Self.repository.appendingPathComponent("Assets/recordings/knob-circle.evemu").path) == .evemu)
        #expect(FileKind.detect(path: Self.repository.appendingPathComponent("Assets/recordings/knob-circle.libinput.yml").path)
                == .libinputRecord)
        #expect(FileKind.detect(path: Self.repository.appendingPathComponent("Assets/images/banana.png").path) == .png)
    }

    @Test func otherJSONAndProse() {
        #expect(kind("{\"format\":\"someone-else\",\"version\":1}\n") == .otherJSON)
        #expect(kind("{\n  \"name\": \"x\"\n}\n") == .otherJSON)
        #expect(kind("{\"t\":0.5,\"type\":\"down\"}\n") == .recording, "JSON Lines naming no format: a recording's reader says what is wrong")
        #expect(kind("hello\n") == nil)
        #expect(kind("\u{FEFF}\n\n  " + TraceFormat.header + "\r\n") == .trace)
    }

    @Test func refusalsNameWhatTheFileIs() throws {
        let gestures = Self.repository.appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json").path
        #expect(FileKind.refusal(of: gestures, wanted: [.recording], as: "a recording")
                == "\(gestures) is a gestures file, not a recording: use --gestures")
        #expect(FileKind.refusal(of: gestures, wanted: [.gestures], as: "a gestures file") == nil)
        #expect(FileKind.refusal(of: "/nonexistent/x.jsonl", wanted: [.trace], as: "a trace") == nil,
                "a missing file is its reader's to report")
    }
}
