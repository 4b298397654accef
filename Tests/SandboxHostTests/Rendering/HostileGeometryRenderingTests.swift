import Foundation
import GestureKit
import GestureKitTesting
@testable import SandboxHost
@testable import SandboxRendering
import Testing

/// Every `GraphicsContext` drawing (shapes, images, text, clips) with user-sized geometry at its worst: coordinates
/// and sizes of ±1.7e308, infinite, NaN, negative and zero, under transforms scaled by the same, on the software
/// renderer. Before, a small ellipse at an infinite centre trapped in `drawSmallEllipse` (`Int(NaN)`), a whole-pixel
/// rect of 1e300 in `fill`, a clip of an infinite rect in `pushClip`, and an image mapped nearly flat in
/// `ImageRasterizer.sample`. What is drawn must be finite and inside the window: a shape beyond
/// `TriangleBatch.coordinateLimit` is left out whole, and an ordinary shape drawn after the hostile ones still shows.
/// Seeded (`GESTURE_SANDBOX_SEED` replays one); the seed is printed.
@MainActor
@Suite("Hostile geometry on the software renderer", .serialized)
struct HostileGeometryRenderingTests {
    nonisolated static let seeds: [UInt64] = {
        if let text = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_SEED"], let seed = UInt64(text) { return [seed] }
        return Array(1...8)
    }()

    static let extremes: [CGFloat] = [1e308, -1e308, 1.7e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                      .infinity, -.infinity, .nan, 0, -0.0, 1e-308, .leastNonzeroMagnitude, 3e9, -3e9, 2e7, 1e-9]

    static func value(_ rng: inout SeededGenerator) -> CGFloat {
        Int.random(in: 0..<3, using: &rng) == 0 ? CGFloat.random(in: -300...300, using: &rng)
            : extremes.randomElement(using: &rng)!
    }

    static func rect(_ rng: inout SeededGenerator) -> CGRect {
        CGRect(x: value(&rng), y: value(&rng), width: value(&rng), height: value(&rng))
    }

    static func transform(_ rng: inout SeededGenerator) -> CGAffineTransform {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .identity
        case 1: return CGAffineTransform(scaleX: value(&rng), y: value(&rng))
        case 2: return CGAffineTransform(translationX: value(&rng), y: value(&rng))
        default: return CGAffineTransform(a: value(&rng), b: value(&rng), c: value(&rng), d: value(&rng),
                                          tx: value(&rng), ty: value(&rng))
        }
    }

    @Test("every drawing call survives huge, infinite, NaN and degenerate geometry", arguments: seeds)
    func everyCallSurvives(seed: UInt64) throws {
        print("HostileGeometryRenderingTests seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        let harness = try RenderHarness(width: 64, height: 48)
        let context = harness.context
        var problems: [String] = []
        context.reportProblem = { problems.append($0) }
        for _ in 0..<400 {
            context.transform = Bool.random(using: &rng) ? .identity : Self.transform(&rng)
            context.alpha = Bool.random(using: &rng) ? 1 : Self.value(&rng)
            let color = Color(red: 0.2, green: 0.3, blue: 0.9)
            let width = Self.value(&rng)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: context.fill(Self.rect(&rng), color: color)
            case 1: context.stroke(Self.rect(&rng), color: color, lineWidth: width)
            case 2: context.fillRoundedRect(Self.rect(&rng), cornerRadius: Self.value(&rng), color: color)
            case 3: context.strokeRoundedRect(Self.rect(&rng), cornerRadius: Self.value(&rng), color: color, lineWidth: width)
            case 4:
                // Small ellipses take the cached-mask path: a 7×7 dot at a hostile centre, as a thumbnail's start.
                let center = CGPoint(x: Self.value(&rng), y: Self.value(&rng))
                context.fillEllipse(in: CGRect(x: center.x - 3.5, y: center.y - 3.5, width: 7, height: 7), color: color)
            case 5: context.fillEllipse(in: Self.rect(&rng), color: color)
            case 6: context.strokeEllipse(in: Self.rect(&rng), color: color, lineWidth: width)
            case 7:
                let points = (0..<Int.random(in: 1...6, using: &rng)).map { _ in CGPoint(x: Self.value(&rng), y: Self.value(&rng)) }
                context.fillPolygon(points, color: color)
            case 8:
                let points = (0..<Int.random(in: 1...6, using: &rng)).map { _ in CGPoint(x: Self.value(&rng), y: Self.value(&rng)) }
                context.strokePolyline(points, color: color, lineWidth: width)
            case 9: context.drawImage(named: "banana", in: Self.rect(&rng))
            case 10:
                context.drawText("Hostile", in: Self.rect(&rng), font: .systemFont(ofSize: Self.value(&rng)), color: color,
                                 alignment: [.left, .center, .right].randomElement(using: &rng)!)
                _ = context.sizeOfText("Hostile", font: .systemFont(ofSize: Self.value(&rng)))
            default:
                context.pushClip(Self.rect(&rng))
                context.fill(CGRect(x: 2, y: 2, width: 20, height: 20), color: color)
                context.popClip()
            }
            if Int.random(in: 0..<40, using: &rng) == 0 { context.flush() }
        }
        // Ordinary drawing after all that still lands where it should.
        context.transform = .identity
        context.alpha = 1
        context.fill(CGRect(x: 40, y: 30, width: 10, height: 10), color: .pureRed)
        let pixels = try harness.pixels()
        #expect(pixels[45, 35] == .pureRed, "seed \(seed)")
        #expect(problems.allSatisfy { !$0.contains("TTF_") }, "seed \(seed): \(problems)")
    }

    /// The rasterizer's own entry points, below the context: a path beyond the limit is left out, an image mapped by
    /// an infinite, NaN or nearly flat mapping draws nothing and does not trap.
    @Test("the batch and the image rasterizer leave out what they can't draw", arguments: seeds)
    func rasterizerEntryPoints(seed: UInt64) throws {
        print("HostileGeometryRenderingTests seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 32 * 32)
        let bitmap = Bitmap(width: 4, height: 4, isOpaque: true) { $0.update(repeating: 0xFF00_00FF) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            let target = RasterTarget(pixels: buffer.baseAddress!, stride: 32, minX: 0, minY: 0, maxX: 32, maxY: 32)
            for _ in 0..<300 {
                let v = { Double(Self.value(&rng)) }
                let mapping = ImageRasterizer.Mapping(a: v(), b: Bool.random(using: &rng) ? 0 : v(),
                                                      c: Bool.random(using: &rng) ? 0 : v(), d: v(), tx: v(), ty: v())
                ImageRasterizer.draw(bitmap, mapping: mapping, alpha: 255, into: target)
                ImageRasterizer.sample(bitmap, mapping: mapping, alpha: 200, into: target)
                var batch = TriangleBatch()
                batch.path = (0..<Int.random(in: 1...5, using: &rng)).map { _ in SIMD2(Float(v()), Float(v())) }
                if Bool.random(using: &rng) {
                    batch.fillPath(color: RasterColor(r: 1, g: 2, b: 3, a: 255))
                } else {
                    batch.strokePolylineRound(color: RasterColor(r: 1, g: 2, b: 3, a: 128), width: Float(v()))
                }
                batch.appendDisc(center: SIMD2(Float(v()), Float(v())), radius: Float(v()),
                                 color: RasterColor(r: 1, g: 2, b: 3, a: 255))
                #expect(batch.vertices.allSatisfy { abs($0.position.x) < 1e9 && abs($0.position.y) < 1e9 }, "seed \(seed)")
                SoftwareRasterizer.draw(batch, into: target, scratch: RasterScratch())
            }
        }
    }
}
