import Foundation

/// Draws `Bitmap`s into the software renderer's surface: unscaled, unrotated ones as row copies (exact, and no
/// blending at all when opaque), everything else by inverse-mapping each covered pixel's centre into the bitmap and
/// sampling it bilinearly, premultiplied, with transparent texels outside so rotated edges come out antialiased.
package enum ImageRasterizer {
    /// Device pixels from bitmap texels: `device = (a·u + c·v + tx, b·u + d·v + ty)`.
    package struct Mapping {
        package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

        package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// Whether every term is finite and within `limit` device pixels (`TriangleBatch.coordinateLimit`): a picture
        /// mapped by anything else (an infinite or NaN transform, a scale of 1e300) is not drawn, since its pixel
        /// bounds and 16.16 texel steps would overflow an `Int`.
        package var isDrawable: Bool {
            let limit = Double(TriangleBatch.coordinateLimit)
            return [a, b, c, d, tx, ty].allSatisfy { abs($0) <= limit }
        }

        /// The whole-pixel offset when this is a pure translation by whole pixels, the case a row copy draws exactly.
        package var pixelOffset: (x: Int, y: Int)? {
            let epsilon = 1e-4
            guard abs(a - 1) < epsilon, abs(d - 1) < epsilon, abs(b) < epsilon, abs(c) < epsilon, isDrawable,
                  abs(tx - tx.rounded()) < 1e-3, abs(ty - ty.rounded()) < 1e-3 else { return nil }
            return (Int(tx.rounded()), Int(ty.rounded()))
        }
    }

    /// `alpha` 0…255 multiplies every texel.
    package static func draw(_ bitmap: Bitmap, mapping: Mapping, alpha: UInt32, into target: RasterTarget) {
        guard alpha > 0, bitmap.width > 0, bitmap.height > 0, mapping.isDrawable else { return }
        if let offset = mapping.pixelOffset {
            blit(bitmap, x: offset.x, y: offset.y, alpha: alpha, into: target)
        } else {
            sample(bitmap, mapping: mapping, alpha: alpha, into: target)
        }
    }

    package static func blit(_ bitmap: Bitmap, x: Int, y: Int, alpha: UInt32, into target: RasterTarget) {
        let minX = max(x, target.minX), maxX = min(x + bitmap.width, target.maxX)
        let minY = max(y, target.minY), maxY = min(y + bitmap.height, target.maxY)
        guard minX < maxX, minY < maxY else { return }
        let count = maxX - minX
        let source = bitmap.pixels.baseAddress!
        for row in minY..<maxY {
            let from = source + (row - y) * bitmap.width + (minX - x)
            let to = target.pixels + row * target.stride + minX
            if bitmap.isOpaque, alpha == 255 {
                to.update(from: from, count: count)
                continue
            }
            for index in 0..<count {
                var pixel = from[index]
                if alpha < 255 { pixel = PixelMath.scale(pixel, by: alpha) }
                let pixelAlpha = pixel >> 24
                if pixelAlpha == 255 {
                    to[index] = pixel
                } else if pixelAlpha != 0 {
                    to[index] = PixelMath.over(pixel, to[index])
                }
            }
        }
    }

    /// The bitmap `sample` reads for `mapping` and the mapping onto it: past two texels per pixel bilinear skips
    /// texels (shimmer), so a box-halved copy is sampled instead. Made (and the bitmap's radial extent measured)
    /// when a frame records the draw, on the main thread, so the bands drawing it on other threads only read.
    package static func prepared(_ source: Bitmap, _ mapping: Mapping) -> (Bitmap, Mapping) {
        var bitmap = source
        var m = mapping
        while abs(m.a * m.d - m.b * m.c) < 0.25, let half = bitmap.halved() {
            let sx = Double(bitmap.width) / Double(half.width), sy = Double(bitmap.height) / Double(half.height)
            m.a *= sx; m.b *= sx; m.c *= sy; m.d *= sy
            bitmap = half
        }
        _ = bitmap.radialExtent
        return (bitmap, m)
    }

    /// Bilinear sampling over the mapped quad, one row span at a time, with 16.16 fixed-point texel steps. Rows are
    /// cut to the bitmap's `RadialExtent` (nil: the bitmap's own; `.unbounded`: none) and its opaque middle is stored
    /// unblended.
    package static func sample(_ source: Bitmap, mapping: Mapping, alpha: UInt32, into target: RasterTarget,
                               extent fixedExtent: RadialExtent? = nil) {
        guard mapping.isDrawable else { return }
        let (bitmap, m) = prepared(source, mapping)
        let determinant = m.a * m.d - m.b * m.c
        guard abs(determinant) > 1e-9 else { return }
        // Texel coordinates from device coordinates.
        let ua = m.d / determinant, uc = -m.c / determinant
        let va = -m.b / determinant, vc = m.a / determinant
        // A mapping squeezed almost flat (a picture laid out a fraction of a pixel wide, zoomed down in a 1-point
        // window) steps so many texels a pixel that the 16.16 steps below would overflow: nothing of it is visible.
        let stepLimit = Double(1 << 40)
        guard [ua, uc, va, vc].allSatisfy({ abs($0) < stepLimit }) else { return }
        let width = Double(bitmap.width), height = Double(bitmap.height)

        var minDX = Double.infinity, maxDX = -Double.infinity, minDY = Double.infinity, maxDY = -Double.infinity
        for (u, v) in [(0.0, 0.0), (width, 0), (width, height), (0, height)] {
            let x = m.a * u + m.c * v + m.tx, y = m.b * u + m.d * v + m.ty
            minDX = min(minDX, x); maxDX = max(maxDX, x); minDY = min(minDY, y); maxDY = max(maxDY, y)
        }
        let minX = max(Int((minDX - 1).rounded(.down)), target.minX)
        let maxX = min(Int((maxDX + 1).rounded(.up)), target.maxX)
        let minY = max(Int((minDY - 1).rounded(.down)), target.minY)
        let maxY = min(Int((maxDY + 1).rounded(.up)), target.maxY)
        guard minX < maxX, minY < maxY else { return }

        let texels = bitmap.pixels.baseAddress!
        let texelWidth = bitmap.width, texelHeight = bitmap.height
        let one = 65536.0
        let stepU = Int(ua * one), stepV = Int(va * one)
        let extent = fixedExtent ?? bitmap.radialExtent
        // A bilinear footprint reaches √2 texels from its sample; the rest of the margin covers fixed-point drift.
        let footprint = 1.5
        for y in minY..<maxY {
            let centreY = Double(y) + 0.5 - m.ty
            // Sample position (texel centres at half-integers) at x = 0: s(x) = s0 + step·(x + 0.5 − tx).
            let rowU = uc * centreY - 0.5, rowV = vc * centreY - 0.5
            // Pixels whose sample lies in (−1, size) touch the bitmap; solve both axes for that x range.
            var first = Double(minX), last = Double(maxX - 1)
            func narrow(_ base: Double, _ slope: Double, _ limit: Double) {
                // base + slope·(x + 0.5 − tx) ∈ (−1, limit)
                if abs(slope) < 1e-12 {
                    if base <= -1 || base >= limit { last = first - 1 }
                    return
                }
                let low = (-1 - base) / slope - 0.5 + m.tx, high = (limit - base) / slope - 0.5 + m.tx
                first = max(first, min(low, high).rounded(.down))
                last = min(last, max(low, high).rounded(.up))
            }
            narrow(rowU, ua, width)
            narrow(rowV, va, height)
            guard first <= last else { continue }
            // Samples too far from the centre to reach the picture are transparent: skipped without a look.
            let u0 = rowU + ua * (0.5 - m.tx), v0 = rowV + va * (0.5 - m.tx)
            guard let content = extent.rowSpan(radius: extent.content + footprint, u0: u0, v0: v0, stepU: ua,
                                               stepV: va, outer: true) else { continue }
            let start = max(Int(first), content.lowerBound), end = min(Int(last), content.upperBound)
            guard start <= end else { continue }
            // Stepped from the row's first pixel in the bitmap, so every sample is where the full walk puts it.
            let offset = first + 0.5 - m.tx, skipped = start - Int(first)
            let startU = ((rowU + ua * offset) * one).rounded(), startV = ((rowV + va * offset) * one).rounded()
            guard abs(startU) < stepLimit * one, abs(startV) < stepLimit * one else { continue }
            var u = Int(startU) &+ stepU &* skipped
            var v = Int(startV) &+ stepV &* skipped
            let line = target.pixels + y * target.stride
            // Pixels whose four texels all lie inside the bitmap need no bounds checks: only the few at the rim take
            // the checked path.
            let inner = interior(u, stepU, limit: texelWidth - 1, count: end - start + 1)
                .clamped(to: interior(v, stepV, limit: texelHeight - 1, count: end - start + 1))
            var x = start
            func edgePixel() {
                defer { u &+= stepU; v &+= stepV; x += 1 }
                let iu = u >> 16, iv = v >> 16
                guard iu >= -1, iu < texelWidth, iv >= -1, iv < texelHeight else { return }
                func texel(_ tu: Int, _ tv: Int) -> UInt32 {
                    tu >= 0 && tv >= 0 && tu < texelWidth && tv < texelHeight ? texels[tv * texelWidth + tu] : 0
                }
                let fu = UInt32(truncatingIfNeeded: u >> 8 & 0xFF), fv = UInt32(truncatingIfNeeded: v >> 8 & 0xFF)
                let pixel = PixelMath.bilinear(texel(iu, iv), texel(iu + 1, iv), texel(iu, iv + 1),
                                               texel(iu + 1, iv + 1), fu: fu, fv: fv)
                put(pixel, at: line + x, alpha: alpha)
            }
            let innerStart = inner.isEmpty ? end + 1 : start + inner.lowerBound
            let innerEnd = inner.isEmpty ? end + 1 : start + inner.upperBound
            // Samples whose whole footprint is opaque make opaque pixels: at full alpha they are stored unblended.
            var solidStart = innerEnd, solidEnd = innerEnd
            if alpha == 255, let solid = extent.rowSpan(radius: extent.opaque - footprint, u0: u0, v0: v0, stepU: ua,
                                                        stepV: va, outer: false) {
                solidStart = min(max(solid.lowerBound, innerStart), innerEnd)
                solidEnd = max(min(solid.upperBound + 1, innerEnd), solidStart)
            }
            while x < innerStart { edgePixel() }
            var destination = line + x
            func interiorPixel() {
                let top = texels + ((v >> 16) &* texelWidth &+ (u >> 16))
                let p00 = top[0], p01 = top[1], p10 = top[texelWidth], p11 = top[texelWidth &+ 1]
                // Fully transparent neighbourhoods (a round image's corners) cost a load and a test.
                if p00 | p01 | p10 | p11 != 0 {
                    let fu = UInt32(truncatingIfNeeded: u >> 8 & 0xFF), fv = UInt32(truncatingIfNeeded: v >> 8 & 0xFF)
                    put(PixelMath.bilinear(p00, p01, p10, p11, fu: fu, fv: fv), at: destination, alpha: alpha)
                }
                u &+= stepU; v &+= stepV; x += 1
                destination += 1
            }
            while x < solidStart { interiorPixel() }
            // Eight opaque samples at a time: the texel loads stay scalar, the weighting is done in vector lanes.
            while solidEnd - x >= 8 {
                var p00 = SIMD8<UInt32>(), p01 = SIMD8<UInt32>(), p10 = SIMD8<UInt32>(), p11 = SIMD8<UInt32>()
                var fu = SIMD8<UInt32>(), fv = SIMD8<UInt32>()
                for lane in 0..<8 {
                    let top = texels + ((v >> 16) &* texelWidth &+ (u >> 16))
                    p00[lane] = top[0]
                    p01[lane] = top[1]
                    p10[lane] = top[texelWidth]
                    p11[lane] = top[texelWidth &+ 1]
                    fu[lane] = UInt32(truncatingIfNeeded: u >> 8 & 0xFF)
                    fv[lane] = UInt32(truncatingIfNeeded: v >> 8 & 0xFF)
                    u &+= stepU; v &+= stepV
                }
                UnsafeMutableRawPointer(destination).storeBytes(
                    of: PixelMath.bilinear(p00, p01, p10, p11, fu: fu, fv: fv), as: SIMD8<UInt32>.self)
                x += 8
                destination += 8
            }
            while x < solidEnd {
                let top = texels + ((v >> 16) &* texelWidth &+ (u >> 16))
                let fu = UInt32(truncatingIfNeeded: u >> 8 & 0xFF), fv = UInt32(truncatingIfNeeded: v >> 8 & 0xFF)
                destination.pointee = PixelMath.bilinear(top[0], top[1], top[texelWidth], top[texelWidth &+ 1],
                                                         fu: fu, fv: fv)
                u &+= stepU; v &+= stepV; x += 1
                destination += 1
            }
            while x < innerEnd { interiorPixel() }
            while x <= end { edgePixel() }
        }
    }

    /// Stores a premultiplied sample at `alpha`/255 over the pixel at `destination`.
    @inline(__always)
    private static func put(_ sample: UInt32, at destination: UnsafeMutablePointer<UInt32>, alpha: UInt32) {
        var pixel = sample
        if alpha < 255 { pixel = PixelMath.scale(pixel, by: alpha) }
        let pixelAlpha = pixel >> 24
        if pixelAlpha == 255 {
            destination.pointee = pixel
        } else if pixelAlpha != 0 {
            destination.pointee = PixelMath.over(pixel, destination.pointee)
        }
    }

    /// The steps `i` in `0..<count` at which the 16.16 value `start + step·i` has its whole part in `0..<limit`
    /// (so the texel and its right or lower neighbour are both inside), found exactly in integers.
    package static func interior(_ start: Int, _ step: Int, limit: Int, count: Int) -> Range<Int> {
        let low = 0, high = limit << 16 - 1
        guard limit > 0, count > 0 else { return 0..<0 }
        if step == 0 { return start >= low && start <= high ? 0..<count : 0..<0 }
        // start + step·i ∈ [low, high]
        func ceilDiv(_ a: Int, _ b: Int) -> Int { let q = a / b; return q * b < a ? q + 1 : q }
        func floorDiv(_ a: Int, _ b: Int) -> Int { let q = a / b; return q * b > a ? q - 1 : q }
        var first: Int, last: Int
        if step > 0 {
            first = ceilDiv(low - start, step)
            last = floorDiv(high - start, step)
        } else {
            first = ceilDiv(start - high, -step)
            last = floorDiv(start - low, -step)
        }
        first = max(first, 0)
        last = min(last, count - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
