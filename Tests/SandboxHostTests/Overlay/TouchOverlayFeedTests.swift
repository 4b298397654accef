import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import SandboxSession
import TestSupport
import Testing

/// Issue 39 item 1: the touch overlay (F1) follows what the host dispatches through the window's dispatch observers,
/// which each new scene window gets, rather than being fed by the host beside its call into the engine.
@MainActor
@Suite("Touch overlay fed by the window", .serialized)
struct TouchOverlayFeedTests {
    @Test("a replayed drag leaves a fading trail; after a scene switch the new window feeds it too")
    func aDragLeavesATrailInEveryScene() throws {
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = RepositoryFiles.recording("monkey-banana-drag.jsonl")
        let scenes = SceneCatalog.all.map { type in
            SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
                type.init(window: window, services: services)
            }
        }
        let app = try SandboxApp(options: options, scenes: scenes, environment: ["SDL_VIDEODRIVER": "offscreen"])
        app.touchOverlay.showsAllFingers = true
        try app.step(to: 0.45, render: false)
        #expect(!app.touchOverlay.isFading(at: 0.45), "no touch yet")
        try app.step(to: 0.6, render: false)
        #expect(app.touchOverlay.isFading(at: 0.6), "the drag's first samples are a trail")

        app.show(sceneAt: 1, at: 10)
        #expect(!app.touchOverlay.isFading(at: 10.7), "the old trail has faded")
        app.window.dispatch([TouchSample(id: 9, phase: .down, location: CGPoint(x: 640, y: 400), timestamp: 10.8)])
        #expect(app.touchOverlay.isFading(at: 10.8), "the new scene's window feeds the overlay")
    }
}
