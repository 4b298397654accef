import Foundation
import GestureKit

/// A sheet of ruled paper that draws the finger's stroke from its own touch methods. The shape recognizer on it
/// keeps `cancelsTouchesInView = false`, so the ink stays while the recognizer judges; when the finger lifts (after
/// the recognizer has decided) `strokeDidEnd` tells the scene, which fades the stroke in ink or in red.
@MainActor
public final class StrokeCanvasView: View {
    /// Called when the stroke's finger lifts or is cancelled (`cancelled` true).
    public var strokeDidEnd: (@MainActor (StrokeView, _ cancelled: Bool) -> Void)?
    /// After each move of the stroke (recognizers have seen it first), so a scene can show a decision at once.
    var strokeDidMove: ((StrokeView) -> Void)?
    /// The stroke being drawn, if a finger is down.
    public private(set) var currentStroke: StrokeView?
    private var trackedTouch: Touch?

    public init(name: String = "canvas") {
        super.init(name: name)
        isMultipleTouchEnabled = false
    }

    public override func draw(in context: GraphicsContext) {
        let radius: CGFloat = 28
        for step in 1...3 {
            let spread = CGFloat(step) * 4
            context.fillRoundedRect(bounds.insetBy(dx: -spread / 2, dy: -spread / 2).offsetBy(dx: 0, dy: spread),
                                    cornerRadius: radius + spread / 2, color: ScenePalette.shadow.withAlphaComponent(0.07))
        }
        context.fillRoundedRect(bounds, cornerRadius: radius, color: ScenePalette.paper)
        var y = bounds.minY + 56
        while y < bounds.maxY - 24 {
            context.fill(CGRect(x: bounds.minX + 28, y: y, width: bounds.width - 56, height: 1.5),
                         color: ScenePalette.paperRule)
            y += 44
        }
        context.fill(CGRect(x: bounds.minX + 84, y: bounds.minY + 20, width: 2, height: bounds.height - 40),
                     color: Color(hex: 0xF2B8B5))
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        let stroke = StrokeView(frame: bounds)
        stroke.append(touch.location(in: self))
        addSubview(stroke)
        currentStroke = stroke
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        currentStroke?.append(touch.location(in: self))
        if let stroke = currentStroke { strokeDidMove?(stroke) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        currentStroke?.append(touch.location(in: self))
        finish(cancelled: false)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finish(cancelled: true)
    }

    private func finish(cancelled: Bool) {
        guard let stroke = currentStroke else { return }
        trackedTouch = nil
        currentStroke = nil
        strokeDidEnd?(stroke, cancelled)
    }
}
