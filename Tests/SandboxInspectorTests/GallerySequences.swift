import Foundation
import GestureKit
import SandboxInspector
import SandboxScenes

/// The gallery scene in a 1280×800 window with an inspector attached, driven by hand on the engine clock: the
/// sequences the issue tells (a tap waiting for the double tap, a swipe preventing the pan).
@MainActor
struct GalleryRig {
    let window: Window
    let inspector: Inspector
    private(set) var time: TimeInterval = 0

    init(scene: String = "gallery") {
        window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        _ = SceneCatalog.install(id: scene, in: window)
        inspector = Inspector()
        inspector.observe(window)
        window.layoutHierarchy()
    }

    mutating func send(_ phase: TouchSample.Phase, id: Int = 1, _ x: CGFloat, _ y: CGFloat, after dt: TimeInterval) {
        time += dt
        window.advance(to: time)
        let samples = [TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time)]
        window.dispatch(samples)
    }

    /// Samples of one instant, `dt` after the last; their timestamps are set to that instant.
    mutating func dispatch(_ samples: [TouchSample], after dt: TimeInterval) {
        time += dt
        window.advance(to: time)
        let stamped = samples.map { sample in
            var sample = sample
            sample.timestamp = time
            return sample
        }
        window.dispatch(stamped)
    }

    mutating func wait(_ seconds: TimeInterval) {
        let end = time + seconds
        while time < end {
            time = min(end, time + 1.0 / 60)
            window.advance(to: time)
        }
    }

    /// A single tap at (x, y).
    mutating func tap(_ x: CGFloat = 640, _ y: CGFloat = 400) {
        send(.down, x, y, after: 0.1)
        send(.up, x, y, after: 0.08)
    }

    /// A quick swipe right from (x, y): 160 pt in 0.12 s.
    mutating func swipeRight(_ x: CGFloat = 500, _ y: CGFloat = 400) {
        send(.down, x, y, after: 0.1)
        for step in 1...8 { send(.move, x + CGFloat(step) * 20, y, after: 0.015) }
        send(.up, x + 160, y, after: 0.015)
    }
}
