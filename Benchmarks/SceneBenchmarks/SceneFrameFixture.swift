import Foundation
import GestureKit
import SandboxHost
import SandboxInspector
import SandboxScenes

/// One scene in a hidden 1280×800 window on the offscreen driver with the software renderer — what a headless or
/// software-rendered app pays per frame. `frame()` is the app's whole frame after input: clock, layout, draw every
/// view, present. With no scene it is the bare SDL loop (clear + present), the floor every scene is compared with.
/// `renderThreads` is how many threads draw the frame's bands (the app's default: one per processor, at most 4).
/// With `inspector`, the F2 panel follows the scene and is drawn over it every frame, as the app does.
@MainActor
final class SceneFrameFixture {
    static let size = CGSize(width: 1280, height: 800)

    let sdlWindow: SDLWindow
    let renderer: SDLRenderer
    let context: SDLGraphicsContext
    let window: Window
    private let cut: SceneCut?
    private var time: TimeInterval = 0
    private let inspector: Inspector?

    init(cut: SceneCut?, renderThreads: Int? = nil, inspector: Bool = false) throws {
        try SDLSystem.start(videoDriver: .offscreen)
        sdlWindow = try SDLWindow(title: "scene benchmark", width: Int(Self.size.width), height: Int(Self.size.height),
                                  resizable: false, hidden: true)
        renderer = try SDLRenderer(window: sdlWindow, kind: .software)
        let assets = try AssetCatalog.locate()
        context = SDLGraphicsContext(renderer: renderer, assets: assets, renderThreads: renderThreads)
        window = Window(frame: CGRect(origin: .zero, size: Self.size))
        self.cut = cut
        self.inspector = inspector ? Inspector() : nil
        self.inspector?.panel.isVisible = true
        guard let cut else { return }
        self.inspector?.observe(window)
        let scene = SceneCatalog.install(id: cut.sceneID, in: window)
        precondition(scene != nil, "no scene \(cut.sceneID)")
        let url = assets.root.appendingPathComponent("recordings/\(cut.recording).jsonl")
        let samples = try RecordingParser.parse(contentsOf: url).samples.prefix(cut.samples)
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
            inspector.panel.draw(inspector.story, in: context, size: Self.size, bottomInset: 34,
                                 avoiding: InspectorPanel.controlFrames(in: window))
        }
        context.endFrame()
        renderer.present()
    }
}
