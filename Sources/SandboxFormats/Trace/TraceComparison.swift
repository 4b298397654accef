import Foundation

/// Compares an expected trace with a replay's trace, line by line, and explains the first difference: its line
/// number, both versions, and the recognizer transitions around it in each.
public struct TraceComparison: Equatable, Sendable {
    /// 1-based number of the first line that differs (a line missing on one side counts).
    public let firstDifference: Int?
    public let expected: [String]
    public let actual: [String]

    /// How many transitions the report shows before and after the difference.
    public static let context = 3

    public init(expected: String, actual: String) {
        let expected = Self.lines(expected), actual = Self.lines(actual)
        self.expected = expected
        self.actual = actual
        let shared = min(expected.count, actual.count)
        let index = (0..<shared).first { expected[$0] != actual[$0] } ?? (expected.count == actual.count ? nil : shared)
        firstDifference = index.map { $0 + 1 }
    }

    public var matches: Bool { firstDifference == nil }

    /// The readable diff, or nil when the traces match.
    public var report: String? {
        guard let number = firstDifference else { return nil }
        let index = number - 1
        var lines = ["first difference at line \(number) (expected \(expected.count) lines, got \(actual.count))"]
        lines.append("  expected: " + (expected.indices.contains(index) ? expected[index] : "(end of trace)"))
        lines.append("  actual:   " + (actual.indices.contains(index) ? actual[index] : "(end of trace)"))
        let before = Self.transitions(in: actual, before: index)
        if !before.isEmpty {
            lines.append("  transitions before it (both):")
            lines += before.map { Self.numbered($0, actual) }
        }
        for (title, version) in [("expected", expected), ("actual", actual)] {
            let after = Self.transitions(in: version, from: index + 1)
            lines.append("  transitions after it, \(title):" + (after.isEmpty ? " none" : ""))
            lines += after.map { Self.numbered($0, version) }
        }
        return lines.joined(separator: "\n")
    }

    /// Transition lines (they have a `"from"` state) are the ones that say what recognizers did.
    private static func isTransition(_ line: String) -> Bool { line.contains(#""from":"#) }

    private static func transitions(in lines: [String], before index: Int) -> [Int] {
        Array(lines.indices.prefix(index).filter { isTransition(lines[$0]) }.suffix(context))
    }

    private static func transitions(in lines: [String], from index: Int) -> [Int] {
        Array(lines.indices.dropFirst(index).filter { isTransition(lines[$0]) }.prefix(context))
    }

    /// `     37  t=1.4 gallery.pinch failed → possible` (with the reason's text when there is one).
    private static func numbered(_ index: Int, _ lines: [String]) -> String {
        String(format: "  %6d  ", index + 1) + summary(of: lines[index])
    }

    private static func summary(of line: String) -> String {
        guard case .object(let object)? = try? JSONReader.value(of: line),
              case .number(let time)? = object["t"], case .string(let name)? = object["recognizer"],
              case .string(let from)? = object["from"], case .string(let to)? = object["to"]
        else { return line }
        var text = "t=\(JSONNumber.string(time, digits: JSONNumber.timeDigits)) \(name) \(from) → \(to)"
        if case .object(let reason)? = object["reason"], case .string(let words)? = reason["text"] { text += " (\(words))" }
        return text
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
