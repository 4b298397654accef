import Foundation
import GestureKit

/// Greedy word wrapping with the context's own text measure, so panel lines never run past their column. A panel
/// redraws the same lines every frame, so each keeps one of these, whose results are kept by width and text (the
/// cache is dropped when it grows large).
@MainActor
final class TextWrapping {
    private struct Key: Hashable {
        let context: ObjectIdentifier
        let text: String
        let width: CGFloat
        let font: Font
    }

    private var cache: [Key: [String]] = [:]
    private static let cacheLimit = 4096

    /// `text` wrapped to `width`, as last time for the same text, width, font and context.
    func lines(_ text: String, width: CGFloat, font: Font, in context: GraphicsContext) -> [String] {
        let key = Key(context: ObjectIdentifier(context), text: text, width: width, font: font)
        if let lines = cache[key] { return lines }
        let lines = Self.wrap(text, width: width, font: font, in: context)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = lines
        return lines
    }

    /// `text` wrapped to `width`, measured now (for a panel whose lines change every frame).
    static func wrap(_ text: String, width: CGFloat, font: Font, in context: GraphicsContext) -> [String] {
        guard context.sizeOfText(text, font: font).width > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || context.sizeOfText(candidate, font: font).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = "  " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
