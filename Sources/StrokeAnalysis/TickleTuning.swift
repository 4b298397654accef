import Foundation

/// How the tickle's `maximumVerticalRatio` is chosen from training strokes (in cross-validation, five people's, under
/// every augmentation), so that what is measured on the sixth person is a prediction for hands never seen.
public enum TickleTuning {
    /// `base` with `maximumVerticalRatio` halfway between the largest ratio a training rub needs and the smallest
    /// with which a training stroke of another shape would pass (`TickleAnalyzer.requiredVerticalRatio`; nil, a
    /// stroke no ratio lets through, is left out): the widest margin on both sides the training strokes allow.
    public static func tuned(_ base: TickleAnalyzer.Configuration = TickleAnalyzer.Configuration(),
                             rubs: [CGFloat?], others: [CGFloat?]) -> TickleAnalyzer.Configuration {
        let needed = rubs.compactMap { $0 }, passing = others.compactMap { $0 }
        guard let highest = needed.max() else { return base }
        var c = base
        c.maximumVerticalRatio = passing.min().map { (highest + $0) / 2 } ?? highest + 0.1
        return c
    }
}
