import Foundation
import GestureKit
import SandboxFormats
import SandboxHost
import SandboxInspector
import SandboxScenes
import SandboxSession

/// One scene in a hidden window on the offscreen driver with the software renderer — what a headless or
/// software-rendered app pays per frame. The window is `size` points at `scale` pixels a point (1280×800 at 1 unless
/// said), and the cut's recording, made at 1280×800, is fitted to it as a replay at another size is. `frame()` is the app's whole frame after input: clock, layout, draw every
/// view, present. With no scene it is the bare SDL loop (clear + present), the floor every scene is compared with.
/// `renderThreads` is how many threads draw the frame's bands (the app's default: one per processor, at most 4).
/// With `inspector`, the F2 panel follows the scene and is drawn over it every frame, as the app does.
@MainActor
final class SceneFrameFixture {
    nonisolated static let defaultSize = CGSize(width: 1280, height: 800)

    let size: CGSize
    let sdlWindow: SDLWindow
    let renderer: SDLRenderer
    let context: SDLGraphicsContext
    let window: Window
    private let cut: SceneCut?
    private var time: TimeInterval = 0
    private let inspector: Inspector?

    init(cut: SceneCut?, size: CGSize = defaultSize, scale: CGFloat = 1, renderThreads: Int? = nil,
         inspector: Bool = false) throws {
        try SDLSystem.start(videoDriver: .offscreen)
        self.size = size
        sdlWindow = try SDLWindow(title: "scene benchmark", width: Int(size.width * scale),
                                  height: Int(size.height * scale), resizable: false, hidden: true)
        renderer = try SDLRenderer(window: sdlWindow, kind: .software)
        let assets = try AssetCatalog.locate()
        context = SDLGraphicsContext(renderer: renderer, assets: assets, scale: scale, renderThreads: renderThreads)
        window = Window(frame: CGRect(origin: .zero, size: size))
        self.cut = cut
        self.inspector = inspector ? Inspector() : nil
        self.inspector?.panel.isVisible = true
        guard let cut else { return }
        self.inspector?.observe(window)
        let scene = cut.rowCount.map { ScrollScene(window: window, playSound: { _ in }, rowCount: $0) as View }
            ?? SceneCatalog.install(id: cut.sceneID, in: window)
        precondition(scene != nil, "no scene \(cut.sceneID)")
        let url = assets.root.appendingPathComponent("recordings/\(cut.recording).jsonl")
        let samples = try RecordingParser.parse(contentsOf: url).fitted(to: size).recording.samples.prefix(cut.samples)
        // Replay at 60 Hz frames, as the app would, so animations and timers see the same clock.
        for sample in samples {
            while time + 1.0 / 60 < sample.timestamp { frame() }
            self.inspector?.willDispatch([sample], to: window)
            window.dispatch([sample])
            self.inspector?.didDispatch(to: window)
        }
        let end = time + cut.settle
        while time < end { frame() }
        precondition(context.assetErrors.isEmpty, "missing assets: \(context.assetErrors)")
    }

    /// One 60 Hz frame: advance the engine clock (timers, animations), lay out, draw, present.
    func frame() {
        time += 1.0 / 60
        guard cut != nil else {
            renderer.clear(red: 255, green: 255, blue: 255)
            renderer.present()
            return
        }
        window.advance(to: time)
        window.layoutHierarchy()
        context.beginFrame(clearColor: .white)
        window.drawHierarchy(in: context)
        if let inspector {
            inspector.panel.draw(inspector.story, in: context, size: size, bottomInset: 34,
                                 avoiding: InspectorPanel.controlFrames(in: window))
        }
        context.endFrame()
        renderer.present()
    }
}
