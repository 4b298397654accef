import Foundation
@testable import GestureKit

/// Collects what a test scenario did, in order, as short strings: view deliveries (`view.began(2)`), recognizer
/// transitions (`rec: possible→ended`) and actions (`action rec ended`), so tests can compare whole sequences.
@MainActor
final class EngineLog {
    private(set) var entries: [String] = []

    init(window: Window) {
        window.observers.append { [weak self] event in
            switch event {
            case let .delivery(delivery):
                self?.entries.append("\(delivery.view).\(delivery.kind.rawValue)(\(delivery.touches))")
            case let .transition(transition):
                self?.entries.append("\(transition.recognizer): \(transition.from)→\(transition.to)")
            case .wait, .unseenTouch:
                break
            }
        }
    }

    func note(_ entry: String) { entries.append(entry) }

    /// Logs every action the recognizer sends, with the state it reports.
    func watchActions(of recognizer: GestureRecognizer) {
        recognizer.addAction { [weak self] (r: GestureRecognizer) in self?.entries.append("action \(r.name) \(r.state)") }
    }

    /// Only the entries that mention one of the given prefixes.
    func filtered(_ prefixes: String...) -> [String] {
        entries.filter { entry in prefixes.contains { entry.hasPrefix($0) } }
    }

    var deliveries: [String] { entries.filter { !$0.contains(":") && !$0.hasPrefix("action") } }

    func clear() { entries.removeAll() }
}
