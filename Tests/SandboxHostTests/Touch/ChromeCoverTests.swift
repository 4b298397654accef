import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxInspector
import SandboxScenes
@testable import SandboxSession
import Testing

/// Issue 35 re-checked by touch alone (SDL finger events, no keys, no mouse): a finger on what the chrome draws over
/// the scene is the chrome's. Before, a tap or drag on the help's box or F7's went through to the view beneath, and a
/// finger on F2 (to scroll it: it has no other way by touch) or in a docked panel's band became a touch on no view,
/// which replaced F2's story and made F6 list nothing; F6 opened from the bar listed nothing either, its own button's
/// tap being "the last touch".
@MainActor
@Suite("Chrome covers the scene by touch", .serialized)
struct ChromeCoverTests {
    /// Counts the batches the scene's window is handed, across scene switches.
    @MainActor final class Dispatches {
        var count = 0
        private var watched: Set<ObjectIdentifier> = []
        func watch(_ app: SandboxApp) {
            guard watched.insert(ObjectIdentifier(app.window)).inserted else { return }
            app.window.dispatchObservers.append { [unowned self] notice in
                if case .willDispatch = notice { count += 1 }
            }
        }
    }

    static func push(_ type: SDL_EventType, _ app: SandboxApp, finger: Int64, at point: CGPoint) {
        let size = app.chromeSize
        var event = SDLEventFactory.finger(type, finger: finger, x: Float(point.x / size.width),
                                           y: Float(point.y / size.height))
        event.tfinger.windowID = app.sdlWindow.id
        SDL_PushEvent(&event)
    }

    /// A finger down at `from`, moved in `steps` to `to` and lifted, a frame after each event from `wall` on.
    static func drag(_ app: SandboxApp, finger: Int64, from: CGPoint, to: CGPoint, steps: Int = 8,
                     wall: inout TimeInterval) throws {
        push(SDL_FINGERDOWN, app, finger: finger, at: from)
        wall += 0.016
        try app.frame(wall: wall)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            push(SDL_FINGERMOTION, app, finger: finger,
                 at: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            wall += 0.016
            try app.frame(wall: wall)
        }
        push(SDL_FINGERUP, app, finger: finger, at: to)
        wall += 0.016
        try app.frame(wall: wall)
    }

    static func app(scene: String, size: CGSize = CGSize(width: 1280, height: 800)) throws -> SandboxApp {
        let app = try TouchChrome.app(size: size)
        let index = try #require(app.scenes.firstIndex { $0.id == scene })
        app.perform(.selectScene(index), at: 0)
        try app.frame(wall: 0)
        return app
    }

    @Test("a tap and a drag on the help's box, opened by finger, never reach the scene", arguments: [
        CGSize(width: 1280, height: 800), CGSize(width: 640, height: 400),
    ])
    func help(size: CGSize) throws {
        let app = try Self.app(scene: "monkey-banana", size: size)
        let dispatches = Dispatches()
        dispatches.watch(app)
        #expect(try TouchChrome.tap(app, "chrome.help", wall: 0.1))
        #expect(app.chrome.help.isVisible)
        // The box drawn: the help lies in the window above the scene bar.
        let box = HelpOverlay.frame(in: CGSize(width: app.chromeSize.width, height: app.chromeSize.height - SceneBar.height),
                                    bottomInset: 0)
        #expect(TouchChrome.targets(app, at: app.window.clock.now)["chrome.help.close"]
                == CGRect(x: box.maxX - 44, y: box.minY, width: 44, height: 44), "its × at the box's top right")
        var wall = 0.2
        TouchChrome.tap(app, at: CGPoint(x: box.midX, y: box.midY), finger: 2)
        try app.frame(wall: wall)
        try Self.drag(app, finger: 3, from: CGPoint(x: box.midX, y: box.maxY - 20),
                      to: CGPoint(x: box.midX, y: box.minY + 60), wall: &wall)
        #expect(dispatches.count == 0, "the scene under the help got \(dispatches.count) batches")
        #expect(app.chrome.help.isVisible, "a tap on the box is not its ×")
        // Beside the box the scene is the scene's.
        TouchChrome.tap(app, at: CGPoint(x: box.minX / 2, y: box.midY), finger: 4)
        try app.frame(wall: wall + 0.1)
        #expect(dispatches.count > 0)
    }

    @Test("a finger on F7's list and on F5's box, each opened by finger, never reaches the scene")
    func recognizerListAndHealth() throws {
        let app = try Self.app(scene: "gallery")
        let dispatches = Dispatches()
        dispatches.watch(app)
        var wall = 0.1
        for (button, close) in [("chrome.f7", "chrome.f7.close"), ("chrome.f5", "chrome.f5.close")] {
            #expect(try TouchChrome.tap(app, button, wall: wall))
            try app.frame(wall: wall + 0.05)
            wall += 0.1
            // Below and left of the ×, inside the box: F7 lists the gallery's 9 recognizers, F5 its 6 or more lines.
            let cross = try #require(TouchChrome.targets(app, at: app.window.clock.now)[close])
            let point = CGPoint(x: cross.minX - 60, y: cross.maxY + 40)
            TouchChrome.tap(app, at: point, finger: 7)
            try app.frame(wall: wall)
            wall += 0.1
            #expect(dispatches.count == 0, "\(button)'s box at \(point) let \(dispatches.count) batches through")
            #expect(TouchChrome.targets(app, at: app.window.clock.now)[close] != nil, "still open")
        }
    }

    /// Scrolling F2 by finger: its history follows the newest line until scrolled, and PgUp/PgDn were the only way.
    @Test("a finger dragged down F2 scrolls its history back and up returns; the story stays the scene's")
    func f2ScrollsByDrag() throws {
        let app = try Self.app(scene: "gallery")
        var wall = 0.1
        // A long pan on the board: many history lines.
        try Self.drag(app, finger: 1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 500, y: 500), steps: 60, wall: &wall)
        #expect(try TouchChrome.tap(app, "chrome.f2", wall: wall + 0.1))
        wall += 0.2
        try app.frame(wall: wall)
        let story = app.inspector.inspector.story
        let entries = story.entries.count
        #expect(entries > 10, "\(entries)")
        let dispatches = Dispatches()
        dispatches.watch(app)
        let layout = app.chrome.stack.layout(size: app.chromeSize, now: app.window.clock.now)
        let area = try #require(layout.area(of: app.inspector))
        let panel = app.inspector.storyFrame(in: area, window: app.window, origin: app.viewport.origin)
        try Self.drag(app, finger: 2, from: CGPoint(x: panel.midX, y: panel.midY - 100),
                      to: CGPoint(x: panel.midX, y: panel.midY + 60), wall: &wall)
        #expect(app.inspector.inspector.panel.scrollOffset == 10, "160 points down: 10 entries back")
        try Self.drag(app, finger: 3, from: CGPoint(x: panel.midX, y: panel.midY + 60),
                      to: CGPoint(x: panel.midX, y: panel.midY - 200), wall: &wall)
        #expect(app.inspector.inspector.panel.scrollOffset == 0, "back to the newest")
        #expect(dispatches.count == 0 && app.inspector.inspector.story.entries.count == entries,
                "the fingers on F2 reached the scene: \(dispatches.count) batches")
        #expect(app.inspector.inspector.panel.isVisible)
    }

    @Test("F6 opened from the bar lists the recognizers under the last touch on the scene, not under its button")
    func f6FromTheBar() throws {
        let app = try Self.app(scene: "knob")
        let knob = try #require(app.window.viewWithName("knob"))
        let centre = knob.convert(CGPoint(x: knob.bounds.midX, y: knob.bounds.midY), to: nil)
        TouchChrome.tap(app, at: app.viewport.layoutPoint(fromScene: centre), finger: 1)
        try app.frame(wall: 0.1)
        #expect(try TouchChrome.tap(app, "chrome.f6", wall: 0.2))
        let rows = app.tuningPanel.rows(in: app.window).map(\.id)
        #expect(rows.contains { $0.hasPrefix("tap.") }, "the knob's double tap: \(rows)")
    }

    @Test("a finger in the band a docked panel keeps beside the scene never reaches the scene")
    func dockedBand() throws {
        let app = try Self.app(scene: "monkey-banana")
        #expect(try TouchChrome.tap(app, "chrome.f6", wall: 0.1))
        try app.frame(wall: 0.2)
        let scene = app.viewport.sceneArea
        #expect(scene.maxX < 1280, "F6 docked: \(scene)")
        let dispatches = Dispatches()
        dispatches.watch(app)
        var wall = 0.3
        try Self.drag(app, finger: 4, from: CGPoint(x: scene.maxX + 40, y: 600), to: CGPoint(x: scene.maxX + 40, y: 400),
                      wall: &wall)
        #expect(dispatches.count == 0, "\(dispatches.count) batches from the band")
    }

    /// The drawer opens over F6's list at 640×400; the layers were offered touches bottom first, so F6 took the taps.
    @Test("at 640×400 the drawer's buttons over F6 take their taps: F4 opens from it")
    func drawerOverF6() throws {
        let app = try Self.app(scene: "gallery", size: CGSize(width: 640, height: 400))
        var wall = 0.1
        for name in ["chrome.more", "chrome.f6", "chrome.more"] {
            #expect(try TouchChrome.tap(app, name, wall: wall), "\(name)")
            wall += 0.1
        }
        let targets = TouchChrome.targets(app, at: app.window.clock.now)
        let f4 = try #require(targets["chrome.f4"])
        let layout = app.chrome.stack.layout(size: app.chromeSize, now: app.window.clock.now)
        let area = try #require(layout.area(of: app.chrome.tuning))
        let panel = app.tuningPanel.frame(rows: app.tuningPanel.rows(in: app.window).count,
                                          in: app.chrome.tuning.clear(area, app.chromeFrame(at: app.window.clock.now)))
        #expect(panel.intersects(f4), "the drawer's F4 lies over F6's list: \(panel) \(f4)")
        #expect(try TouchChrome.tap(app, "chrome.f4", wall: wall))
        #expect(app.inspector.showsTimeline, "F4 opened from the drawer")
        #expect(app.chrome.tuning.isVisible)
    }

    /// Found by touch: a tap in one scene, a tab to another, the bar's Video: the first scene's tap was written as a
    /// recording of the second (`"scene":"scroll"` holding a touch on the monkey), to be rendered there. It is saved as
    /// the first scene's (`RecentTouches.sequenceScene`), and nothing is written as the second's.
    @Test("the bar's Video after a scene switch by finger saves the last sequence as the scene it was made on")
    func videoAfterSwitch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-switch-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = SandboxOptions()
        options.size = CGSize(width: 1280, height: 800)
        options.vsync = false
        // A saved clip goes beside the --record file.
        options.recordPath = folder.appendingPathComponent("rec.jsonl").path
        let app = try SandboxApp(options: options, scenes: TouchChrome.allScenes,
                                 environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        try app.frame(wall: 0)
        TouchChrome.tap(app, at: CGPoint(x: 640, y: 400), finger: 1)
        try app.frame(wall: 0.1)
        #expect(try TouchChrome.tap(app, "chrome.scene2", wall: 0.2))
        #expect(app.sceneIndex == 1)
        #expect(try TouchChrome.tap(app, "chrome.video", wall: 0.3))
        let first = TouchChrome.allScenes[0].id, second = TouchChrome.allScenes[1].id
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") && $0 != "rec.jsonl" }
        #expect(saved.count == 1 && saved.allSatisfy { $0.hasPrefix("gesture-sandbox-\(first)-") }, "\(saved)")
        let header = try saved.first.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }?
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains(#""scene":"\#(first)""#) && !header.contains(#""scene":"\#(second)""#), "\(header)")
        app.waitForVideoSave()
    }
}
