import Foundation
import GestureKit

/// Draws fingers over the scene: with F1, every finger with its id and a fading trail; always, the fingers made up
/// from the mouse while a multi-finger simulation is active, marked "sim", so mouse users see what they pinch with.
@MainActor
public final class TouchOverlay {
    /// Where a finger comes from, as far as the overlay cares: real fingers and replays are blue, the mouse green,
    /// fingers simulated from the mouse orange.
    public enum Source: Sendable {
        case finger, mouse, simulated
    }

    /// A finger down now.
    public struct Finger: Sendable {
        public var id: Int
        public var source: Source
        public var location: CGPoint

        public init(id: Int, source: Source, location: CGPoint) {
            (self.id, self.source, self.location) = (id, source, location)
        }
    }

    private struct Trail {
        var id: Int
        var source: Source
        var points: [(location: CGPoint, time: TimeInterval)]
        var isDown: Bool
    }

    /// F1: show every finger and the trails.
    public var showsAllFingers = false
    /// How long a trail point takes to fade out.
    public static let trailLifetime: TimeInterval = 0.6
    private var trails: [Trail] = []

    public init() {}

    /// Whether a shown trail is still fading at `now`, so frames must go on until it is gone.
    public func isFading(at now: TimeInterval) -> Bool {
        showsAllFingers && trails.contains { now - ($0.points.last?.time ?? -.infinity) <= Self.trailLifetime }
    }

    /// Follows what was dispatched this frame.
    public func record(_ samples: [TouchSample], sources: (Int) -> Source?) {
        for sample in samples {
            switch sample.phase {
            case .down:
                trails.append(Trail(id: sample.id, source: sources(sample.id) ?? .finger,
                                    points: [(sample.location, sample.timestamp)], isDown: true))
            case .move, .up, .cancel:
                guard let index = trails.lastIndex(where: { $0.id == sample.id && $0.isDown }) else { continue }
                trails[index].points.append((sample.location, sample.timestamp))
                if sample.phase != .move { trails[index].isDown = false }
            }
        }
        // A headless run never draws: trimmed here too, by the samples' own time, so a held finger's trail keeps
        // what the next draw would (its time is later still), not every point since it went down.
        if let newest = samples.last?.timestamp,
           trails.contains(where: { newest - ($0.points.first?.time ?? newest) > Self.trailLifetime }) {
            trim(at: newest)
        }
    }

    /// Drops the trail points faded out by `now` (each trail keeps its newest), and finished trails wholly faded.
    private func trim(at now: TimeInterval) {
        trails = trails.compactMap { trail in
            var trail = trail
            guard let newest = trail.points.last else { return nil }
            trail.points = trail.points.dropLast().filter { now - $0.time <= Self.trailLifetime } + [newest]
            if !trail.isDown, let last = trail.points.last, now - last.time > Self.trailLifetime { return nil }
            return trail
        }
    }

    /// `preview`: where simulated fingers would go down (Alt held, or the 3–5 finger mode), drawn as rings so the
    /// user sees them before pressing.
    public func draw(in context: GraphicsContext, fingers: [Finger], preview: [CGPoint] = [], now: TimeInterval) {
        trim(at: now)
        context.transform = .identity
        context.alpha = 1
        let simulating = fingers.contains { $0.source == .simulated }
        if showsAllFingers {
            for trail in trails { drawTrail(trail, in: context, now: now) }
        }
        for finger in fingers where showsAllFingers || (simulating && finger.source != .finger) {
            drawFinger(finger, in: context)
        }
        for point in preview {
            let ring = CGRect(x: point.x - 22, y: point.y - 22, width: 44, height: 44)
            context.fillEllipse(in: ring, color: Color.orange.withAlphaComponent(0.12))
            context.strokeEllipse(in: ring, color: Color.orange.withAlphaComponent(0.85), lineWidth: 2)
        }
        if preview.count > 2, let lowest = preview.map(\.y).max() {
            // Centred under the ring of fingers, clear of its lowest ring.
            let midX = preview.map(\.x).reduce(0, +) / CGFloat(preview.count)
            context.drawText("\(preview.count) fingers (M)", in: CGRect(x: midX - 70, y: lowest + 26, width: 140,
                                                                        height: 18),
                             font: .boldSystemFont(ofSize: 13), color: .orange, alignment: .center)
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

    private func drawFinger(_ finger: Finger, in context: GraphicsContext) {
        let color = Self.color(for: finger.source)
        let p = finger.location
        context.fillEllipse(in: CGRect(x: p.x - 24, y: p.y - 24, width: 48, height: 48), color: color.withAlphaComponent(0.25))
        context.strokeEllipse(in: CGRect(x: p.x - 24, y: p.y - 24, width: 48, height: 48), color: color, lineWidth: 3)
        let tag = finger.source == .finger ? "\(finger.id)" : "\(finger.id) \(finger.source == .mouse ? "mouse" : "sim")"
        context.drawText(tag, in: CGRect(x: p.x - 40, y: p.y + 26, width: 80, height: 18), font: .boldSystemFont(ofSize: 13),
                         color: color, alignment: .center)
    }

    private static func color(for source: Source) -> Color {
        switch source {
        case .finger: .blue
        case .mouse: .green
        case .simulated: .orange
        }
    }
}
