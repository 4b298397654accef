import Foundation

/// An online shape analyzer: fed one point at a time so a recognizer can fail as soon as the stroke cannot become its
/// gesture, and asked once at the end whether it is the gesture.
public protocol StrokeAnalyzer: Sendable {
    /// An analyzer with its default, corpus-tuned thresholds.
    init()
    /// The verdict so far; once `failed` or `recognized` it no longer changes until `reset()`.
    var verdict: StrokeVerdict { get }
    /// Adds the next point of the stroke (the first call is the touch-down point).
    @discardableResult mutating func add(_ point: CGPoint, at time: TimeInterval) -> StrokeVerdict
    /// Ends the stroke (finger lifted) and returns the final verdict.
    @discardableResult mutating func finish() -> StrokeVerdict
    /// Forgets the stroke so the analyzer can take a new one.
    mutating func reset()
}

extension StrokeAnalyzer {
    /// Feeds a whole recorded stroke and finishes it; convenient for tests and offline measurements.
    public mutating func analyze(_ points: [StrokePoint]) -> StrokeVerdict {
        reset()
        for point in points where !add(point.location, at: point.time).isFailed {}
        return verdict.isFailed ? verdict : finish()
    }
}
