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
    /// How a text still too wide (after shrinking, if it may) is cut; UIKit's default, the tail.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail

    /// A label showing `text`.
    public init(frame: CGRect = .zero, text: String = "", name: String = "") {
        self.text = text
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: GraphicsContext) {
        let shown = adjustsFontSizeToFitWidth && !text.isEmpty
            ? context.font(fitting: text, width: bounds.width, from: font,
                           minimumSize: max(1, (font.size * minimumScaleFactor).rounded(.up)))
            : font
        let cut = context.truncated(text, toFit: bounds.width, font: shown, mode: lineBreakMode)
        context.drawText(cut, in: bounds, font: shown, color: textColor, alignment: textAlignment)
    }
}
