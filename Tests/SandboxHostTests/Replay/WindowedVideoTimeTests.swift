import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxScenes
@testable import SandboxSession
import TestSupport
import Testing

/// Issue 37: a windowed `--video` drew every frame with the transport at 0.00 s, since the replay's clock there is
/// the video's, not the wall clock the transport follows while the window plays. Each frame now shows its own time.
@MainActor
@Suite("Windowed video time", .serialized)
struct WindowedVideoTimeTests {
    @Test("the transport of a windowed video's frames shows the replay's time, up to its end")
    func transportShowsTheFramesTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var options = SandboxOptions()
        options.replayPath = RepositoryFiles.recording("touch-test-drag.jsonl")
        options.size = CGSize(width: 320, height: 200)
        options.vsync = false
        options.settle = 0.1
        options.videoPath = folder.file("drag.mp4")
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                                 environment: ["SDL_VIDEODRIVER": "offscreen",
                                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"])
        let transport = try #require(app.transport)
        #expect(transport.statusText.hasSuffix("0.00 / \(String(format: "%.2f", transport.duration)) s"))
        try app.runVideo()
        let end = String(format: "%.2f", transport.duration)
        #expect(transport.statusText == "■ replay finished  \(end) / \(end) s", "\(transport.statusText)")
        #expect(app.window.clock.now >= transport.duration)
        #expect(FileManager.default.fileExists(atPath: folder.file("drag.mp4")))
    }
}
