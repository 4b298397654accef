import Foundation
import GestureKit
@testable import SandboxHost
import SandboxScenes
import SceneTestSupport
import Testing
@testable import SandboxFormats
@testable import SandboxSession

/// A scene replayed mid-demo at 60 Hz with every frame drawn looks the same to the bit whether its frames are drawn
/// on the main thread alone or in bands on three threads: the frame batch, occlusion, photo copies and band balancing
/// change how much work a frame costs, never its pixels. The photo sheet (copies, stand-ins, tiles hiding the sheet,
/// a clip cutting tiles) and the knob (its busy half) at 640×400, so the debug build's rasteriser stays quick.
@Suite("Threaded scene rendering", .serialized)
@MainActor
struct ThreadedSceneRenderingTests {
    /// A scene in a hidden window, drawn each frame by a context with `threads` render threads.
    @MainActor
    final class Run {
        let sdlWindow: SDLWindow
        let renderer: SDLRenderer
        let context: SDLGraphicsContext
        let window: Window
        var time: TimeInterval = 0

        init(scene: String, threads: Int) throws {
            try SDLSystem.start()
            sdlWindow = try SDLWindow(title: "threads \(threads)", width: 640, height: 400, resizable: false,
                                      hidden: true)
            renderer = try SDLRenderer(window: sdlWindow)
            context = SDLGraphicsContext(renderer: renderer, assets: try AssetCatalog.locate(), scale: 1,
                                         renderThreads: threads)
            window = Window(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
            _ = SceneCatalog.install(id: scene, in: window)
        }

        func frame() {
            time += 1.0 / 60
            window.advance(to: time)
            window.layoutHierarchy()
            context.beginFrame(clearColor: .white)
            window.drawHierarchy(in: context)
            context.endFrame()
        }
    }

    /// Scenes with the recording events replayed (the photo cut ends with the grid scrolled and a photo open).
    static let cuts: [(scene: String, recording: String, samples: Int)] = [
        ("knob", "knob-quarter-turn", 29), ("photo-chevron", "photo-chevron-open", 140),
    ]

    @Test(arguments: 0..<2)
    func oneThreadAndThreeThreadsDrawTheSameFrames(cut index: Int) throws {
        let cut = Self.cuts[index]
        let url = try AssetCatalog.locate().root.appendingPathComponent("recordings/\(cut.recording).jsonl")
        let samples = try RecordingParser.parse(contentsOf: url).samples.prefix(cut.samples)
        let runs = [try Run(scene: cut.scene, threads: 1), try Run(scene: cut.scene, threads: 3)]
        for (position, sample) in samples.enumerated() {
            while runs[0].time + 1.0 / 60 < sample.timestamp { for run in runs { run.frame() } }
            if position == samples.count / 2 {
                #expect(try runs[0].renderer.readPixels() == runs[1].renderer.readPixels(), "mid-cut")
            }
            // The recordings are 1280×800; the scenes' recognizers judge strokes by shape, not size.
            var half = sample
            half.location = CGPoint(x: sample.location.x / 2, y: sample.location.y / 2)
            for run in runs { run.window.dispatch([half]) }
        }
        // Past the end of the cut: animations settle, sizes hold still, copies are made and drawn.
        for _ in 0..<20 { for run in runs { run.frame() } }
        #expect(try runs[0].renderer.readPixels() == runs[1].renderer.readPixels())
        #expect(runs[0].context.assetErrors.isEmpty)
        if cut.scene == "photo-chevron" {
            #expect(runs[1].window.viewWithName("photo-library") != nil, "the library is open")
            #expect(runs[1].context.scaledImages.bytes > 0, "its tiles are drawn from copies")
        }
    }
}
