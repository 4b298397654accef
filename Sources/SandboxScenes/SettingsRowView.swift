import Foundation
import GestureKit

/// A row of the scroll scene's list, as a table cell: a title on the left, an optional control on the right, and,
/// for a plain row, a grey highlight while its touch is down. It takes its own touches (no recognizer), so the list's
/// delayed content touches show: the highlight comes 0.15 s late, or at the lift of a quick tap, or never when the
/// finger scrolls.
@MainActor
final class SettingsRowView: View {
    static let height: CGFloat = 52
    let titleLabel: Label
    let accessory: View?
    /// Whether the row highlights and reports taps (rows holding a control don't).
    let isTappable: Bool
    private(set) var isHighlighted = false
    /// Called when a tap ends on a tappable row.
    var onTap: (@MainActor (SettingsRowView) -> Void)?

    init(title: String, accessory: View? = nil, name: String) {
        titleLabel = Label(text: title, name: "\(name).title")
        self.accessory = accessory
        isTappable = accessory == nil
        super.init(name: name)
        backgroundColor = .white
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = Color(hex: 0x1C1C1E)
        addSubview(titleLabel)
        if let accessory { addSubview(accessory) }
    }

    override func layoutSubviews() {
        titleLabel.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width * 0.45), height: bounds.height)
        guard let accessory else { return }
        let size: CGSize
        switch accessory {
        case is Switch: size = Switch.size
        case is Slider: size = CGSize(width: min(260, bounds.width * 0.5), height: 40)
        default: size = CGSize(width: min(150, bounds.width * 0.4), height: 36)
        }
        accessory.frame = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2,
                                 width: size.width, height: size.height)
    }

    override func draw(in context: GraphicsContext) {
        if isHighlighted { context.fill(bounds, color: Color(hex: 0xD1D1D6)) }
        context.fill(CGRect(x: 16, y: bounds.height - 0.5, width: bounds.width - 16, height: 0.5),
                     color: Color(hex: 0xC6C6C8))
        if isTappable {
            let x = bounds.width - 26, y = bounds.height / 2
            context.strokePolyline([CGPoint(x: x, y: y - 6), CGPoint(x: x + 6, y: y), CGPoint(x: x, y: y + 6)],
                                   color: Color(hex: 0xC4C4C7), lineWidth: 2)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if isTappable { isHighlighted = true }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard isHighlighted else { return }
        isHighlighted = false
        onTap?(self)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        isHighlighted = false
    }
}
