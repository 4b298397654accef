/// A parsed JSON value (`JSONReader`), strict about types: a number never reads as a boolean or the other way round,
/// which Foundation's `JSONSerialization` can't promise on Linux.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Whether the value is an array or an object.
    public var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// How error messages name the kind of a value.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The number as an `Int` when it is a whole number within `range`, else nil: the one way a value read from a
    /// file becomes an integer, since `Int(_:)` on a double traps past Int's range (`"version":1e300` crashed the
    /// app with SIGILL) and rounds a fraction away.
    public func exactInteger(in range: ClosedRange<Int>) -> Int? {
        guard case .number(let number) = self else { return nil }
        return JSONValue.exactInteger(number, in: range)
    }

    /// `number` as an `Int` when it is whole and within `range` (never traps, whatever the double).
    public static func exactInteger(_ number: Double, in range: ClosedRange<Int>) -> Int? {
        guard let integer = Int(exactly: number), range.contains(integer) else { return nil }
        return integer
    }
}
