import Foundation
import GestureKit
import GestureTuning
import SandboxHost
import SandboxScenes
import Testing
@testable import SandboxFormats
import SandboxSession

/// A tuning made in the panel, exported and loaded with `--tuning`, replays to the same trace; without it the same
/// recording gives another outcome.
@MainActor
@Suite("Tuning in replays", .serialized)
struct TuningReplayTests {
    static let scenes = [SceneDescriptor(id: MonkeyBananaScene.id, title: MonkeyBananaScene.title,
                                         hint: MonkeyBananaScene.hint) { window, services in
        MonkeyBananaScene(window: window, playSound: { services.playSound(named: $0) })
    }]

    /// A tap on the monkey whose finger slides 30 pt: a pan by default (10 pt hysteresis), so the tap, which
    /// requires the pans to fail, fails.
    static let recording = """
        {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"monkey-banana"}
        {"t":0.5,"type":"down","id":1,"x":410,"y":434}
        {"t":0.5167,"type":"move","id":1,"x":420,"y":434}
        {"t":0.5333,"type":"move","id":1,"x":430,"y":434}
        {"t":0.55,"type":"move","id":1,"x":440,"y":434}
        {"t":0.6,"type":"up","id":1,"x":440,"y":434}
        """

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gs-tuning-\(UUID().uuidString)-\(name)").path
    }

    func replay(_ recording: String, tuningPath: String? = nil, tune: (TuningPanelModel, Window) -> Void = { _, _ in })
        throws -> String {
        let trace = temporary("trace.jsonl")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = recording
        options.tracePath = trace
        options.settle = 0.5
        options.tuningPath = tuningPath
        let app = try SandboxApp(options: options, scenes: Self.scenes)
        tune(app.tuning, app.window)
        try app.run()
        return try String(contentsOfFile: trace, encoding: .utf8)
    }

    @Test func anExportedTuningReplaysToTheSameTraceAsTheTunedSession() throws {
        let recording = temporary("tap.jsonl"), exported = temporary("tuning.json")
        defer { [recording, exported].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try Self.recording.write(toFile: recording, atomically: true, encoding: .utf8)

        let untuned = try replay(recording)
        #expect(untuned.contains(#""recognizer":"monkey.tap","type":"TapGestureRecognizer","view":"monkey","from":"possible","to":"failed""#))
        #expect(untuned.contains(#""recognizer":"monkey.pan","type":"PanGestureRecognizer","view":"monkey","from":"possible","to":"began""#))

        let tuned = try replay(recording) { model, window in
            model.set("pan.hysteresis", to: 40, in: window)
            model.set("tap.allowableMovement", to: 35, in: window)
            try? TuningFile.json(model.tuning).write(toFile: exported, atomically: true, encoding: .utf8)
        }
        #expect(tuned.contains(#""recognizer":"monkey.tap","type":"TapGestureRecognizer","view":"monkey","from":"possible","to":"ended""#))
        #expect(!tuned.contains(#""recognizer":"monkey.pan","type":"PanGestureRecognizer","view":"monkey","from":"possible","to":"began""#))

        let loaded = try replay(recording, tuningPath: exported)
        #expect(loaded == tuned)
    }

    @Test func aBadTuningFileIsRefusedNamingTheKey() throws {
        let bad = temporary("bad.json")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        try #"{"format":"gesture-sandbox-tuning","version":1,"values":{"pan.hysteresis":"wide"}}"#
            .write(toFile: bad, atomically: true, encoding: .utf8)
        var options = SandboxOptions()
        options.headless = true
        options.tuningPath = bad
        #expect(throws: SandboxError("tuning \(bad): key \"pan.hysteresis\" must be a number")) {
            _ = try SandboxApp(options: options, scenes: Self.scenes)
        }
    }
}
