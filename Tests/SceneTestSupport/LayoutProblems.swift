import Foundation
import GestureKit

/// What a layout test finds wrong: a view a person can touch outside the window or under the host's scene bar.
@MainActor
public enum LayoutProblems {
    /// Views with recognizers or controls, in window coordinates, skipping hidden ones and the scene's root.
    public static func touchables(in view: View, root: View) -> [(String, CGRect)] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        var result: [(String, CGRect)] = []
        if view !== root, !view.gestureRecognizers.isEmpty || view is Control {
            result.append((view.name, view.convert(view.bounds, to: nil)))
        }
        for subview in view.subviews { result += touchables(in: subview, root: root) }
        return result
    }

    public static func problems(_ window: Window, root: View, size: CGSize) -> [String] {
        let usable = CGRect(x: 0, y: 0, width: size.width, height: size.height - 34)
        return touchables(in: root, root: root).compactMap { name, frame in
            // The board-sized views (a scene's full-window canvas) may reach under the bar; their middle may not.
            let probe = frame.width >= size.width - 1 ? CGRect(x: frame.midX, y: frame.midY, width: 0, height: 0) : frame
            return usable.insetBy(dx: -0.5, dy: -0.5).contains(probe) ? nil : "\(name) at \(frame) outside \(usable)"
        }
    }
}
