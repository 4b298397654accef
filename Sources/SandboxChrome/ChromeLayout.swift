import Foundation
import SandboxInspector

/// Hands out the window's areas to the visible chrome layers, so bars and badges never overlap one another or the
/// panels: bottom bars first (the last layer in the list lowest), then badge rows at the top left (in list order),
/// then the panels share what is left above the bars (`content`), from below the badges when they ask to be.
public struct ChromeLayout {
    public let bounds: CGRect
    /// The window above the bottom bars.
    public private(set) var content: CGRect
    /// Badge rows claimed so far.
    public private(set) var badgeRows = 0
    private var areas: [ObjectIdentifier: CGRect] = [:]

    /// Lays out `layers` in a window of `size` points at time `now`. Only visible layers claim bars and badge rows;
    /// a hidden panel is still told where it would be (it may hold a finger that came down while it was shown).
    @MainActor
    public init(_ layers: [ChromeLayer], size: CGSize, now: TimeInterval) {
        bounds = CGRect(origin: .zero, size: size)
        content = bounds
        let placed = layers.map { ($0, $0.placement(at: now), $0.isVisible) }
        for (layer, placement, visible) in placed.reversed() where visible {
            guard case .bottomBar(let height) = placement else { continue }
            content.size.height -= height
            areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: content.maxY, width: size.width, height: height)
        }
        for (layer, placement, visible) in placed where visible {
            guard case .badges(let rows) = placement else { continue }
            let top = OverlayBadge.top(row: badgeRows)
            badgeRows += rows
            areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: top, width: size.width,
                                                    height: OverlayBadge.top(row: badgeRows) - top)
        }
        let belowBadges = OverlayBadge.top(row: badgeRows)
        for (layer, placement, _) in placed {
            switch placement {
            case .content: areas[ObjectIdentifier(layer)] = content
            case .belowBadges:
                areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: belowBadges, width: content.width,
                                                        height: max(0, content.maxY - belowBadges))
            case .window: areas[ObjectIdentifier(layer)] = bounds
            case .bottomBar, .badges: break
            }
        }
    }

    /// The area given to `layer`; nil for a hidden bar or badge.
    @MainActor
    public func area(of layer: ChromeLayer) -> CGRect? { areas[ObjectIdentifier(layer)] }
}
