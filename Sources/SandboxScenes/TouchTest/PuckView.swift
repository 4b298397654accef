import Foundation
import GestureKit

/// A round puck of the touch-test scene that follows a one-finger drag, so a drag shows up as a moved `center`
/// in view dumps and screenshots.
@MainActor
final class PuckView: View {
    private var grab: CGPoint?

    override init(frame: CGRect, name: String) {
        super.init(frame: frame, name: name)
    }

    override func draw(in context: GraphicsContext) {
        context.fillEllipse(in: bounds, color: grab == nil ? .blue : .orange)
        context.strokeEllipse(in: bounds.insetBy(dx: 2, dy: 2), color: .white, lineWidth: 3)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let superview else { return }
        let location = touch.location(in: superview)
        grab = CGPoint(x: center.x - location.x, y: center.y - location.y)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, let superview, let grab else { return }
        let location = touch.location(in: superview)
        center = CGPoint(x: location.x + grab.x, y: location.y + grab.y)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { grab = nil }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { grab = nil }
}
