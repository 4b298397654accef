import Foundation

/// Builds one JSON object as text with keys in the order added, so outputs are stable byte for byte (Foundation's
/// encoders don't promise key order or number spelling).
struct JSONLine {
    private var members: [String] = []

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    mutating func add(_ key: String, raw: String) {
        members.append("\(Self.quoted(key)):\(raw)")
    }

    mutating func add(_ key: String, _ text: String) { add(key, raw: Self.quoted(text)) }
    mutating func add(_ key: String, _ flag: Bool) { add(key, raw: flag ? "true" : "false") }
    mutating func add(_ key: String, _ integer: Int) { add(key, raw: String(integer)) }
    mutating func add(_ key: String, _ number: Double, digits: Int) {
        add(key, raw: JSONNumber.string(number, digits: digits))
    }
    mutating func add(_ key: String, numbers: [Double], digits: Int) {
        add(key, raw: "[" + numbers.map { JSONNumber.string($0, digits: digits) }.joined(separator: ",") + "]")
    }

    public var text: String { "{" + members.joined(separator: ",") + "}" }
}
