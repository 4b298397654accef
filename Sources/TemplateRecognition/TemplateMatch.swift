import Foundation

/// How well a drawing matches one taught gesture: its closest example's score, from 0 (nothing alike) to 1 (the
/// same shape).
public struct TemplateMatch: Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var score: Double

    public init(name: String, score: Double) {
        self.name = name
        self.score = score
    }

    /// "check 0.93".
    public var description: String { "\(name) \(TemplateMatch.format(score))" }

    /// Two decimals, as scores are shown and explained ("0.71").
    public static func format(_ score: Double) -> String { String(format: "%.2f", score) }
}
