import Foundation
@testable import GestureKit

/// Shorthand for synthetic finger input.
@MainActor
struct Fingers {
    let window: Window

    func down(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        window.dispatch([TouchSample(id: id, phase: .down, location: CGPoint(x: x, y: y), timestamp: t)])
    }

    func move(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        window.dispatch([TouchSample(id: id, phase: .move, location: CGPoint(x: x, y: y), timestamp: t)])
    }

    func up(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        window.dispatch([TouchSample(id: id, phase: .up, location: CGPoint(x: x, y: y), timestamp: t)])
    }

    func cancel(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
        window.dispatch([TouchSample(id: id, phase: .cancel, location: CGPoint(x: x, y: y), timestamp: t)])
    }

    /// Several fingers changing in one event.
    func batch(_ samples: [(Int, TouchSample.Phase, CGFloat, CGFloat)], at t: TimeInterval) {
        window.dispatch(samples.map { TouchSample(id: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: $0.3), timestamp: t) })
    }

    /// A single-finger tap.
    func tap(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval, duration: TimeInterval = 0.05) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + duration)
    }
}
