import Foundation

/// The online bookkeeping the two-arm analyzers (✓ and ">") share: a `TwoArmStroke` and the verdict so far. Points
/// stop counting once the verdict is in; each kept point is judged by the shape's prefix rules, and the end of the
/// stroke by its prefix rules, then its final rules. The analyzers keep only their rules.
struct TwoArmAnalysis: Sendable {
    /// A shape rule: the reason the arms can't be (or become) the shape, or nil while they still can.
    typealias Rule = (TwoArmStroke) -> StrokeFailure?

    private(set) var arms: TwoArmStroke
    private(set) var verdict: StrokeVerdict = .possible

    init(cornerDirection: CGPoint) {
        arms = TwoArmStroke(cornerDirection: cornerDirection)
    }

    /// The corner so far, nil before the first point.
    var corner: CGPoint? { arms.path.isEmpty ? nil : arms.corner }

    /// Adds the next point; a kept point is judged by `prefixFailure`.
    @discardableResult mutating func add(_ point: CGPoint, prefixFailure: Rule) -> StrokeVerdict {
        guard verdict == .possible, arms.append(point) else { return verdict }
        if let reason = prefixFailure(arms) { verdict = .failed(reason) }
        return verdict
    }

    /// Ends the stroke: the held-back last point is kept and the whole stroke judged, prefix rules first.
    @discardableResult mutating func finish(prefixFailure: Rule, finalFailure: Rule) -> StrokeVerdict {
        guard verdict == .possible else { return verdict }
        arms.flush()
        if let reason = prefixFailure(arms) ?? finalFailure(arms) {
            verdict = .failed(reason)
        } else {
            verdict = .recognized
        }
        return verdict
    }

    mutating func reset() {
        arms.removeAll()
        verdict = .possible
    }
}
