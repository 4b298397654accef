import Foundation

/// The score a drawing must reach to be recognized as one gesture, learned from the spread of its own examples:
/// each example scored against the others, the threshold set below the lowest of them.
public struct GestureThreshold: Equatable, Sendable {
    /// The score that recognizes.
    public var threshold: Double
    /// The lowest and highest score of an example against the gesture's other examples; nil when taught once.
    public var examplesLow: Double?
    public var examplesHigh: Double?

    public init(threshold: Double, examplesLow: Double? = nil, examplesHigh: Double? = nil) {
        self.threshold = threshold
        self.examplesLow = examplesLow
        self.examplesHigh = examplesHigh
    }

    /// "its examples 0.80–0.93", or nil when taught once.
    public var spread: String? {
        guard let examplesLow, let examplesHigh else { return nil }
        return "its examples \(TemplateMatch.format(examplesLow))–\(TemplateMatch.format(examplesHigh))"
    }
}
