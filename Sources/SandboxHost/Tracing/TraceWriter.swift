import Foundation
import GestureKit

/// Writes `--trace`: JSON Lines, one object per recognizer transition and per touch delivery to a view, in the order
/// the engine reports them. Numbers are spelled deterministically so a headless replay gives the same bytes each run.
@MainActor
public final class TraceWriter {
    private let output: TextOutput
    private var buffer = ""

    public init(output: TextOutput) {
        self.output = output
    }

    /// Starts recording the window's events.
    public func observe(_ window: Window) {
        window.observers.append { [weak self] event in self?.buffer += Self.line(for: event) + "\n" }
    }

    /// Writes what was buffered (once a frame, and at exit).
    public func flush() throws {
        try output.write(buffer)
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
        case .delivery(let delivery):
            line.add("t", delivery.time, digits: JSONNumber.timeDigits)
            line.add("view", delivery.view)
            line.add("delivery", delivery.kind.rawValue)
            line.add("touches", delivery.touches)
        }
        return line.text
    }
}
