import Foundation
import GestureKit

/// Everything a window's gestures did while scripts ran: recognizer transitions (with their reasons), view
/// deliveries, waits, unseen touches and action messages, with questions that read like the seeds:
///
/// ```swift
/// let log = window.run(.drag(from: a, to: b))
/// #expect(log.outcome(of: "pan") == .recognized)
/// #expect(log.outcome(of: "tap") == .failed(because: .tapMoved))
/// #expect(log.received("photo") == [.began, .moved, .cancelled])
/// ```
///
/// It uses only public API: `Window.observers` for the trace, a closure action on each recognizer for actions.
@MainActor
public final class GestureLog {
    /// The window the log listens to; scripts run on it.
    public let window: Window
    /// Everything the window reported, in order.
    public private(set) var events: [GestureTraceEvent] = []
    /// Every action message of every recognizer in the window's tree, in order.
    public private(set) var actions: [GestureAction] = []
    private var watched: [ObjectIdentifier: WeakRecognizer] = [:]

    /// Starts listening to `window` (and to the actions of the recognizers in its tree now; `run` picks up any added
    /// later).
    public init(_ window: Window) {
        self.window = window
        window.observers.append { [weak self] event in self?.events.append(event) }
        watchActions(in: window)
    }

    // MARK: Running

    /// Plays `stream` from the window's current time (its times count from there), then lets `settle` seconds pass
    /// on the virtual clock so timers (double-tap intervals, long presses, swipe durations) fire. Fingers the script
    /// leaves down stay down.
    @discardableResult
    public func run(_ stream: TouchStream, settle: TimeInterval = 1) -> GestureLog {
        watchActions(in: window)
        let start = window.clock.now
        for event in stream.delayed(by: start).events where !event.isEmpty {
            window.dispatch(event)
        }
        window.advance(to: max(window.clock.now, start + stream.endTime) + settle)
        return self
    }

    /// Lets `interval` seconds pass on the virtual clock.
    public func advance(by interval: TimeInterval) {
        window.advance(to: window.clock.now + interval)
    }

    /// Records the actions of every recognizer in `view`'s tree not yet watched.
    public func watchActions(in view: View) {
        for recognizer in view.gestureRecognizers where watched[ObjectIdentifier(recognizer)]?.recognizer !== recognizer {
            watched[ObjectIdentifier(recognizer)] = WeakRecognizer(recognizer: recognizer)
            recognizer.addAction { [weak self] (r: GestureRecognizer) in
                self?.actions.append(GestureAction(recognizer: r.name, state: r.state, time: r.clock?.now ?? 0,
                                                   location: r.location(in: nil), locationInView: r.location(in: r.view),
                                                   numberOfTouches: r.numberOfTouches))
            }
        }
        for subview in view.subviews { watchActions(in: subview) }
    }

    // MARK: What happened

    /// Every recognizer state change, with its reason, in order.
    public var transitions: [RecognizerTransition] {
        events.compactMap { if case let .transition(transition) = $0 { transition } else { nil } }
    }

    /// Every touches message a view received, in order.
    public var deliveries: [ViewDelivery] {
        events.compactMap { if case let .delivery(delivery) = $0 { delivery } else { nil } }
    }

    /// Every start and end of a wait for failure requirements, in order.
    public var waits: [RecognizerWait] {
        events.compactMap { if case let .wait(wait) = $0 { wait } else { nil } }
    }

    /// Every touch a recognizer never received, with the cause.
    public var unseenTouches: [UnseenTouch] {
        events.compactMap { if case let .unseenTouch(unseen) = $0 { unseen } else { nil } }
    }

    /// One recognizer's transitions, by name.
    public func transitions(of recognizer: String) -> [RecognizerTransition] {
        transitions.filter { $0.recognizer == recognizer }
    }

    /// One recognizer's states as `state@milliseconds` (`["ended@100", "possible@150"]`), the returns to possible
    /// included: the whole story of its timing in one comparable line.
    public func timeline(of recognizer: String) -> [String] {
        transitions(of: recognizer).map { "\($0.to)@\(Self.milliseconds($0.time))" }
    }

    /// How each of the recognizer's attempts came out, in order; an attempt still in progress comes last.
    public func outcomes(of recognizer: String) -> [GestureOutcome] {
        var outcomes: [GestureOutcome] = []
        var inProgress = false
        for transition in transitions(of: recognizer) {
            switch transition.to {
            case .began, .changed: inProgress = true; continue
            case .ended: outcomes.append(.recognized)
            case .failed: outcomes.append(.failed(because: transition.reason?.code))
            case .cancelled: outcomes.append(.cancelled(because: transition.reason?.code))
            case .possible: break
            }
            inProgress = false
        }
        return inProgress ? outcomes + [.inProgress] : outcomes
    }

    /// The recognizer's last outcome: recognized, failed or cancelled (with the reason's code), in progress, or
    /// possible when it has not decided anything.
    public func outcome(of recognizer: String) -> GestureOutcome {
        outcomes(of: recognizer).last ?? .possible
    }

    /// Whether the recognizer recognized (reached ended) at least once.
    public func recognized(_ recognizer: String) -> Bool {
        outcomes(of: recognizer).contains(.recognized)
    }

    /// The reason of the recognizer's last failure, cancel or forced transition, with its numbers and text.
    public func reason(of recognizer: String) -> TransitionReason? {
        transitions(of: recognizer).last { $0.reason != nil }?.reason
    }

    /// One recognizer's action messages.
    public func actions(of recognizer: String) -> [GestureAction] {
        actions.filter { $0.recognizer == recognizer }
    }

    /// The states one recognizer's actions reported (`[.began, .changed, .changed, .ended]`).
    public func actionStates(of recognizer: String) -> [GestureRecognizer.State] {
        actions(of: recognizer).map(\.state)
    }

    /// The touch messages one view received, in order.
    public func messages(to view: String) -> [ViewDelivery] {
        deliveries.filter { $0.view == view }
    }

    /// The kinds of message one view received, with runs of moves shown once: "began, moved, cancelled".
    public func received(_ view: String) -> [ViewDelivery.Kind] {
        var kinds: [ViewDelivery.Kind] = []
        for delivery in messages(to: view) where !(delivery.kind == .moved && kinds.last == .moved) {
            kinds.append(delivery.kind)
        }
        return kinds
    }

    /// Forgets what was recorded so far (listening goes on).
    public func clear() {
        events.removeAll()
        actions.removeAll()
    }

    /// The whole story, one line per event: `0.100 tap possible→failed (moved 52 pt > allowableMovement 45 pt)`,
    /// `0.100 photo received cancelled ×1 (cancelled by pan)`, … Print it when an expectation fails.
    public var story: String {
        events.map { event in
            switch event {
            case let .transition(t):
                let action = t.action ? " action" : ""
                return String(format: "%.3f ", t.time) + "\(t.recognizer) \(t.from)→\(t.to)\(action)"
                    + (t.reason.map { " (\($0.text))" } ?? "")
            case let .delivery(d):
                return String(format: "%.3f ", d.time) + "\(d.view) received \(d.kind) ×\(d.touches)"
                    + (d.note.map { " (\($0.text))" } ?? "")
            case let .wait(w):
                return String(format: "%.3f ", w.time) + "\(w.recognizer) \(w.text)"
            case let .unseenTouch(u):
                return String(format: "%.3f ", u.time) + "\(u.recognizer) \(u.text)"
            }
        }.joined(separator: "\n")
    }

    /// Seconds as whole milliseconds, for timelines.
    nonisolated public static func milliseconds(_ time: TimeInterval) -> Int { Int((time * 1000).rounded()) }

    private struct WeakRecognizer {
        weak var recognizer: GestureRecognizer?
    }
}

extension Window {
    /// Plays `stream` on this window's virtual clock and returns what happened (see `GestureLog`). For several
    /// scripts on one record, make a `GestureLog` and call its `run` for each.
    @discardableResult
    public func run(_ stream: TouchStream, settle: TimeInterval = 1) -> GestureLog {
        GestureLog(self).run(stream, settle: settle)
    }
}
