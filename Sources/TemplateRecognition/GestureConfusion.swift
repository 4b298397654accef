import Foundation

/// Two taught gestures too alike to tell apart: examples of `gesture` that match `other` at least as well as they
/// match the rest of their own examples (or, for a gesture taught once, match `other` above the threshold).
public struct GestureConfusion: Equatable, Sendable, CustomStringConvertible {
    public var gesture: String
    public var other: String
    /// How many of `gesture`'s examples cross-match, of `total`.
    public var crossMatching: Int
    public var total: Int
    /// The worst case: an example's score against `other`, and against its own gesture (nil when taught once).
    public var otherScore: Double
    public var ownScore: Double?

    /// "check and v are too alike: 2 of check's 4 examples match v (0.91) as well as check (0.88)".
    public var description: String {
        let own = ownScore.map { " as well as \(gesture) (\(TemplateMatch.format($0)))" } ?? ""
        return "\(gesture) and \(other) are too alike: \(crossMatching) of \(gesture)'s \(total) "
            + "example\(total == 1 ? "" : "s") match \(other) (\(TemplateMatch.format(otherScore)))\(own)"
    }
}

extension TemplateSet {
    /// Every pair of gestures whose examples cross-match, each example scored against the others with itself left
    /// out; `minimumScore` decides for gestures taught with a single example.
    public func confusions(minimumScore: Double) -> [GestureConfusion] {
        var found: [GestureConfusion] = []
        for (g, gesture) in gestures.enumerated() {
            var byOther: [Int: GestureConfusion] = [:]
            for (e, example) in prepared[g].enumerated() {
                func best(in index: Int) -> Double? {
                    bestScore(of: example, against: prepared[index], reversible: reversible[index],
                              skipping: index == g ? e : nil)
                }
                let own = best(in: g)
                for o in gestures.indices where o != g {
                    guard let other = best(in: o) else { continue }
                    let crosses = own.map { other >= $0 } ?? (other >= minimumScore)
                    guard crosses else { continue }
                    var entry = byOther[o] ?? GestureConfusion(gesture: gesture.name, other: gestures[o].name,
                                                               crossMatching: 0, total: prepared[g].count,
                                                               otherScore: other, ownScore: own)
                    entry.crossMatching += 1
                    if other - (own ?? 0) > entry.otherScore - (entry.ownScore ?? 0) {
                        entry.otherScore = other
                        entry.ownScore = own
                    }
                    byOther[o] = entry
                }
            }
            found += byOther.keys.sorted().compactMap { byOther[$0] }
        }
        return found
    }
}
