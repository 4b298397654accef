import Foundation

/// The whole-stroke measurements the checkmark's final rules judge, as `CheckmarkAnalyzer` reads them (arms split
/// at the lowest point, after the touch-down wobble), for tuning its thresholds on training strokes.
public struct CheckmarkFeatures: Sendable {
    /// Up arm over down arm.
    public var armRatio: CGFloat
    public var downDegrees: CGFloat
    public var upDegrees: CGFloat
    public var downBulge: CGFloat
    public var upBulge: CGFloat
    /// The up arm's rise over the drop into the corner from the highest point before it: a `v` whose first arm
    /// curves in reads as a ✓ on the judged arms alone, but not on this (its arms rise and fall as far); a lead-in
    /// to the right or a flick from below leaves it as the ✓'s own.
    public var heightRatio: CGFloat
    /// How far across the stroke's bounding box the corner lies, 0 at its left side, 1 at its right: a ✓'s lies left
    /// of the middle even when its down arm is long (the corpus's ✓ drawn with a long down arm: median 0.39), a `v`'s
    /// near it (0.48).
    public var cornerShare: CGFloat
    /// The direction of the down arm's last quarter (of its path) into the corner: a `v`'s first arm steepens into
    /// its corner (median 4° steeper than its chord), a ✓'s comes in along its chord (1°).
    public var cornerDegrees: CGFloat

    /// Without a corner share, the arms' own (the down arm's width over both arms'); without a corner direction,
    /// the down arm's.
    public init(armRatio: CGFloat, downDegrees: CGFloat, upDegrees: CGFloat, downBulge: CGFloat, upBulge: CGFloat,
                heightRatio: CGFloat? = nil, cornerShare: CGFloat? = nil, cornerDegrees: CGFloat? = nil) {
        (self.armRatio, self.downDegrees, self.upDegrees) = (armRatio, downDegrees, upDegrees)
        (self.downBulge, self.upBulge) = (downBulge, upBulge)
        self.heightRatio = heightRatio ?? armRatio
        let down = cos(downDegrees * .pi / 180), up = armRatio * cos(upDegrees * .pi / 180)
        self.cornerShare = cornerShare ?? (down + up != 0 ? down / (down + up) : 0.5)
        self.cornerDegrees = cornerDegrees ?? downDegrees
    }

    /// Nil for a stroke with no down or no up arm.
    public init?(points: [CGPoint], configuration: CheckmarkAnalyzer.Configuration = CheckmarkAnalyzer.Configuration()) {
        var arms = TwoArmStroke(cornerDirection: CGPoint(x: 0, y: 1))
        for point in points { arms.append(point) }
        arms.flush()
        guard arms.path.count >= 3 else { return nil }
        let judged = CheckmarkShape.judgedArms(of: arms, configuration: configuration)
        guard let features = CheckmarkShape.features(of: arms.path, judged, configuration: configuration), features.armRatio.isFinite,
              arms.path.points[judged.downStart].dist(to: arms.path.points[judged.corner]) >= 1,
              arms.path.points[judged.corner].dist(to: arms.path.points[judged.upEnd]) >= 1 else { return nil }
        self = features
    }
}
