import Foundation
import GestureKit
import GestureKitTesting
import SandboxScenes
import Testing

/// Issue 15's guarantee on the real scenes: random multi-finger streams replayed headless through each scene leave
/// every view touch ended or cancelled exactly once and every recognizer released. Seeded; a failure prints the
/// seed and the smallest failing stream.
@MainActor
@Suite struct SceneTouchGuaranteeTests {
    static let streamsPerScene = 150

    /// The catalogue's ids, written out because test arguments are read outside the main actor.
    @Test func coversEveryScene() {
        #expect(SceneCatalog.all.map { $0.id } == ["monkey-banana", "knob", "checkmark", "photo-chevron", "gallery", "teach"])
    }

    static func sceneType(_ id: String) -> any SandboxScene.Type { SceneCatalog.scene(id: id)! }

    static func violations(scene id: String, _ stream: TouchStream) -> [String] {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.advance(to: 1)
        _ = sceneType(id).init(window: window, playSound: { _ in })
        window.layoutHierarchy()
        return TouchGuaranteeCheck.violations(playing: stream, on: window)
    }

    @Test(arguments: ["monkey-banana", "knob", "checkmark", "photo-chevron", "gallery", "teach"])
    func everyViewTouchEndsExactlyOnce(scene id: String) {
        var failures = 0
        for index in 0..<Self.streamsPerScene {
            let seed = UInt64(index) &+ 1
            var rng = SeededGenerator(seed: seed)
            let ids = seed % 3 == 0 ? [1 << 40, 4_294_967_297, 3] : [1, 2, 3, 4]
            let stream = TouchStream.random(using: &rng, in: CGRect(x: 0, y: 0, width: 1280, height: 800),
                                            events: Int.random(in: 5...50, using: &rng), fingerIDs: ids, start: 1)
            let problems = Self.violations(scene: id, stream)
            guard !problems.isEmpty else { continue }
            failures += 1
            guard failures <= 2 else { continue }
            let smallest = stream.shrunk { !Self.violations(scene: id, $0).isEmpty }
            Issue.record("""
                scene \(id), seed \(seed): \(problems.prefix(4).joined(separator: "; "))
                smallest failing stream (\(smallest.events.count) events):
                \(smallest)
                """)
        }
        #expect(failures == 0, "\(failures) of \(Self.streamsPerScene) streams broke the guarantee in \(id)")
    }
}
