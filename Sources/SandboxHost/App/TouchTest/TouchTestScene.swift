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
        let size = window.bounds.size
        root = View(frame: CGRect(origin: .zero, size: size), name: "touch-test")
        root.backgroundColor = Color(hex: 0xF4F4F2)
        let tints: [Color] = [.red, .green, .blue, .purple]
        let margin: CGFloat = 24, top: CGFloat = 64
        let padWidth = (size.width - 3 * margin) / 2, padHeight = (size.height - top - 2 * margin) / 2
        for (index, tint) in tints.enumerated() {
            let frame = CGRect(x: margin + CGFloat(index % 2) * (padWidth + margin),
                               y: top + CGFloat(index / 2) * (padHeight + margin), width: padWidth, height: padHeight)
            root.addSubview(TouchPadView(frame: frame, tint: tint, name: "pad-\(index + 1)", multipleTouch: index == 1))
        }
        let title = Label(frame: CGRect(x: margin, y: 16, width: size.width - 2 * margin, height: 32),
                          text: Self.descriptor.hint, name: "hint")
        title.font = .boldSystemFont(ofSize: 18)
        root.addSubview(title)
        root.addSubview(PuckView(frame: CGRect(x: size.width / 2 - 40, y: size.height / 2 - 40, width: 80, height: 80),
                                 name: "puck"))
        window.addSubview(root)
    }
}
