import Foundation
import GestureKit
import SandboxScenes
import TemplateRecognition
import SceneTestSupport
import Testing

/// Issue 36, class 6: the Teach scene was quadratic in what it holds (3,000 examples of one gesture took 28.6 s to
/// show, 10,000 gestures 4 s a mode switch, 100,000 never showed): it made a button for every gesture, a thumbnail
/// for every example, and checked every example against every other, preparing the whole set again for each.
@MainActor
@Suite("Teach scene with a large library", .serialized)
struct TeachSceneLargeLibraryTests {
    func gestureButtons(_ scene: TeachScene) -> [View] {
        scene.subviews.filter { $0.name.hasPrefix("teach.gesture.") }
    }

    @Test("10,000 gestures: buttons only for the rows the sidebar shows, around the selected gesture")
    func manyGestures() {
        GestureLibrary.keepsTaughtGestures = false
        GestureLibrary.shared = GestureLibrary(templates: TemplateSet(gestures: (0..<10_000).map { TaughtGesture(name: "g\($0)") }))
        defer { GestureLibrary.shared = GestureLibrary() }
        let harness = SceneHarness(TeachScene.self)
        let scene = harness.scene
        let rows = gestureButtons(scene)
        #expect(rows.count > 5 && rows.count < 40, "\(rows.count) buttons")
        #expect(rows.first?.name == "teach.gesture.0")
        #expect(rows.allSatisfy { !$0.isHidden }, "every button made is shown")
        scene.select(9_999)
        scene.setMode(.tryIt)
        harness.wait(0.1)
        let after = gestureButtons(scene)
        #expect(after.count == rows.count)
        #expect(after.last?.name == "teach.gesture.9999")
        #expect(after.allSatisfy { !$0.isHidden })
        #expect(scene.nameField.text == "g9999")
    }

    @Test("2,000 examples: thumbnails only for what the strip shows; the look-alike check skipped, saying so")
    func manyExamples() {
        let example = GestureExample(strokes: [[TemplatePoint(x: 0, y: 0, t: 0), TemplatePoint(x: 90, y: 40, t: 0.2),
                                                TemplatePoint(x: 120, y: -30, t: 0.4)]])
        GestureLibrary.keepsTaughtGestures = false
        GestureLibrary.shared = GestureLibrary(templates: TemplateSet(gestures: [
            TaughtGesture(name: "check", examples: Array(repeating: example, count: 2_000)),
        ]))
        defer { GestureLibrary.shared = GestureLibrary() }
        let harness = SceneHarness(TeachScene.self)
        let thumbnails = harness.scene.subviews.filter { $0.name.hasPrefix("teach.example.") }
        #expect(thumbnails.count > 3 && thumbnails.count < 40, "\(thumbnails.count) thumbnails")
        #expect(thumbnails.allSatisfy { !$0.isHidden })
        #expect(harness.scene.warningLabel.text == "look-alike check skipped: 2000 examples (it compares up to 500)")
    }
}
