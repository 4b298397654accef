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

    public init(armRatio: CGFloat, downDegrees: CGFloat, upDegrees: CGFloat, downBulge: CGFloat, upBulge: CGFloat,
                heightRatio: CGFloat? = nil) {
        (self.armRatio, self.downDegrees, self.upDegrees) = (armRatio, downDegrees, upDegrees)
        (self.downBulge, self.upBulge) = (downBulge, upBulge)
        self.heightRatio = heightRatio ?? armRatio
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
