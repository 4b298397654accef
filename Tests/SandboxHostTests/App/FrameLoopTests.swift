import CSDL2
import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxFormats
import SandboxScenes
@testable import SandboxSession

/// The frame loop in process, on the offscreen driver with virtual time.
@MainActor
@Suite("Frame loop", .serialized)
struct FrameLoopTests {
    static let scenes = [
        TouchTestScene.descriptor,
        SceneDescriptor(id: "second", title: "Second", hint: "") { window, services in
            TouchTestScene(window: window, services: services)
        },
    ]

    func makeApp() throws -> SandboxApp {
        var options = SandboxOptions()
        options.headless = true
        options.size = CGSize(width: 640, height: 400)
        let app = try SandboxApp(options: options, scenes: Self.scenes)
        drainEvents()
        return app
    }

    func drainEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    func pushFinger(_ type: SDL_EventType, finger: Int64, x: Float, y: Float) {
        push(SDLEventFactory.finger(type, touch: 77, finger: finger, x: x, y: y))
    }

    func pushKey(_ key: SDL_KeyCode) {
        push(SDLEventFactory.key(SDL_KEYDOWN, key))
    }

    func label(_ name: String, in app: SandboxApp) -> String? {
        (app.window.viewWithName(name) as? Label)?.text
    }

    @Test("a touch queued before a frame's input phase is delivered and drawn in that same frame")
    func touchVisibleInSameFrame() throws {
        let app = try makeApp()
        try app.step(to: 0.25, render: true)
        // pad-1 spans x 12…314, y 44…193 in a 640×400 window (the smallest drawn 1:1); touch it above its label.
        let point = (x: 106, y: 117)
        let before = try app.renderer.readPixels()[point.x, point.y]
        pushFinger(SDL_FINGERDOWN, finger: 5, x: Float(point.x) / 640, y: Float(point.y) / 400)
        try app.step(to: 0.5, render: true)
        let after = try app.renderer.readPixels()[point.x, point.y]
        #expect(app.window.clock.now == 0.5)
        #expect(label("pad-1.label", in: app)?.hasPrefix("began 1 ·") == true)
        #expect(after.distance(to: before) > 40, "the finger's dot is drawn: \(before) → \(after)")
    }

    @Test("timers due before a touch fire first, and the clock reaches the frame time")
    func clockAdvancesToFrameTime() throws {
        let app = try makeApp()
        var fired: TimeInterval?
        app.window.clock.schedule(at: 0.3) { [window = app.window] in fired = window.clock.now }
        try app.step(to: 0.5, render: false)
        #expect(fired == 0.3)
        #expect(app.window.clock.now == 0.5)
    }

    @Test("F9 cancels the touches in flight, in the views too")
    func f9Interrupts() throws {
        let app = try makeApp()
        pushFinger(SDL_FINGERDOWN, finger: 1, x: 0.25, y: 0.4)
        try app.step(to: 0.1, render: false)
        #expect(app.window.hasActiveTouches)
        pushKey(SDLK_F9)
        try app.step(to: 0.2, render: false)
        #expect(!app.window.hasActiveTouches)
        #expect(label("pad-1.label", in: app) == "began 1 · moved 0 · ended 0 · cancelled 1")
    }

    @Test("focus loss cancels every touch")
    func focusLoss() throws {
        let app = try makeApp()
        pushFinger(SDL_FINGERDOWN, finger: 1, x: 0.25, y: 0.4)
        pushFinger(SDL_FINGERDOWN, finger: 2, x: 0.75, y: 0.4)
        try app.step(to: 0.1, render: false)
        var event = SDLEventFactory.window(SDL_WINDOWEVENT_FOCUS_LOST)
        SDL_PushEvent(&event)
        try app.step(to: 0.2, render: false)
        #expect(!app.window.hasActiveTouches)
        #expect(label("pad-2.label", in: app) == "began 1 · moved 0 · ended 0 · cancelled 1")
    }

    @Test("number keys and Tab switch scenes; touches in flight are cancelled in the old scene")
    func sceneKeys() throws {
        let app = try makeApp()
        pushFinger(SDL_FINGERDOWN, finger: 1, x: 0.25, y: 0.4)
        try app.step(to: 0.1, render: false)
        let oldWindow = app.window
        pushKey(SDLK_2)
        try app.step(to: 0.2, render: false)
        #expect(app.sceneIndex == 1)
        #expect(app.window !== oldWindow)
        #expect(!oldWindow.hasActiveTouches)
        #expect(app.window.clock.now == 0.2)
        pushKey(SDLK_TAB)
        try app.step(to: 0.3, render: false)
        #expect(app.sceneIndex == 0)
        pushKey(SDLK_9)
        try app.step(to: 0.4, render: false)
        #expect(app.sceneIndex == 0)
    }

    @Test("an unknown scene, a bad recording and a missing display are one clear error each")
    func errors() throws {
        var options = SandboxOptions()
        options.headless = true
        options.sceneID = "nope"
        #expect(throws: SandboxError.usage("unknown scene 'nope': use one of touch-test, second")) {
            try SandboxApp(options: options, scenes: Self.scenes)
        }
        options.sceneID = nil
        options.replayPath = ""
        #expect(throws: SandboxError.usage("--replay needs a file name")) {
            try SandboxApp(options: options, scenes: Self.scenes)
        }
        options.replayPath = nil
        options.screenshotPath = "shot.jpg"
        #expect(throws: SandboxError.usage("--screenshot writes PNG: name a .png file (got 'shot.jpg')")) {
            try SandboxApp(options: options, scenes: Self.scenes)
        }
        options.screenshotPath = nil
        options.replayPath = "/nonexistent/rec.jsonl"
        #expect(throws: SandboxError("bad recording: /nonexistent/rec.jsonl: can't read the file: no such file")) {
            try SandboxApp(options: options, scenes: Self.scenes)
        }
        options.replayPath = nil
        options.headless = false
        #expect(throws: SandboxError("no display: use --headless or set SDL_VIDEODRIVER")) {
            try SandboxApp(options: options, scenes: Self.scenes, environment: [:])
        }
    }
}
