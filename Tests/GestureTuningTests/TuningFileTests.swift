import Foundation
import GestureKit
import GestureTuning
import Testing
@testable import SandboxFormats

@MainActor
@Suite("Tuning files")
struct TuningFileTests {
    let tuning = Tuning(values: ["tap.allowableMovement": 8, "long-press.minimumPressDuration": 0.4,
                                 "edge-pan.hysteresis": 20, "pan.hysteresis": 12])

    func parse(_ text: String) throws -> Tuning {
        try TuningFile.parse(Data(text.utf8), file: "t.json", catalog: .builtIn)
    }

    @Test func jsonRoundTrips() throws {
        let json = TuningFile.json(tuning)
        #expect(json == """
            {
              "format": "gesture-sandbox-tuning",
              "version": 1,
              "values": {
                "edge-pan.hysteresis": 20,
                "long-press.minimumPressDuration": 0.4,
                "pan.hysteresis": 12,
                "tap.allowableMovement": 8
              }
            }

            """)
        #expect(try parse(json) == tuning)
        let radians = Tuning(values: ["rotation.minimumRotation": 7 * .pi / 180])
        #expect(try parse(TuningFile.json(radians)) == radians)
    }

    @Test func swiftSnippetSetsTheSameValuesSubclassesFirst() {
        #expect(TuningFile.swift(tuning, catalog: .builtIn) == """
            import Foundation
            import GestureKit

            /// Tuned in Gesture Sandbox: sets these values on a recognizer of the matching type.
            @MainActor
            func applyTuning(to recognizer: GestureRecognizer) {
                if let recognizer = recognizer as? TapGestureRecognizer {
                    recognizer.allowableMovement = 8  // default 45 pt
                } else if let recognizer = recognizer as? LongPressGestureRecognizer {
                    recognizer.minimumPressDuration = 0.4  // default 0.5 s
                } else if let recognizer = recognizer as? ScreenEdgePanGestureRecognizer {
                    recognizer.hysteresis = 20  // default 15 pt
                } else if let recognizer = recognizer as? PanGestureRecognizer {
                    recognizer.hysteresis = 12  // default 10 pt
                }
            }

            """)
    }

    @Test func malformedFilesAreRefusedNamingTheKey() {
        let header = #""format":"gesture-sandbox-tuning","version":1"#
        let cases: [(String, String)] = [
            (#"{\#(header),"values":{"tap.allowableMovment":8}}"#,
             #"tuning t.json: unknown key "tap.allowableMovment" (did you mean "tap.allowableMovement"?)"#),
            (#"{\#(header),"values":{"tap.allowableMovement":"8"}}"#, #"tuning t.json: key "tap.allowableMovement" must be a number"#),
            (#"{\#(header),"values":{"tap.allowableMovement":true}}"#, #"tuning t.json: key "tap.allowableMovement" must be a number"#),
            (#"{\#(header),"values":{"pan.hysteresis":-3}}"#, #"tuning t.json: key "pan.hysteresis" is -3, outside 0…100"#),
            (#"{\#(header),"values":[]}"#, #"tuning t.json: key "values" must be an object of parameter values"#),
            (#"{"format":"x","version":1,"values":{}}"#, #"tuning t.json: key "format" must be "gesture-sandbox-tuning""#),
            (#"{"format":"gesture-sandbox-tuning","version":2,"values":{}}"#, #"tuning t.json: key "version" must be 1"#),
            (#"{\#(header),"values":{},"colour":1}"#, #"tuning t.json: unknown key "colour" (expected format, version, values)"#),
            ("{\"format\":", "tuning t.json: line 1, column 11: not valid JSON (expected a value)"),
            ("[1]", "tuning t.json: expected a JSON object"),
        ]
        for (text, message) in cases {
            #expect(throws: TuningError(message)) { try parse(text) }
        }
        #expect(throws: TuningError("tuning /nowhere.json: can't read the file")) {
            try TuningFile.load(path: "/nowhere.json", catalog: .builtIn)
        }
    }
}
