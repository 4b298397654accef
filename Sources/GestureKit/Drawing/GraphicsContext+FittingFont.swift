import Foundation

extension GraphicsContext {
    /// The largest whole size of `font`, from its own size down to `minimumSize`, at which `text` fits `width` (at
    /// `minimumSize` when none does): one rule for every text that shrinks rather than being cut (`Label`'s
    /// `adjustsFontSizeToFitWidth`, the scenes' card captions).
    public func font(fitting text: String, width: CGFloat, from font: Font, minimumSize: CGFloat) -> Font {
        // More Unicode scalars than could show at the smallest size: nothing to measure, and a megabyte of text is
        // not measured five times a frame.
        let smallest = Font(size: minimumSize, weight: font.weight)
        if minimumSize < font.size, text.unicodeScalars.count > smallest.mostScalarsShown(in: width) { return smallest }
        var size = font.size
        while size > minimumSize, sizeOfText(text, font: Font(size: size, weight: font.weight)).width > width {
            size -= 1
        }
        return size == font.size ? font : Font(size: size, weight: font.weight)
    }
}
