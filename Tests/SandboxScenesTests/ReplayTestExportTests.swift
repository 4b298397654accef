import Foundation
import GestureKit
import GestureKitTesting
import GestureTuning
import SandboxScenes
import Testing
@testable import SandboxFormats

/// `gesture-sandbox export-test`, checked in process on every demo recording: the expectations it writes come from
/// `GestureLog.replaying` and `GestureLog.expectations`, and the generated file's `#expect` lines call the same
/// accessors `GestureLog.mismatches` calls, so a file "passes" exactly when `mismatches` is empty. Each recording's
/// expectations pass when replayed afresh from the script literal the file holds, fail when an expected state is
/// changed, and fail when the behaviour changes (a recognizer turned off; a tuning that changes an outcome).
/// The file it writes for one recording is the one `Examples/LassoSandbox` compiles and runs in a package of its own
/// (`make test-examples` checks it is byte for byte what `export-test` writes).
@MainActor
@Suite struct ReplayTestExportTests {
    nonisolated static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/recordings").standardizedFileURL

    nonisolated static let names = ((try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".evemu") || $0.hasSuffix(".yml") }.sorted()

    /// The scene of the recording built in a fresh window, as the generated file builds it; the controller to keep.
    static func window(for recording: Recording) throws -> (Window, AnyObject) {
        let window = Window(frame: CGRect(origin: .zero, size: recording.windowSize))
        let id = recording.scene ?? SceneCatalog.all[0].id
        if id == TouchTestScene.descriptor.id {
            return (window, TouchTestScene(window: window, services: .silent()))
        }
        return (window, try #require(SceneCatalog.install(id: id, in: window), "scene \(id)"))
    }

    static func load(_ name: String) throws -> Recording {
        try LinuxInputImporter.load(path: recordings.appendingPathComponent(name).path, windowSize: nil)
    }

    /// What `export-test` writes down for the recording (with `tuning`, as `--tuning` applies it).
    static func expectations(_ recording: Recording, tuning: Tuning? = nil) throws -> [RecognizerExpectation] {
        let (window, scene) = try window(for: recording)
        let log = GestureLog.replaying(TouchStream(samples: recording.samples), on: window) { window in
            tuning?.apply(to: window, catalog: .builtIn)
        }
        return withExtendedLifetime(scene) { log.expectations }
    }

    /// What the generated file's test finds: the scene built afresh, the touches read back from the file's script.
    static func generatedTestRun(_ recording: Recording, tuning: Tuning? = nil,
                                 change: (Window) -> Void = { _ in }) throws -> GestureLog {
        let script = TouchStream(samples: recording.samples).script(indent: "        ")
        let (window, scene) = try window(for: recording)
        change(window)
        let log = GestureLog.replaying(TouchStream(script: script), on: window) { window in
            tuning?.apply(to: window, catalog: .builtIn)
        }
        withExtendedLifetime(scene) {}
        return log
    }

    @Test func everyDemoRecordingIsCovered() {
        #expect(Self.names.count >= 14, "\(Self.names)")
    }

    @Test("the generated expectations pass as generated", arguments: names)
    func passesAsGenerated(_ name: String) throws {
        let recording = try Self.load(name)
        let expected = try Self.expectations(recording)
        let log = try Self.generatedTestRun(recording)
        #expect(log.mismatches(expected) == [])
        #expect(log.expectations == expected, "nothing else left possible either")
    }

    @Test("changing any expected state makes it fail", arguments: names)
    func failsWhenAStateIsChanged(_ name: String) throws {
        let recording = try Self.load(name)
        let expected = try Self.expectations(recording)
        let log = try Self.generatedTestRun(recording)
        for index in expected.indices {
            var edited = expected
            edited[index].state = edited[index].state == .ended ? .failed : .ended
            #expect(log.mismatches(edited).count == 1, "\(name): \(edited[index].recognizer)")
            edited = expected
            edited[index].actions += 1
            #expect(log.mismatches(edited).count == 1)
        }
    }

    @Test("a behaviour change makes it fail: the first recognizer that acted turned off", arguments: names)
    func failsWhenBehaviourChanges(_ name: String) throws {
        let recording = try Self.load(name)
        let expected = try Self.expectations(recording)
        guard let first = expected.first else { return }
        let log = try Self.generatedTestRun(recording) { window in
            Self.recognizers(in: window).filter { $0.name == first.recognizer }.forEach { $0.isEnabled = false }
        }
        #expect(!log.mismatches(expected).isEmpty, "\(name): \(first.recognizer) off")
    }

    @Test("a tuning that changes the outcome makes it fail; the same tuning written into the test passes")
    func tuningChangesTheOutcome() throws {
        let recording = try Self.load("gallery-tap-swipe-pan.jsonl")
        let expected = try Self.expectations(recording)
        // A swipe that needs 400 points and a pan that needs 100 before they begin: this recording's don't travel so far.
        let tuning = Tuning(values: ["swipe.minimumDistance": 400, "pan.hysteresis": 100])
        let tuned = try Self.generatedTestRun(recording, tuning: tuning)
        #expect(!tuned.mismatches(expected).isEmpty)
        let expectedWithTuning = try Self.expectations(recording, tuning: tuning)
        #expect(expectedWithTuning != expected)
        #expect(tuned.mismatches(expectedWithTuning) == [])
    }

    @Test("the file: products first, one expectation a line, the touches as a script literal")
    func fileText() throws {
        let recording = try Self.load("touch-test-drag.jsonl")
        let file = ReplayTestFile(
            source: "knob-quarter-turn.jsonl", command: "gesture-sandbox export-test knob-quarter-turn.jsonl",
            products: ["GestureKitTesting", "SandboxScenes"], imports: ["SandboxScenes"], size: recording.windowSize,
            sceneSetup: ["SceneCatalog.install(id: \"knob\", in: window)"], settle: 2,
            touches: TouchStream(samples: Array(recording.samples.prefix(2))),
            expectations: [RecognizerExpectation(recognizer: "rotation", state: .ended, actions: 3),
                           RecognizerExpectation(recognizer: "tap", state: .failed, actions: 0, reason: .tapMoved)])
        #expect(file.text.hasPrefix("// products: GestureKitTesting, SandboxScenes\n"))
        #expect(file.typeName == "KnobQuarterTurnReplayTests")
        for line in ["        SceneCatalog.install(id: \"knob\", in: window)",
                     "        let log = GestureLog.replaying(touches, on: window, settle: 2)",
                     "        #expect(log.finalState(of: \"rotation\") == .ended)",
                     "        #expect(log.actionCount(of: \"rotation\") == 3)",
                     "        #expect(log.finalState(of: \"tap\") == .failed)",
                     "        #expect(log.finalReason(of: \"tap\") == .tapMoved)",
                     "        t=0.1 down#1(640,400)"] {
            #expect(file.text.split(separator: "\n").contains(Substring(line)), "\(line)\n\(file.text)")
        }
    }

    /// Before the fix the name was cut at the first dot: knob-circle.evemu and knob-circle.libinput.yml (both
    /// demo recordings), like bug.v1.jsonl and bug.v2.jsonl, gave one type twice, and a test target holding both
    /// files didn't compile.
    @Test("the type's name keeps every part of the file name but its extension, and is a Swift identifier",
          arguments: [("knob-circle.evemu", "KnobCircleReplayTests"),
                      ("knob-circle.libinput.yml", "KnobCircleLibinputReplayTests"),
                      ("bug.v1.jsonl", "BugV1ReplayTests"), ("bug.v2.jsonl", "BugV2ReplayTests"),
                      ("9-lives.jsonl", "Recording9LivesReplayTests"), ("ünïcødé knob.jsonl", "ÜnïcødéKnobReplayTests"),
                      ("---.jsonl", "RecordingReplayTests"), ("dir/tap", "TapReplayTests")])
    func typeNames(_ source: String, _ expected: String) {
        let file = ReplayTestFile(source: source, command: "", products: [], imports: [], size: .zero,
                                  sceneSetup: [], settle: 0, touches: TouchStream(samples: []), expectations: [])
        #expect(file.typeName == expected)
    }

    /// Before the fix a line break in the file name went into the comment as it was, ending the comment: the rest of
    /// the name became code and the file didn't compile.
    @Test("a line break in the recording's name stays inside the comment")
    func lineBreakInName() {
        let file = ReplayTestFile(source: "two\nlines.jsonl", command: "gesture-sandbox export-test two\nlines.jsonl",
                                  products: ["GestureKitTesting"], imports: [], size: CGSize(width: 10, height: 10),
                                  sceneSetup: [], settle: 0, touches: TouchStream(samples: []), expectations: [])
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "// Written by `gesture-sandbox export-test two\\u{a}lines.jsonl`: the touches of "
                + "two\\u{a}lines.jsonl replayed on its scene at 10x10,")
        #expect(lines[2].hasPrefix("// expecting"))
        #expect(lines.contains("@Suite(\"two\\nlines.jsonl\")"))
        #expect(file.typeName == "TwoLinesReplayTests")
    }

    static func recognizers(in view: View) -> [GestureRecognizer] {
        view.gestureRecognizers + view.subviews.flatMap { recognizers(in: $0) }
    }
}
