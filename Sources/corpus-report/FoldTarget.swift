import Foundation

/// A cross-validation target, checked in every condition on the mean over the held-out people and, where it has
/// one, on the worst person (issue 23: ✓ recall ≥ 97 % mean and ≥ 90 % for the worst person).
struct FoldTarget {
    var name: String
    /// The mean's limit.
    var limit: Double
    /// The worst person's limit, if the target has one.
    var worstLimit: Double?
    /// True: the rates must be at least the limits; false: at most.
    var isMinimum: Bool
    /// The tally rows the target counts.
    var rows: (String) -> Bool

    var heading: String {
        let sign = isMinimum ? "≥" : "≤"
        let worst = worstLimit.map { ", worst person \(sign) " + String(format: "%.0f%%", 100 * $0) } ?? ""
        return "\(name) (mean \(sign) \(String(format: "%.0f%%", 100 * limit))\(worst))"
    }

    func passes(mean: Double, worst: Double) -> Bool {
        func within(_ rate: Double, _ bound: Double) -> Bool { rate.isNaN || (isMinimum ? rate >= bound : rate <= bound) }
        return within(mean, limit) && worstLimit.map { within(worst, $0) } != false
    }
}
