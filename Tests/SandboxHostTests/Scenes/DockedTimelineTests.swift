import CSDL2
import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession
@testable import SandboxScenes
import SandboxInspector
import Testing
@testable import SandboxChrome

/// Issue 25 item 2, F4 docked: the timeline strip reserves its place along the bottom and the scene is laid out
/// above it (live), or zoomed to fit above it keeping its points (a replay), so what the scene explains itself with
/// (the checkmark's red reason, the gallery's note) and its content (the paper, the custom subview) lie clear of the
/// strip, drawn with the real font at 640×400, 1280×800 and 1920×1080; panels are opaque, so no scene line shows
/// through their text; and a replay's trace with F4 open is the trace without it.
@MainActor
@Suite("F4 docked below the scene", .serialized)
struct DockedTimelineTests {
    nonisolated static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                                    CGSize(width: 1920, height: 1080)]

    static let scenes = [
        SceneDescriptor(id: CheckmarkScene.id, title: CheckmarkScene.title, hint: CheckmarkScene.hint) { window, services in
            CheckmarkScene(window: window, playSound: { services.playSound(named: $0) })
        },
        SceneDescriptor(id: GalleryScene.id, title: GalleryScene.title, hint: GalleryScene.hint) { window, services in
            GalleryScene(window: window, playSound: { services.playSound(named: $0) })
        },
    ]

    /// A live windowed session (the offscreen driver stands in for a display: it has the scene bar) in `scene`.
    func liveApp(_ scene: String, size: CGSize) throws -> SandboxApp {
        var options = SandboxOptions()
        options.size = size
        options.sceneID = scene
        options.vsync = false
        let app = try SandboxApp(options: options, scenes: Self.scenes, environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        return app
    }

    /// A sideways line from 20 % to `to` of the width at 40 % of the scene's height, `steps` moves `pace` apart,
    /// delivered as the app delivers input, a frame drawn after each.
    func drawLine(in app: SandboxApp, to: CGFloat, steps: Int, pace: TimeInterval, from start: TimeInterval) throws
        -> TimeInterval {
        let size = app.window.bounds.size
        let y = size.height * 0.4, x0 = size.width * 0.2, x1 = size.width * to
        var t = start
        func send(_ phase: TouchSample.Phase, _ x: CGFloat) throws {
            app.deliverThroughChrome([TouchSample(id: 1, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)], at: t)
            try app.step(to: t, render: true)
        }
        try send(.down, x0)
        for step in 1...steps {
            t += pace
            try send(.move, x0 + (x1 - x0) * CGFloat(step) / CGFloat(steps))
        }
        t += 0.04
        try send(.up, x1)
        return t
    }

    /// Window rectangle of `view` (scene points times the zoom).
    func shown(_ view: View, in app: SandboxApp) -> CGRect {
        let frame = view.convert(view.bounds, to: nil)
        let z = app.replayZoom
        return CGRect(x: frame.minX * z, y: frame.minY * z, width: frame.width * z, height: frame.height * z)
    }

    @Test(arguments: sizes)
    func theCheckmarksPaperAndReasonLieAboveF4(size: CGSize) throws {
        let app = try liveApp(CheckmarkScene.id, size: size)
        app.perform(.toggleTimeline, at: 0.1)
        try app.step(to: 0.1, render: true)
        let end = try drawLine(in: app, to: 0.6, steps: 10, pace: 0.02, from: 0.2)
        try app.step(to: end + 0.1, render: true)
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        #expect(scene.reasonLabel.alpha > 0.9 && scene.reasonLabel.text.hasPrefix("not a ✓: "), "\(scene.reasonLabel.text)")
        let layout = app.chrome.stack.layout(size: app.chromeSize, now: end + 0.1)
        let f4 = try #require(layout.area(of: app.inspector.timelineLayer))
        #expect(f4.height >= TimelineLayout.height(forLanes: 1, laneHeight: TimelineLayout.compactLaneHeight))
        let reason = shown(scene.reasonLabel, in: app), paper = shown(scene.canvas, in: app)
        #expect(!reason.intersects(f4), "the reason \(reason) under F4 \(f4) at \(size)")
        #expect(!paper.intersects(f4), "the paper \(paper) under F4 \(f4) at \(size)")
        #expect(!shown(scene.hintBar, in: app).intersects(f4))
        // Red text on the reason's line, on screen.
        let pixels = try app.renderer.readPixels()
        let scale = CGFloat(pixels.width) / size.width
        let red = (Int(reason.minY * scale)..<Int(reason.maxY * scale)).contains { y in
            (Int(reason.minX * scale)..<Int(reason.maxX * scale)).contains { x in
                let pixel = pixels[x, y]
                return pixel.red > 180 && pixel.green < 110 && pixel.blue < 110
            }
        }
        #expect(red, "red text on the reason's line at \(size)")
        // Beside F4, in its margin, the dock: the scene bar's colour over the scene's background, not a white band.
        let margin = pixels[Int(4 * scale), Int(f4.midY * scale)], bar = pixels[Int(2 * scale), Int((size.height - 2) * scale)]
        #expect(margin == bar && margin.red < 90, "\(margin) beside F4, \(bar) in the bar at \(size)")
        // Touches still land where they are drawn: the live scene keeps the window's points.
        #expect(app.replayZoom == 1 && app.window.frame.origin == .zero)
    }

    @Test(arguments: sizes)
    func theGallerysNoteAndCustomSubviewLieAboveF4(size: CGSize) throws {
        let app = try liveApp(GalleryScene.id, size: size)
        app.perform(.toggleTimeline, at: 0.1)
        try app.step(to: 0.1, render: true)
        // Fast sideways: a swipe, which the note explains.
        let end = try drawLine(in: app, to: 0.5, steps: 6, pace: 0.02, from: 0.2)
        try app.step(to: end + 0.1, render: true)
        let scene = try #require(app.window.subviews.first as? GalleryScene)
        #expect(scene.coach.alpha > 0.9 && scene.coach.text.hasPrefix("That was a swipe"), "\(scene.coach.text)")
        let layout = app.chrome.stack.layout(size: app.chromeSize, now: end + 0.1)
        let f4 = try #require(layout.area(of: app.inspector.timelineLayer))
        for (name, view) in [("the note", scene.coach as View), ("the custom subview", scene.customSubview),
                             ("the hint", scene.hintBar)] {
            let frame = shown(view, in: app)
            #expect(!frame.intersects(f4), "\(name) \(frame) under F4 \(f4) at \(size)")
            #expect(layout.bounds.contains(frame), "\(name) \(frame) outside the window at \(size)")
        }
    }

    /// Every scene lays itself out and draws above F4 in the smallest window (the Teach scene's canvas, shorter than
    /// its inset there, trapped on a null clip).
    @Test func everySceneDrawsAboveF4At640x400() throws {
        let all = SceneCatalog.all.map { type in
            SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
                type.init(window: window, playSound: { services.playSound(named: $0) })
            }
        }
        var options = SandboxOptions()
        options.size = CGSize(width: 640, height: 400)
        options.vsync = false
        let app = try SandboxApp(options: options, scenes: all, environment: ["SDL_VIDEODRIVER": "offscreen"])
        app.perform(.toggleTimeline, at: 0.1)
        for index in all.indices {
            let time = 0.2 + Double(index)
            app.perform(.selectScene(index), at: time)
            try app.step(to: time, render: true)
            #expect(app.window.frame.height < 400, "\(all[index].id) laid out above F4")
        }
    }

    /// Closing F4 gives the scene its whole window back.
    @Test func closingF4GivesTheSceneItsHeightBack() throws {
        let size = CGSize(width: 1280, height: 800)
        let app = try liveApp(CheckmarkScene.id, size: size)
        try app.step(to: 0.05, render: false)
        #expect(app.window.frame == CGRect(origin: .zero, size: size))
        app.perform(.toggleTimeline, at: 0.1)
        try app.step(to: 0.1, render: false)
        let reserved = app.chrome.stack.layout(size: size, now: 0.1).reservedBottom
        #expect(reserved > 0 && app.window.frame == CGRect(x: 0, y: 0, width: size.width, height: size.height - reserved))
        app.perform(.toggleTimeline, at: 0.2)
        try app.step(to: 0.2, render: false)
        #expect(app.window.frame == CGRect(origin: .zero, size: size))
    }

    /// Where F6 draws, no scene colour shows: the checkmark's red stroke drawn under F6 at 640×400 (too narrow for
    /// F6 to dock beside a scene) leaves no pixel of F6's rows reddish (its own colours are greys, white, blue and
    /// yellow).
    @Test func panelsAreOpaque() throws {
        let size = CGSize(width: 640, height: 400)
        let app = try liveApp(CheckmarkScene.id, size: size)
        app.perform(.toggleTuningPanel, at: 0.1)
        try app.step(to: 0.1, render: true)
        _ = try drawLine(in: app, to: 0.95, steps: 10, pace: 0.02, from: 0.2)
        let layout = app.chrome.stack.layout(size: size, now: app.window.clock.now)
        let f6Area = app.chrome.tuning.clear(try #require(layout.area(of: app.chrome.tuning)), app.chromeFrame(at: 0))
        let rows = app.tuningPanel.rows(in: app.window)
        let f6 = app.tuningPanel.frame(rows: rows.count, in: f6Area).insetBy(dx: 12, dy: 12)
        let pixels = try app.renderer.readPixels()
        let scale = CGFloat(pixels.width) / size.width
        let y = Int(f6.midY * scale)
        #expect(app.window.frame.maxX > f6.minX, "the scene \(app.window.frame) runs under F6 \(f6)")
        let reddish = (Int(f6.minX * scale)..<Int(f6.maxX * scale)).filter { x in
            (y - 2...y + 2).contains { row in
                let pixel = pixels[x, row]
                return Int(pixel.red) > Int(pixel.green) + 12 && Int(pixel.red) > Int(pixel.blue) + 12
            }
        }
        #expect(reddish.isEmpty, "the red stroke shows through F6 at x \(reddish.prefix(5))…")
    }

    /// A recording in `folder` of a straight line drawn on the checkmark's paper in a window of `window` points.
    static func writeLineRecording(window: CGSize, in folder: URL) throws -> URL {
        var lines = [#"{"format":"gesture-sandbox-recording","version":1,"window":[\#(Int(window.width)),\#(Int(window.height))],"scene":"checkmark"}"#,
                     #"{"t":0.1,"type":"down","id":1,"x":300,"y":300}"#]
        for step in 1...10 { lines.append(#"{"t":\#(0.1 + Double(step) * 0.02),"type":"move","id":1,"x":\#(300 + step * 50),"y":310}"#) }
        lines.append(#"{"t":0.34,"type":"up","id":1,"x":800,"y":310}"#)
        let recording = folder.appendingPathComponent("line.jsonl")
        try lines.joined(separator: "\n").write(to: recording, atomically: true, encoding: .utf8)
        return recording
    }

    /// A headless replay of `recording` writing its trace to `trace`; `prepare` opens panels before it runs.
    static func replay(_ recording: URL, trace: URL, prepare: (SandboxApp) -> Void = { _ in }) throws -> SandboxApp {
        var options = SandboxOptions()
        options.headless = true
        options.replayPath = recording.path
        options.settle = 0.3
        options.tracePath = trace.path
        let app = try SandboxApp(options: options, scenes: scenes)
        prepare(app)
        try app.run()
        return app
    }

    /// A windowed session of the checkmark scene at `size` (offscreen) writing `--record` into `file`.
    static func recordingSession(size: CGSize, file: URL) throws -> SandboxApp {
        var options = SandboxOptions()
        options.size = size
        options.sceneID = CheckmarkScene.id
        options.vsync = false
        options.recordPath = file.path
        return try SandboxApp(options: options, scenes: scenes, environment: ["SDL_VIDEODRIVER": "offscreen"])
    }

    /// A replay keeps its points: with F4 open it is drawn zoomed to fit above the strip, and its trace is the
    /// trace without F4, byte for byte.
    @Test func aReplayWithF4OpenIsZoomedAboveItAndTracesAlike() throws {
        let size = CGSize(width: 1280, height: 800)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-docked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try Self.writeLineRecording(window: size, in: folder)
        var traces: [String] = []
        for timeline in [false, true] {
            let trace = folder.appendingPathComponent("trace-\(timeline).jsonl")
            let app = try Self.replay(recording, trace: trace) { app in
                if timeline { app.perform(.toggleTimeline, at: 0) }
            }
            #expect(app.window.bounds.size == size, "the scene keeps the recording's points")
            let scene = try #require(app.window.subviews.first as? CheckmarkScene)
            if timeline {
                let f4 = try #require(app.chrome.stack.layout(size: app.chromeSize, now: 0.5).area(of: app.inspector.timelineLayer))
                #expect(app.replayZoom < 1, "zoomed to fit above F4")
                #expect(!shown(scene.reasonLabel, in: app).intersects(f4) && !shown(scene.canvas, in: app).intersects(f4))
            } else {
                #expect(app.replayZoom == 1)
            }
            traces.append(try String(contentsOf: trace, encoding: .utf8))
        }
        #expect(traces[0].count > 200 && traces[0] == traces[1], "the trace with F4 open differs")
    }

    /// While `--record` writes, the scene keeps the points it is recorded in: F4 zooms it instead of resizing it.
    @Test func aSessionRecordingKeepsItsPointsWithF4Open() throws {
        let size = CGSize(width: 1280, height: 800)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gs-docked-rec-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let app = try Self.recordingSession(size: size, file: file)
        app.perform(.toggleTimeline, at: 0.1)
        try app.step(to: 0.1, render: true)
        #expect(app.window.bounds.size == size && app.replayZoom < 1)
        let f4 = try #require(app.chrome.stack.layout(size: app.chromeSize, now: 0.1).area(of: app.inspector.timelineLayer))
        let scene = try #require(app.window.subviews.first as? CheckmarkScene)
        #expect(!shown(scene.reasonLabel, in: app).intersects(f4))
    }

    /// At 640×400 with F4 and F6 open, F6 keeps a row below the scene's hint instead of drawing over it. The two
    /// are tabs there (side by side they left the scene less than half, issue 35 point 6): F6's tab shown, F4's hidden.
    @Test func f6KeepsClearOfTheHintBesideF4AtTheSmallestSize() throws {
        let size = CGSize(width: 640, height: 400)
        let app = try liveApp(GalleryScene.id, size: size)
        app.perform(.toggleTuningPanel, at: 0.1)
        app.perform(.toggleTimeline, at: 0.1)
        try app.step(to: 0.1, render: true)
        // A swipe fills F4's lanes.
        let end = try drawLine(in: app, to: 0.5, steps: 6, pace: 0.02, from: 0.2) + 0.1
        try app.step(to: end, render: true)
        let scene = try #require(app.window.subviews.first as? GalleryScene)
        app.chrome.stack.showTab(app.chrome.tuning)
        let layout = app.chrome.stack.layout(size: size, now: end)
        #expect(layout.shows(app.chrome.tuning) && !layout.shows(app.inspector.timelineLayer))
        let f6Area = app.chrome.tuning.clear(try #require(layout.area(of: app.chrome.tuning)), app.chromeFrame(at: end))
        let rows = app.tuningPanel.rows(in: app.window)
        let f6 = app.tuningPanel.frame(rows: rows.count, in: f6Area)
        #expect(!f6.intersects(shown(scene.hintBar, in: app)), "F6 \(f6) over the hint \(scene.hintBar.frame)")
        #expect(app.tuningPanel.rowCapacity(rows: rows.count, in: f6Area) >= 1)
        let strip = try #require(layout.tabStrip)
        #expect(!f6.intersects(strip) && layout.sceneShare >= 0.5)
    }
}
