/// A parsed JSON value (`JSONReader`), strict about types: a number never reads as a boolean or the other way round,
/// which Foundation's `JSONSerialization` can't promise on Linux.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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
}
