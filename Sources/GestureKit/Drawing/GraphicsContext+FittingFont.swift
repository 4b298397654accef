import Foundation

extension GraphicsContext {
    /// The largest whole size of `font`, from its own size down to `minimumSize`, at which `text` fits `width` (at
    /// `minimumSize` when none does): one rule for every text that shrinks rather than being cut (`Label`'s
    /// `adjustsFontSizeToFitWidth`, the scenes' card captions).
    public func font(fitting text: String, width: CGFloat, from font: Font, minimumSize: CGFloat) -> Font {
        var size = font.size
        while size > minimumSize, sizeOfText(text, font: Font(size: size, weight: font.weight)).width > width {
            size -= 1
        }
        return size == font.size ? font : Font(size: size, weight: font.weight)
    }
}
