import Foundation
import GestureKit

/// A gesture in the Teach scene's list: its name cut at the end to fit inside the pill's rounded ends, its example
/// count always shown after it ("a very long na… · 3"); a plain button cut the middle of "name · count" and ran the
/// text to both edges of the pill (issue 35).
@MainActor
final class GesturePillButton: Button {
    let gestureName: String
    let exampleCount: Int

    init(gestureName: String, exampleCount: Int, name: String) {
        self.gestureName = gestureName
        self.exampleCount = exampleCount
        super.init(title: "\(gestureName) · \(exampleCount)", name: name)
    }

    /// The room the title has: the pill less its rounded ends.
    var titleRect: CGRect { bounds.insetBy(dx: max(10, min(cornerRadius, bounds.height / 2)), dy: 0) }

    override func draw(in context: GraphicsContext) {
        let tint = tintColor ?? .blue
        context.fillRoundedRect(bounds, cornerRadius: cornerRadius,
                                color: isHighlighted ? tint.withAlphaComponent(0.7) : tint)
        let room = titleRect
        let count = " · \(exampleCount)"
        let countWidth = context.sizeOfText(count, font: font).width
        let name = context.truncated(gestureName, toFit: max(0, room.width - countWidth), font: font,
                                     mode: .byTruncatingTail)
        context.drawText(name + count, in: room, font: font, color: titleColor, alignment: .center)
    }
}
