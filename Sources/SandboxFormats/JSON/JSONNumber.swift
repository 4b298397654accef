import Foundation

/// Deterministic number text for the app's JSON outputs: a fixed number of fraction digits at most, trailing zeros
/// dropped, never `-0` or exponents, so the same values always give the same bytes.
public enum JSONNumber {
    /// Seconds: microseconds are finer than any input device.
    static let timeDigits = 6
    /// Points: a thousandth of a point is finer than any screen.
    static let pointDigits = 3

    public static func string(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
