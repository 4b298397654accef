import Foundation

/// What part of the window a chrome layer asks for (see `ChromeLayout` for how requests are met).
public enum ChromePlacement: Equatable, Sendable {
    /// A full-width strip along the bottom, `height` points tall, stacked above the strips claimed before it.
    case bottomBar(height: CGFloat)
    /// `rows` badge rows at the top left (`OverlayBadge`), below the badges claimed before it.
    case badges(rows: Int)
    /// The window above the bottom bars, from below the badges shown.
    case belowBadges
    /// The window above the bottom bars.
    case content
    /// The whole window.
    case window
}
