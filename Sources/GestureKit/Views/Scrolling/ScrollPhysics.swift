import Foundation

/// The scroll view's motion as formulas of virtual time, so every frame rate and every test lands on the same
/// offsets (docs/recognizers.md, "Scroll views").
public enum ScrollPhysics {
    /// The rubber band's stiffness c in f(x) = (1 − 1 / (x · c / d + 1)) · d.
    public static let rubberBandCoefficient: CGFloat = 0.55
    /// The spring back's rate ω (per second) of a critically damped spring: x(t) = (1 + ωt) · e^(−ωt) of the
    /// overshoot, within 1 % after 0.5 s.
    public static let springBackRate: Double = 14
    /// A motion stops (and snaps to its target) when less than this is left to travel, in points.
    public static let restingDistance: CGFloat = 0.25

    /// How far past an edge the content shows when the finger has dragged `overshoot` points past it, with `dimension`
    /// the viewport's size along that axis: (1 − 1 / (x · 0.55 / d + 1)) · d, never reaching d.
    public static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let sign: CGFloat = overshoot < 0 ? -1 : 1
        let x = abs(overshoot)
        return sign * (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The inverse of `rubberBand`: how far past the edge a finger must be to show `shown` points past it.
    public static func fingerOvershoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let sign: CGFloat = shown < 0 ? -1 : 1
        let f = min(abs(shown), dimension * 0.999)
        return sign * (dimension / rubberBandCoefficient) * (1 / (1 - f / dimension) - 1)
    }

    /// How far a fling of `velocity` points per second travels when its speed falls by `rate` each millisecond,
    /// v(t) = v0 · rate^ms: the sum over the milliseconds, v0 / 1000 · rate / (1 − rate).
    public static func decelerationDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate)
    }

    /// Where a deceleration from `start` toward `target` is after `milliseconds`: the fling whose distance is
    /// `target − start` (so v0 = (target − start) · 1000 · (1 − rate) / rate) has covered
    /// v0 / 1000 · rate · (1 − rate^ms) / (1 − rate) = (target − start) · (1 − rate^ms).
    public static func decelerationOffset(from start: CGFloat, to target: CGFloat, rate: CGFloat,
                                          milliseconds: Double) -> CGFloat {
        target - (target - start) * CGFloat(pow(Double(rate), milliseconds))
    }

    /// A fling from `from` toward `flingTarget`, past the `edge`: it follows the deceleration until it meets the edge
    /// at speed v_e = (flingTarget − edge) · −ln(rate) · 1000 points a second, then overshoots as a critically
    /// damped spring started at the edge with that speed, x(τ) = v_e · τ · e^(−ωτ), shown through the rubber band
    /// (so never a viewport past the edge), and comes back to the edge. Returns the offset and whether it is back.
    public static func bounceOffset(from: CGFloat, flingTarget: CGFloat, edge: CGFloat, rate: CGFloat,
                                    dimension: CGFloat, seconds: Double) -> (offset: CGFloat, done: Bool) {
        let remaining = Double((flingTarget - edge) / (flingTarget - from))
        guard remaining > 0, remaining < 1 else { return (edge, true) }
        let edgeTime = log(remaining) / log(Double(rate)) / 1000
        guard seconds > edgeTime else {
            return (decelerationOffset(from: from, to: flingTarget, rate: rate, milliseconds: seconds * 1000), false)
        }
        let edgeSpeed = Double(flingTarget - edge) * -log(Double(rate)) * 1000
        let tau = seconds - edgeTime
        let overshoot = CGFloat(edgeSpeed * tau * exp(-springBackRate * tau))
        let shown = rubberBand(overshoot, dimension: dimension)
        return (edge + shown, tau > 1 / springBackRate && abs(shown) < restingDistance)
    }

    /// Where a critically damped spring back from `start` to `target` is after `seconds`.
    public static func springOffset(from start: CGFloat, to target: CGFloat, seconds: Double) -> CGFloat {
        let w = springBackRate * seconds
        return target + (start - target) * CGFloat((1 + w) * exp(-w))
    }
}
