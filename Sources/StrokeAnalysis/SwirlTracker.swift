import Foundation

/// Follows one finger turning around a pivot (seed 004's knob): the cumulative signed angle swept, in radians,
/// clockwise positive on a y-down screen.
///
/// Each step adds the bearing change wrapped into (−π, π], so crossing ±π never jumps. Points within `deadZoneRadius`
/// of the pivot are skipped (their bearing is noise), and the next point outside is measured from the last point
/// outside. `hasBegun` flips once |angle| reaches `beginThreshold`, but `angle` keeps everything swept since the
/// first point, so a knob following it does not lose the first few degrees.
public struct SwirlTracker: Sendable {
    /// Rotation before a swirl begins; 5° as UIKit's rotation recognizer reportedly uses. Cross-validated margin
    /// (`corpus-report --cross-validate --margins`, held-out circles both ways in every condition) 331°: only a
    /// threshold near a whole turn stops a circle from ending; the small value is for feel, not for accuracy.
    public static let defaultBeginThreshold: CGFloat = 5 * .pi / 180
    /// Closer than this to the pivot the bearing is dominated by jitter. Cross-validated margin 10 pt: from 20 pt on a
    /// held-out circle fails to end or strays more than 2° from the swept angle.
    public static let defaultDeadZoneRadius: CGFloat = 10

    public var pivot: CGPoint
    public var deadZoneRadius: CGFloat
    public var beginThreshold: CGFloat
    /// Cumulative angle swept, radians, clockwise positive.
    public private(set) var angle: CGFloat = 0
    public private(set) var hasBegun = false
    /// The last point outside the dead zone.
    public private(set) var lastPoint: CGPoint?
    private var lastBearing: CGFloat?

    public init(pivot: CGPoint, deadZoneRadius: CGFloat = SwirlTracker.defaultDeadZoneRadius,
                beginThreshold: CGFloat = SwirlTracker.defaultBeginThreshold) {
        self.pivot = pivot
        self.deadZoneRadius = deadZoneRadius
        self.beginThreshold = beginThreshold
    }

    /// Adds a point; returns the angle it added (0 inside the dead zone).
    @discardableResult public mutating func add(_ point: CGPoint) -> CGFloat {
        let offset = pivot.offset(to: point)
        guard offset.length > deadZoneRadius else { return 0 }
        let bearing = atan2(offset.y, offset.x)
        defer {
            lastBearing = bearing
            lastPoint = point
        }
        guard let previous = lastBearing else { return 0 }
        let delta = SwirlTracker.step(from: previous, to: bearing)
        angle += delta
        if abs(angle) >= beginThreshold { hasBegun = true }
        return delta
    }

    /// The bearing of the last point outside the dead zone, degrees in [0, 360): 0 straight up, clockwise, like a
    /// compass or the seed's knob; nil before any such point.
    public var bearingDegrees: CGFloat? {
        guard let bearing = lastBearing else { return nil }
        let degrees = (bearing * 180 / .pi + 90).truncatingRemainder(dividingBy: 360)
        return degrees < 0 ? degrees + 360 : degrees
    }

    public mutating func reset(pivot: CGPoint? = nil) {
        if let pivot { self.pivot = pivot }
        angle = 0
        hasBegun = false
        lastPoint = nil
        lastBearing = nil
    }

    /// The angle swept from one bearing to the next: the change wrapped into (−π, π], except an exact half turn
    /// (the step's chord runs through the pivot, so which way it went round is undefined), which is taken as the
    /// plain change of bearing — the way `SweptAngle` counts a chord through the pivot, so the two agree. A finger
    /// crossing the dead zone straight through a pivot on whole-pixel coordinates does this (a 33 % lead-in puts the
    /// bounding box's centre, the pivot, on the circle).
    public static func step(from previous: CGFloat, to bearing: CGFloat) -> CGFloat {
        let change = bearing - previous
        return abs(abs(change) - .pi) < 1e-9 ? change : wrapped(change)
    }

    /// An angle wrapped into (−π, π].
    public static func wrapped(_ angle: CGFloat) -> CGFloat {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }
}
