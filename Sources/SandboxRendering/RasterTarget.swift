/// The software renderer's window surface seen as 32-bit words (XRGB or ARGB, red in bits 16–23), with the pixel
/// rect drawing may touch.
package struct RasterTarget {
    package let pixels: UnsafeMutablePointer<UInt32>
    package let stride: Int
    package let minX: Int, minY: Int, maxX: Int, maxY: Int

    package init(pixels: UnsafeMutablePointer<UInt32>, stride: Int, minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.pixels, self.stride) = (pixels, stride)
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// This target narrowed to the pixel box `clip` (min x, min y, max x, max y; exclusive maxima); nil: unchanged.
    /// An empty result has min ≥ max, so nothing draws.
    package func clipped(to clip: SIMD4<Int>?) -> RasterTarget {
        guard let clip else { return self }
        let low = SIMD2(max(minX, clip.x), max(minY, clip.y))
        return RasterTarget(pixels: pixels, stride: stride, minX: low.x, minY: low.y,
                            maxX: max(min(maxX, clip.z), low.x), maxY: max(min(maxY, clip.w), low.y))
    }
}

/// Packed 8-bit pixel arithmetic: red/blue and alpha/green travel as two 16-bit lanes of one word, so a blend costs
/// two multiplies instead of four, and the ÷255 is `(v + v>>8) >> 8`, exact for 8-bit products plus 128.
package enum PixelMath {
    /// Premultiplied `source` over an opaque `destination`; the result is opaque.
    @inline(__always)
    package static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 &- (source >> 24)
        var rb = (destination & 0xFF00FF) &* inverse &+ 0x800080
        rb = (rb &+ (rb >> 8 & 0xFF00FF)) >> 8 & 0xFF00FF
        var g = (destination & 0xFF00) &* inverse &+ 0x8000
        g = (g &+ (g >> 8 & 0xFF00)) >> 8 & 0xFF00
        return 0xFF00_0000 | ((source & 0xFF_FFFF) &+ rb &+ g)
    }

    /// All four channels of a premultiplied pixel times `alpha`/255.
    @inline(__always)
    package static func scale(_ pixel: UInt32, by alpha: UInt32) -> UInt32 {
        var rb = (pixel & 0xFF00FF) &* alpha &+ 0x800080
        rb = (rb &+ (rb >> 8 & 0xFF00FF)) >> 8 & 0xFF00FF
        var ag = (pixel >> 8 & 0xFF00FF) &* alpha &+ 0x800080
        ag = (ag &+ (ag >> 8 & 0xFF00FF)) & 0xFF00FF00
        return ag | rb
    }

    /// The four texels around a sample weighted by its fractions `fu`, `fv` (0…255): integer weights that sum to
    /// exactly 256, so each 16-bit lane holds the whole sum and one pass of four multiplies per lane pair does it.
    @inline(__always)
    package static func bilinear(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32, fu: UInt32, fv: UInt32) -> UInt32 {
        let w11 = (fu &* fv) >> 8, w01 = fu &- w11, w10 = fv &- w11
        let w00 = 256 &- fu &- fv &+ w11
        var rb = (p00 & 0xFF00FF) &* w00 &+ (p01 & 0xFF00FF) &* w01
        rb = rb &+ (p10 & 0xFF00FF) &* w10 &+ (p11 & 0xFF00FF) &* w11 &+ 0x800080
        var ag = (p00 >> 8 & 0xFF00FF) &* w00 &+ (p01 >> 8 & 0xFF00FF) &* w01
        ag = ag &+ (p10 >> 8 & 0xFF00FF) &* w10 &+ (p11 >> 8 & 0xFF00FF) &* w11 &+ 0x800080
        return (ag & 0xFF00FF00) | (rb >> 8 & 0xFF00FF)
    }

    /// `bilinear` for eight samples at once, in 16-bit lanes (each lane one channel of one sample: the sums fit, as
    /// above), so the result is the same to the bit.
    @inline(__always)
    package static func bilinear(_ p00: SIMD8<UInt32>, _ p01: SIMD8<UInt32>, _ p10: SIMD8<UInt32>, _ p11: SIMD8<UInt32>,
                                 fu: SIMD8<UInt32>, fv: SIMD8<UInt32>) -> SIMD8<UInt32> {
        func lanes(_ pixels: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(pixels, to: SIMD16<UInt16>.self) }
        let low = SIMD8<UInt32>(repeating: 0xFF00FF)
        // Each sample's fraction in both lanes of its pair.
        let u = lanes(fu | fu &<< 16), v = lanes(fv | fv &<< 16)
        let w11 = (u &* v) &>> 8, w01 = u &- w11, w10 = v &- w11
        let w00 = SIMD16<UInt16>(repeating: 256) &- u &- v &+ w11
        let half = SIMD16<UInt16>(repeating: 0x80)
        var rb = lanes(p00 & low) &* w00 &+ lanes(p01 & low) &* w01
        rb = (rb &+ lanes(p10 & low) &* w10 &+ lanes(p11 & low) &* w11 &+ half) &>> 8
        var ag = lanes(p00 &>> 8 & low) &* w00 &+ lanes(p01 &>> 8 & low) &* w01
        ag = (ag &+ lanes(p10 &>> 8 & low) &* w10 &+ lanes(p11 &>> 8 & low) &* w11 &+ half) &>> 8
        return unsafeBitCast(ag, to: SIMD8<UInt32>.self) &<< 8 | unsafeBitCast(rb, to: SIMD8<UInt32>.self)
    }

    /// A straight colour at `alpha` laid over a run of opaque pixels, like `SDL_BLENDMODE_BLEND` to the bit:
    /// `(colour·alpha + pixel·(255 − alpha) + 128) / 255` per channel.
    @inline(__always)
    package static func blendSpan(_ line: UnsafeMutablePointer<UInt32>, count: Int, rgb: UInt32, alpha: UInt32) {
        if alpha >= 255 {
            line.update(repeating: 0xFF00_0000 | rgb, count: count)
            return
        }
        let inverse = 255 &- alpha
        let sourceRB = (rgb & 0xFF00FF) &* alpha &+ 0x800080, sourceG = (rgb & 0xFF00) &* alpha &+ 0x8000
        // Eight pixels at a time in 16-bit lanes (SSE2 has 16-bit multiplies, not 32-bit ones): the green lanes are
        // shifted down so both halves use the same per-lane maths.
        let lanes = count / 8 &* 8
        if lanes > 0 {
            let inverse16 = SIMD16<UInt16>(repeating: UInt16(inverse))
            let sourceRB16 = unsafeBitCast(SIMD8<UInt32>(repeating: sourceRB), to: SIMD16<UInt16>.self)
            let sourceG16 = unsafeBitCast(SIMD8<UInt32>(repeating: sourceG >> 8), to: SIMD16<UInt16>.self)
            let lowMask = SIMD8<UInt32>(repeating: 0xFF00FF), opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
            let raw = UnsafeMutableRawPointer(line)
            var x = 0
            while x < lanes {
                let pixels = raw.loadUnaligned(fromByteOffset: 4 &* x, as: SIMD8<UInt32>.self)
                var rb = unsafeBitCast(pixels & lowMask, to: SIMD16<UInt16>.self) &* inverse16 &+ sourceRB16
                rb = (rb &+ (rb &>> 8)) &>> 8
                var g = unsafeBitCast((pixels &>> 8) & SIMD8<UInt32>(repeating: 0xFF), to: SIMD16<UInt16>.self)
                    &* inverse16 &+ sourceG16
                g = (g &+ (g &>> 8)) &>> 8
                let blended = unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(g, to: SIMD8<UInt32>.self) &<< 8
                raw.storeBytes(of: blended | opaque, toByteOffset: 4 &* x, as: SIMD8<UInt32>.self)
                x += 8
            }
        }
        for x in lanes..<count {
            let pixel = line[x]
            var rb = (pixel & 0xFF00FF) &* inverse &+ sourceRB
            rb = (rb &+ (rb >> 8 & 0xFF00FF)) >> 8 & 0xFF00FF
            var g = (pixel & 0xFF00) &* inverse &+ sourceG
            g = (g &+ (g >> 8 & 0xFF00)) >> 8 & 0xFF00
            line[x] = 0xFF00_0000 | rb | g
        }
    }
}
