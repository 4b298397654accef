import ArgumentParser
import Foundation

/// The one parser of every number option (`--settle`, `--replay-speed`, `--from`, `--until`): decimal notation only,
/// as the help shows them (`2`, `0.35`, `1e-3`). Swift's `Double(_:)` also reads hexadecimal (`0x10` is 16), `inf`
/// and `nan`, which no one means by a number of seconds. A sign is read, so `-1` reaches the option's own range
/// check and its message.
enum DecimalNumber {
    static func parse(_ text: String) throws -> Double {
        guard text.wholeMatch(of: /[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil, let value = Double(text)
        else { throw ValidationError("write it as a decimal number, e.g. 2 or 0.35") }
        return value
    }

    /// `value` as the user would have typed it: `-1`, not `-1.0`.
    static func shown(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
