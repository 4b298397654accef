import Foundation

/// How the checkmark's final thresholds are chosen from training strokes (in cross-validation, five people's, under
/// every augmentation), so that what is measured on the sixth person is a prediction for hands never seen.
public enum CheckmarkTuning {
    /// Share of training ✓ a threshold may cut off before its margin is applied.
    public static let trainingMiss = 0.005

    /// `base` with the final rules fitted to `checks` (features of training ✓) and `vs` (training `v`):
    /// - arm directions: the training ✓'s range (all but `trainingMiss` at each end), widened 15° each way;
    /// - bulges: the training ✓'s 99.5th percentile plus half again, never tighter than `base`'s;
    /// - ✓ or `v`: a `CheckmarkDiscriminant` fitted on the training ✓ and `v` (the arm ratio alone, the training ✓'s
    ///   0.5th percentile less 10 % but not below the `v`'s 90th percentile, is kept for a configuration without);
    /// - a ✓ with a long down arm: a second discriminant on `longDownArmInputs`, fitted on `longChecks` (features of
    ///   training ✓ with their down arm drawn long) against the same `v`, its bias at `longDownArmVShare` of them.
    /// What tuning starts from: the defaults without anything chosen on the whole corpus (its bulge floors are the
    /// hand-set 0.18 and 0.3), so a fold's configuration has seen nothing of the person it is measured on.
    public static var handSetBase: CheckmarkAnalyzer.Configuration {
        var c = CheckmarkAnalyzer.Configuration()
        c.maximumBulge = 0.18
        c.maximumUpstrokeBulge = 0.3
        c.discriminant = nil
        c.longDownArmDiscriminant = nil
        return c
    }

    /// The share of the training `v` the long-down-arm discriminant lets through. Held out, the `v` it adds stay
    /// within the 10 % target in every condition at this share (`corpus-report --cross-validate`).
    public static let longDownArmVShare = 0.01

    /// The features `tuned` learns from, of the training's ✓ and `v` under each augmentation: the ✓ and `v` of the
    /// augmentations that tune the main score, and the ✓ of those that tune the long-down-arm score alone.
    public static func trainingFeatures(of training: [CorpusStroke], augmentations: [StrokeAugmentation])
        -> (checks: [CheckmarkFeatures], vs: [CheckmarkFeatures], longChecks: [CheckmarkFeatures]) {
        var checks: [CheckmarkFeatures] = [], vs: [CheckmarkFeatures] = [], longChecks: [CheckmarkFeatures] = []
        for stroke in training where stroke.gesture == "check" || stroke.gesture == "v" {
            for augmentation in augmentations {
                guard let features = CheckmarkFeatures(points: augmentation.apply(to: stroke).points.map(\.location)) else {
                    continue
                }
                if augmentation.tunesTheLongDownArm {
                    if stroke.gesture == "check" { longChecks.append(features) }
                } else if stroke.gesture == "check" {
                    checks.append(features)
                } else {
                    vs.append(features)
                }
            }
        }
        return (checks, vs, longChecks)
    }

    public static func tuned(_ base: CheckmarkAnalyzer.Configuration = handSetBase, checks: [CheckmarkFeatures],
                             vs: [CheckmarkFeatures], longChecks: [CheckmarkFeatures] = []) -> CheckmarkAnalyzer.Configuration {
        guard !checks.isEmpty else { return base }
        var c = base
        let down = checks.map(\.downDegrees), up = checks.map(\.upDegrees)
        c.downArmDegrees = (quantile(down, trainingMiss) - 15)...(quantile(down, 1 - trainingMiss) + 15)
        c.upArmDegrees = (quantile(up, trainingMiss) - 15)...(quantile(up, 1 - trainingMiss) + 15)
        c.maximumBulge = max(base.maximumBulge, 1.5 * quantile(checks.map(\.downBulge), 1 - trainingMiss))
        c.maximumUpstrokeBulge = max(base.maximumUpstrokeBulge, 1.5 * quantile(checks.map(\.upBulge), 1 - trainingMiss))
        let fromChecks = 0.9 * quantile(checks.map(\.armRatio), trainingMiss)
        let fromVs = vs.isEmpty ? fromChecks : quantile(vs.map(\.armRatio), 0.9)
        c.minimumArmRatio = max(fromChecks, fromVs)
        if !vs.isEmpty { c.discriminant = CheckmarkDiscriminant.fit(checks: checks, vs: vs, miss: 0.01) }
        if !vs.isEmpty, !longChecks.isEmpty {
            c.longDownArmDiscriminant = CheckmarkDiscriminant.fit(
                checks: longChecks, vs: longDownArmVs(vs, c),
                inputs: CheckmarkDiscriminant.longDownArmInputs,
                vShare: longDownArmVShare, margin: nil)
        }
        return c
    }

    /// The training `v` the long-down-arm score is fitted against and its bias set on: those it may judge, whose
    /// up arm is at least `longDownArmMinimumRatio` times the down arm.
    public static func longDownArmVs(_ vs: [CheckmarkFeatures], _ c: CheckmarkAnalyzer.Configuration) -> [CheckmarkFeatures] {
        vs.filter { $0.armRatio >= c.longDownArmMinimumRatio }
    }

    /// The value below which `share` of `values` lie (nearest rank).
    public static func quantile(_ values: [CGFloat], _ share: Double) -> CGFloat {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let index = min(max(Int((share * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)
        return sorted[index]
    }
}
