import Foundation

/// The rules of a shape drawn as two arms meeting at a corner (✓, ">"): which way the corner lies, the thresholds,
/// and what rules a stroke out while it is drawn and once it ends. `TwoArmAnalyzer` does the rest for every such
/// shape, so the shapes keep only what makes them different.
public protocol TwoArmShape: Sendable {
    associatedtype Configuration: Sendable
    /// Unit vector: the corner is the stroke's extreme point along it (down for a ✓, right for a ">").
    static var cornerDirection: CGPoint { get }
    /// The corpus-tuned thresholds an analyzer made with `init()` judges with.
    static var defaultConfiguration: Configuration { get }
    /// Why the stroke so far can never become the shape, or nil while it still can; asked after every kept point
    /// and once more at the end.
    static func prefixFailure(of arms: TwoArmStroke, configuration: Configuration) -> StrokeFailure?
    /// Why the finished stroke is not the shape, or nil when it is; asked only at the end, after the prefix rules.
    static func finalFailure(of arms: TwoArmStroke, configuration: Configuration) -> StrokeFailure?
}
