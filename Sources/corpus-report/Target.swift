import Foundation

/// One acceptance target from the brief, checked in the worst condition.
struct Target {
    var name: String
    /// Measured rate per condition label.
    var measured: [(condition: String, rate: Double)]
    var limit: Double
    /// True: the rate must be at least `limit`; false: at most.
    var isMinimum: Bool

    var worst: (condition: String, rate: Double) {
        let sorted = measured.sorted { $0.rate < $1.rate }
        return (isMinimum ? sorted.first : sorted.last) ?? ("-", 0)
    }

    var passes: Bool { isMinimum ? worst.rate >= limit : worst.rate <= limit }

    var line: String {
        let w = worst
        let bound = (isMinimum ? "≥ " : "≤ ") + String(format: "%.0f%%", 100 * limit)
        let all = measured.map { "\($0.condition) " + String(format: "%.1f%%", 100 * $0.rate) }.joined(separator: ", ")
        return "\(passes ? "PASS" : "FAIL")  \(name) \(bound): worst \(String(format: "%.1f%%", 100 * w.rate)) "
            + "(\(w.condition)) [\(all)]"
    }
}
