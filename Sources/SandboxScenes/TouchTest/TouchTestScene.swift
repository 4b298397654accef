import Foundation
import GestureKit

/// The host's built-in scene: four coloured pads that show and count the touches delivered to them (one of them
/// multi-touch), and a puck that follows a drag. It needs no recognizers, so it checks input, delivery, rendering
/// and replay on their own.
@MainActor
public final class TouchTestScene {
    public static let descriptor = SceneDescriptor(
        id: "touch-test", title: "Touch test",
        hint: "Touch the pads: each counts its deliveries. Drag the blue puck.",
        build: { window, services in TouchTestScene(window: window, services: services) })

    public let root: View

    public init(window: Window, services: SceneServices) {
        root = TouchTestView(size: window.bounds.size, hint: Self.descriptor.hint)
        window.addSubview(root)
        root.layoutSubviews()
    }
}
