import Foundation

/// How far from a bitmap's centre its picture reaches and how far out it is solid, in texels between texel centres.
/// Round pictures (the knob, a dial) leave their corners transparent and their middle opaque: a rotated draw can
/// skip the one and store the other without blending, which `RadialExtent.rowSpan` finds per row analytically.
package struct RadialExtent {
    /// No texel farther than this from the centre has any alpha.
    package let content: Double
    /// Every texel nearer than this to the centre has alpha 255 (texels outside the bitmap count as transparent).
    package let opaque: Double

    /// The bitmap's centre in texel coordinates (texel centres at whole numbers).
    package let centreU: Double, centreV: Double

    /// Claims nothing: every sample is looked at and blended (the reference the fast paths are tested against).
    package static let unbounded = RadialExtent(content: .infinity, opaque: 0, centreU: 0, centreV: 0)

    private init(content: Double, opaque: Double, centreU: Double, centreV: Double) {
        (self.content, self.opaque, self.centreU, self.centreV) = (content, opaque, centreU, centreV)
    }

    package init(_ bitmap: Bitmap) {
        centreU = Double(bitmap.width - 1) / 2
        centreV = Double(bitmap.height - 1) / 2
        var content = -1.0, opaqueSquared = Double.infinity
        let outside = min(centreU, centreV) + 1
        for y in 0..<bitmap.height {
            let dv = Double(y) - centreV
            let row = bitmap.pixels.baseAddress! + y * bitmap.width
            for x in 0..<bitmap.width {
                let pixel = row[x]
                let du = Double(x) - centreU
                let squared = du * du + dv * dv
                if pixel != 0 { content = max(content, squared) }
                if pixel >> 24 != 255 { opaqueSquared = min(opaqueSquared, squared) }
            }
        }
        self.content = content < 0 ? -1 : content.squareRoot()
        opaque = min(opaqueSquared.squareRoot(), outside)
    }

    /// The whole-pixel range of one device row whose samples lie within `radius` of the centre, given the row's
    /// sample position at pixel 0 (`u0`, `v0`) and its step per pixel; nil when none do. `outer` rounds outwards
    /// (every pixel within is kept), otherwise inwards (every pixel kept is within).
    package func rowSpan(radius: Double, u0: Double, v0: Double, stepU: Double, stepV: Double, outer: Bool) -> ClosedRange<Int>? {
        guard radius > 0 else { return nil }
        let du = u0 - centreU, dv = v0 - centreV
        // |(du, dv) + x·(stepU, stepV)|² ≤ radius², a quadratic in x.
        let a = stepU * stepU + stepV * stepV
        guard a > 1e-18 else { return du * du + dv * dv <= radius * radius ? -Self.far...Self.far : nil }
        let b = du * stepU + dv * stepV, c = du * du + dv * dv - radius * radius
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        let low = max((-b - root) / a, -Double(Self.far)), high = min((-b + root) / a, Double(Self.far))
        let first = outer ? low.rounded(.down) : low.rounded(.up), last = outer ? high.rounded(.up) : high.rounded(.down)
        return first <= last ? Int(first)...Int(last) : nil
    }

    /// Beyond any pixel coordinate.
    private static let far = 1 << 30
}
