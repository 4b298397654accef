import CSDL2
import Foundation
import GestureKit
import GestureKitTesting
@testable import SandboxChrome
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxScenes
import SandboxSession
import TemplateRecognition
import TestSupport
import Testing

/// Every scene is laid out and drawn (headless, software renderer) in windows from 1×1 up, resized by the window
/// manager up to 30000×30000, with every panel open, and with the user's data at its most hostile where a scene
/// takes any: taught examples of coordinates near ±1.7e308, infinite or NaN, and gesture names starting with NUL (the
/// Teach scene), and gallery recordings whose header window is a few points wide. Before, the thumbnail's centre
/// went infinite then NaN and `Int(NaN)` trapped in `drawSmallEllipse`; a gallery replay recorded narrower than
/// about 80 pt trapped in `ImageRasterizer.sample`; F2/F4/F6 at 1×1 said a bare "TTF_RenderUTF8_Blended failed".
/// Seeded (`GESTURE_SANDBOX_SEED` replays one); the seed is printed.
@MainActor
@Suite("Scene geometry: any window, hostile user geometry", .serialized)
struct SceneGeometryPropertyTests {
    static let scenes = SceneCatalog.all.map { type in
        SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
            type.init(window: window, playSound: { services.playSound(named: $0) })
        }
    } + [TouchTestScene.descriptor]

    /// The seeds run: `GESTURE_SANDBOX_SEED` alone when set.
    nonisolated static let seeds: [UInt64] = {
        if let text = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_SEED"], let seed = UInt64(text) { return [seed] }
        return [1, 2, 3]
    }()

    /// Window sizes the probe found or that sit on an edge: 1×1, one point wide or high, just below the gallery's
    /// header, the zoom's knee.
    static let edgeSizes = [CGSize(width: 1, height: 1), CGSize(width: 1, height: 800), CGSize(width: 800, height: 1),
                            CGSize(width: 30, height: 800), CGSize(width: 64, height: 64), CGSize(width: 79, height: 200),
                            CGSize(width: 320, height: 240), CGSize(width: 639, height: 233)]

    /// A window side from 1 to `limit`, log-uniform, so the small sides (where layouts break) come up often.
    static func side(_ rng: inout SeededGenerator, limit: Double) -> CGFloat {
        CGFloat(exp(Double.random(in: 0...log(limit), using: &rng)).rounded())
    }

    /// A coordinate a hand-edited gestures file (or a corrupt one) can hold.
    static func hostileCoordinate(_ rng: inout SeededGenerator) -> Double {
        let values: [Double] = [1e308, 1.7e308, -1.7e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                .infinity, -.infinity, .nan, 0, 1e-308, .leastNonzeroMagnitude, 1e15, -1e15, 123.5]
        return Bool.random(using: &rng) ? values.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng)
    }

    static func hostileLibrary(_ rng: inout SeededGenerator) -> TemplateSet {
        var gestures: [TaughtGesture] = [
            // The probe's example, under a name that starts with NUL.
            TaughtGesture(name: "\u{0}nul", examples: [GestureExample(strokes: [[TemplatePoint(x: 1e308, y: 0, t: 0),
                                                                                  TemplatePoint(x: 1.7e308, y: 10, t: 0.1)]])]),
            TaughtGesture(name: "", examples: [GestureExample(strokes: [[TemplatePoint(x: 5, y: 5)]])]),
        ]
        for index in 0..<Int.random(in: 1...4, using: &rng) {
            let examples = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
                GestureExample(strokes: (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    (0..<Int.random(in: 1...6, using: &rng)).map { step in
                        TemplatePoint(x: hostileCoordinate(&rng), y: hostileCoordinate(&rng), t: Double(step) * 0.01)
                    }
                })
            }
            gestures.append(TaughtGesture(name: index == 0 ? "\u{0}" : "g\(index)", examples: examples))
        }
        return TemplateSet(gestures: gestures)
    }

    /// A headless session on the software renderer in a `size` window, with the given recording replayed.
    func headlessApp(size: CGSize?, replay: String? = nil, scene: String? = nil) throws -> SandboxApp {
        var options = SandboxOptions()
        options.size = size
        options.headless = true
        options.replayPath = replay
        options.sceneID = scene
        let app = try SandboxApp(options: options, scenes: Self.scenes, environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        return app
    }

    /// The window manager making the window `size` points (data in window units).
    func resize(_ app: SandboxApp, to size: CGSize) {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.windowID = app.sdlWindow.id
        event.window.data1 = Int32(size.width)
        event.window.data2 = Int32(size.height)
        SDL_PushEvent(&event)
    }

    /// Every scene, with F2, F4, F6, help, F3 and F5 open in a random mix, drawn at `time` onwards; returns the time
    /// after.
    func drawEveryScene(in app: SandboxApp, from time: TimeInterval, rng: inout SeededGenerator,
                        label: String) throws -> TimeInterval {
        var t = time
        let toggles: [KeyCommand] = [.toggleRecognizerPanel, .toggleTimeline, .toggleTuningPanel, .toggleHelp,
                                     .toggleFrameStats, .toggleInputHealth]
        for index in Self.scenes.indices {
            app.perform(.selectScene(index), at: t)
            for toggle in toggles where Bool.random(using: &rng) { app.perform(toggle, at: t) }
            try app.step(to: t, render: true)
            // A finger somewhere in the window: recognizers and panels lay out what it shows too.
            let point = CGPoint(x: CGFloat.random(in: 0...max(app.size.width, 1), using: &rng),
                                y: CGFloat.random(in: 0...max(app.size.height, 1), using: &rng))
            app.deliverThroughChrome([TouchSample(id: 1, phase: .down, location: point, timestamp: t + 0.02)], at: t + 0.02)
            try app.step(to: t + 0.03, render: true)
            app.deliverThroughChrome([TouchSample(id: 1, phase: .up, location: point, timestamp: t + 0.05)], at: t + 0.05)
            try app.step(to: t + 0.06, render: true)
            #expect(app.context.assetErrors.isEmpty, "\(label), scene \(Self.scenes[index].id): \(app.context.assetErrors)")
            t += 0.1
        }
        return t
    }

    @Test("every scene and panel in windows from 1x1, resized up to 30000x30000, with hostile taught examples",
          arguments: seeds)
    func everySceneInAnyWindow(seed: UInt64) throws {
        print("SceneGeometryPropertyTests seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        let saved = GestureLibrary.shared
        defer { GestureLibrary.shared = saved }
        GestureLibrary.shared = GestureLibrary(templates: Self.hostileLibrary(&rng), path: "/nonexistent/gestures.json")
        var sizes = Self.edgeSizes.shuffled(using: &rng).prefix(3).map { $0 }
        sizes.append(CGSize(width: Self.side(&rng, limit: 2048), height: Self.side(&rng, limit: 2048)))
        for size in sizes {
            let label = "seed \(seed), window \(Int(size.width))x\(Int(size.height))"
            let app = try headlessApp(size: size)
            var t = try drawEveryScene(in: app, from: 0.1, rng: &rng, label: label)
            // Resized by the window manager: smaller, larger and far larger than SDL lets a window be made.
            for _ in 0..<2 {
                let laidOut = CGSize(width: Self.side(&rng, limit: 30000), height: Self.side(&rng, limit: 30000))
                resize(app, to: Bool.random(using: &rng) ? laidOut : CGSize(width: 30000, height: 30000))
                t = try drawEveryScene(in: app, from: t, rng: &rng, label: "\(label) resized to \(laidOut)")
            }
        }
    }

    /// The probe's crash: a gallery recording whose header window is narrower than about 80 pt, replayed.
    @Test("a gallery recording made in a window from 1x1 up replays and draws", arguments: seeds)
    func narrowGalleryRecordings(seed: UInt64) throws {
        print("SceneGeometryPropertyTests seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var windows = [CGSize(width: 1, height: 1), CGSize(width: 64, height: 64), CGSize(width: 30, height: 800)]
        windows.append(CGSize(width: Self.side(&rng, limit: 100), height: Self.side(&rng, limit: 1000)))
        for recorded in windows {
            let path = folder.file("gallery-\(Int(recorded.width))x\(Int(recorded.height)).jsonl")
            var lines = [#"{"format":"gesture-sandbox-recording","version":1,"window":[\#(Int(recorded.width)),\#(Int(recorded.height))],"scene":"gallery"}"#]
            var t = 0.1
            for _ in 0..<3 {
                let x = Double.random(in: 0...recorded.width, using: &rng), y = Double.random(in: 0...recorded.height, using: &rng)
                lines.append(#"{"t":\#(t),"type":"down","id":1,"x":\#(x),"y":\#(y)}"#)
                lines.append(#"{"t":\#(t + 0.05),"type":"up","id":1,"x":\#(x),"y":\#(y)}"#)
                t += 0.3
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            // Replayed in a window of the recording's size, and in the default one.
            for window in [recorded, nil] {
                let app = try headlessApp(size: window, replay: path)
                var time = 0.0
                while time < t + 0.2 {
                    time += 1.0 / 30
                    try app.step(to: time, render: true)
                }
                #expect(app.context.assetErrors.isEmpty, "seed \(seed), recorded \(recorded): \(app.context.assetErrors)")
            }
        }
    }
}
