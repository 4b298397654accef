import Foundation
import GestureKit

/// Greedy word wrapping with the context's own text measure, so panel lines never run past their column.
@MainActor
enum TextWrapping {
    static func lines(_ text: String, width: CGFloat, font: Font, in context: GraphicsContext) -> [String] {
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
