import Foundation
import GestureKit
@testable import SandboxInspector
import SandboxScenes
import Testing

/// Issue 21 item 7: two fingers circling on the monkey and never lifted made the story keep a line per recognizer
/// per frame (the pan, pinch and rotation change together, so no line ever repeated the one before it), 619 MB
/// after 2.9 hours. Interleaved runs are counted like plain ones, so a held gesture keeps a fixed number of lines.
@MainActor
@Suite("Long holds keep a bounded story")
struct LongHoldStoryTests {
    @Test("100,000 moves of two fingers circling on the monkey: the story keeps a few lines that count them all")
    func twoFingersCircling() throws {
        var rig = GalleryRig(scene: "monkey-banana")
        func named(_ name: String, in view: View) -> View? {
            view.name == name ? view : view.subviews.lazy.compactMap { named(name, in: $0) }.first
        }
        let monkey = try #require(named("monkey", in: rig.window))
        let centre = monkey.convert(CGPoint(x: 100, y: 100), to: nil)
        // Each finger circles on its own 20 pt circle, at its own pace, so the pan, the pinch and the rotation all change.
        func fingers(_ phase: TouchSample.Phase, _ frame: Int) -> [TouchSample] {
            [1, 2].map { id in
                let turn = Double(frame) * (id == 1 ? 0.05 : -0.07)
                let x = centre.x + (id == 1 ? -40 : 40) + 20 * cos(turn), y = centre.y + 20 * sin(turn)
                return TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: 0)
            }
        }
        rig.dispatch(fingers(.down, 0), after: 0.1)
        let frames = 50_000
        var most = 0
        for frame in 1...frames {
            rig.dispatch(fingers(.move, frame), after: 1.0 / 60)
            most = max(most, rig.inspector.story.entries.count)
        }
        let story = rig.inspector.story
        #expect(most <= 64, "the story grew to \(most) lines")
        // Nothing is lost: the changes of the three simultaneous recognizers are all counted.
        for name in ["monkey.pan", "monkey.pinch", "monkey.rotation"] {
            let changes = story.entries.filter {
                if case let .transition(t) = $0.event { t.recognizer == name && t.to == .changed } else { false }
            }
            #expect(changes.map(\.repeats).reduce(0, +) >= frames / 2, "\(name): \(changes.map(\.text))")
        }
        #expect(rig.inspector.timeline.events.count <= 8_192)
    }
}
