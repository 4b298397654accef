import Foundation

/// A font request: the host maps it to a TTF face at the screen's scale.
public struct Font: Hashable, Sendable {
    /// The two faces the host ships (DejaVu Sans and its bold).
    public enum Weight: Hashable, Sendable {
        /// DejaVu Sans or DejaVu Sans Bold.
        case regular, bold
    }
    /// Point size; the host rasterises at size × screen scale, so text stays sharp on HiDPI.
    public var size: CGFloat
    /// Which face of the family the host picks.
    public var weight: Weight

    /// A font of `size` points, regular unless asked for bold.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// UIKit's spelling of a regular font, so ported code compiles unchanged.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }
    /// UIKit's spelling of a bold font, so ported code compiles unchanged.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }
}

/// Horizontal placement of text inside its rectangle (vertically it is always centred).
public enum TextAlignment: Sendable {
    /// Against the left edge, centred, or against the right edge.
    case left, center, right
}
