import Foundation
import GestureKit
@testable import SandboxHost
import Testing

@MainActor
@Suite("Replay seek", .serialized)
struct ReplaySeekTests {
    /// A windowed app (the offscreen driver stands in for a display) replaying the puck drag: windowed replays
    /// get the transport.
    func makeApp() throws -> SandboxApp {
        var options = SandboxOptions()
        options.replayPath = AppBinary.recording("touch-test-drag.jsonl")
        options.size = CGSize(width: 1280, height: 800)
        options.vsync = false
        return try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                              environment: ["SDL_VIDEODRIVER": "offscreen"])
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
