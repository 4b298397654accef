import Foundation

/// A parsed JSON value, strict about types (a boolean never reads as a number), for reading tuning files.
enum TuningJSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TuningJSONValue])
    case object([String: TuningJSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TuningJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: TuningJSONValue].self))
        }
    }
}
