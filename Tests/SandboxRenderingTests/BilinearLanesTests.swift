import GestureKitTesting
import Testing
@testable import SandboxRendering

/// The sampler weights eight opaque samples at a time in 16-bit lanes; each must equal the scalar `bilinear`.
@Suite("Bilinear in lanes")
struct BilinearLanesTests {
    /// Seeded, so a failure replays from the seed its message prints.
    static let seed: UInt64 = 0xB11E_A125

    @Test func eightLanesMatchTheScalarFormula() {
        var generator = SeededGenerator(seed: Self.seed)
        // Extremes first (all-white and all-clear texels, fractions 0 and 255), then random premultiplied texels.
        let corners: [UInt32] = [0xFFFF_FFFF, 0, 0xFF00_0000, 0x80FF_00FF]
        for round in 0..<20_000 {
            func texel() -> UInt32 {
                if round < 64 { return corners[Int.random(in: 0..<corners.count, using: &generator)] }
                let alpha = UInt32.random(in: 0...255, using: &generator)
                func channel() -> UInt32 { UInt32.random(in: 0...alpha, using: &generator) }
                return alpha << 24 | channel() << 16 | channel() << 8 | channel()
            }
            func fraction() -> UInt32 { round < 64 ? [0, 255][Int.random(in: 0...1, using: &generator)]
                : UInt32.random(in: 0...255, using: &generator) }
            var p00 = SIMD8<UInt32>(), p01 = SIMD8<UInt32>(), p10 = SIMD8<UInt32>(), p11 = SIMD8<UInt32>()
            var fu = SIMD8<UInt32>(), fv = SIMD8<UInt32>()
            for lane in 0..<8 {
                (p00[lane], p01[lane], p10[lane], p11[lane]) = (texel(), texel(), texel(), texel())
                (fu[lane], fv[lane]) = (fraction(), fraction())
            }
            let lanes = PixelMath.bilinear(p00, p01, p10, p11, fu: fu, fv: fv)
            for lane in 0..<8 {
                let scalar = PixelMath.bilinear(p00[lane], p01[lane], p10[lane], p11[lane], fu: fu[lane], fv: fv[lane])
                #expect(lanes[lane] == scalar, "seed \(Self.seed), round \(round), lane \(lane)")
                if lanes[lane] != scalar { return }
            }
        }
    }
}
