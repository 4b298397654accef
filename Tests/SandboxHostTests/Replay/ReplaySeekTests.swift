import CSDL2
import Foundation
import TestSupport
import GestureKit
import SandboxInspector
@testable import SandboxHost
import Testing
@testable import SandboxFormats
import SandboxScenes
@testable import SandboxSession

@MainActor
@Suite("Replay seek", .serialized)
struct ReplaySeekTests {
    /// A windowed app (the offscreen driver stands in for a display) replaying the puck drag: windowed replays
    /// get the transport.
    func makeApp() throws -> SandboxApp {
        try WindowedReplay.app("touch-test-drag.jsonl", size: CGSize(width: 1280, height: 800))
    }

    /// A one-minute recording in the touch-test scene: a tap on pad-1 ending each second (0.9-1.0 s, …, 59.9-60 s)
    /// and every 10 s a half-second drag across pad-2 with a move each 1/60 s; idle between.
    static func oneMinuteRecording() -> String {
        var lines = [#"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}"#]
        func event(_ t: Double, _ type: String, _ id: Int, _ x: Double, _ y: Double) -> String {
            String(format: #"{"t":%.4f,"type":"%@","id":%d,"x":%.1f,"y":%.1f}"#, t, type, id, x, y)
        }
        var events: [(Double, String)] = []
        for second in 0..<60 {
            events.append((Double(second) + 0.9, event(Double(second) + 0.9, "down", 1, 300, 200)))
            events.append((Double(second) + 1.0, event(Double(second) + 1.0, "up", 1, 300, 200)))
        }
        for start in stride(from: 0.2, to: 60, by: 10) {
            events.append((start, event(start, "down", 2, 800, 150)))
            for step in 1...30 {
                let t = start + Double(step) / 60
                events.append((t, event(t, step == 30 ? "up" : "move", 2, 800 + Double(step) * 10, 150)))
            }
        }
        lines += events.sorted { $0.0 < $1.0 }.map(\.1)
        return lines.joined(separator: "\n") + "\n"
    }

    func makeApp(replaying path: String) throws -> SandboxApp {
        var options = SandboxOptions()
        options.replayPath = path
        options.size = CGSize(width: 1280, height: 800)
        options.vsync = false
        return try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                              environment: ["SDL_VIDEODRIVER": "offscreen"])
    }

    func label(_ name: String, in app: SandboxApp) -> String? {
        (app.window.viewWithName(name) as? Label)?.text
    }

    @Test("seeking to the end of a one-minute recording delivers every touch of it, whatever was seeked before")
    func seekOneMinute() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-seek-\(UUID().uuidString).jsonl")
        try Self.oneMinuteRecording().write(to: folder, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try makeApp(replaying: folder.path)
        let before = app.framesStepped
        try app.seek(to: 60)
        #expect(app.window.clock.now == 60)
        // Each event, 60 Hz while a finger is down, and the idle stretches between jumped over: not 3,600 frames.
        #expect(app.framesStepped - before < 1_000, "\(app.framesStepped - before) frames stepped")
        #expect(label("pad-1.label", in: app) == "began 60 · moved 0 · ended 60 · cancelled 0")
        #expect(label("pad-2.label", in: app) == "began 6 · moved 174 · ended 6 · cancelled 0")
        let atEnd = ViewDump.text(of: app.window)
        try app.seek(to: 30.95)
        #expect(label("pad-1.label", in: app) == "began 31 · moved 0 · ended 30 · cancelled 0",
                "the tap due at 30.9 s is down at 30.95 s")
        try app.seek(to: 60)
        #expect(ViewDump.text(of: app.window) == atEnd)
    }

    @Test("a seek cancels the fingers down with cause seek, and the trace marks where times start again at 0")
    func seekInTheTrace() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("gs-seek-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        var options = SandboxOptions()
        options.replayPath = RepositoryFiles.recording("touch-test-drag.jsonl")
        options.size = CGSize(width: 1280, height: 800)
        options.vsync = false
        options.tracePath = trace.path
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                                 environment: ["SDL_VIDEODRIVER": "offscreen"])
        try app.frame(wall: 0)
        try app.frame(wall: 0.3)
        try app.seek(to: 0.2)
        try app.frame(wall: 0.31)
        // Closing the window ends the run at its first frame, which writes the trace out.
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        push(quit)
        try app.run()
        let text = try String(contentsOf: trace, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let cancel = try #require(lines.firstIndex { $0.contains(#""note":"cancelled: seek""#) }, "\(text)")
        let mark = try #require(lines.firstIndex { $0.hasPrefix(#"{"seek":0.2,"from":0.3,"#) }, "\(text)")
        #expect(cancel < mark, "the old run's fingers are cancelled, then the mark")
        #expect(lines[mark + 1].hasPrefix(#"{"t":0.1,"#), "the re-run starts again from the first touch: \(lines[mark + 1])")
        #expect(!text.contains("scene-switch"))
        // The timeline command reads on from the mark: one touch, as in the re-run.
        let events = try TraceReader.parse(text)
        #expect(events.allSatisfy { $0.time >= 0.1 })
        let began = events.filter { if case .delivery(let d) = $0, d.kind == .began { true } else { false } }
        #expect(began.count == 1)
    }

    @Test("seeking re-runs the replay from the start: the same time gives the same views, whatever came before")
    func seekIsDeterministic() throws {
        let app = try makeApp()
        try app.seek(to: 0.4)
        #expect(app.window.clock.now == 0.4)
        let atFourTenths = ViewDump.text(of: app.window)
        try app.seek(to: 0.6)
        let later = ViewDump.text(of: app.window)
        #expect(later != atFourTenths, "the puck moved on between 0.4 and 0.6 s")
        try app.seek(to: 0.4)
        #expect(ViewDump.text(of: app.window) == atFourTenths)
        try app.seek(to: 0)
        #expect(app.window.clock.now == 0)
        #expect(ViewDump.text(of: app.window) != atFourTenths)
        try app.seek(to: 0.4)
        #expect(ViewDump.text(of: app.window) == atFourTenths)
        #expect(atFourTenths.contains(#""text": "began 0 · moved 0 · ended 0 · cancelled 0""#))
    }
}
