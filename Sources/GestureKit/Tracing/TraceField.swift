import Foundation

/// A named value a recognizer adds to the trace row of its `ended` transition: what it recognized (a template
/// recognizer's `gesture` and `score`), so the trace says which gesture won and not only that one did.
public struct TraceField: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case string(String)
        case number(Double)
    }

    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    public static func string(_ name: String, _ value: String) -> TraceField { TraceField(name, .string(value)) }
    public static func number(_ name: String, _ value: Double) -> TraceField { TraceField(name, .number(value)) }
}
