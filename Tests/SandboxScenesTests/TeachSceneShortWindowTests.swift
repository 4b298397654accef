import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

/// The Teach scene in the room a 640×400 window leaves above F4 (640×210 points): the paper keeps at least 40 % of the height
/// and the examples stay in view. Before, the strip, the warning line and the toolbar left the paper 12 pt.
@MainActor
@Suite("Teach scene in a short window", .serialized)
struct TeachSceneShortWindowTests {
    let harness: SceneHarness<TeachScene>

    init() {
        GestureLibrary.shared = GestureLibrary(path: FileManager.default.temporaryDirectory
            .appendingPathComponent("gs-teach-\(UUID().uuidString).json").path)
        GestureLibrary.keepsTaughtGestures = false
        harness = SceneHarness(TeachScene.self, size: CGSize(width: 640, height: 210))
    }

    var scene: TeachScene { harness.scene }
    func frame(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test func thePaperKeepsTwoFifthsOfTheHeightAndTheExamplesStayInView() throws {
        let new = try #require(harness.view("teach.new"))
        harness.tap(new.centerInWindow)
        harness.wait(0.1)
        let paper = frame(scene.canvas)
        for size in [50.0, 60, 70] {
            let start = CGPoint(x: paper.minX + 60, y: paper.midY - size * 0.1)
            harness.stroke(SceneHarness<TeachScene>.path([start, CGPoint(x: start.x + size * 0.35, y: start.y + size * 0.25),
                                                          CGPoint(x: start.x + size, y: start.y - size * 0.2)]))
            harness.wait(0.3)
        }
        let content = scene.contentRect
        #expect(paper.height >= content.height * 0.4, "paper \(paper.height) pt of \(content.height) pt")
        let thumbnails = scene.subviews.compactMap { $0 as? ExampleThumbnailView }
        #expect(thumbnails.count == 3)
        for thumbnail in thumbnails {
            #expect(!thumbnail.isHidden)
            #expect(frame(scene).contains(frame(thumbnail)), "\(frame(thumbnail)) outside the scene")
            #expect(!frame(thumbnail).intersects(paper), "\(frame(thumbnail)) on the paper \(paper)")
        }
        for label in [scene.statusLabel, scene.warningLabel] where !label.isHidden {
            #expect(!frame(label).intersects(paper), "\(label.name) \(frame(label)) on the paper \(paper)")
            #expect(frame(scene).contains(frame(label)))
        }
        #expect(paper.contains(frame(scene.matchList)), "the top matches \(frame(scene.matchList)) spill off the paper \(paper)")
    }
}
