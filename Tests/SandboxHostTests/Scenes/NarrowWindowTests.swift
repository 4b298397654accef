import CSDL2
import Foundation
import GestureKit
import TestSupport
@testable import SandboxHost
@testable import SandboxSession
@testable import SandboxScenes
import SceneTestSupport
import Testing
@testable import SandboxChrome

/// A window narrower or shorter than the app is made for (`NarrowWindow`: two windows side by side at 320 pt on a
/// tiling compositor) is laid out at the minimum and drawn zoomed down to fit, scene and chrome alike, and a touch
/// lands where it is drawn: a ✓ drawn with the mouse or a touchscreen finger is recognized with its ink under the
/// pointer. Also the touchscreen's normalised finger coordinates and the wheel's simulated pinch right of F2 docked
/// left, which only the mouse was tested with. Points here are the app's layout points; SDL's mouse and window
/// events are in window units, `displayFactor` (the display's scale times the zoom) of them a point.
@MainActor
@Suite("Narrow windows and touch input beside F2", .serialized)
struct NarrowWindowTests {
    nonisolated static let narrowSizes = [CGSize(width: 320, height: 400), CGSize(width: 480, height: 400),
                                          CGSize(width: 320, height: 240)]

    /// A live windowed app (offscreen driver, scene bar shown) whose pushed input is put at the frame's time, so a
    /// stroke's pace is the test's and not SDL's clock's.
    func liveApp(_ scene: String, size: CGSize) throws -> SandboxApp {
        let app = try DockedTimelineTests().liveApp(scene, size: size)
        app.stampsInputWhenItHappened = false
        return app
    }

    /// Layout rectangle of `view` (the window's points before its zoom): scene points times a replay's zoom, from
    /// where the scene is drawn.
    func shown(_ view: View, in app: SandboxApp) -> CGRect {
        DockedColumnsTests().shown(view, in: app)
    }

    /// The scene point drawn at layout point `point`.
    func scenePoint(_ point: CGPoint, in app: SandboxApp) -> CGPoint {
        CGPoint(x: (point.x - app.sceneOrigin.x) / app.replayZoom, y: (point.y - app.sceneOrigin.y) / app.replayZoom)
    }

    /// A layout point in SDL window units, rounded as the mouse reports it.
    func units(_ point: CGPoint, in app: SandboxApp) -> (x: Int32, y: Int32) {
        (Int32((point.x * app.displayFactor).rounded()), Int32((point.y * app.displayFactor).rounded()))
    }

    /// The layout point SDL window units stand for.
    func layoutPoint(_ units: (x: Int32, y: Int32), in app: SandboxApp) -> CGPoint {
        CGPoint(x: CGFloat(units.x) / app.displayFactor, y: CGFloat(units.y) / app.displayFactor)
    }

    /// A ✓ in the middle of the checkmark's paper as shown, in layout points.
    func check(on paper: CGRect) -> (corner: CGPoint, points: [CGPoint]) {
        let corner = CGPoint(x: paper.midX - 20, y: paper.midY + 30)
        return (corner, CheckmarkStroke.check(corner: corner, arm: min(60, paper.height / 4)))
    }

    /// Whether the pixel at `point` (layout points) differs from the paper 40 pt above it: the stroke is drawn there.
    func inked(at point: CGPoint, in app: SandboxApp) throws -> Bool {
        let pixels = try app.renderer.readPixels()
        let scale = CGFloat(pixels.width) / app.chromeSize.width
        return pixels[Int(point.x * scale), Int(point.y * scale)] != pixels[Int(point.x * scale), Int((point.y - 40) * scale)]
    }

    func checkMarks(in app: SandboxApp) throws -> Int {
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        return scene.canvas.subviews.filter { $0.name == "check-mark" }.count
    }

    @Test(arguments: narrowSizes)
    func theWindowIsLaidOutAtTheMinimumAndZoomedToFit(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        try app.step(to: 0.1, render: true)
        let bars = SceneBar.height
        let zoom = min(size.width / 640, size.height / (200 + bars))
        #expect(abs(app.windowZoom - zoom) < 1e-9, "zoom \(app.windowZoom) in a \(size) window")
        let laidOut = CGSize(width: size.width / zoom, height: size.height / zoom)
        #expect(app.size == laidOut && app.chromeSize == laidOut && app.window.bounds.size == laidOut,
                "laid out \(app.window.bounds.size), chrome \(app.chromeSize) in a \(size) window")
        #expect(laidOut.width >= 640 && laidOut.height - bars >= 200)
        // The scene is not zoomed within it: only the whole window is.
        #expect(app.replayZoom == 1 && app.sceneOrigin == .zero && app.translator.viewport.sceneWindowSize == laidOut)
        #expect(app.translator.viewport.unitsPerScenePoint == zoom && app.context.scale == zoom)
        let pixels = try app.renderer.readPixels()
        #expect(pixels.width == Int(size.width) && pixels.height == Int(size.height))
        // The scene bar drawn zoomed too: its dark band is 34 × zoom pixels high, the scene's paper colour above it.
        let x = Int(size.width / 2), barTop = Int((size.height - bars * zoom).rounded())
        #expect(pixels[x, barTop + 1] == pixels[x, Int(size.height) - 2] && pixels[x, barTop + 1].red < 90,
                "the bar from y \(barTop): \(pixels[x, barTop + 1]) and \(pixels[x, Int(size.height) - 2])")
        #expect(pixels[x, barTop - 3].red > 150, "above the bar, the scene: \(pixels[x, barTop - 3])")
    }

    /// The dock3 test's ✓ drawn with SDL mouse events, in a narrow window: recognized, its ink under the pointer.
    @Test(arguments: narrowSizes)
    func aCheckDrawnWithTheMouseInANarrowWindowIsRecognized(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        try app.step(to: 0.1, render: true)
        #expect(app.window.bounds.width >= 640 && app.windowZoom < 1, "\(app.window.bounds) at \(app.windowZoom)")
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        let (corner, points) = check(on: shown(scene.canvas, in: app))
        var time: TimeInterval = 0.2
        let first = units(points[0], in: app)
        push(SDLEventFactory.button(SDL_MOUSEBUTTONDOWN, x: first.x, y: first.y))
        try app.step(to: time, render: true)
        let down = try #require(app.translator.activeFingers.first?.location)
        let expected = scenePoint(layoutPoint(first, in: app), in: app)
        #expect(abs(down.x - expected.x) < 1e-6 && abs(down.y - expected.y) < 1e-6, "pressed at \(down), shown at \(expected)")
        for (index, point) in points.enumerated().dropFirst() {
            time += 0.01
            let at = units(point, in: app)
            push(SDLEventFactory.motion(x: at.x, y: at.y))
            // Drawn at the last move only: the pixels read back are that frame's.
            try app.step(to: time, render: index == points.count - 1)
        }
        #expect(try inked(at: corner, in: app), "no stroke under the pointer at \(corner) in a \(size) window")
        time += 0.01
        let last = units(points[points.count - 1], in: app)
        push(SDLEventFactory.button(SDL_MOUSEBUTTONUP, x: last.x, y: last.y))
        try app.step(to: time, render: true)
        #expect(try checkMarks(in: app) == 1, "the ✓ drawn in a \(size) window not recognized: \(scene.reasonLabel.text)")
    }

    /// A touchscreen's fingers come in fractions of the window: a ✓ drawn with SDL finger events in a narrow window,
    /// and right of F2 docked left at 1280 and 1920 pt, is recognized with its ink under the finger.
    @Test(arguments: narrowSizes + [CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080)])
    func aCheckDrawnWithAFingerIsRecognizedWhereItIsDrawn(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        let docked = size.width >= 1280
        if docked { DockedColumnsTests().open(.init(f2: .left, f6: false), in: app, at: 0.05) }
        try app.step(to: 0.1, render: true)
        if docked {
            #expect(app.sceneOrigin.x > 0 && app.replayZoom == 1, "F2 docked left at \(size): \(app.sceneOrigin)")
        } else {
            #expect(app.window.bounds.width >= 640 && app.windowZoom < 1)
        }
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        let (corner, points) = check(on: shown(scene.canvas, in: app))
        let window = app.chromeSize
        func finger(_ type: SDL_EventType, _ point: CGPoint) -> SDL_Event {
            SDLEventFactory.finger(type, touch: 41, finger: 7, x: Float(point.x / window.width),
                                   y: Float(point.y / window.height))
        }
        var time: TimeInterval = 0.2
        push(finger(SDL_FINGERDOWN, points[0]))
        try app.step(to: time, render: true)
        let down = try #require(app.translator.activeFingers.first)
        let expected = scenePoint(points[0], in: app)
        #expect(down.source == .touch)
        #expect(abs(down.location.x - expected.x) < 0.01 && abs(down.location.y - expected.y) < 0.01,
                "the finger at \(down.location), shown at \(expected) at \(size)")
        for (index, point) in points.enumerated().dropFirst() {
            time += 0.01
            push(finger(SDL_FINGERMOTION, point))
            try app.step(to: time, render: index == points.count - 1)
        }
        #expect(try inked(at: corner, in: app), "no stroke under the finger at \(corner) at \(size)")
        time += 0.01
        push(finger(SDL_FINGERUP, points[points.count - 1]))
        try app.step(to: time, render: true)
        #expect(try checkMarks(in: app) == 1, "the ✓ drawn with a finger at \(size) not recognized: \(scene.reasonLabel.text)")
    }

    /// Ctrl+wheel is a simulated pinch about the pointer: on the gallery's board right of F2 docked left, and in a
    /// narrow window, the pinch is recognized about the scene point drawn under the pointer.
    @Test(arguments: [CGSize(width: 1280, height: 800), CGSize(width: 320, height: 400)])
    func aWheelPinchIsCentredUnderThePointer(size: CGSize) throws {
        let app = try liveApp(GalleryScene.id, size: size)
        let docked = size.width >= 1280
        if docked { DockedColumnsTests().open(.init(f2: .left, f6: false), in: app, at: 0.05) }
        try app.step(to: 0.1, render: true)
        #expect(docked ? app.sceneOrigin.x > 0 : app.windowZoom < 1)
        let scene = try #require(app.window.subviews.first as? GalleryScene)
        // Left of the middle of the board as shown, clear of the custom subview in its bottom right corner.
        let board = shown(scene, in: app)
        let pointer = CGPoint(x: (board.minX + board.width * 0.35).rounded(), y: (board.minY + board.height * 0.45).rounded())
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_LCTRL, modifiers: KMOD_LCTRL))
        var time: TimeInterval = 0.2
        let at = units(pointer, in: app)
        for _ in 0..<4 {
            push(SDLEventFactory.wheel(1, x: at.x, y: at.y))
            try app.step(to: time, render: true)
            time += 0.03
        }
        let expected = scenePoint(layoutPoint(at, in: app), in: app)
        #expect(scene.pinch.state == .began || scene.pinch.state == .changed, "pinch \(scene.pinch.state) at \(size)")
        let centre = scene.pinch.location(in: scene)
        #expect(abs(centre.x - expected.x) < 0.5 && abs(centre.y - expected.y) < 0.5,
                "the pinch about \(centre), the pointer over \(expected) at \(size)")
        #expect(scene.pinch.scale > 1, "four notches out: \(scene.pinch.scale)")
        push(SDLEventFactory.key(SDL_KEYUP, SDLK_LCTRL))
        try app.step(to: time + InputTranslator.wheelQuietInterval, render: true)
        #expect(scene.pinch.state == .possible || scene.pinch.state == .ended)
    }

    /// Made smaller than 640 pt by dragging its edge, the window is zoomed in the frame the size changed in: its
    /// scene never laid out at 320 pt.
    @Test func aWindowMadeNarrowIsZoomedAtOnce() throws {
        let app = try liveApp(GalleryScene.id, size: CGSize(width: 1280, height: 800))
        try app.step(to: 0.1, render: true)
        #expect(app.windowZoom == 1 && app.window.bounds.width == 1280)
        let scene = try #require(app.window.subviews.first as? GalleryScene)
        var widths: [CGFloat] = []
        push(SDLEventFactory.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: Int32(320 * app.displayScale.factor), data2: Int32(400 * app.displayScale.factor)))
        try app.step(to: 0.2, render: true)
        widths.append(scene.bounds.width)
        try app.step(to: 0.3, render: true)
        widths.append(scene.bounds.width)
        #expect(widths == [640, 640], "the scene laid out \(widths) wide after the window went 320 pt")
        #expect(app.windowZoom == 0.5 && app.chromeSize == CGSize(width: 640, height: 800))
        #expect(app.translator.viewport.sceneWindowSize == CGSize(width: 640, height: 800) && app.context.viewport.replayZoom == 1)
        // And back: wide again, 1:1.
        push(SDLEventFactory.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: Int32(1280 * app.displayScale.factor), data2: Int32(800 * app.displayScale.factor)))
        try app.step(to: 0.4, render: true)
        #expect(app.windowZoom == 1 && scene.bounds.width == 1280 && app.translator.viewport.sceneWindowSize.width == 1280)
    }

    /// F5 says the window is zoomed, beside the pixels a point it draws at.
    @Test func f5SaysTheWindowIsZoomed() throws {
        let app = try liveApp(CheckmarkScene.id, size: CGSize(width: 320, height: 400))
        app.perform(.toggleInputHealth, at: 0.1)
        try app.step(to: 0.1, render: true)
        #expect(app.translator.health.scale.hasPrefix("scale 0.5 ("), "\(app.translator.health.scale)")
        #expect(app.translator.health.scale.hasSuffix(") · zoomed 0.5x to fit"),
                "\(app.translator.health.scale)")
    }

    /// A session recorded in a narrow window records the points it was laid out in, and its replay in a window of
    /// the same size is laid out alike (not zoomed to fit a second time) and sees the same ✓.
    @Test func aCheckRecordedInANarrowWindowReplaysAsDrawn() throws {
        let size = CGSize(width: 480, height: 400)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gs-narrow-rec-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let recording = try DockedTimelineTests.recordingSession(size: size, file: file)
        recording.stampsInputWhenItHappened = false
        try recording.step(to: 0.1, render: true)
        #expect(recording.windowZoom == 0.75 && recording.size.width == 640 && recording.replayZoom == 1)
        let scene = try #require(recording.window.subviews.first as? CheckmarkScene)
        var time: TimeInterval = 0.2
        for (index, point) in check(on: shown(scene.canvas, in: recording)).points.enumerated() {
            let at = units(point, in: recording)
            push(index == 0 ? SDLEventFactory.button(SDL_MOUSEBUTTONDOWN, x: at.x, y: at.y) : SDLEventFactory.motion(x: at.x, y: at.y))
            try recording.step(to: time, render: false)
            time += 0.01
        }
        let last = units(recording.translator.pointer ?? .zero, in: recording)
        push(SDLEventFactory.button(SDL_MOUSEBUTTONUP, x: last.x, y: last.y))
        try recording.step(to: time, render: false)
        #expect(try checkMarks(in: recording) == 1, "the ✓ recorded: \(scene.reasonLabel.text)")
        try recording.step(to: time + 0.5, render: false)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix(#"{"format":"gesture-sandbox-recording","version":2,"window":[640,533.333]"#),
                "\(text.prefix(120))")

        var options = SandboxOptions()
        options.headless = true
        options.size = size
        options.replayPath = file.path
        options.settle = 0.5
        let replay = try SandboxApp(options: options, scenes: DockedTimelineTests.scenes)
        try replay.run()
        #expect(!replay.keepsRecordedSize && replay.replayZoom == 1 && replay.windowZoom == 0.75)
        #expect(try checkMarks(in: replay) == 1, "the ✓ replayed in a \(size) window not recognized")
    }

    /// The window manager is asked not to let the window be made smaller than `NarrowWindow.smallestWindow`, nor
    /// than `--size` asked for (SDL enlarges a window to its minimum at once).
    @Test func theWindowAsksForAMinimumSize() throws {
        let app = try liveApp(CheckmarkScene.id, size: CGSize(width: 640, height: 400))
        let factor = app.displayScale.factor
        #expect(app.sdlWindow.minimumSize == (Int((320 * factor).rounded()), Int((240 * factor).rounded())))
        let short = try liveApp(CheckmarkScene.id, size: CGSize(width: 1280, height: 180))
        #expect(short.sdlWindow.minimumSize == (Int((320 * factor).rounded()), Int((180 * factor).rounded())))
        #expect(short.sdlWindow.size == (Int((1280 * factor).rounded()), Int((180 * factor).rounded())))
    }
}
