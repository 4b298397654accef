import Foundation
import GestureKit

/// The touch-test scene's root: lays the hint, the four pads and the puck out for the window's size whenever it
/// changes, clear of the scene bar, and keeps the puck at the same fraction of the window across a resize.
@MainActor
final class TouchTestView: View {
    /// The host's scene bar across the bottom (`SceneBar.height` in SandboxChrome, which scenes do not import): the
    /// pads stop above it.
    static let sceneBarHeight: CGFloat = 44
    private let title: Label
    private let pads: [TouchPadView]
    private let puck = PuckView(frame: CGRect(x: 0, y: 0, width: 80, height: 80), name: "puck")
    private var laidOutSize: CGSize?

    init(size: CGSize, hint: String) {
        title = Label(text: hint, name: "hint")
        title.font = .boldSystemFont(ofSize: 18)
        let tints: [Color] = [.red, .green, .blue, .purple]
        pads = tints.enumerated().map { index, tint in
            TouchPadView(frame: .zero, tint: tint, name: "pad-\(index + 1)", multipleTouch: index == 1)
        }
        super.init(frame: CGRect(origin: .zero, size: size), name: "touch-test")
        backgroundColor = Color(hex: 0xF4F4F2)
        pads.forEach(addSubview)
        addSubview(title)
        addSubview(puck)
    }

    override func layoutSubviews() {
        if let superview, frame != superview.bounds { frame = superview.bounds }
        let size = bounds.size
        guard laidOutSize != size else { return }
        // Narrow windows get smaller margins and a smaller hint, so the pads keep room for their counters.
        let compact = size.width < 900 || size.height < 560
        let margin: CGFloat = compact ? 12 : 24, top: CGFloat = compact ? 44 : 64
        let bottom = size.height - Self.sceneBarHeight - margin
        title.font = .boldSystemFont(ofSize: compact ? 14 : 18)
        title.frame = CGRect(x: margin, y: compact ? 10 : 16, width: max(0, size.width - 2 * margin), height: compact ? 24 : 32)
        let padWidth = max(0, (size.width - 3 * margin) / 2), padHeight = max(0, (bottom - top - margin) / 2)
        for (index, pad) in pads.enumerated() {
            pad.frame = CGRect(x: margin + CGFloat(index % 2) * (padWidth + margin),
                               y: top + CGFloat(index / 2) * (padHeight + margin), width: padWidth, height: padHeight)
        }
        let centre: CGPoint
        if let before = laidOutSize, before.width > 0, before.height > 0 {
            centre = CGPoint(x: puck.center.x / before.width * size.width, y: puck.center.y / before.height * size.height)
        } else {
            centre = CGPoint(x: size.width / 2, y: size.height / 2)
        }
        let half = puck.bounds.width / 2
        puck.center = CGPoint(x: min(max(centre.x, half), max(half, size.width - half)),
                              y: min(max(centre.y, top + half), max(top + half, bottom - half)))
        laidOutSize = size
    }
}
