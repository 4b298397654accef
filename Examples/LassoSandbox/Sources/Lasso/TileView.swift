import Foundation
import GestureKit

/// One selectable tile: a coloured card with its number, ringed when the lasso selects it.
@MainActor
public final class TileView: View {
    public var isSelected = false
    private let color: Color
    private let number: Int

    public init(number: Int, color: Color) {
        self.number = number
        self.color = color
        super.init(name: "tile-\(number)")
        isUserInteractionEnabled = false
    }

    public override func draw(in context: GraphicsContext) {
        if isSelected {
            context.fillRoundedRect(bounds.insetBy(dx: -7, dy: -7), cornerRadius: 22, color: LassoPalette.selection)
        }
        context.fillRoundedRect(bounds, cornerRadius: 16, color: color)
        context.drawText("\(number)", in: bounds, font: .boldSystemFont(ofSize: 34), color: .white, alignment: .center)
    }
}
