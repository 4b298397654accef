import Foundation

/// How a one-line text wider than its bounds is cut (UIKit's `NSLineBreakMode`, its one-line cases): an ellipsis
/// stands where the text was cut, so a reader sees that something is missing.
public enum LineBreakMode: Sendable {
    /// Drawn whole and cut off at the bounds' edge.
    case byClipping
    /// "…" and the text's end: what matters is at the end.
    case byTruncatingHead
    /// The text's start and "…": UIKit's default.
    case byTruncatingTail
    /// The start, "…" and the end: a file's path keeps its folder's start and its name.
    case byTruncatingMiddle
}
