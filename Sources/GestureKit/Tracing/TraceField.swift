import Foundation

/// A named value a recognizer adds to the trace row of its `ended` transition: what it recognized (a template
/// recognizer's `gesture` and `score`), so the trace says which gesture won and not only that one did.
public struct TraceField: Equatable, Sendable {
    /// What a field holds: the trace writes a string quoted and a number as JSON writes numbers.
    public enum Value: Equatable, Sendable {
        /// Text, such as the name of the gesture that won.
        case string(String)
        /// A number, such as a match score.
        case number(Double)
    }

    /// The field's key in the trace row (`gesture`, `score`).
    public var name: String
    /// What the row says under `name`.
    public var value: Value

    /// A field named `name` holding `value`.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    /// A text field, e.g. `.string("gesture", "check")`.
    public static func string(_ name: String, _ value: String) -> TraceField { TraceField(name, .string(value)) }
    /// A numeric field, e.g. `.number("score", 0.9)`.
    public static func number(_ name: String, _ value: Double) -> TraceField { TraceField(name, .number(value)) }
}
