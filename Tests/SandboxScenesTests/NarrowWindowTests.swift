import CSDL2
import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxSession
@testable import SandboxScenes
import Testing
@testable import SandboxChrome

/// A window narrower or shorter than the scenes are made for (`SceneFit`: two windows side by side at 320 pt on a
/// tiling compositor) shows its scene laid out at the minimum and zoomed down to fit, and a touch lands where it is
/// drawn: a ✓ drawn with the mouse or a touchscreen finger is recognized with its ink under the pointer. Also the
/// touchscreen's normalised finger coordinates and the wheel's simulated pinch right of F2 docked left, which only
/// the mouse was tested with.
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

    /// Window rectangle of `view`: scene points times the zoom, from where the scene is drawn.
    func shown(_ view: View, in app: SandboxApp) -> CGRect {
        DockedColumnsTests().shown(view, in: app)
    }

    /// The scene point drawn at window point `point`.
    func scenePoint(_ point: CGPoint, in app: SandboxApp) -> CGPoint {
        CGPoint(x: (point.x - app.sceneOrigin.x) / app.replayZoom, y: (point.y - app.sceneOrigin.y) / app.replayZoom)
    }

    /// SDL events as the devices deliver them.
    enum Event {
        static func finger(_ type: SDL_EventType, touch: Int64, finger: Int64, x: Float, y: Float) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.tfinger.touchId = touch
            event.tfinger.fingerId = finger
            event.tfinger.x = x
            event.tfinger.y = y
            event.tfinger.pressure = 1
            return event
        }

        static func button(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
            return event
        }

        static func motion(x: Int32, y: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.state = 1
            event.motion.x = x
            event.motion.y = y
            return event
        }

        static func wheel(_ notches: Float, x: Int32, y: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.y = Int32(notches)
            event.wheel.preciseY = notches
            event.wheel.mouseX = x
            event.wheel.mouseY = y
            return event
        }

        static func key(_ type: SDL_EventType, _ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.key.keysym.sym = Int32(key.rawValue)
            event.key.keysym.mod = UInt16(modifiers.rawValue)
            return event
        }

        static func resized(width: Int32, height: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            event.window.data1 = width
            event.window.data2 = height
            return event
        }
    }

    func push(_ event: SDL_Event) {
        var event = event
        #expect(SDL_PushEvent(&event) == 1)
    }

    /// A ✓ in the middle of the checkmark's paper as shown, in window points.
    func check(on paper: CGRect) -> (corner: CGPoint, points: [CGPoint]) {
        let corner = CGPoint(x: paper.midX - 20, y: paper.midY + 30)
        return (corner, CheckmarkSceneTests.check(corner: corner, arm: min(60, paper.height / 4)))
    }

    /// Whether the pixel at `point` (window points) differs from the paper 40 pt above it: the stroke is drawn there.
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
    func theSceneIsLaidOutAtItsMinimumAndZoomedToFillTheWindow(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        try app.step(to: 0.1, render: true)
        let bars = SceneBar.height
        let zoom = min(size.width / 640, (size.height - bars) / 200)
        #expect(abs(app.replayZoom - zoom) < 1e-9, "zoom \(app.replayZoom) in a \(size) window")
        #expect(abs(app.window.bounds.width - 640) < 1e-9, "laid out \(app.window.bounds.size) wide in a \(size) window")
        // Above the bar it fills the window; the scene's bottom inset lies under the bar as at full size.
        #expect(abs((app.window.bounds.height - bars) * zoom - (size.height - bars)) < 1e-9)
        #expect(app.sceneOrigin == .zero && app.translator.windowSize == CGSize(width: size.width / zoom,
                                                                               height: size.height / zoom))
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        let paper = shown(scene.canvas, in: app)
        #expect(CGRect(origin: .zero, size: size).contains(paper) && paper.maxY <= size.height - bars,
                "the paper \(paper) shown in the window above the bar at \(size)")
    }

    /// The dock3 test's ✓ drawn with SDL mouse events, in a narrow window: recognized, its ink under the pointer.
    @Test(arguments: narrowSizes)
    func aCheckDrawnWithTheMouseInANarrowWindowIsRecognized(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        try app.step(to: 0.1, render: true)
        #expect(app.window.bounds.width >= 640 && app.replayZoom < 1, "\(app.window.bounds) at \(app.replayZoom)")
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        let (corner, points) = check(on: shown(scene.canvas, in: app))
        var time: TimeInterval = 0.2
        push(Event.button(SDL_MOUSEBUTTONDOWN, x: Int32(points[0].x.rounded()), y: Int32(points[0].y.rounded())))
        try app.step(to: time, render: true)
        let down = try #require(app.translator.activeFingers.first?.location)
        let expected = scenePoint(CGPoint(x: points[0].x.rounded(), y: points[0].y.rounded()), in: app)
        #expect(abs(down.x - expected.x) < 1e-6 && abs(down.y - expected.y) < 1e-6, "pressed at \(down), shown at \(expected)")
        for point in points.dropFirst() {
            time += 0.01
            push(Event.motion(x: Int32(point.x.rounded()), y: Int32(point.y.rounded())))
            try app.step(to: time, render: true)
        }
        #expect(try inked(at: corner, in: app), "no stroke under the pointer at \(corner) in a \(size) window")
        time += 0.01
        let last = points[points.count - 1]
        push(Event.button(SDL_MOUSEBUTTONUP, x: Int32(last.x.rounded()), y: Int32(last.y.rounded())))
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
            #expect(app.window.bounds.width >= 640 && app.replayZoom < 1)
        }
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        let (corner, points) = check(on: shown(scene.canvas, in: app))
        let window = app.chromeSize
        func finger(_ type: SDL_EventType, _ point: CGPoint) -> SDL_Event {
            Event.finger(type, touch: 41, finger: 7, x: Float(point.x / window.width),
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
        for point in points.dropFirst() {
            time += 0.01
            push(finger(SDL_FINGERMOTION, point))
            try app.step(to: time, render: true)
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
        #expect(docked ? app.sceneOrigin.x > 0 : app.replayZoom < 1)
        let scene = try #require(app.window.subviews.first as? GalleryScene)
        // Left of the middle of the board as shown, clear of the custom subview in its bottom right corner.
        let board = shown(scene, in: app)
        let pointer = CGPoint(x: (board.minX + board.width * 0.35).rounded(), y: (board.minY + board.height * 0.45).rounded())
        push(Event.key(SDL_KEYDOWN, SDLK_LCTRL, modifiers: KMOD_LCTRL))
        var time: TimeInterval = 0.2
        for _ in 0..<4 {
            push(Event.wheel(1, x: Int32(pointer.x), y: Int32(pointer.y)))
            try app.step(to: time, render: true)
            time += 0.03
        }
        let expected = scenePoint(pointer, in: app)
        #expect(scene.pinch.state == .began || scene.pinch.state == .changed, "pinch \(scene.pinch.state) at \(size)")
        let centre = scene.pinch.location(in: scene)
        #expect(abs(centre.x - expected.x) < 0.5 && abs(centre.y - expected.y) < 0.5,
                "the pinch about \(centre), the pointer over \(expected) at \(size)")
        #expect(scene.pinch.scale > 1, "four notches out: \(scene.pinch.scale)")
        push(Event.key(SDL_KEYUP, SDLK_LCTRL))
        try app.step(to: time + InputTranslator.wheelQuietInterval, render: true)
        #expect(scene.pinch.state == .possible || scene.pinch.state == .ended)
    }

    /// Made smaller than 640 pt by dragging its edge, the window's scene is zoomed in the frame the size changed in:
    /// never laid out at the window's 320 pt.
    @Test func aWindowMadeNarrowZoomsItsSceneAtOnce() throws {
        let app = try liveApp(GalleryScene.id, size: CGSize(width: 1280, height: 800))
        try app.step(to: 0.1, render: true)
        #expect(app.replayZoom == 1 && app.window.bounds.width == 1280)
        let scene = try #require(app.window.subviews.first as? GalleryScene)
        var widths: [CGFloat] = []
        let observed = scene.customSubview
        push(Event.resized(width: 320, height: 400))
        try app.step(to: 0.2, render: true)
        widths.append(scene.bounds.width)
        try app.step(to: 0.3, render: true)
        widths.append(scene.bounds.width)
        #expect(widths == [640, 640], "the scene laid out \(widths) wide after the window went 320 pt")
        #expect(app.replayZoom == 0.5 && observed.frame.maxX <= 640)
        #expect(app.chromeSize == CGSize(width: 320, height: 400), "the chrome keeps the window's points")
    }

    /// The window manager is asked not to let the window be made smaller than `SceneFit.smallestWindow`.
    @Test func theWindowAsksForAMinimumSize() throws {
        let app = try liveApp(CheckmarkScene.id, size: CGSize(width: 640, height: 400))
        let factor = app.displayFactor
        #expect(app.sdlWindow.minimumSize == (Int((320 * factor).rounded()), Int((240 * factor).rounded())))
    }
}
