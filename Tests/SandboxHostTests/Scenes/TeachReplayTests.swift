import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
import SandboxScenes
import TemplateRecognition
import Testing
@testable import SandboxSession

/// Issue 26's "done when": a gesture taught in the Teach scene (pushed finger events: the shipped demo recording
/// teaches a ✓ from nothing and tries it) is recognized there, and, saved, is recognized again when the app starts
/// with it as `--gestures` would (the library loaded from the file) and replays a drawing; the trace's `ended` row
/// names the gesture and its score. The screenshots at 1280×800 and 640×400 are the docs' pictures of the scene.
@MainActor
@Suite("Teach scene replayed", .serialized)
struct TeachReplayTests {
    static let descriptor = SceneDescriptor(id: TeachScene.id, title: TeachScene.title, hint: TeachScene.hint) { window, services in
        TeachScene(window: window, playSound: { services.playSound(named: $0) })
    }
    static let recording = RepositoryFiles.recording("teach-check.jsonl")

    /// A headless run of `recording` in the Teach scene; the trace's lines.
    func run(_ recording: String, size: CGSize? = nil, screenshot: String? = nil) throws -> (SandboxApp, [String]) {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("gs-teach-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = recording
        options.tracePath = trace
        options.settle = 0.5
        options.size = size
        options.screenshotPath = screenshot
        let app = try SandboxApp(options: options, scenes: [Self.descriptor])
        try app.run()
        return (app, try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    func endedRows(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(#""recognizer":"teach.template""#) && $0.contains(#""to":"ended""#) }
    }

    @Test func aGestureTaughtByFingersIsRecognizedThenAndFromItsSavedFile() throws {
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("gs-taught-\(UUID().uuidString).json").path
        defer {
            try? FileManager.default.removeItem(atPath: saved)
            GestureLibrary.shared = GestureLibrary()
        }
        GestureLibrary.keepsTaughtGestures = false
        GestureLibrary.shared = GestureLibrary(path: saved)
        let (app, lines) = try run(Self.recording)
        let ended = endedRows(lines)
        #expect(ended.count == 1, "\(lines.filter { $0.contains("teach.template") })")
        #expect(ended.first?.contains(#""gesture":"check","score":0."#) == true, "\(ended)")
        let scene = try #require(app.window.viewWithName("teach-scene") as? TeachScene)
        #expect(scene.library.templates.gestures.map(\.name) == ["check"])
        #expect(scene.library.templates.gestures.first?.examples.count == 3)
        scene.save()
        #expect(GestureLibrary.shared.templates.isEmpty, "a replay works on a copy")

        // As `--gestures FILE` does: the library from the file; the Teach scene then opens in Try mode.
        GestureLibrary.shared = try GestureLibrary.open(path: saved)
        #expect(GestureLibrary.shared.templates.gestures.first?.examples.count == 3)
        let drawing = FileManager.default.temporaryDirectory.appendingPathComponent("gs-check-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: drawing) }
        let lastCheck = try String(contentsOfFile: Self.recording, encoding: .utf8).split(separator: "\n").suffix(from: 1)
            .drop { !$0.contains(#""type":"down","id":1,"x":600,"y":360"#) }
        let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"teach"}"#
        try ([header] + lastCheck.map(String.init)).joined(separator: "\n").write(toFile: drawing, atomically: true, encoding: .utf8)
        let (replayed, again) = try run(drawing, screenshot: ScreenshotFolder.path("gesture-sandbox-teach-1280x800.png"))
        #expect(endedRows(again).count == 1, "\(again.filter { $0.contains("teach.template") })")
        #expect(endedRows(again).first?.contains(#""gesture":"check","score":0."#) == true)
        let tried = try #require(replayed.window.viewWithName("teach-scene") as? TeachScene)
        #expect(tried.mode == .tryIt)
        #expect(tried.resultLabel.text.hasPrefix("✓ check 0."))
    }

    @Test func theSceneFitsASmallWindow() throws {
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("gs-taught-\(UUID().uuidString).json").path
        defer {
            try? FileManager.default.removeItem(atPath: saved)
            GestureLibrary.shared = GestureLibrary()
        }
        GestureLibrary.keepsTaughtGestures = false
        GestureLibrary.shared = GestureLibrary(path: saved)
        let shot = try ScreenshotFolder.path("gesture-sandbox-teach-640x400.png")
        let (app, lines) = try run(Self.recording, size: CGSize(width: 640, height: 400), screenshot: shot)
        #expect(endedRows(lines).count == 1, "the recording's points, zoomed to fit, still teach and recognize")
        let pixels = try app.renderer.readPixels()
        #expect(pixels.width == 640)
        print("Teach screenshots: \(shot) and gesture-sandbox-teach-1280x800.png beside it")
    }
}
