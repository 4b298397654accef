import Foundation
import GestureKitTesting
@testable import SandboxChrome
import Testing

/// The scene's viewport: every conversion the translator, the drawing context and the chrome make goes through it,
/// so each is checked here with no window. Seeded (`GESTURE_SANDBOX_SEED` replays one); the seed is printed.
@MainActor
@Suite("Scene viewport: points, window units and pixels")
struct SceneViewportTests {
    /// The seeds run: `GESTURE_SANDBOX_SEED` alone when set.
    nonisolated static let seeds: [UInt64] = {
        if let text = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_SEED"], let seed = UInt64(text) { return [seed] }
        return [1, 2, 3]
    }()

    /// A viewport as the session makes one: a window of `points` at `displayScale`, zoomed down when narrow, a scene
    /// of `scene` points zoomed to fit what the docked panels leave (`insets`: left, top, right, bottom).
    static func viewport(points: CGSize, displayScale: CGFloat, bars: CGFloat, scene: CGSize?,
                         insets: (CGFloat, CGFloat, CGFloat, CGFloat)) -> SceneViewport {
        let zoom = NarrowWindow.zoom(for: points, bars: bars)
        var viewport = SceneViewport(layoutSize: CGSize(width: points.width / zoom, height: points.height / zoom),
                                     displayScale: displayScale, windowZoom: zoom)
        let layout = viewport.layoutSize
        viewport.sceneArea = CGRect(x: insets.0, y: insets.1, width: max(0, layout.width - insets.0 - insets.2),
                                    height: max(0, layout.height - insets.1 - insets.3))
        if let scene {
            viewport.replayZoom = ReplayZoom.fit(scene, in: CGSize(width: viewport.sceneArea.width, height: layout.height),
                                                 bars: bars + insets.3)
        }
        return viewport
    }

    static func close(_ a: CGPoint, _ b: CGPoint, scale: CGFloat) -> Bool {
        let tolerance = 1e-9 * max(1, abs(b.x), abs(b.y), scale)
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("round trips: scene ↔ layout ↔ window units ↔ pixels ↔ finger fractions, any window", arguments: seeds)
    func roundTrips(seed: UInt64) {
        print("SceneViewportTests seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        for round in 0..<150 {
            // Sides log-uniform from 1 point, so narrow windows down to 1×1 come up often.
            let side = { (rng: inout SeededGenerator) in CGFloat(exp(Double.random(in: 0...log(4000), using: &rng))).rounded() }
            let points = CGSize(width: side(&rng), height: side(&rng))
            let displayScale = [1, 1.25, 1.5, 2, 3][Int.random(in: 0..<5, using: &rng)]
            let bars = [0, SceneBar.height, SceneBar.height + ReplayTransport.height][Int.random(in: 0..<3, using: &rng)]
            let scene = Bool.random(using: &rng) ? CGSize(width: side(&rng), height: side(&rng)) : nil
            // Docked panels take up to 40 % of a side each (the layout leaves the scene a column and a band).
            let inset = { (rng: inout SeededGenerator, side: CGFloat) in
                Bool.random(using: &rng) ? (side * CGFloat.random(in: 0...0.4, using: &rng)).rounded() : 0
            }
            let zoom = NarrowWindow.zoom(for: points, bars: bars)
            let width = points.width / zoom, height = points.height / zoom - bars
            let v = Self.viewport(points: points, displayScale: displayScale, bars: bars, scene: scene,
                                  insets: (inset(&rng, width), 0, inset(&rng, width), inset(&rng, height)))
            let label = "seed \(seed) round \(round): \(v)"
            #expect(v.windowZoom > 0 && v.windowZoom <= 1 && v.layoutSize.width >= NarrowWindow.minimumWidth - 1e-9
                    || v.windowZoom == 1, "\(label)")
            let unitsPerScenePoint = v.replayZoom * v.displayScale * v.windowZoom
            #expect(abs(v.unitsPerScenePoint - unitsPerScenePoint) <= 1e-12 * unitsPerScenePoint, "\(label)")
            let pixelsPerUnit = [1, 2][Int.random(in: 0..<2, using: &rng)] as CGFloat
            for _ in 0..<8 {
                let p = CGPoint(x: CGFloat.random(in: -50...v.sceneWindowSize.width + 50, using: &rng),
                                y: CGFloat.random(in: -50...v.sceneWindowSize.height + 50, using: &rng))
                let scale = 1 / min(1, v.unitsPerScenePoint)
                let layout = v.layoutPoint(fromScene: p)
                #expect(Self.close(v.scenePoint(fromLayout: layout), p, scale: scale), "\(label) \(p)")
                let units = v.units(fromLayout: layout)
                #expect(Self.close(v.layoutPoint(fromUnits: units), layout, scale: scale), "\(label) \(p)")
                #expect(Self.close(v.scenePoint(fromUnits: units), p, scale: scale), "\(label) \(p)")
                let pixel = v.pixel(fromScene: p, pixelsPerUnit: pixelsPerUnit)
                #expect(Self.close(v.scenePoint(fromPixel: pixel, pixelsPerUnit: pixelsPerUnit), p, scale: scale), "\(label) \(p)")
                #expect(Self.close(pixel, CGPoint(x: units.x * pixelsPerUnit, y: units.y * pixelsPerUnit),
                                   scale: scale * pixelsPerUnit), "\(label) \(p): pixels are window units × the renderer's")
                // A replayed finger comes back where it was pushed; a device's finger at the same place in the window
                // lands on the scene point drawn there.
                let pushed = v.windowFraction(ofScenePoint: p)
                #expect(Self.close(v.unshiftedScenePoint(fromWindowFraction: pushed), p, scale: scale), "\(label) \(p)")
                let touched = CGPoint(x: layout.x / v.layoutSize.width, y: layout.y / v.layoutSize.height)
                #expect(Self.close(v.scenePoint(fromWindowFraction: touched), p, scale: scale), "\(label) \(p)")
            }
            // The chrome's viewport: the same window, unzoomed, from its top left.
            let chrome = v.chrome
            #expect(chrome.replayZoom == 1 && chrome.origin == .zero && chrome.layoutSize == v.layoutSize
                    && chrome.unitsPerLayoutPoint == v.unitsPerLayoutPoint, "\(label)")
        }
    }

    @Test("scale 2: a point is two window units and, on a renderer drawing one pixel a unit, two pixels")
    func scaleTwo() {
        let v = SceneViewport(layoutSize: CGSize(width: 640, height: 400), displayScale: 2)
        #expect(v.units(fromLayout: CGPoint(x: 320, y: 200)) == CGPoint(x: 640, y: 400))
        #expect(v.scenePoint(fromUnits: CGPoint(x: 1280, y: 800)) == CGPoint(x: 640, y: 400))
        #expect(v.pixelsPerScenePoint(pixelsPerUnit: 1) == 2)
        #expect(v.pixel(fromScene: CGPoint(x: 10, y: 5), pixelsPerUnit: 1) == CGPoint(x: 20, y: 10))
        #expect(v.scenePoint(fromWindowFraction: CGPoint(x: 0.5, y: 0.25)) == CGPoint(x: 320, y: 100))
        #expect(v.sceneWindowSize == CGSize(width: 640, height: 400))
    }

    @Test("narrow windows down to 1×1 are laid out at the minimum, one zoom both ways")
    func narrowWindows() {
        for points in [CGSize(width: 1, height: 1), CGSize(width: 320, height: 240), CGSize(width: 1, height: 800),
                       CGSize(width: 639, height: 233)] {
            let v = Self.viewport(points: points, displayScale: 2, bars: SceneBar.height, scene: nil, insets: (0, 0, 0, 0))
            #expect(v.windowZoom < 1 && v.layoutSize.width >= NarrowWindow.minimumWidth - 1e-9
                    && v.layoutSize.height >= NarrowWindow.minimumHeight + SceneBar.height - 1e-9, "\(points): \(v)")
            #expect(abs(v.layoutSize.width / v.layoutSize.height - points.width / points.height) < 1e-9 * v.layoutSize.width,
                    "\(points): keeps the window's aspect")
            // The window's far corner, in window units, is the layout's far corner.
            let corner = CGPoint(x: points.width * 2, y: points.height * 2)
            #expect(Self.close(v.layoutPoint(fromUnits: corner), CGPoint(x: v.layoutSize.width, y: v.layoutSize.height),
                               scale: 1 / v.windowZoom), "\(points): \(v)")
        }
        let half = Self.viewport(points: CGSize(width: 320, height: 400), displayScale: 1, bars: 0, scene: nil,
                                 insets: (0, 0, 0, 0))
        #expect(half.windowZoom == 0.5 && half.layoutSize == CGSize(width: 640, height: 800))
        #expect(half.scenePoint(fromUnits: CGPoint(x: 160, y: 100)) == CGPoint(x: 320, y: 200))
    }

    @Test("docked insets: F2 docked left moves the scene's origin; touches and drawing move with it")
    func dockedInsets() {
        var v = SceneViewport(layoutSize: CGSize(width: 1280, height: 800))
        v.sceneArea = CGRect(x: 360, y: 0, width: 1280 - 360 - 420, height: 800 - 260)
        #expect(v.dockedInsets == (360, 0, 420, 260))
        #expect(v.origin == CGPoint(x: 360, y: 0))
        #expect(v.scenePoint(fromUnits: CGPoint(x: 360, y: 10)) == CGPoint(x: 0, y: 10))
        #expect(v.layoutPoint(fromScene: .zero) == CGPoint(x: 360, y: 0))
        #expect(v.pixel(fromScene: CGPoint(x: 1, y: 1), pixelsPerUnit: 2) == CGPoint(x: 722, y: 2))
        // A replay's finger is in scene points already: not moved.
        #expect(v.unshiftedScenePoint(fromWindowFraction: CGPoint(x: 0.5, y: 0.5)) == CGPoint(x: 640, y: 400))
        #expect(v.scenePoint(fromWindowFraction: CGPoint(x: 0.5, y: 0.5)) == CGPoint(x: 280, y: 400))
        #expect(v.chrome.dockedInsets == (0, 0, 0, 0))
    }

    @Test("replay zoom: a 1280×800 recording in a 640×400 window is drawn at ½ and its points kept")
    func replayZoom() {
        var v = SceneViewport(layoutSize: CGSize(width: 640, height: 400))
        v.replayZoom = ReplayZoom.fit(CGSize(width: 1280, height: 800), in: v.layoutSize, bars: 0)
        #expect(v.replayZoom == 0.5 && v.sceneWindowSize == CGSize(width: 1280, height: 800))
        #expect(v.layoutPoint(fromScene: CGPoint(x: 1280, y: 800)) == CGPoint(x: 640, y: 400))
        #expect(v.scenePoint(fromUnits: CGPoint(x: 100, y: 50)) == CGPoint(x: 200, y: 100))
        #expect(v.windowFraction(ofScenePoint: CGPoint(x: 640, y: 200)) == CGPoint(x: 0.5, y: 0.25))
        #expect(v.pixelsPerScenePoint(pixelsPerUnit: 1) == 0.5)
        // With F2 docked left 200 points in, the zoomed scene starts there, and so does its input.
        v.sceneArea.origin.x = 200
        #expect(v.originPixel(pixelsPerScenePoint: v.pixelsPerScenePoint(pixelsPerUnit: 2)) == CGPoint(x: 400, y: 0))
        #expect(v.scenePoint(fromUnits: CGPoint(x: 300, y: 50)) == CGPoint(x: 200, y: 100))
    }
}
