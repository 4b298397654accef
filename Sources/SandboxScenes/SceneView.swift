import Foundation
import GestureKit

/// The common root of the sample scenes, and of yours: fills its window, keeps the hint bar on top, and lays its
/// content out again only when the window size changes (the host lays out every frame; moved images must stay where
/// they are). Subclass it, build your views in `init`, place them in `layoutContent`, and call `install(in:)` last.
@MainActor
open class SceneView: View {
    public let hintBar: HintBar
    public let playSound: SoundPlayer
    private var laidOutSize: CGSize?
    /// The content rectangle before the latest size change (nil on the first layout).
    private var previousContentRect: CGRect?

    /// The root view is named `<id>-scene` (e.g. `knob-scene`), so it never shadows a contract view like `knob`.
    public init(id: String, hint: String, playSound: @escaping SoundPlayer) {
        hintBar = HintBar(text: hint)
        self.playSound = playSound
        super.init(name: "\(id)-scene")
        clipsToBounds = true
        addSubview(hintBar)
    }

    /// Room left at the bottom for the host's scene bar (44 pt in windowed runs: it lies over the bottom 4).
    public static let bottomInset: CGFloat = 40

    /// The part of the scene between the hint bar and the host's scene bar.
    public var contentRect: CGRect {
        Self.contentRect(for: bounds.size).offsetBy(dx: bounds.minX, dy: bounds.minY)
    }

    static func contentRect(for size: CGSize) -> CGRect {
        let top = HintBar.margin + HintBar.height + 10
        return CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottomInset))
    }

    /// Where a point of the content before the latest resize belongs now: at the same fraction of the content
    /// rectangle, and inside it, so views keep their place on a resize and none ends up off-screen or under a bar.
    public func keepingPlace(_ point: CGPoint) -> CGPoint {
        let now = contentRect
        guard let before = previousContentRect, before.width > 0, before.height > 0 else { return point }
        let moved = CGPoint(x: now.minX + (point.x - before.minX) / before.width * now.width,
                            y: now.minY + (point.y - before.minY) / before.height * now.height)
        return CGPoint(x: min(max(moved.x, now.minX), now.maxX), y: min(max(moved.y, now.minY), now.maxY))
    }

    /// Adds the finished scene to the window and lays it out once, so it is ready before the first frame.
    public func install(in window: Window) {
        frame = window.bounds
        bringSubviewToFront(hintBar)
        window.addSubview(self)
        layoutSubviews()
    }

    /// Adds a view under the hint bar (shown marks, overlays).
    public func addContentSubview(_ view: View) {
        insertSubview(view, belowSubview: hintBar)
    }

    open override func layoutSubviews() {
        if let superview, frame != superview.bounds { frame = superview.bounds }
        guard laidOutSize != bounds.size else { return }
        let first = laidOutSize == nil
        previousContentRect = laidOutSize.map(Self.contentRect(for:))
        laidOutSize = bounds.size
        hintBar.frame = CGRect(x: HintBar.margin, y: HintBar.margin, width: max(0, bounds.width - 2 * HintBar.margin),
                               height: HintBar.height)
        layoutContent(isFirstLayout: first)
    }

    /// Positions the scene's views in `contentRect`; called on the first layout and whenever the size changes.
    open func layoutContent(isFirstLayout: Bool) {}
}
