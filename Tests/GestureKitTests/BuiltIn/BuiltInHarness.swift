import Foundation
@testable import GestureKit

/// A 800×600 window holding one view at (100, 100, 400, 300), with a record of every recognizer transition and
/// every action (with the state and location the action saw), and shorthand for finger input. Used by the
/// built-in recognizer tests.
@MainActor
final class BuiltInHarness {
    struct ActionRecord: Equatable {
        var name: String
        var state: GestureRecognizer.State
        var time: TimeInterval
        /// The recognizer's `location(in: harness.view)` inside the action.
        var location: CGPoint
    }

    let window: Window
    let view: View
    private(set) var transitions: [RecognizerTransition] = []
    private(set) var actions: [ActionRecord] = []

    init(viewFrame: CGRect = CGRect(x: 100, y: 100, width: 400, height: 300)) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        view = View(frame: viewFrame, name: "view")
        window.addSubview(view)
        window.observers.append { [weak self] event in
            if case let .transition(transition) = event { self?.transitions.append(transition) }
        }
    }

    /// Names the recognizer, attaches it (to `view` by default) and records its actions.
    @discardableResult
    func add<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, _ name: String, to target: View? = nil) -> Recognizer {
        recognizer.name = name
        (target ?? view).addGestureRecognizer(recognizer)
        recognizer.addAction { [weak self] (r: Recognizer) in
            guard let self else { return }
            self.actions.append(ActionRecord(name: r.name, state: r.state, time: self.window.clock.now,
                                             location: r.location(in: self.view)))
        }
        return recognizer
    }

    /// One recognizer's transitions as `state@milliseconds`, the return to possible included.
    func log(_ name: String) -> [String] {
        transitions.filter { $0.recognizer == name }.map { "\($0.to)@\(Self.milliseconds($0.time))" }
    }

    /// One recognizer's actions as `state@milliseconds`.
    func actionLog(_ name: String) -> [String] {
        actions.filter { $0.name == name }.map { "\($0.state)@\(Self.milliseconds($0.time))" }
    }

    static func milliseconds(_ time: TimeInterval) -> Int { Int((time * 1000).rounded()) }

    // MARK: Input (window coordinates)

    func down(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) { send(id, .down, x, y, t) }
    func move(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) { send(id, .move, x, y, t) }
    func up(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval) { send(id, .up, x, y, t) }

    /// Several fingers changing in one event.
    func batch(_ samples: [(Int, TouchSample.Phase, CGFloat, CGFloat)], at t: TimeInterval) {
        window.dispatch(samples.map { TouchSample(id: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: $0.3), timestamp: t) })
    }

    /// A one-finger tap lasting `duration`.
    func tap(_ id: Int, _ x: CGFloat, _ y: CGFloat, at t: TimeInterval, duration: TimeInterval = 0.05) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + duration)
    }

    private func send(_ id: Int, _ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, _ t: TimeInterval) {
        window.dispatch([TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)])
    }
}
