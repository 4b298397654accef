import Foundation
import GestureKit

/// A rounded card with a soft drawn shadow: the scenes' panels (knob controls, photo library, gallery card). The
/// shadow is a few stacked translucent rounded rectangles, since the drawing interface has no blur.
@MainActor
open class PanelView: View {
    public var fillColor: Color
    public var cornerRadius: CGFloat
    public var borderColor: Color?
    /// How far the shadow falls below the panel; 0 draws none.
    public var shadowDepth: CGFloat = 10
    /// Optional centred caption: a bold title over a smaller detail line.
    public var title: String?
    public var detail: String?
    public var textColor: Color = .white

    public init(frame: CGRect = .zero, name: String, fillColor: Color, cornerRadius: CGFloat = 24) {
        self.fillColor = fillColor
        self.cornerRadius = cornerRadius
        super.init(frame: frame, name: name)
    }

    open override func draw(in context: GraphicsContext) {
        if shadowDepth > 0 {
            for step in stride(from: 3, through: 1, by: -1) {
                let spread = CGFloat(step) * shadowDepth / 3
                let rect = bounds.insetBy(dx: -spread / 2, dy: -spread / 2).offsetBy(dx: 0, dy: spread * 0.6)
                context.fillRoundedRect(rect, cornerRadius: cornerRadius + spread / 2,
                                        color: ScenePalette.shadow.withAlphaComponent(0.08 + 0.04 * Double(3 - step)))
            }
        }
        context.fillRoundedRect(bounds, cornerRadius: cornerRadius, color: fillColor)
        if let borderColor {
            context.strokeRoundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: cornerRadius - 1, color: borderColor,
                                      lineWidth: 2)
        }
        if let title {
            let titleRect = CGRect(x: bounds.minX + 16, y: bounds.midY - (detail == nil ? 18 : 34),
                                   width: bounds.width - 32, height: 36)
            context.drawText(title, in: titleRect, font: context.font(fitting: title, width: titleRect.width,
                                                               from: .boldSystemFont(ofSize: 22), minimumSize: 12),
                             color: textColor, alignment: .center)
        }
        if let detail {
            let detailRect = CGRect(x: bounds.minX + 16, y: bounds.midY + 4, width: bounds.width - 32, height: 30)
            context.drawText(detail, in: detailRect, font: context.font(fitting: detail, width: detailRect.width,
                                                                from: .systemFont(ofSize: 15), minimumSize: 10),
                             color: textColor.withAlphaComponent(0.75), alignment: .center)
        }
    }
}
