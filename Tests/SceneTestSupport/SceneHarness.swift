import Foundation
import GestureKit
import SandboxScenes

/// Drives one scene in a fresh 1280×800 window with synthetic fingers on the engine clock, recording the
/// recognizer transitions (the trace) and the sounds the scene asked for.
@MainActor
public final class SceneHarness<Scene: SandboxScene> {
    public let window: Window
    public let scene: Scene
    public private(set) var transitions: [RecognizerTransition] = []
    private let soundLog = SoundLog()
    /// The engine time of the next sample.
    public private(set) var now: TimeInterval = 1

    public init(_ type: Scene.Type, size: CGSize = CGSize(width: 1280, height: 800)) {
        window = Window(frame: CGRect(origin: .zero, size: size))
        window.advance(to: 1)
        let log = soundLog
        scene = Scene(window: window, playSound: { log.names.append($0) })
        window.observers.append { [weak self] event in
            if case let .transition(transition) = event { self?.transitions.append(transition) }
        }
        window.layoutHierarchy()
    }

    public var sounds: [String] { soundLog.names }

    /// The states one recognizer went to, in order (resets to possible left out).
    public func states(of recognizer: String) -> [GestureRecognizer.State] {
        transitions.filter { $0.recognizer == recognizer && $0.to != .possible }.map(\.to)
    }

    public func view(_ name: String) -> View? { window.viewWithName(name) }

    // MARK: Fingers

    public func down(_ id: Int = 1, _ point: CGPoint) {
        window.dispatch([TouchSample(id: id, phase: .down, location: point, timestamp: now)])
    }

    public func move(_ id: Int = 1, _ point: CGPoint, after dt: TimeInterval = 1.0 / 60) {
        now += dt
        window.dispatch([TouchSample(id: id, phase: .move, location: point, timestamp: now)])
    }

    public func up(_ id: Int = 1, _ point: CGPoint, after dt: TimeInterval = 1.0 / 60) {
        now += dt
        window.dispatch([TouchSample(id: id, phase: .up, location: point, timestamp: now)])
    }

    /// Several fingers changing in one event.
    public func samples(_ changes: [(id: Int, phase: TouchSample.Phase, point: CGPoint)], after dt: TimeInterval = 1.0 / 60) {
        now += dt
        window.dispatch(changes.map { TouchSample(id: $0.id, phase: $0.phase, location: $0.point, timestamp: now) })
    }

    /// A one-finger stroke through `points`, one sample each `dt`; lifts at the last point unless `lift` is false.
    public func stroke(_ points: [CGPoint], dt: TimeInterval = 1.0 / 60, lift: Bool = true) {
        guard let first = points.first else { return }
        down(1, first)
        for point in points.dropFirst().dropLast() { move(1, point, after: dt) }
        if let last = points.last, points.count > 1 {
            if lift { up(1, last, after: dt) } else { move(1, last, after: dt) }
        }
    }

    public func tap(_ point: CGPoint, id: Int = 1) {
        down(id, point)
        up(id, point, after: 0.05)
    }

    /// Lets time pass at 60 frames a second, stepping timers, animations and slides.
    public func wait(_ seconds: TimeInterval) {
        let end = now + seconds
        while now < end {
            now = min(end, now + 1.0 / 60)
            window.advance(to: now)
        }
    }

    // MARK: Geometry

    /// Points from `a` to `b` every `step` points (both ends included).
    public static func line(_ a: CGPoint, _ b: CGPoint, step: CGFloat = 4) -> [CGPoint] {
        let count = max(1, Int((a.distance(to: b) / step).rounded(.up)))
        return (0...count).map { i in
            let f = CGFloat(i) / CGFloat(count)
            return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
    }

    /// A polyline through `vertices`, sampled every `step` points.
    public static func path(_ vertices: [CGPoint], step: CGFloat = 4) -> [CGPoint] {
        var result: [CGPoint] = []
        for (a, b) in zip(vertices, vertices.dropFirst()) {
            let segment = line(a, b, step: step)
            result += result.isEmpty ? segment : Array(segment.dropFirst())
        }
        return result
    }

    /// The point at `degrees` (0 up, clockwise) and `radius` around `center`, on a y-down screen.
    public static func bearing(_ degrees: CGFloat, radius: CGFloat, around center: CGPoint) -> CGPoint {
        let radians = degrees * .pi / 180
        return CGPoint(x: center.x + radius * sin(radians), y: center.y - radius * cos(radians))
    }
}

/// The sounds a scene asked for, in order.
@MainActor
public final class SoundLog {
    public init() {}

    public var names: [String] = []
}

extension View {
    /// The centre of the view in window coordinates.
    public var centerInWindow: CGPoint {
        convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
    }
}

extension CGAffineTransform {
    /// The rotation angle, radians, clockwise positive on screen.
    public var angle: CGFloat { atan2(b, a) }
    /// The uniform scale factor.
    public var scale: CGFloat { hypot(a, b) }
}
