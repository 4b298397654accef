import CSDL2
import Foundation
import TestSupport
import GestureKit
import SandboxInspector
@testable import SandboxHost
import Testing
@testable import SandboxChrome

/// The keys as the app dispatches them (through SDL's queue, into the frame loop) in a windowed replay: Space
/// pauses, → steps one frame, S cycles the speed, A toggles slow animations; and F2/F4 show the state at the paused
/// time while paused.
@MainActor
@Suite("Replay keys", .serialized)
struct ReplayKeyCommandTests {
    /// Drawn zoomed to fit a small window (the recording's points kept): a quarter of the pixels to draw.
    func makeApp() throws -> SandboxApp {
        try WindowedReplay.app("touch-test-drag.jsonl", size: CGSize(width: 640, height: 400))
    }

    func press(_ key: SDL_KeyCode) {
        push(SDLEventFactory.key(SDL_KEYDOWN, key))
    }

    @Test("Space pauses and resumes, → steps one frame, S cycles 1×, ¼×, ⅒×, A slows animations")
    func keys() throws {
        let app = try makeApp()
        let transport = try #require(app.transport)
        try app.frame(wall: 0)
        try app.frame(wall: 0.2)
        #expect(app.window.clock.now == 0.2)
        press(SDLK_SPACE)
        try app.frame(wall: 0.25)
        #expect(transport.isPaused)
        try app.frame(wall: 3)
        #expect(app.window.clock.now == 0.25, "paused: the replay's time holds")
        press(SDLK_RIGHT)
        try app.frame(wall: 3.5)
        try app.frame(wall: 4)
        #expect(abs(app.window.clock.now - (0.25 + 1.0 / 60)) < 1e-9, "one frame on")
        #expect(transport.isPaused)
        press(SDLK_s)
        try app.frame(wall: 4.1)
        #expect(transport.rateText == "¼×")
        press(SDLK_SPACE)
        try app.frame(wall: 4.2)
        #expect(!transport.isPaused)
        try app.frame(wall: 5.2)
        #expect(abs(app.window.clock.now - (0.25 + 1.0 / 60 + 0.25)) < 1e-9, "a second at ¼× is a quarter second")
        #expect(!app.slowAnimations && app.window.animator.timeScale == 1)
        press(SDLK_a)
        try app.frame(wall: 5.3)
        #expect(app.slowAnimations && app.window.animator.timeScale == SandboxApp.slowAnimationScale)
        press(SDLK_a)
        try app.frame(wall: 5.4)
        #expect(!app.slowAnimations && app.window.animator.timeScale == 1)
    }

    @Test("paused, the F2 story and F4 timeline hold the paused time's state, and a step moves them on")
    func inspectorWhilePaused() throws {
        let app = try makeApp()
        press(SDLK_F2)
        press(SDLK_F4)
        try app.frame(wall: 0)
        #expect(app.inspector.showsTimeline && app.inspector.inspector.panel.isVisible)
        try app.frame(wall: 0.3)
        press(SDLK_SPACE)
        try app.frame(wall: 0.35)
        let inspector = app.inspector.inspector
        let touch = try #require(inspector.story.touches.first)
        #expect(touch.began != nil && touch.end == nil, "at 0.35 s the drag (0.1-0.65 s) is under way")
        let pausedTimeline = inspector.timeline.timeline(until: app.window.clock.now)
        let pausedStory = inspector.story.entries
        for wall in [1.0, 2.0, 5.0] {
            try app.frame(wall: wall)
            #expect(app.window.clock.now == 0.35)
            #expect(inspector.timeline.timeline(until: app.window.clock.now) == pausedTimeline)
            #expect(inspector.story.entries == pausedStory)
        }
        #expect(inspector.timeline.events.allSatisfy { $0.time <= 0.35 })
        let touchLane = try #require(pausedTimeline.lanes.first { $0.kind == .touch })
        #expect(touchLane.spans.last.map { abs($0.end - 0.35) < 1e-9 } == true, "the finger's lane runs to the paused time")
        // Steps to past the lift: the story and timeline show the touch ended.
        for _ in 0..<20 { press(SDLK_RIGHT) }
        // The keys are read in one frame's input phase and the steps taken at the next frame's start.
        try app.frame(wall: 6)
        try app.frame(wall: 7)
        #expect(app.window.clock.now > 0.65)
        #expect(inspector.story.touches.first?.end?.kind == .ended)
        #expect(inspector.timeline.timeline(until: app.window.clock.now) != pausedTimeline)
    }
}

