import Foundation
import GestureKit
import Testing
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession

/// The sampler cuts each row to a round picture's reach and stores its opaque middle unblended; both must give
/// exactly the pixels of the full walk that looks at and blends every sample.
@Suite("Radial image sampling", .serialized)
@MainActor
struct RadialImageSamplingTests {
    static func knob() throws -> Bitmap {
        try SDLSystem.start()
        let surface = try SDLSurface(contentsOf: AssetCatalog.locate().image(named: "knob", scale: 1).path)
        return try Bitmap(surface: surface.handle)
    }

    /// `bitmap` drawn through `mapping` over a mid-grey 480×480 canvas, with the given extent.
    static func render(_ bitmap: Bitmap, _ mapping: ImageRasterizer.Mapping, alpha: UInt32,
                       extent: RadialExtent?) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xFF80_8080, count: 480 * 480)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = RasterTarget(pixels: buffer.baseAddress!, stride: 480, minX: 0, minY: 0, maxX: 480, maxY: 480)
            ImageRasterizer.sample(bitmap, mapping: mapping, alpha: alpha, into: target, extent: extent)
        }
        return pixels
    }

    @Test func knobReachAndSolidMiddleAreMeasured() throws {
        let extent = try Self.knob().radialExtent
        // The 320×320 knob: ticks reach nearly the edge, the corners are empty, the dial is solid well past 100 px.
        #expect(extent.content > 140 && extent.content < 160 * 2.0.squareRoot() - 5)
        #expect(extent.opaque > 100 && extent.opaque < extent.content)
    }

    @Test(arguments: [0.3, 1.0, 2.2, 4.0])
    func rotatedKnobMatchesTheFullWalk(angle: Double) throws {
        let bitmap = try Self.knob()
        for (scaleX, scaleY) in [(1.0, 1.0), (1.2, 0.9)] {
            let rotation = CGAffineTransform(a: cos(angle) * scaleX, b: sin(angle) * scaleX, c: -sin(angle) * scaleY,
                                             d: cos(angle) * scaleY, tx: 0, ty: 0)
            // Centre the bitmap on (240.3, 239.6): off the pixel grid, so fractions vary.
            let centre = CGPoint(x: 160, y: 160).applying(rotation)
            let mapping = ImageRasterizer.Mapping(a: rotation.a, b: rotation.b, c: rotation.c, d: rotation.d,
                                                  tx: 240.3 - centre.x, ty: 239.6 - centre.y)
            for alpha: UInt32 in [255, 180] {
                let fast = Self.render(bitmap, mapping, alpha: alpha, extent: nil)
                let reference = Self.render(bitmap, mapping, alpha: alpha, extent: .unbounded)
                let differing = zip(fast, reference).filter { $0 != $1 }.count
                #expect(differing == 0, "angle \(angle), scale \(scaleX)×\(scaleY), alpha \(alpha)")
                #expect(fast.filter { $0 != 0xFF80_8080 }.count > 40_000)
            }
        }
    }
}
