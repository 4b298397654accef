import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxScenes
import TestSupport
import Testing

/// Issue 35 point 3: a replay stays in its scene. `--replay gallery-tour.jsonl`, a tap on the knob's tab: the
/// replay pauses and its transport goes (no bar, no targets, no keys); the knob gets none of the gallery's touches
/// however long it is shown, nor from a seek; the gallery's tab brings the transport back and the replay resumes
/// where it stopped.
@MainActor
@Suite("Replay stays in its scene", .serialized)
struct ReplayStaysInSceneTests {
    @Test func switchingAwaySuspendsAndComingBackResumes() throws {
        let scenes = TouchChrome.allScenes
        let gallery = try #require(scenes.firstIndex { $0.id == GalleryScene.id })
        let knob = try #require(scenes.firstIndex { $0.id == KnobScene.id })
        let app = try TouchChrome.app(size: CGSize(width: 1280, height: 800), replay: "gallery-tour.jsonl",
                                      scenes: scenes)
        let transport = try #require(app.transport)
        #expect(app.sceneIndex == gallery)
        try app.frame(wall: 0)
        try app.frame(wall: 0.5)
        let replayTime = app.window.clock.now
        #expect(TouchChrome.targets(app, at: replayTime)["chrome.replay.track"] != nil)
        try TouchChrome.tap(app, "chrome.scene\(knob + 1)", wall: 0.6)
        #expect(app.sceneIndex == knob)
        #expect(transport.isSuspended && transport.isPaused)
        let targets = TouchChrome.targets(app, at: app.window.clock.now)
        #expect(targets.keys.allSatisfy { !$0.hasPrefix("chrome.replay") }, "no transport in the knob: \(targets.keys)")
        let knobScene = try #require(app.sceneObject as? KnobScene)
        // The whole replay's length and more: nothing of it reaches the knob, and its clock runs for the knob.
        var wall = 0.6
        while wall < transport.duration + 2 {
            wall += 0.25
            try app.frame(wall: wall)
        }
        #expect(app.window.clock.now > transport.duration, "the knob's clock runs while the replay waits")
        #expect(knobScene.bearing == 0, "the gallery's touches turned the knob to \(knobScene.bearing)")
        #expect(app.inspector.inspector.story.touches.isEmpty, "the knob saw \(app.inspector.inspector.story.touches.count) touches")
        #expect(abs(transport.time - replayTime) < 0.11, "the replay's time held at \(transport.time)")
        // Space is the transport's only while it shows.
        var space = SDLEventFactory.key(SDL_KEYDOWN, SDLK_SPACE)
        SDL_PushEvent(&space)
        try app.frame(wall: wall + 0.1)
        #expect(transport.isSuspended && transport.isPaused)
        try TouchChrome.tap(app, "chrome.scene\(gallery + 1)", wall: wall + 0.2)
        #expect(app.sceneIndex == gallery && !transport.isSuspended && !transport.isPaused)
        try app.frame(wall: wall + 0.3)
        #expect(abs(app.window.clock.now - (transport.time)) < 1e-9)
        #expect(app.window.clock.now < replayTime + 0.3, "resumed where it stopped, not at \(app.window.clock.now)")
        try app.frame(wall: wall + 1.5)
        #expect(app.window.clock.now > 1.5 && !app.inspector.inspector.story.touches.isEmpty,
                "the gallery's taps at 1.35 and 1.5 s are replayed in the gallery")
    }
}
