import Foundation

extension GraphicsContext {
    /// `text` as drawn in `width` with `font`: itself when it fits or `mode` is `.byClipping`, otherwise as many of
    /// its characters as fit beside "…" where `mode` cuts (just "…" when none do).
    public func truncated(_ text: String, toFit width: CGFloat, font: Font, mode: LineBreakMode) -> String {
        guard mode != .byClipping else { return text }
        // A text of more Unicode scalars than could show is cut by count before anything is measured: a hostile
        // file's name of a megabyte (or one character carrying a megabyte of combining marks) never reaches the
        // font renderer.
        let most = font.mostScalarsShown(in: width)
        let scalars = text.unicodeScalars
        let isLong = scalars.count > most
        if !isLong, sizeOfText(text, font: font).width <= width { return text }
        let head = Array(isLong ? String(String.UnicodeScalarView(scalars.prefix(most))) : text)
        let tail = isLong ? Array(String(String.UnicodeScalarView(scalars.suffix(most)))) : head
        func kept(_ count: Int) -> String {
            switch mode {
            case .byTruncatingHead: "…" + String(tail.suffix(count))
            case .byTruncatingMiddle: String(head.prefix((count + 1) / 2)) + "…" + String(tail.suffix(count / 2))
            case .byTruncatingTail, .byClipping: String(head.prefix(count)) + "…"
            }
        }
        // The width grows with the characters kept, so the most that fit is found by halving.
        var fitting = 0, tooMany = isLong ? min(head.count, tail.count) + 1 : head.count
        while tooMany - fitting > 1 {
            let count = (fitting + tooMany) / 2
            if sizeOfText(kept(count), font: font).width <= width { fitting = count } else { tooMany = count }
        }
        return kept(fitting)
    }
}
