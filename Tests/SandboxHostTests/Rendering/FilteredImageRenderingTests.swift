import Foundation
import GestureKit
import Testing
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession

/// Transformed images are sampled bilinearly (premultiplied, transparent outside), unscaled ones are copied exactly.
@Suite("Filtered image rendering", .serialized)
@MainActor
struct FilteredImageRenderingTests {
    /// photo-01 is 300×300 opaque pixels; drawn at 1× it maps one texel to one pixel before the rotation.
    static let side = 300.0

    /// The source composited over white the way a bilinear sampler with a transparent border would, at sample
    /// position (`u`, `v`) in texels (texel centres at whole numbers).
    static func expected(_ source: PixelImage, u: Double, v: Double) -> (red: Double, green: Double, blue: Double) {
        let u0 = Int(u.rounded(.down)), v0 = Int(v.rounded(.down))
        let fu = u - Double(u0), fv = v - Double(v0)
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        for (du, dv, weight) in [(0, 0, (1 - fu) * (1 - fv)), (1, 0, fu * (1 - fv)), (0, 1, (1 - fu) * fv), (1, 1, fu * fv)] {
            let x = u0 + du, y = v0 + dv
            guard x >= 0, y >= 0, x < source.width, y < source.height else { continue }
            let pixel = source[x, y]
            red += weight * Double(pixel.red)
            green += weight * Double(pixel.green)
            blue += weight * Double(pixel.blue)
            alpha += weight
        }
        let white = 255 * (1 - alpha)
        return (red + white, green + white, blue + white)
    }

    @Test func rotatedImageIsFilteredInsideAndAlongItsEdges() throws {
        let harness = try RenderHarness(width: 460, height: 460)
        let angle = Double.pi / 6
        harness.context.transform = CGAffineTransform(rotationAngle: angle)
            .concatenating(CGAffineTransform(translationX: 230, y: 230))
        let half = Self.side / 2
        harness.context.drawImage(named: "photo-01", in: CGRect(x: -half, y: -half, width: Self.side, height: Self.side))
        let image = try harness.pixels()
        let source = try SDLSurface(contentsOf: AssetCatalog.locate().image(named: "photo-01", scale: 1).path).pixelImage()
        #expect(source.width == 300 && source.height == 300)

        var interior = 0, interiorMismatches = 0, edge = 0, edgeMismatches = 0, intermediate = 0
        for y in 0..<460 {
            for x in 0..<460 {
                // Back to the image's texel space: undo the translation and the rotation.
                let dx = Double(x) + 0.5 - 230, dy = Double(y) + 0.5 - 230
                let u = cos(angle) * dx + sin(angle) * dy + half, v = -sin(angle) * dx + cos(angle) * dy + half
                let su = u - 0.5, sv = v - 0.5
                guard su > -1, sv > -1, su < Self.side, sv < Self.side else {
                    // Fixed-point rounding may leave a trace (1/255) where the footprint only grazes the image.
                    #expect(image[x, y].distance(to: .white) <= 1, "outside the image at \(x), \(y)")
                    continue
                }
                let want = Self.expected(source, u: su, v: sv)
                let pixel = image[x, y]
                let difference = max(abs(Double(pixel.red) - want.red), abs(Double(pixel.green) - want.green),
                                     abs(Double(pixel.blue) - want.blue))
                let onEdge = su < 0 || sv < 0 || su > Self.side - 1 || sv > Self.side - 1
                if onEdge {
                    edge += 1
                    if difference > 4 { edgeMismatches += 1 }
                    // Nearest-neighbour sampling gives either white or a source texel here, never a mix.
                    let nearest = source[min(max(Int(u), 0), 299), min(max(Int(v), 0), 299)]
                    if pixel.distance(to: .white) > 12, pixel.distance(to: nearest) > 12 { intermediate += 1 }
                } else {
                    interior += 1
                    if difference > 3 { interiorMismatches += 1 }
                }
            }
        }
        #expect(interior > 80_000)
        #expect(interiorMismatches == 0)
        #expect(edge > 1000)
        #expect(edgeMismatches == 0)
        #expect(intermediate > edge / 4)
    }

    @Test func translatedUnscaledImageIsAnExactCopy() throws {
        let harness = try RenderHarness(width: 320, height: 320)
        harness.context.transform = CGAffineTransform(translationX: 7, y: 11)
        harness.context.drawImage(named: "photo-01", in: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        let image = try harness.pixels()
        let source = try SDLSurface(contentsOf: AssetCatalog.locate().image(named: "photo-01", scale: 1).path).pixelImage()
        var mismatched = 0
        for y in 0..<300 {
            for x in 0..<300 where image[x + 7, y + 11] != source[x, y] { mismatched += 1 }
        }
        #expect(mismatched == 0)
        #expect(image[6, 11] == .white)
        #expect(image[7, 10] == .white)
        #expect(image[307, 311] == .white)
    }

    @Test func halfTransparentImageBlendsOnce() throws {
        let harness = try RenderHarness(width: 300, height: 300)
        harness.context.alpha = 0.5
        harness.context.drawImage(named: "photo-01", in: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        let image = try harness.pixels()
        let source = try SDLSurface(contentsOf: AssetCatalog.locate().image(named: "photo-01", scale: 1).path).pixelImage()
        var mismatched = 0
        for y in stride(from: 0, to: 300, by: 7) {
            for x in stride(from: 0, to: 300, by: 7) {
                let pixel = source[x, y]
                func half(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) + 255) / 2 + 0.5) }
                let want = PixelColor(red: half(pixel.red), green: half(pixel.green), blue: half(pixel.blue))
                if image[x, y].distance(to: want) > 2 { mismatched += 1 }
            }
        }
        #expect(mismatched == 0)
    }

    @Test func rotatedTextIsFiltered() throws {
        let harness = try RenderHarness(width: 200, height: 200)
        harness.context.transform = CGAffineTransform(rotationAngle: .pi / 6)
            .concatenating(CGAffineTransform(translationX: 100, y: 100))
        harness.context.drawText("Rotate", in: CGRect(x: -80, y: -20, width: 160, height: 40),
                                 font: .boldSystemFont(ofSize: 28), color: .black, alignment: .center)
        let image = try harness.pixels()
        var grey = 0, black = 0
        for pixel in image.argb.map(PixelColor.init(argb:)) {
            if pixel.distance(to: .black) <= 8 { black += 1 } else if pixel.distance(to: .white) > 8 { grey += 1 }
        }
        #expect(black > 300)
        #expect(grey > 300)
        // All the ink stays inside the rotated 160×40 box (its bounding box is about 158×104 around the centre).
        #expect(image.count(in: (0..<15, 0..<200), differingFrom: .white, tolerance: 0) == 0)
        #expect(image.count(in: (0..<200, 0..<40), differingFrom: .white, tolerance: 0) == 0)
    }
}
