import CSDL2
import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxSession
@testable import SandboxScenes
import SceneTestSupport
import SandboxInspector
import Testing
@testable import SandboxChrome

/// Issue 25 item 2, the columns docked: F2 (docked right or left) and F6 reserve their width as F4 reserves its
/// strip. Live, the scene is laid out in the rest (right of F2 docked left it is drawn moved right, and device
/// points are moved back by as much, so a touch lands on the view drawn under it); a replay or a session writing
/// `--record` keeps its points and is zoomed to fit the free area. Drawn with the real font at 640×400, 1280×800
/// and 1920×1080.
@MainActor
@Suite("F2 and F6 docked beside the scene", .serialized)
struct DockedColumnsTests {
    nonisolated static let sizes = DockedTimelineTests.sizes

    /// The panels opened: F2 docked on a side (nil: closed) and F6.
    struct Panels: CustomStringConvertible, Sendable {
        var f2: PanelDock?
        var f6: Bool
        var description: String { "F2 \(f2.map { "\($0)" } ?? "closed"), F6 \(f6 ? "open" : "closed")" }
    }

    /// Every dock alone where the window has room for a column and a 640 pt scene, and each F2 dock beside F6 where
    /// it has room for both (not at 640 pt nor F2 beside F6 at 1280, where they lie over the scene: see
    /// `ChromeLayout.sceneMinimumWidth`).
    static func panels(at size: CGSize) -> [Panels] {
        var all: [Panels] = []
        if size.width >= 1280 { all += [Panels(f2: nil, f6: true), Panels(f2: .right, f6: false), Panels(f2: .left, f6: false)] }
        if size.width >= 1920 { all += [Panels(f2: .right, f6: true), Panels(f2: .left, f6: true)] }
        return all
    }

    func liveApp(_ scene: String, size: CGSize) throws -> SandboxApp {
        try DockedTimelineTests().liveApp(scene, size: size)
    }

    /// Opens `panels` at `time`: F2 cycles right → left.
    func open(_ panels: Panels, in app: SandboxApp, at time: TimeInterval) {
        if panels.f6 { app.perform(.toggleTuningPanel, at: time) }
        switch panels.f2 {
        case .right: app.perform(.toggleRecognizerPanel, at: time)
        case .left:
            app.perform(.toggleRecognizerPanel, at: time)
            app.perform(.toggleRecognizerPanel, at: time)
        default: break
        }
    }

    /// Window rectangle of `view`: scene points times the zoom, from where the scene is drawn.
    func shown(_ view: View, in app: SandboxApp) -> CGRect {
        shown(view.convert(view.bounds, to: nil), in: app)
    }

    func shown(_ frame: CGRect, in app: SandboxApp) -> CGRect {
        let z = app.replayZoom, o = app.sceneOrigin
        return CGRect(x: frame.minX * z + o.x, y: frame.minY * z + o.y, width: frame.width * z, height: frame.height * z)
    }

    /// The frames F2 and F6 draw in, as the app lays them out at `time`.
    func panelFrames(in app: SandboxApp, at time: TimeInterval) throws -> [(String, CGRect)] {
        let layout = app.chrome.stack.layout(size: app.chromeSize, now: time)
        let frame = app.chromeFrame(at: time)
        var frames: [(String, CGRect)] = []
        if app.inspector.isVisible {
            let area = try #require(layout.area(of: app.inspector))
            frames.append(("F2", app.inspector.storyFrame(in: area, window: app.window, zoom: frame.zoom, origin: frame.origin)))
        }
        if app.tuningPanel.isVisible {
            let area = app.chrome.tuning.clear(try #require(layout.area(of: app.chrome.tuning)), frame)
            frames.append(("F6", app.tuningPanel.frame(rows: app.tuningPanel.rows(in: app.window).count, in: area)))
        }
        return frames
    }

    /// Whether `a` and `b` share any area (rectangles that only touch along an edge don't).
    func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        let common = a.intersection(b)
        return !common.isNull && common.width > 0 && common.height > 0
    }

    @Test(arguments: sizes)
    func theGallerysBoardAndCustomSubviewLieBesideTheColumns(size: CGSize) throws {
        for panels in Self.panels(at: size) {
            let app = try liveApp(GalleryScene.id, size: size)
            open(panels, in: app, at: 0.1)
            try app.step(to: 0.1, render: true)
            let scene = try #require(app.window.subviews.first as? GalleryScene)
            let area = scene.contentRect
            // The board's title and list, centred across the content.
            let text = scene.convert(CGRect(x: area.minX, y: area.midY - 40, width: area.width, height: 80), to: nil)
            let frames = try panelFrames(in: app, at: 0.1)
            #expect(frames.count == (panels.f2 == nil ? 0 : 1) + (panels.f6 ? 1 : 0))
            for (name, view) in [("the board's text", shown(text, in: app)), ("the custom subview", shown(scene.customSubview, in: app)),
                                 ("the hint", shown(scene.hintBar, in: app)), ("the scene", shown(scene, in: app))] {
                for (panel, frame) in frames {
                    #expect(!overlaps(view, frame), "\(name) \(view) under \(panel) \(frame) with \(panels) at \(size)")
                }
                #expect(CGRect(origin: .zero, size: size).contains(view), "\(name) \(view) outside the window at \(size)")
            }
        }
    }

    @Test(arguments: sizes)
    func theCheckmarksPaperAndReasonLieBesideTheColumns(size: CGSize) throws {
        for panels in Self.panels(at: size) {
            let app = try liveApp(CheckmarkScene.id, size: size)
            open(panels, in: app, at: 0.1)
            try app.step(to: 0.1, render: true)
            let end = try DockedTimelineTests().drawLine(in: app, to: 0.6, steps: 10, pace: 0.02, from: 0.2)
            try app.step(to: end + 0.1, render: true)
            let scene = try #require(app.window.subviews.first as? CheckmarkScene)
            #expect(scene.reasonLabel.alpha > 0.9 && scene.reasonLabel.text.hasPrefix("not a ✓: "), "\(scene.reasonLabel.text)")
            let frames = try panelFrames(in: app, at: end + 0.1)
            for (name, view) in [("the paper", scene.canvas as View), ("the reason", scene.reasonLabel),
                                 ("the hint", scene.hintBar)] {
                let frame = shown(view, in: app)
                for (panel, panelFrame) in frames {
                    #expect(!overlaps(frame, panelFrame), "\(name) \(frame) under \(panel) \(panelFrame) with \(panels) at \(size)")
                }
            }
            #expect(app.replayZoom == 1)
        }
    }

    /// Right of F2 docked left, what is drawn and where a touch lands agree: a ✓ drawn with the mouse on the paper
    /// as it is shown is recognized, and the stroke is drawn under the pointer.
    @Test(arguments: sizes.filter { $0.width >= 1280 })
    func aCheckDrawnWithTheMouseRightOfF2DockedLeftIsRecognized(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        open(Panels(f2: .left, f6: false), in: app, at: 0.1)
        try app.step(to: 0.1, render: true)
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        let f2 = try #require(try panelFrames(in: app, at: 0.1).first?.1)
        let paper = shown(scene.canvas, in: app)
        #expect(paper.minX >= f2.maxX, "the paper \(paper) right of F2 \(f2) at \(size)")
        // A ✓ in the middle of the paper as shown, in window points (the offscreen window has no display scale).
        let corner = CGPoint(x: paper.midX - 20, y: paper.midY + 30)
        let points = CheckmarkStroke.check(corner: corner, arm: min(60, paper.height / 4))
        var time: TimeInterval = 0.2
        func send(_ event: SDL_Event) throws {
            app.deliverThroughChrome(app.translator.translate(event, at: time), at: time)
            try app.step(to: time, render: true)
            time += 0.01
        }
        func button(_ type: SDL_EventType, _ point: CGPoint) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(point.x.rounded())
            event.button.y = Int32(point.y.rounded())
            return event
        }
        func motion(_ point: CGPoint) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.state = 1
            event.motion.x = Int32(point.x.rounded())
            event.motion.y = Int32(point.y.rounded())
            return event
        }
        try send(button(SDL_MOUSEBUTTONDOWN, points[0]))
        for point in points.dropFirst() { try send(motion(point)) }
        // The stroke is drawn where the pointer went: at the corner, not the paper's colour 30 pt above it.
        let pixels = try app.renderer.readPixels()
        let scale = CGFloat(pixels.width) / size.width
        let ink = pixels[Int(corner.x * scale), Int(corner.y * scale)]
        let blank = pixels[Int(corner.x * scale), Int((corner.y - 40) * scale)]
        #expect(ink != blank, "no stroke under the pointer at \(corner): \(ink) as the paper \(blank) at \(size)")
        try send(button(SDL_MOUSEBUTTONUP, points[points.count - 1]))
        let marks = scene.canvas.subviews.filter { $0.name == "check-mark" }
        #expect(marks.count == 1, "the ✓ drawn right of F2 docked left not recognized at \(size): \(scene.reasonLabel.text)")
    }

    /// Closing a column, or collapsing F2 to its headline, gives the scene its width back; docked left, the scene
    /// starts right of F2 and back at the window's edge once F2 moves on.
    @Test func closingAColumnGivesTheSceneItsWidthBack() throws {
        let size = CGSize(width: 1920, height: 1080)
        let app = try liveApp(CheckmarkScene.id, size: size)
        try app.step(to: 0.05, render: false)
        #expect(app.window.frame == CGRect(origin: .zero, size: size))
        app.perform(.toggleTuningPanel, at: 0.1)
        try app.step(to: 0.1, render: false)
        let f6 = try #require(app.chrome.stack.layout(size: size, now: 0.1).area(of: app.chrome.tuning))
        #expect(app.window.frame == CGRect(x: 0, y: 0, width: f6.minX, height: size.height) && app.sceneOrigin == .zero)
        app.perform(.toggleRecognizerPanel, at: 0.2)
        app.perform(.toggleRecognizerPanel, at: 0.2)
        try app.step(to: 0.2, render: false)
        let f2 = try #require(app.chrome.stack.layout(size: size, now: 0.2).area(of: app.inspector))
        #expect(app.sceneOrigin == CGPoint(x: f2.maxX, y: 0))
        #expect(app.window.frame == CGRect(x: 0, y: 0, width: f6.minX - f2.maxX, height: size.height))
        app.perform(.toggleRecognizerPanel, at: 0.3)
        try app.step(to: 0.3, render: false)
        #expect(app.sceneOrigin == .zero && app.window.frame.width == f6.minX, "F2's headline keeps no column")
        app.perform(.toggleTuningPanel, at: 0.4)
        app.perform(.toggleRecognizerPanel, at: 0.4)
        try app.step(to: 0.4, render: false)
        #expect(app.window.frame == CGRect(origin: .zero, size: size) && app.sceneOrigin == .zero)
    }

    /// A replay keeps its points: with F2 docked left and F6 open it is drawn zoomed to fit between the columns,
    /// right of F2, and its trace is the trace without them, byte for byte. (With F4 too, the three would leave the
    /// scene less than half the window: they become tabs, `PanelTabsTests`.)
    @Test func aReplayWithTheColumnsOpenIsZoomedBesideThemAndTracesAlike() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-columns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try DockedTimelineTests.writeLineRecording(window: CGSize(width: 1920, height: 1080), in: folder)
        var traces: [String] = []
        for (index, panels) in [nil, Panels(f2: .left, f6: true), Panels(f2: .right, f6: true)].enumerated() {
            let trace = folder.appendingPathComponent("trace-\(index).jsonl")
            let app = try DockedTimelineTests.replay(recording, trace: trace) { app in
                guard let panels else { return }
                open(panels, in: app, at: 0)
            }
            #expect(app.window.bounds.size == CGSize(width: 1920, height: 1080), "the scene keeps the recording's points")
            let scene = try #require(app.window.subviews.first as? CheckmarkScene)
            if let panels {
                #expect(app.replayZoom < 0.7, "zoomed to fit beside the columns")
                #expect((app.sceneOrigin.x > 0) == (panels.f2 == .left))
                for (panel, frame) in try panelFrames(in: app, at: 0.5) {
                    for view in [scene.canvas as View, scene.reasonLabel, scene] {
                        #expect(!overlaps(shown(view, in: app), frame), "\(view.name) under \(panel) with \(panels)")
                    }
                }
            } else {
                #expect(app.replayZoom == 1 && app.sceneOrigin == .zero)
            }
            traces.append(try String(contentsOf: trace, encoding: .utf8))
        }
        #expect(traces[0].count > 200 && traces[0] == traces[1] && traces[0] == traces[2],
                "the trace with the columns open differs")
    }

    /// While `--record` writes, the scene keeps its points beside F2 docked left: zoomed and moved right, and a
    /// mouse press where a scene point is shown is recorded at that point.
    @Test func aSessionRecordingKeepsItsPointsBesideF2DockedLeft() throws {
        let size = CGSize(width: 1280, height: 800)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gs-columns-rec-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let app = try DockedTimelineTests.recordingSession(size: size, file: file)
        open(Panels(f2: .left, f6: false), in: app, at: 0.1)
        try app.step(to: 0.1, render: true)
        #expect(app.window.bounds.size == size && app.replayZoom < 1 && app.sceneOrigin.x > 0)
        let shownPoint = CGPoint(x: 600 * app.replayZoom + app.sceneOrigin.x, y: 400 * app.replayZoom)
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = Int32(shownPoint.x.rounded())
        event.button.y = Int32(shownPoint.y.rounded())
        let samples = app.translator.translate(event, at: 0.2)
        let location = try #require(samples.first?.location)
        #expect(abs(location.x - 600) < 1 / app.replayZoom && abs(location.y - 400) < 1 / app.replayZoom, "\(location)")
    }
}
