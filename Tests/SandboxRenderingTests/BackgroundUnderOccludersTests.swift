import Foundation
import Testing
@testable import SandboxRendering

/// A pending full-window fill goes down with the next batch, which leaves it out under its opaque fills' occluder
/// spans; the picture must be exactly that of filling the window first and drawing the batch over it.
@Suite("Background under occluders")
struct BackgroundUnderOccludersTests {
    static let width = 400, height = 300
    static let background: UInt32 = 0x1C_2130

    /// Nested opaque rings (each an occluder of the one before), a translucent fill and a translucent round stroke
    /// under them, and a small opaque disc over the top: shapes before, between and after the occluders.
    static func batch() -> TriangleBatch {
        var batch = TriangleBatch()
        func ellipse(_ cx: Float, _ cy: Float, _ rx: Float, _ ry: Float) {
            batch.path.removeAll(keepingCapacity: true)
            let segments = TriangleBatch.circleSegments(radius: max(rx, ry))
            for unit in batch.unitCircle(segments: segments) { batch.path.append(SIMD2(cx + unit.x * rx, cy + unit.y * ry)) }
        }
        ellipse(190.3, 140.7, 170, 130)
        batch.fillPath(color: RasterColor(r: 200, g: 40, b: 40, a: 90))
        batch.path = [SIMD2(10.5, 20.25), SIMD2(390, 150), SIMD2(30, 280.5)]
        batch.strokePolylineRound(color: RasterColor(r: 250, g: 250, b: 250, a: 120), width: 9)
        for ring in 0..<4 {
            let inset = Float(ring) * 28.4
            ellipse(200.6, 150.2, 180 - inset, 135 - inset)
            batch.fillPath(color: RasterColor(r: UInt8(40 + 30 * ring), g: 60, b: 120, a: 255))
        }
        ellipse(205, 148, 20, 20)
        batch.fillPath(color: RasterColor(r: 250, g: 220, b: 60, a: 255))
        return batch
    }

    /// Draws `batch` into a surface-sized buffer, clipped to `clip`: either filled first and drawn over (the
    /// reference), or starting as junk and handed the fill with the batch.
    static func render(_ batch: TriangleBatch, clip: (x: Range<Int>, y: Range<Int>), withBatch: Bool) -> [UInt32] {
        var pixels = [UInt32](repeating: withBatch ? 0xFF12_3456 : 0xFF00_0000 | background, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = RasterTarget(pixels: buffer.baseAddress!, stride: width, minX: clip.x.lowerBound,
                                      minY: clip.y.lowerBound, maxX: clip.x.upperBound, maxY: clip.y.upperBound)
            let fill = SoftwareRasterizer.Background(rgb: background, width: width, height: height)
            SoftwareRasterizer.draw(batch, into: target, background: withBatch ? fill : nil)
        }
        return pixels
    }

    @Test func matchesFillingTheWindowFirst() {
        let batch = Self.batch()
        #expect(batch.occluders.count >= 3)
        for clip in [(x: 0..<Self.width, y: 0..<Self.height), (x: 60..<330, y: 35..<260)] {
            let reference = Self.render(batch, clip: clip, withBatch: false)
            let drawn = Self.render(batch, clip: clip, withBatch: true)
            #expect(zip(drawn, reference).filter { $0 != $1 }.count == 0, "clip \(clip)")
            // The rings really are drawn, and the window outside them keeps the background.
            #expect(drawn.filter { $0 == 0xFF00_0000 | Self.background }.count > 20_000)
            #expect(drawn.filter { $0 & 0xFF_FFFF == 0xFA_DC3C }.count > 1_000)
        }
    }
}
