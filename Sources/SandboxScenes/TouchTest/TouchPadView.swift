import Foundation
import GestureKit

/// A coloured pad of the touch-test scene that takes touches itself (no recognizers): it draws a dot under each
/// finger and counts the messages it gets in its label, so deliveries are visible on screen and in view dumps.
@MainActor
final class TouchPadView: View {
    let tint: Color
    let label: CounterLabel
    private var counts: [ViewDelivery.Kind: Int] = [:]
    private var fingers: [ObjectIdentifier: CGPoint] = [:]

    init(frame: CGRect, tint: Color, name: String, multipleTouch: Bool) {
        self.tint = tint
        label = CounterLabel(text: "", name: "\(name).label")
        super.init(frame: frame, name: name)
        isMultipleTouchEnabled = multipleTouch
        label.font = .systemFont(ofSize: 14)
        label.textAlignment = .center
        label.textColor = .darkGray
        addSubview(label)
        updateLabel()
    }

    override func layoutSubviews() {
        label.frame = CGRect(x: 6, y: max(0, bounds.height - 44), width: max(0, bounds.width - 12), height: 40)
    }

    override func draw(in context: GraphicsContext) {
        context.fillRoundedRect(bounds, cornerRadius: 12, color: tint.withAlphaComponent(0.25))
        context.strokeRoundedRect(bounds.insetBy(dx: 1, dy: 1), cornerRadius: 12, color: tint, lineWidth: 2)
        context.drawText(isMultipleTouchEnabled ? "\(name) · multi-touch" : name,
                         in: CGRect(x: 12, y: 8, width: bounds.width - 24, height: 24),
                         font: .boldSystemFont(ofSize: 16), color: tint, alignment: .left)
        for location in fingers.values {
            context.fillEllipse(in: CGRect(x: location.x - 22, y: location.y - 22, width: 44, height: 44),
                                color: tint.withAlphaComponent(0.6))
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { note(touches, .began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { note(touches, .moved) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { note(touches, .ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { note(touches, .cancelled) }

    private func note(_ touches: Set<Touch>, _ kind: ViewDelivery.Kind) {
        counts[kind, default: 0] += 1
        for touch in touches {
            if kind == .ended || kind == .cancelled {
                fingers[ObjectIdentifier(touch)] = nil
            } else {
                fingers[ObjectIdentifier(touch)] = touch.location(in: self)
            }
        }
        updateLabel()
    }

    private func updateLabel() {
        label.text = [ViewDelivery.Kind.began, .moved, .ended, .cancelled]
            .map { "\($0.rawValue) \(counts[$0, default: 0])" }.joined(separator: " · ")
    }
}
