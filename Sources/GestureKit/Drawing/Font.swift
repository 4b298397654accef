import Foundation

/// A font request: the host maps it to a TTF face at the screen's scale.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }
    public var size: CGFloat
    public var weight: Weight

    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static func systemFont(ofSize size: CGFloat) -> Font { Font(size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }
}

/// Horizontal placement of text inside its rectangle (vertically it is always centred).
public enum TextAlignment: Sendable { case left, center, right }
