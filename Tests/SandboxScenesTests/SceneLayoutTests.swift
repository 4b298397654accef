import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

/// Issue 11, item 3: every scene laid out at 640x400, 1280x800, 1920x1080 and 3840x2160, at first and after a
/// resize from another size, keeps every view a person can touch (one with recognizers, or a control) inside the
/// window and clear of the host's scene bar.
@MainActor
@Suite struct SceneLayoutTests {
    static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                        CGSize(width: 1920, height: 1080), CGSize(width: 3840, height: 2160)]

    @Test(arguments: ["monkey-banana", "knob", "checkmark", "photo-chevron", "gallery", "teach"])
    func touchableViewsStayInTheWindow(scene id: String) {
        for size in Self.sizes {
            let window = Window(frame: CGRect(origin: .zero, size: size))
            let root = SceneCatalog.scene(id: id)!.init(window: window, playSound: { _ in })
            window.layoutHierarchy()
            #expect(LayoutProblems.problems(window, root: root, size: size).isEmpty,
                    "\(id) at \(size): \(LayoutProblems.problems(window, root: root, size: size))")
            for other in Self.sizes where other != size {
                window.frame = CGRect(origin: .zero, size: other)
                window.layoutHierarchy()
                #expect(LayoutProblems.problems(window, root: root, size: other).isEmpty,
                        "\(id) resized \(size) → \(other): \(LayoutProblems.problems(window, root: root, size: other))")
                window.frame = CGRect(origin: .zero, size: size)
                window.layoutHierarchy()
            }
        }
    }
}
