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

    /// A label showing `text`.
    public init(frame: CGRect = .zero, text: String = "", name: String = "") {
        self.text = text
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: GraphicsContext) {
        context.drawText(text, in: bounds, font: font, color: textColor, alignment: textAlignment)
    }
}
