import CSDL2
import Foundation
import TestSupport
import SandboxScenes
import GestureKit
@testable import SandboxHost
@testable import SandboxSession
import Testing
@testable import SandboxChrome

/// Issue 39 item 3 through SDL's queue and the frame loop: F7, a panel added with one file and one line, opens on its
/// key with no change to the host's key mapping and closes on Esc; `--panels F7` opens it.
@MainActor
@Suite("An added panel's key through SDL events", .serialized)
struct AddedPanelKeyTests {
    @Test func f7OpensTheRecognizerListAndEscClosesIt() throws {
        let app = try WindowedReplay.app("touch-test-drag.jsonl", size: CGSize(width: 640, height: 400))
        let list = try #require(app.chrome.added.first as? RecognizerListLayer)
        #expect(!list.isVisible)
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_F7))
        try app.frame(wall: 0)
        #expect(list.isVisible)
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_ESCAPE))
        try app.frame(wall: 0.01)
        #expect(!list.isVisible && !app.quitRequested, "Esc closed the panel and did not quit")
    }

    @Test func panelsOpensItByItsKey() throws {
        var options = SandboxOptions()
        options.replayPath = RepositoryFiles.recording("touch-test-drag.jsonl")
        options.size = CGSize(width: 640, height: 400)
        options.vsync = false
        options.panels = ["F7", "F3"]
        // The session opens them as it starts (`openPanels`).
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                                 environment: ["SDL_VIDEODRIVER": "offscreen"])
        let list = try #require(app.chrome.added.first as? RecognizerListLayer)
        #expect(list.isVisible && app.chrome.stats.isVisible && !app.chrome.health.isVisible)
    }
}
