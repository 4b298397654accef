import Foundation
import GestureKit
import SandboxScenes
import Testing

/// Issue 11, item 3: every scene laid out at 640x400, 1280x800, 1920x1080 and 3840x2160, at first and after a
/// resize from another size, keeps every view a person can touch (one with recognizers, or a control) inside the
/// window and clear of the host's scene bar.
@MainActor
@Suite struct SceneLayoutTests {
    static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                        CGSize(width: 1920, height: 1080), CGSize(width: 3840, height: 2160)]

    /// Views with recognizers or controls, in window coordinates, skipping hidden ones and the scene's root.
    static func touchables(in view: View, root: View) -> [(String, CGRect)] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        var result: [(String, CGRect)] = []
        if view !== root, !view.gestureRecognizers.isEmpty || view is Control {
            result.append((view.name, view.convert(view.bounds, to: nil)))
        }
        for subview in view.subviews { result += touchables(in: subview, root: root) }
        return result
    }

    static func problems(_ window: Window, root: View, size: CGSize) -> [String] {
        let usable = CGRect(x: 0, y: 0, width: size.width, height: size.height - 34)
        return touchables(in: root, root: root).compactMap { name, frame in
            // The board-sized views (a scene's full-window canvas) may reach under the bar; their middle may not.
            let probe = frame.width >= size.width - 1 ? CGRect(x: frame.midX, y: frame.midY, width: 0, height: 0) : frame
            return usable.insetBy(dx: -0.5, dy: -0.5).contains(probe) ? nil : "\(name) at \(frame) outside \(usable)"
        }
    }

    @Test(arguments: ["monkey-banana", "knob", "checkmark", "photo-chevron", "gallery", "teach"])
    func touchableViewsStayInTheWindow(scene id: String) {
        for size in Self.sizes {
            let window = Window(frame: CGRect(origin: .zero, size: size))
            let root = SceneCatalog.scene(id: id)!.init(window: window, playSound: { _ in })
            window.layoutHierarchy()
            #expect(Self.problems(window, root: root, size: size).isEmpty,
                    "\(id) at \(size): \(Self.problems(window, root: root, size: size))")
            for other in Self.sizes where other != size {
                window.frame = CGRect(origin: .zero, size: other)
                window.layoutHierarchy()
                #expect(Self.problems(window, root: root, size: other).isEmpty,
                        "\(id) resized \(size) → \(other): \(Self.problems(window, root: root, size: other))")
                window.frame = CGRect(origin: .zero, size: size)
                window.layoutHierarchy()
            }
        }
    }
}
