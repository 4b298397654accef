import Foundation

/// What part of the window a chrome layer asks for (see `ChromeLayout` for how requests are met).
public enum ChromePlacement: Equatable, Sendable {
    /// Which side of the panels' room a column takes.
    public enum Side: Equatable, Sendable {
        case left, right
    }

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
    /// A panel along the bottom of the panels' room, as wide as it, up to `height` points tall (F4's lanes): the
    /// layout may give it less, so the columns keep room above it.
    case bottomPanel(height: CGFloat)
    /// A panel column up to `width` points wide on `side` of what the bottom panels and the columns before it left
    /// (F6, F2): narrower when the room is. A `docked` one reserves its width: the scene lies beside it, not under it
    /// (F2 collapsed to its headline doesn't).
    case column(width: CGFloat, side: Side, docked: Bool = true)
}
