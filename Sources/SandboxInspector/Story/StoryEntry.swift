import Foundation
import GestureKit

/// One line of a touch sequence's history: an engine event, and how many times it repeated in a row (a pan's
/// changed → changed, a view's moved), so a long drag stays one line without losing the count.
public struct StoryEntry: Equatable, Sendable {
    public internal(set) var event: GestureTraceEvent
    public internal(set) var repeats = 1
    /// When the last repeat happened.
    public internal(set) var lastTime: TimeInterval
    /// For a run of resets to possible at one instant: the recognizers reset.
    public internal(set) var resets: [String] = []

    init(_ event: GestureTraceEvent) {
        self.event = event
        lastTime = event.time
        if let name = event.resetRecognizer { resets = [name] }
    }

    /// Whether `next` continues this entry (same recognizer changed again, same view moved again, another
    /// recognizer off the same touch's hit path).
    func isContinued(by next: GestureTraceEvent) -> Bool {
        if !resets.isEmpty { return next.resetRecognizer != nil && next.time == lastTime }
        return switch (event, next) {
        case let (.unseenTouch(a), .unseenTouch(b)):
            a.cause == .notOnHitPath && b.cause == .notOnHitPath && a.touch == b.touch
        case let (.transition(a), .transition(b)):
            a.recognizer == b.recognizer && a.to == .changed && b.from == .changed && b.to == .changed
        case let (.delivery(a), .delivery(b)):
            a.view == b.view && a.kind == .moved && b.kind == .moved && a.serials == b.serials && b.note == nil
        default: false
        }
    }

    /// One line of plain words, e.g. "gallery.pan possible → failed: prevented by gallery.swipe-right (recognized)"
    /// (a prevention in the panel's few words, as on the recognizer's row).
    public var text: String {
        let count = repeats > 1 ? " ×\(repeats)" : ""
        if resets.count > 1 { return "reset to possible: " + resets.joined(separator: ", ") }
        switch event {
        case .transition(let t):
            let reason = t.reason.map { ": \(StoryRecognizer.brief($0))" } ?? ""
            return "\(t.recognizer) \(t.from.rawValue) → \(t.to.rawValue)\(count)\(reason)"
        case .delivery(let d):
            let touches = d.serials.map { "#\($0)" }.joined(separator: " ")
            let note = d.note.map { " (\($0.text))" } ?? ""
            return "→ \(d.view) \(d.kind.rawValue) \(touches)\(count)\(note)"
        case .wait(let w):
            return "\(w.recognizer) \(w.text)"
        case .unseenTouch(let u) where u.cause == .notOnHitPath && repeats > 1:
            // One line for every recognizer a touch's hit path leaves out (issue 35: a touch on the background
            // listed all of them, one line each).
            return "touch #\(u.touch) began in \(u.touchView): \(repeats) recognizers not on its hit path"
        case .unseenTouch(let u):
            return "\(u.recognizer) \(u.text)"
        }
    }
}

extension GestureTraceEvent {
    /// The recognizer going back to possible after its sequence, if this is such a reset.
    var resetRecognizer: String? {
        guard case .transition(let t) = self, t.to == .possible, t.from != .possible, t.reason == nil else { return nil }
        return t.recognizer
    }

    /// A recognizer's changed → changed or a view's plain moved: an event that only adds to a run.
    var isRepeat: Bool {
        switch self {
        case .transition(let t): t.from == .changed && t.to == .changed
        case .delivery(let d): d.kind == .moved && d.note == nil
        default: false
        }
    }

    /// An entry that repeats may continue: a recognizer going to changed, a view's moved.
    var startsRun: Bool {
        switch self {
        case .transition(let t): t.to == .changed
        case .delivery(let d): d.kind == .moved
        default: false
        }
    }

    /// The engine time of the event.
    public var time: TimeInterval {
        switch self {
        case .transition(let t): t.time
        case .delivery(let d): d.time
        case .wait(let w): w.time
        case .unseenTouch(let u): u.time
        }
    }
}
