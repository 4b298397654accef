import Foundation

/// A single line of text (UIKit's `UILabel`); its text appears in view dumps.
@MainActor
open class Label: View {
    /// The one line of text shown.
    public var text: String
    /// The text's font.
    public var font: Font = .systemFont(ofSize: 17)
    /// The text's colour.
    public var textColor: Color = .black
    /// Where the line sits horizontally in the bounds.
    public var textAlignment: TextAlignment = .left
    /// As UIKit's: a text wider than the bounds is drawn in a smaller font, down to `minimumScaleFactor` of `font`.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` may shrink to (0: no limit but 1 pt).
    public var minimumScaleFactor: CGFloat = 0

    /// A label showing `text`.
    public init(frame: CGRect = .zero, text: String = "", name: String = "") {
        self.text = text
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: GraphicsContext) {
        context.drawText(text, in: bounds, font: fittedFont(in: context), color: textColor, alignment: textAlignment)
    }

    /// `font`, or, with `adjustsFontSizeToFitWidth`, the largest whole size at or under it that fits the width.
    public func fittedFont(in context: GraphicsContext) -> Font {
        guard adjustsFontSizeToFitWidth, !text.isEmpty else { return font }
        let natural = context.sizeOfText(text, font: font).width
        guard natural > bounds.width, natural > 0 else { return font }
        let smallest = max(1, (font.size * minimumScaleFactor).rounded(.up))
        var size = max(smallest, (font.size * bounds.width / natural).rounded(.down))
        while size > smallest, context.sizeOfText(text, font: Font(size: size, weight: font.weight)).width > bounds.width {
            size -= 1
        }
        return Font(size: size, weight: font.weight)
    }
}
