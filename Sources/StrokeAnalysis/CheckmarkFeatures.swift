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
    /// Up arm over the whole first arm, from the touch-down point to the corner (a lead-in included): a `v` whose
    /// first arm curves in reads as a ✓ on the judged arms alone, but not on this.
    public var wholeArmRatio: CGFloat

    public init(armRatio: CGFloat, downDegrees: CGFloat, upDegrees: CGFloat, downBulge: CGFloat, upBulge: CGFloat,
                wholeArmRatio: CGFloat? = nil) {
        (self.armRatio, self.downDegrees, self.upDegrees) = (armRatio, downDegrees, upDegrees)
        (self.downBulge, self.upBulge) = (downBulge, upBulge)
        self.wholeArmRatio = wholeArmRatio ?? armRatio
    }

    /// Nil for a stroke with no down or no up arm.
    public init?(points: [CGPoint], configuration: CheckmarkAnalyzer.Configuration = CheckmarkAnalyzer.Configuration()) {
        var arms = TwoArmStroke(cornerDirection: CGPoint(x: 0, y: 1))
        for point in points { arms.append(point) }
        arms.flush()
        guard arms.path.count >= 3 else { return nil }
        let judged = CheckmarkShape.judgedArms(of: arms, configuration: configuration)
        let corner = arms.path.points[judged.corner]
        let down = arms.path.points[judged.downStart].offset(to: corner)
        let up = corner.offset(to: arms.path.points[judged.upEnd])
        guard down.length >= 1, up.length >= 1 else { return nil }
        armRatio = up.length / down.length
        downDegrees = down.degrees
        upDegrees = up.degrees
        downBulge = arms.path.bulge(from: judged.downStart, to: judged.corner)
        upBulge = arms.path.bulge(from: judged.corner, to: judged.upEnd)
        wholeArmRatio = up.length / max(arms.start.dist(to: corner), 1)
    }
}
