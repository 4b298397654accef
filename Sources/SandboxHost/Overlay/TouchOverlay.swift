import Foundation
import GestureKit

/// Draws fingers over the scene: with F1, every finger with its id and a fading trail; always, the fingers made up
/// from the mouse while a multi-finger simulation is active, marked "sim", so mouse users see what they pinch with.
@MainActor
final class TouchOverlay {
    private struct Trail {
        var id: Int
        var source: FingerSource
        var points: [(location: CGPoint, time: TimeInterval)]
        var isDown: Bool
    }

    /// F1: show every finger and the trails.
    var showsAllFingers = false
    /// How long a trail point takes to fade out.
    static let trailLifetime: TimeInterval = 0.6
    private var trails: [Trail] = []

    /// Follows what was dispatched this frame.
    func record(_ samples: [TouchSample], sources: (Int) -> FingerSource?) {
        for sample in samples {
            switch sample.phase {
            case .down:
                trails.append(Trail(id: sample.id, source: sources(sample.id) ?? .touch,
                                    points: [(sample.location, sample.timestamp)], isDown: true))
            case .move, .up, .cancel:
                guard let index = trails.lastIndex(where: { $0.id == sample.id && $0.isDown }) else { continue }
                trails[index].points.append((sample.location, sample.timestamp))
                if sample.phase != .move { trails[index].isDown = false }
            }
        }
    }

    func draw(in context: GraphicsContext, fingers: [ActiveFinger], now: TimeInterval) {
        trails = trails.compactMap { trail in
            var trail = trail
            guard let newest = trail.points.last else { return nil }
            trail.points = trail.points.dropLast().filter { now - $0.time <= Self.trailLifetime } + [newest]
            if !trail.isDown, let last = trail.points.last, now - last.time > Self.trailLifetime { return nil }
            return trail
        }
        context.transform = .identity
        context.alpha = 1
        let simulating = fingers.contains { $0.source == .simulated }
        if showsAllFingers {
            for trail in trails { drawTrail(trail, in: context, now: now) }
        }
        for finger in fingers where showsAllFingers || (simulating && !finger.source.isFinger) {
            drawFinger(finger, in: context)
        }
    }

    private func drawTrail(_ trail: Trail, in context: GraphicsContext, now: TimeInterval) {
        let color = Self.color(for: trail.source)
        for (a, b) in zip(trail.points, trail.points.dropFirst()) {
            let fade = max(0, 1 - (now - b.time) / Self.trailLifetime)
            guard fade > 0 else { continue }
            context.strokePolyline([a.location, b.location], color: color.withAlphaComponent(0.7 * fade), lineWidth: 4)
        }
    }

    private func drawFinger(_ finger: ActiveFinger, in context: GraphicsContext) {
        let color = Self.color(for: finger.source)
        let p = finger.location
        context.fillEllipse(in: CGRect(x: p.x - 24, y: p.y - 24, width: 48, height: 48), color: color.withAlphaComponent(0.25))
        context.strokeEllipse(in: CGRect(x: p.x - 24, y: p.y - 24, width: 48, height: 48), color: color, lineWidth: 3)
        let tag = finger.source.isFinger ? "\(finger.id)" : "\(finger.id) \(finger.source == .mouse ? "mouse" : "sim")"
        context.drawText(tag, in: CGRect(x: p.x - 40, y: p.y + 26, width: 80, height: 18), font: .boldSystemFont(ofSize: 13),
                         color: color, alignment: .center)
    }

    private static func color(for source: FingerSource) -> Color {
        switch source {
        case .touch, .replay: .blue
        case .mouse: .green
        case .simulated: .orange
        }
    }
}
