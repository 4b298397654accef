import Foundation
import GestureKit
import TemplateRecognition

/// The Teach scene's paper: draws the finger's stroke from its own touch methods (the recognizers on it keep
/// `cancelsTouchesInView = false` for one finger) and reports it, in its own points, while it moves and when the
/// finger lifts. The grid moves with `gridOffset`, which the scene's two-finger pan drags.
@MainActor
public final class TeachCanvasView: View {
    /// After each move, with the stroke so far (recognizers have seen the move first).
    public var strokeDidMove: (@MainActor ([TemplatePoint]) -> Void)?
    /// When the finger lifts (`cancelled` false) or the stroke is cancelled.
    public var strokeDidEnd: (@MainActor ([TemplatePoint], _ cancelled: Bool) -> Void)?
    public var gridOffset: CGPoint = .zero
    /// The finished stroke stays drawn in this colour until the next one begins (nil: not shown).
    public var finishedColor: Color?
    public private(set) var points: [TemplatePoint] = []
    private var trackedTouch: Touch?
    private var startTime: TimeInterval = 0

    public init(name: String = "teach.canvas") {
        super.init(name: name)
        isMultipleTouchEnabled = true
    }

    public override func draw(in context: GraphicsContext) {
        context.fillRoundedRect(bounds.offsetBy(dx: 0, dy: 4), cornerRadius: 22, color: ScenePalette.shadow.withAlphaComponent(0.12))
        context.fillRoundedRect(bounds, cornerRadius: 22, color: ScenePalette.paper)
        context.pushClip(bounds.insetBy(dx: 6, dy: 6))
        let spacing: CGFloat = 40
        var x = bounds.minX + gridOffset.x.truncatingRemainder(dividingBy: spacing)
        if x < bounds.minX { x += spacing }
        while x < bounds.maxX {
            context.fill(CGRect(x: x, y: bounds.minY, width: 1, height: bounds.height), color: ScenePalette.paperRule)
            x += spacing
        }
        var y = bounds.minY + gridOffset.y.truncatingRemainder(dividingBy: spacing)
        if y < bounds.minY { y += spacing }
        while y < bounds.maxY {
            context.fill(CGRect(x: bounds.minX, y: y, width: bounds.width, height: 1), color: ScenePalette.paperRule)
            y += spacing
        }
        if points.count > 1, trackedTouch != nil || finishedColor != nil {
            context.strokePolyline(points.map(\.location), color: trackedTouch != nil ? ScenePalette.ink : finishedColor!,
                                   lineWidth: 5)
        }
        context.popClip()
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        startTime = touch.timestamp
        finishedColor = nil
        points = []
        append(touch)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        append(touch)
        strokeDidMove?(points)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        append(touch)
        trackedTouch = nil
        strokeDidEnd?(points, false)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let cancelled = points
        points = []
        strokeDidEnd?(cancelled, true)
    }

    private func append(_ touch: Touch) {
        let location = touch.location(in: self)
        if let last = points.last, last.location == location, points.count > 1 { return }
        points.append(TemplatePoint(location, t: touch.timestamp - startTime))
    }
}
