import Foundation

/// A linear score that tells a ✓ from a `v` on more than the arm ratio, weighted by logistic regression on training
/// strokes. The main one (`standardInputs`) weighs the log of the ratio, both arm directions, the upstroke's bulge
/// and the log height ratio: the ratio alone cannot do it (some people's `v` reach a ratio of 2, some people's ✓ sit
/// at 1.8); a ✓'s upstroke also heads further right and its downstroke is steeper. The long-down-arm one
/// (`longDownArmInputs`) leaves the ratios out and weighs the arm directions, where the corner lies across the stroke
/// and how the down arm enters it. Accepted when `score ≥ 0`.
public struct CheckmarkDiscriminant: Sendable, Equatable {
    /// The measurements weighed, one weight each (missing weights count 0).
    public var inputs: [CheckmarkInput]
    public var weights: [Double]
    public var bias: Double

    /// Log ratio, down and up directions, up bulge, log height ratio.
    public static let standardInputs: [CheckmarkInput] = [.logArmRatio, .downDirection, .upDirection, .upBulge,
                                                          .logHeightRatio]
    /// For a ✓ whose down arm is drawn nearly as long as its up arm (issue 38), where the ratios say `v`: both
    /// directions, the corner's place across the stroke (a ✓'s lies left of a `v`'s middle) and the direction the
    /// down arm enters the corner (a `v`'s first arm steepens into it, a ✓'s comes in along its chord).
    public static let longDownArmInputs: [CheckmarkInput] = [.downDirection, .upDirection, .cornerShare, .cornerDirection]

    public init(inputs: [CheckmarkInput] = standardInputs, weights: [Double], bias: Double) {
        self.inputs = inputs
        self.weights = weights
        self.bias = bias
    }

    public func score(_ features: CheckmarkFeatures) -> Double {
        zip(weights, inputs).reduce(bias) { $0 + $1.0 * $1.1.value(features) }
    }

    /// The weight of `input` (0 when not weighed).
    public func weight(of input: CheckmarkInput) -> Double {
        inputs.firstIndex(of: input).map { $0 < weights.count ? weights[$0] : 0 } ?? 0
    }

    /// The same weights with the bias moved so that `share` of `vs` score at least 0 (unchanged without any `v`):
    /// how `fit` sets it, and how `corpus-report --trade-off` moves the long-down-arm score along its trade-off.
    public func passing(_ share: Double, of vs: [CheckmarkFeatures]) -> CheckmarkDiscriminant {
        let scores = vs.map { score($0) }.sorted()
        guard !scores.isEmpty else { return self }
        var moved = self
        moved.bias -= scores[min(Int((1 - share) * Double(scores.count)), scores.count - 1)]
        return moved
    }

    /// Logistic regression of ✓ (1) against `v` (0) on `inputs`, classes weighted equally; then the bias is set so
    /// that `vShare` of the training `v` score above 0, and, with a `margin`, raised if needed so all but `miss` of
    /// the training ✓ score at least `margin`.
    public static func fit(checks: [CheckmarkFeatures], vs: [CheckmarkFeatures], inputs: [CheckmarkInput] = standardInputs,
                           vShare: Double = 0.02, miss: Double = 0, margin: Double? = 0.25) -> CheckmarkDiscriminant {
        let n = inputs.count
        let samples = checks.map { f in (inputs.map { $0.value(f) }, 1.0, 0.5 / Double(checks.count)) }
            + vs.map { f in (inputs.map { $0.value(f) }, 0.0, 0.5 / Double(max(vs.count, 1))) }
        var w = [Double](repeating: 0, count: n), b = 0.0
        for _ in 0..<600 {
            var gw = [Double](repeating: 0, count: n), gb = 0.0
            for (x, y, weight) in samples {
                let z = zip(w, x).reduce(b) { $0 + $1.0 * $1.1 }
                let error = (1 / (1 + exp(-z)) - y) * weight
                for i in 0..<n { gw[i] += error * x[i] }
                gb += error
            }
            for i in 0..<n { w[i] -= 4 * gw[i] }
            b -= 4 * gb
        }
        // The line moves as far towards the `v` as the training `v` allow (`vShare` of them above it), giving ✓
        // of unseen hands the room; then back if any training ✓ would be within `margin` of it.
        var model = CheckmarkDiscriminant(inputs: inputs, weights: w, bias: b).passing(vShare, of: vs)
        let scores = checks.map { model.score($0) }.sorted()
        if let margin, !scores.isEmpty {
            let low = scores[min(Int(miss * Double(scores.count)), scores.count - 1)]
            model.bias += max(0, margin - low)
        }
        return model
    }
}
