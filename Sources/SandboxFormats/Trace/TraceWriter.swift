import Foundation
import GestureKit

/// Writes `--trace` (`TraceFormat`): JSON Lines, a header naming the format and its version, then one object per recognizer
/// transition (with its reason), touch delivery to a view, wait, and touch a recognizer never saw, in the order the
/// engine reports them. Numbers are spelled deterministically so a headless replay gives the same bytes each run.
@MainActor
public final class TraceWriter {
    public let output: OutputFile
    private var buffer = TraceFormat.header + "\n"

    public init(output: OutputFile) {
        self.output = output
    }

    /// Starts recording the window's events.
    public func observe(_ window: Window) {
        window.observers.append { [weak self] event in
            guard let self, output.isOpen else { return }
            buffer += Self.line(for: event) + "\n"
        }
    }

    /// A windowed replay's seek re-runs the replay from 0, so the rows after this one start again at t 0: the row
    /// says so (`{"seek":TARGET,"from":TIME,"text":…}`), and the timeline command reads on from it afresh.
    public func markSeek(to target: TimeInterval, from time: TimeInterval) {
        guard output.isOpen else { return }
        var line = JSONLine()
        line.add("seek", target, digits: JSONNumber.timeDigits)
        line.add("from", time, digits: JSONNumber.timeDigits)
        line.add("text", "seek: the replay re-runs from 0 to \(JSONNumber.string(target, digits: 3)) s; times start again at 0")
        buffer += line.text + "\n"
    }

    /// Writes what was buffered (once a frame, and at exit); a failing output reports itself and takes no more.
    public func flush() {
        output.write(buffer)
        buffer = ""
    }

    public static func line(for event: GestureTraceEvent) -> String {
        var line = JSONLine()
        switch event {
        case .transition(let transition):
            line.add("t", transition.time, digits: JSONNumber.timeDigits)
            line.add("recognizer", transition.recognizer)
            line.add("type", transition.type)
            line.add("view", transition.view)
            line.add("from", transition.from.rawValue)
            line.add("to", transition.to.rawValue)
            line.add("action", transition.action)
            line.add("x", transition.location.x, digits: JSONNumber.pointDigits)
            line.add("y", transition.location.y, digits: JSONNumber.pointDigits)
            if let reason = transition.reason { line.add("reason", raw: Self.object(for: reason)) }
            for field in transition.fields {
                switch field.value {
                case .string(let text): line.add(field.name, text)
                case .number(let value): line.add(field.name, value, digits: JSONNumber.pointDigits)
                }
            }
        case .delivery(let delivery):
            line.add("t", delivery.time, digits: JSONNumber.timeDigits)
            line.add("view", delivery.view)
            line.add("delivery", delivery.kind.rawValue)
            line.add("touches", delivery.touches)
            line.add("serials", raw: "[" + delivery.serials.map(String.init).joined(separator: ",") + "]")
            if let note = delivery.note { line.add("note", note.text) }
        case .wait(let wait):
            line.add("t", wait.time, digits: JSONNumber.timeDigits)
            line.add("recognizer", wait.recognizer)
            line.add("view", wait.view)
            line.add("wait", wait.phase.rawValue)
            line.add("wanted", wait.wanted.rawValue)
            line.add("for", raw: "[" + wait.waitingFor.map(JSONLine.quoted).joined(separator: ",") + "]")
            line.add("text", wait.text)
            if let reason = wait.reason { line.add("reason", raw: Self.object(for: reason)) }
        case .unseenTouch(let unseen):
            line.add("t", unseen.time, digits: JSONNumber.timeDigits)
            line.add("recognizer", unseen.recognizer)
            line.add("view", unseen.view)
            line.add("unseen", unseen.cause.rawValue)
            line.add("touch", unseen.touch)
            line.add("touchView", unseen.touchView)
        }
        return line.text
    }

    /// `{"code":…,"text":…,"by":…,` the numbers by name`}`; `by` only when another recognizer was involved. A custom
    /// reason's numbers are there by the names its recognizer gave them.
    public static func object(for reason: TransitionReason) -> String {
        var object = JSONLine()
        object.add("code", reason.code.rawValue)
        object.add("text", reason.text)
        if let other = reason.other { object.add("by", other) }
        for (name, value) in zip(reason.numberNames, reason.numbers) {
            object.add(name, value, digits: JSONNumber.pointDigits)
        }
        if let detail = reason.detail { object.add("detail", detail) }
        return object.text
    }
}
