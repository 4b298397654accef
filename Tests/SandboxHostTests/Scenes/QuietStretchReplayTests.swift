import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
import SandboxScenes
import Testing
@testable import SandboxSession

/// The headless clock jumps over stretches where nothing can change, fingers down or not, and a run gives the same
/// trace as stepping every 1/60 s: on every demo recording, and with a finger held through a long press's timer.
@MainActor
@Suite("Headless clock over quiet stretches", .serialized)
struct QuietStretchReplayTests {
    static let scenes = SceneCatalog.all.map { type in
        SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
            type.init(window: window, playSound: { services.playSound(named: $0) })
        }
    } + [TouchTestScene.descriptor]

    static let recordingsFolder = RepositoryFiles.repository.appendingPathComponent("Assets/recordings")

    static var demoRecordings: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: recordingsFolder.path)) ?? []).sorted()
    }

    /// The trace of a headless replay of `path` and the frames it took.
    func replay(_ path: String, settle: TimeInterval = 2, skipping: Bool) throws -> (trace: String, frames: Int) {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("gs-quiet-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = path
        options.tracePath = trace
        options.settle = settle
        let app = try SandboxApp(options: options, scenes: Self.scenes)
        app.skipsQuietStretches = skipping
        try app.run()
        return (try String(contentsOfFile: trace, encoding: .utf8), app.framesStepped)
    }

    @Test("every demo recording's trace is byte-identical to stepping at 60 Hz")
    func demoRecordings() throws {
        #expect(Self.demoRecordings.count >= 9)
        for name in Self.demoRecordings {
            let path = Self.recordingsFolder.appendingPathComponent(name).path
            let jumped = try replay(path, skipping: true), stepped = try replay(path, skipping: false)
            #expect(jumped.trace == stepped.trace, "\(name)")
            #expect(jumped.trace.contains("\"delivery\""), "\(name)")
            #expect(jumped.frames <= stepped.frames, "\(name)")
        }
    }

    @Test("a finger held 30 s on the gallery: the long press fires at its exact time, the same trace in far fewer frames")
    func heldLongPress() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gs-held-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
            {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"gallery"}
            {"t":0.51,"type":"down","id":1,"x":550,"y":540}
            {"t":30.51,"type":"up","id":1,"x":550,"y":540}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let jumped = try replay(path, skipping: true), stepped = try replay(path, skipping: false)
        #expect(jumped.trace == stepped.trace)
        #expect(jumped.trace.contains(#"{"t":1.01,"recognizer":"gallery.long-press","type":"LongPressGestureRecognizer","#
                                      + #""view":"board","from":"possible","to":"began""#),
                "\(jumped.trace.split(separator: "\n").filter { $0.contains("long-press") }.prefix(3))")
        #expect(stepped.frames > 1_800)
        // A few frames at the events and the timer, and those of the feedback's animation.
        #expect(jumped.frames < 100, "\(jumped.frames) frames")
    }
}
