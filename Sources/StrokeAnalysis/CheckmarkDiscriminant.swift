import Foundation

/// A linear score that tells a ✓ from a `v` on more than the arm ratio: log of the ratio, both arm directions and
/// the upstroke's bulge, weighted by logistic regression on training strokes. The ratio alone cannot do it (some
/// people's `v` reach a ratio of 2, some people's ✓ sit at 1.8); a ✓'s upstroke also heads further right and its
/// downstroke is steeper. Accepted when `score ≥ 0`.
public struct CheckmarkDiscriminant: Sendable, Equatable {
    /// Weights for (log ratio, down °/90, up °/90, up bulge, log height ratio), then the bias; four weights
    /// leave the height ratio out.
    public var weights: [Double]
    public var bias: Double

    public init(weights: [Double], bias: Double) {
        self.weights = weights
        self.bias = bias
    }

    static func inputs(_ f: CheckmarkFeatures) -> [Double] {
        [log(Double(max(f.armRatio, 0.01))), Double(f.downDegrees) / 90, Double(f.upDegrees) / 90, Double(f.upBulge),
         log(Double(max(f.heightRatio, 0.01)))]
    }

    public func score(_ features: CheckmarkFeatures) -> Double {
        zip(weights, Self.inputs(features)).reduce(bias) { $0 + $1.0 * $1.1 }
    }

    /// Logistic regression of ✓ (1) against `v` (0), classes weighted equally; then the bias is set so that
    /// `vShare` of the training `v` score above 0, and raised if needed so all but `miss` of the training ✓ score
    /// at least `margin`.
    public static func fit(checks: [CheckmarkFeatures], vs: [CheckmarkFeatures], vShare: Double = 0.02,
                           miss: Double = 0, margin: Double = 0.25) -> CheckmarkDiscriminant {
        let samples = checks.map { (inputs($0), 1.0, 0.5 / Double(checks.count)) }
            + vs.map { (inputs($0), 0.0, 0.5 / Double(max(vs.count, 1))) }
        var w = [Double](repeating: 0, count: 5), b = 0.0
        for _ in 0..<600 {
            var gw = [Double](repeating: 0, count: 5), gb = 0.0
            for (x, y, weight) in samples {
                let z = zip(w, x).reduce(b) { $0 + $1.0 * $1.1 }
                let error = (1 / (1 + exp(-z)) - y) * weight
                for i in 0..<5 { gw[i] += error * x[i] }
                gb += error
            }
            for i in 0..<5 { w[i] -= 4 * gw[i] }
            b -= 4 * gb
        }
        var model = CheckmarkDiscriminant(weights: w, bias: b)
        // The line moves as far towards the `v` as the training `v` allow (`vShare` of them above it), giving ✓
        // of unseen hands the room; then back if any training ✓ would be within `margin` of it.
        let vScores = vs.map { model.score($0) }.sorted()
        if !vScores.isEmpty {
            model.bias -= vScores[min(Int((1 - vShare) * Double(vScores.count)), vScores.count - 1)]
        }
        let scores = checks.map { model.score($0) }.sorted()
        if !scores.isEmpty {
            let low = scores[min(Int(miss * Double(scores.count)), scores.count - 1)]
            model.bias += max(0, margin - low)
        }
        return model
    }
}
