import Foundation
import Testing
@testable import SandboxRendering

/// On the software renderer a frame is one batch: images, pixel rects and masks are commands among its triangles,
/// clips are commands too, and opaque images and rects hide the triangles before them. The picture must be exactly
/// the one drawing each step at once gives.
@Suite("Frame batch commands")
struct FrameBatchCommandTests {
    static let width = 600, height = 300
    static let clip = SIMD4(10, 40, 540, 260)

    /// An opaque bitmap with a different colour in every pixel, so a misplaced or skipped pixel shows.
    static func tile(_ side: Int, seed: UInt32) -> Bitmap {
        Bitmap(width: side, height: side, isOpaque: true) { pixels in
            for index in 0..<side * side {
                pixels[index] = 0xFF00_0000 | (UInt32(index) &* 2_654_435_761 &+ seed) & 0xFF_FFFF
            }
        }
    }

    enum Step {
        case fill([SIMD2<Float>], RasterColor)
        case stroke([SIMD2<Float>], RasterColor, Float)
        case command(RasterCommand.Kind)
    }

    /// Translucent and opaque shapes under a row of four opaque tiles inside a clip (the last one cut by it, so
    /// each row of the shapes crosses several occluders and one is clipped), a translucent stroke over them, then
    /// unclipped an opaque rect, a mask and a translucent rect.
    static func steps() -> [Step] {
        func ellipse(_ cx: Float, _ cy: Float, _ rx: Float, _ ry: Float) -> [SIMD2<Float>] {
            (0..<96).map { i in
                let angle = Float(i) / 96 * 2 * .pi
                return SIMD2(cx + rx * cos(angle), cy + ry * sin(angle))
            }
        }
        var steps: [Step] = [
            .fill(ellipse(300.4, 150.6, 290, 140), RasterColor(r: 200, g: 40, b: 40, a: 90)),
            .fill([SIMD2(5.5, 70.25), SIMD2(590.5, 60), SIMD2(580, 230.5), SIMD2(15, 240)],
                  RasterColor(r: 30, g: 140, b: 90, a: 255)),
            .command(.clip(clip)),
        ]
        for (index, x) in [20, 160, 300, 440].enumerated() {
            steps.append(.command(.image(tile(130, seed: UInt32(index) * 77), ImageRasterizer.Mapping(
                a: 1, b: 0, c: 0, d: 1, tx: Double(x), ty: 60), alpha: 255)))
        }
        steps += [
            .stroke([SIMD2(12, 50), SIMD2(300, 220), SIMD2(590, 45)], RasterColor(r: 250, g: 250, b: 250, a: 140), 11),
            .command(.clip(nil)),
            .command(.rect(x: 100, y: 150, width: 200, height: 100, rgb: 0x3060C0, alpha: 255)),
            .command(.mask([UInt8](repeating: 128, count: 400), side: 20, x: 290, y: 140, rgb: 0xFFFF00)),
            .command(.rect(x: 0, y: 0, width: 600, height: 30, rgb: 0x000000, alpha: 100)),
        ]
        return steps
    }

    static func append(_ step: Step, to batch: inout TriangleBatch) {
        switch step {
        case .fill(let points, let color):
            batch.path = points
            batch.fillPath(color: color)
        case .stroke(let points, let color, let width):
            batch.path = points
            batch.strokePolylineRound(color: color, width: width)
        case .command(let kind):
            batch.append(kind)
        }
    }

    static func render(_ draw: (RasterTarget) -> Void) -> [UInt32] {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            draw(RasterTarget(pixels: buffer.baseAddress!, stride: width, minX: 0, minY: 0, maxX: width, maxY: height))
        }
        return pixels
    }

    @Test func oneBatchDrawsWhatDrawingEachStepAtOnceDraws() {
        // Reference: each step drawn into the surface as it comes, in a batch of its own under the clip in force.
        let reference = Self.render { target in
            var clip: SIMD4<Int>?
            for step in Self.steps() {
                var batch = TriangleBatch()
                if case .command(.clip(let box)) = step { clip = box }
                if let clip { batch.append(.clip(clip)) }
                Self.append(step, to: &batch)
                SoftwareRasterizer.draw(batch, into: target)
            }
        }
        var batch = TriangleBatch()
        for step in Self.steps() { Self.append(step, to: &batch) }
        // The big opaque fill, the tiles and the opaque rect all hide earlier triangles.
        #expect(batch.occluders.count == 6)
        let drawn = Self.render { SoftwareRasterizer.draw(batch, into: $0) }
        #expect(zip(drawn, reference).filter { $0 != $1 }.count == 0)
        // The scene really has all its parts: tile pixels, the green fill between tiles, the rect, the clip's cut.
        let tileColour = 0xFF00_0000 | (UInt32(65 * 130 + 65) &* 2_654_435_761 &+ 77) & 0xFF_FFFF
        #expect(drawn[125 * Self.width + 160 + 65] == tileColour)
        #expect(drawn[120 * Self.width + 155] & 0xFF_FFFF == 0x1E_8C5A)
        #expect(drawn[200 * Self.width + 120] & 0xFF_FFFF == 0x30_60C0)
        #expect(drawn[100 * Self.width + 560] & 0xFF_FFFF == 0x1E_8C5A, "the last tile is cut by the clip")
    }

    @Test(arguments: [2, 3, 4])
    func bandsOnSeveralThreadsDrawTheSamePicture(bands: Int) {
        var batch = TriangleBatch()
        for step in Self.steps() { Self.append(step, to: &batch) }
        let background = SoftwareRasterizer.Background(rgb: 0x1C_2130, width: Self.width, height: Self.height)
        let whole = Self.render { SoftwareRasterizer.draw(batch, into: $0, background: background) }
        let layout = BandLayout()
        let scratches = (0..<bands).map { _ in RasterScratch() }
        // Several frames, so the bands' edges move with the measured work between them.
        for _ in 0..<3 {
            let banded = Self.render {
                SoftwareRasterizer.drawInBands(batch, into: $0, scratches: scratches, background: background,
                                               layout: layout)
            }
            #expect(zip(banded, whole).filter { $0 != $1 }.count == 0)
        }
        #expect(layout.edges.count == bands + 1)
    }

    @Test func bandEdgesMoveTowardsEqualWork() {
        let layout = BandLayout()
        layout.layOut(count: 2, over: 0..<800)
        #expect(layout.edges == [0, 400, 800])
        // The top band took three times as long: its rows were the busy ones, so the edge moves up, half way to
        // where the work splits evenly (row 267 if the work is spread evenly within each band).
        layout.times[0] = 3_000
        layout.times[1] = 1_000
        layout.balance()
        layout.layOut(count: 2, over: 0..<800)
        #expect(layout.edges == [0, 333, 800])
        // A band never gets thinner than `minimumRows`.
        for _ in 0..<20 {
            layout.times[0] = 1_000_000
            layout.times[1] = 1
            layout.balance()
            layout.layOut(count: 2, over: 0..<800)
        }
        #expect(layout.edges[1] == BandLayout.minimumRows)
    }
}
