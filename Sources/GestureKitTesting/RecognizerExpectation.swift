import GestureKit

/// What one recognizer did in a replay, as a test written from it expects: the last state it reached besides
/// `possible`, how many action messages it sent, and the reason code when that state is `.failed` or
/// `.cancelled`. `gesture-sandbox export-test` writes these as `#expect` lines on a `GestureLog`
/// (`swiftLines(log:)`), and `GestureLog.mismatches(_:)` checks them with the same accessors, so a test can prove
/// what a generated file would say without compiling it.
public struct RecognizerExpectation: Equatable, Sendable {
    /// The recognizer's name, as the trace and `GestureLog` know it.
    public var recognizer: String
    /// `GestureLog.finalState(of:)`.
    public var state: GestureRecognizer.State
    /// `GestureLog.actionCount(of:)`.
    public var actions: Int
    /// `GestureLog.finalReason(of:)`: set for a failed or cancelled recognizer.
    public var reason: ReasonCode?

    /// An expectation, as written by hand or by `GestureLog.expectations`.
    public init(recognizer: String, state: GestureRecognizer.State, actions: Int, reason: ReasonCode? = nil) {
        self.recognizer = recognizer
        self.state = state
        self.actions = actions
        self.reason = reason
    }

    /// The expectation as Swift Testing lines on the `GestureLog` named `log`, one expectation a line:
    /// `#expect(log.finalState(of: "pan") == .ended)`.
    public func swiftLines(log: String = "log") -> [String] {
        let name = Self.swiftString(recognizer)
        var lines = ["#expect(\(log).finalState(of: \(name)) == .\(state.rawValue))",
                     "#expect(\(log).actionCount(of: \(name)) == \(actions))"]
        if let reason {
            lines.append("#expect(\(log).finalReason(of: \(name)) == .\(reason))")
        }
        return lines
    }

    /// A Swift string literal of `text`.
    static func swiftString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case _ where scalar.value < 0x20: literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

extension GestureLog {
    /// The last state the recognizer reached besides `possible` (`.ended`, `.failed`, `.cancelled`, or `.began`
    /// / `.changed` for a gesture still going), or `.possible` when it never left it.
    public func finalState(of recognizer: String) -> GestureRecognizer.State {
        transitions(of: recognizer).last { $0.to != .possible }?.to ?? .possible
    }

    /// How many action messages the recognizer sent.
    public func actionCount(of recognizer: String) -> Int {
        actions(of: recognizer).count
    }

    /// The reason code of the recognizer's final state when it is `.failed` or `.cancelled`, else nil.
    public func finalReason(of recognizer: String) -> ReasonCode? {
        guard let last = transitions(of: recognizer).last(where: { $0.to != .possible }),
              last.to == .failed || last.to == .cancelled
        else { return nil }
        return last.reason?.code
    }

    /// One expectation for every recognizer that left `possible`, in the order they first did.
    public var expectations: [RecognizerExpectation] {
        var names: [String] = []
        for transition in transitions where transition.to != .possible && !names.contains(transition.recognizer) {
            names.append(transition.recognizer)
        }
        return names.map { name in
            RecognizerExpectation(recognizer: name, state: finalState(of: name), actions: actionCount(of: name),
                                  reason: finalReason(of: name))
        }
    }

    /// What differs from `expected`, one line each (empty when the log meets every expectation): the checks the
    /// `#expect` lines of `RecognizerExpectation.swiftLines(log:)` make, with the same accessors.
    public func mismatches(_ expected: [RecognizerExpectation]) -> [String] {
        expected.flatMap { expectation -> [String] in
            let name = expectation.recognizer
            var lines: [String] = []
            let state = finalState(of: name)
            if state != expectation.state { lines.append("\(name): state \(state), expected \(expectation.state)") }
            let count = actionCount(of: name)
            if count != expectation.actions { lines.append("\(name): \(count) actions, expected \(expectation.actions)") }
            if let reason = expectation.reason, finalReason(of: name) != reason {
                lines.append("\(name): reason \(finalReason(of: name)?.rawValue ?? "none"), expected \(reason.rawValue)")
            }
            return lines
        }
    }
}
