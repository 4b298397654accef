import Foundation

/// Edges of a rectangle (UIKit's `UIRectEdge`), as a set.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The window's top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The window's left edge, where a drawer is usually pulled in from.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The window's bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The window's right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges, for a gesture that may start anywhere along the border.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
