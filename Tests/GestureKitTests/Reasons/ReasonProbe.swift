import Foundation
@testable import GestureKit

/// Everything the engine said while a test ran, for reading reasons back: transitions with reasons, waits,
/// unseen touches and deliveries.
@MainActor
final class ReasonProbe {
    private(set) var events: [GestureTraceEvent] = []

    init(_ window: Window) {
        window.observers.append { [weak self] event in self?.events.append(event) }
    }

    var transitions: [RecognizerTransition] {
        events.compactMap { if case let .transition(t) = $0 { t } else { nil } }
    }

    var waits: [RecognizerWait] {
        events.compactMap { if case let .wait(w) = $0 { w } else { nil } }
    }

    var unseen: [UnseenTouch] {
        events.compactMap { if case let .unseenTouch(u) = $0 { u } else { nil } }
    }

    var deliveries: [ViewDelivery] {
        events.compactMap { if case let .delivery(d) = $0 { d } else { nil } }
    }

    /// The reason of the recognizer's (first) transition to `state`.
    func reason(_ recognizer: String, to state: GestureRecognizer.State) -> TransitionReason? {
        transitions.first { $0.recognizer == recognizer && $0.to == state }?.reason
    }

    /// The recognizer's waits as `phase(for…)`, in order.
    func waitLog(_ recognizer: String) -> [String] {
        waits.filter { $0.recognizer == recognizer }.map { "\($0.phase.rawValue)(\($0.waitingFor.joined(separator: ",")))" }
    }
}
