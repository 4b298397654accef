import Foundation

/// A single line of text (UIKit's `UILabel`); its text appears in view dumps.
@MainActor
open class Label: View {
    public var text: String
    public var font: Font = .systemFont(ofSize: 17)
    public var textColor: Color = .black
    public var textAlignment: TextAlignment = .left

    public init(frame: CGRect = .zero, text: String = "", name: String = "") {
        self.text = text
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: GraphicsContext) {
        context.drawText(text, in: bounds, font: font, color: textColor, alignment: textAlignment)
    }
}
