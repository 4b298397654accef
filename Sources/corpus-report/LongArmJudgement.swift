import Foundation

/// One held-out stroke in one condition as `--trade-off` needs it: whether the ✓'s main score takes it, and the
/// long-down-arm score it would be judged on, less the fold's bias, so that any bias can be tried without a replay.
struct LongArmJudgement {
    var person: String
    var gesture: String
    var condition: String
    /// Accepted with the long-down-arm score switched off.
    var byMainScore: Bool
    /// The long-down-arm score without its bias; nil when no bias would pass it (another rule refuses it, or its
    /// arms are too even for the score to judge it).
    var longScore: Double?

    /// Accepted with the long-down-arm score's bias at `bias`.
    func accepted(bias: Double) -> Bool { byMainScore || (longScore.map { $0 + bias >= 0 } ?? false) }
}
