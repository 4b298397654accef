import Foundation

extension GraphicsContext {
    /// `text` as drawn in `width` with `font`: itself when it fits or `mode` is `.byClipping`, otherwise as many of
    /// its characters as fit beside "…" where `mode` cuts (just "…" when none do).
    public func truncated(_ text: String, toFit width: CGFloat, font: Font, mode: LineBreakMode) -> String {
        guard mode != .byClipping, sizeOfText(text, font: font).width > width else { return text }
        let characters = Array(text)
        func kept(_ count: Int) -> String {
            switch mode {
            case .byTruncatingHead: "…" + String(characters.suffix(count))
            case .byTruncatingMiddle:
                String(characters.prefix((count + 1) / 2)) + "…" + String(characters.suffix(count / 2))
            case .byTruncatingTail, .byClipping: String(characters.prefix(count)) + "…"
            }
        }
        // The width grows with the characters kept, so the most that fit is found by halving.
        var fitting = 0, tooMany = characters.count
        while tooMany - fitting > 1 {
            let count = (fitting + tooMany) / 2
            if sizeOfText(kept(count), font: font).width <= width { fitting = count } else { tooMany = count }
        }
        return kept(fitting)
    }
}
