import Foundation

/// The matcher's constants beyond Protractor's vectors, chosen person-wise on the shipped corpus
/// (`corpus-report --templates`: templates from one person, tested on the others).
public struct TemplateTuning: Equatable, Sendable {
    /// Taken off a score per corner the drawing has more or fewer than the example (a circle has none, a triangle 3).
    public var cornerPenalty: Double
    /// Taken off a score per unit of difference in closedness (the gap between the ends over the shape's size),
    /// counted beyond `gapSlack`.
    public var gapPenalty: Double
    public var gapSlack: Double
    /// A gesture's threshold sits this far below the lowest score its examples give each other (each against the
    /// rest), and at least `spreadFactor` × their spread (highest − lowest) below it.
    public var thresholdMargin: Double
    public var spreadFactor: Double
    /// A gesture's threshold is never above this (a gesture taught with near-identical examples would otherwise
    /// refuse anyone else's hand).
    public var highestThreshold: Double
    /// Up to this gap (between the ends, over the larger side of the bounding box) an example is closed: a drawing
    /// is compared with it as a loop, at every start.
    public var closedGap: Double
    /// The share of a score that comes from the headings of the path's steps (the rest from the points' positions).
    public var turningWeight: Double
    /// Taken off a score per unit of difference in curviness (how far the path bends between its corners).
    public var curvinessPenalty: Double
    /// Taken off a score when one of the two is a straight line and the other is not: a line down, reversed and
    /// turned 30°, is close enough to a ✓'s long up arm to score 0.63 against it.
    public var straightPenalty: Double = 0.3
    /// How the threshold margin tightens with more examples: `thresholdMargin` × (3 / examples)^this, for 3 examples
    /// or more (3 examples, the whole margin), never under `minimumMargin`. More examples of one hand bring an
    /// untaught shape's best match closer too: with the margin fixed at 0.28, 5 examples refused 84.0 % of untaught
    /// shapes against 3 examples' 85.7 % (corpus-report --templates, release); with 1, 87.5 %.
    public var marginTightening: Double = 1
    public var minimumMargin: Double = 0.15

    public init(turningWeight: Double, curvinessPenalty: Double, cornerPenalty: Double, gapPenalty: Double,
                gapSlack: Double, thresholdMargin: Double, spreadFactor: Double, highestThreshold: Double,
                closedGap: Double) {
        self.cornerPenalty = cornerPenalty
        self.gapPenalty = gapPenalty
        self.gapSlack = gapSlack
        self.thresholdMargin = thresholdMargin
        self.spreadFactor = spreadFactor
        self.highestThreshold = highestThreshold
        self.closedGap = closedGap
        self.turningWeight = turningWeight
        self.curvinessPenalty = curvinessPenalty
    }

    /// The shipped values, chosen with `corpus-report --templates` (3 examples per shape from one person, the other
    /// five people's strokes tested; see docs/recognizers.md for what each one changes).
    public static let standard = TemplateTuning(turningWeight: 0.7, curvinessPenalty: 0.5, cornerPenalty: 0.08,
                                                gapPenalty: 0.2, gapSlack: 0.1, thresholdMargin: 0.28, spreadFactor: 0,
                                                highestThreshold: 0.85, closedGap: 0.2)
}
