import Foundation

/// A push button: its action is touch-up-inside (UIKit's `UIButton`).
@MainActor
open class Button: Control {
    /// The text drawn centred on the button.
    public var title: String
    /// The colour of the title.
    public var titleColor: Color = .white
    /// The title's font; bold 17 pt by default, as UIKit's system buttons.
    public var font: Font = .boldSystemFont(ofSize: 17)
    /// The radius of the rounded background's corners.
    public var cornerRadius: CGFloat = 10
    /// How a title wider than the button is cut; UIKit's default for a button, the middle, so a title's end (a count,
    /// an extension) stays in view.
    public var lineBreakMode: LineBreakMode = .byTruncatingMiddle

    /// A button showing `title`; add an action for `.touchUpInside` to hear it.
    public init(frame: CGRect = .zero, title: String = "", name: String = "") {
        self.title = title
        super.init(frame: frame, name: name)
        tintColor = .blue
    }

    /// Adds the button's primary action.
    public func addAction(_ handler: @escaping @MainActor (Button) -> Void) {
        addAction(for: .touchUpInside) { [unowned self] _ in handler(self) }
    }

    /// A lift inside is the button's primary action, as UIKit's buttons send it with touch-up-inside.
    open override func primaryEvents(_ upInside: Events) -> Events { [upInside, .primaryActionTriggered] }

    open override func draw(in context: GraphicsContext) {
        let tint = tintColor ?? .blue
        let fill = isHighlighted ? tint.withAlphaComponent(0.7) : tint
        context.fillRoundedRect(bounds, cornerRadius: cornerRadius, color: fill)
        context.drawText(context.truncated(title, toFit: bounds.width, font: font, mode: lineBreakMode), in: bounds,
                         font: font, color: titleColor, alignment: .center)
    }
}
