import Foundation
import GestureKit
import Testing
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession

/// Images drawn scaled but upright at one size frame after frame (photo tiles) come from a resampled copy placed on
/// whole pixels; sizes that animate keep being sampled; images outside the clip are not drawn or even loaded.
@Suite("Scaled image drawing", .serialized)
@MainActor
struct ScaledImageDrawingTests {
    static let tile = CGRect(x: 10.4, y: 20.6, width: 262.75, height: 262.75)

    func source() throws -> Bitmap {
        let file = try AssetCatalog.locate().image(named: "photo-01", scale: 1)
        let surface = try SDLSurface(contentsOf: file.path)
        return try withExtendedLifetime(surface) { try Bitmap(surface: surface.handle) }
    }

    @Test func aSteadySizeIsDrawnFromACopyOnWholePixels() throws {
        let harness = try RenderHarness(width: 300, height: 300)
        harness.context.drawImage(named: "photo-01", in: Self.tile)
        let first = try harness.pixels()
        #expect(harness.context.scaledImages.bytes == 0, "one frame at a size is not yet steady")
        for _ in 1..<ScaledImageCache.steadyFrames {
            harness.context.beginFrame(clearColor: .white)
            harness.context.drawImage(named: "photo-01", in: Self.tile)
        }
        let steady = try harness.pixels()
        #expect(harness.context.scaledImages.bytes == 263 * 263 * 4)

        let copy = try #require(try source().resampled(width: 263, height: 263))
        var mismatched = 0
        for y in 0..<263 {
            for x in 0..<263 where steady[10 + x, 21 + y] != PixelColor(argb: copy.pixels[y * 263 + x]) {
                mismatched += 1
            }
        }
        #expect(mismatched == 0)
        // Crisp edges on whole pixels, where the sampled first frame blended the fractional edge with white.
        #expect(steady[9, 100] == .white && steady[273, 100] == .white && steady[100, 20] == .white)
        #expect(steady[10, 100] != .white && first[10, 100] != steady[10, 100])
        // The copy and the sampled frame show the same picture.
        #expect(first[140, 150].distance(to: steady[140, 150]) < 40)
    }

    @Test func resamplingMapsPixelCentresToTexelCentresAndKeepsEdgesOpaque() throws {
        let source = Bitmap(width: 2, height: 2, isOpaque: true) { pixels in
            _ = pixels.initialize(from: [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF])
        }
        let wide = try #require(source.resampled(width: 4, height: 2))
        #expect(wide.isOpaque)
        #expect(Array(wide.pixels[0..<4]).map { $0 >> 16 & 0xFF } == [0, 64, 191, 255])
        #expect(Array(wide.pixels).allSatisfy { $0 >> 24 == 0xFF })
        let copy = try #require(source.resampled(width: 2, height: 2))
        #expect(Array(copy.pixels) == Array(source.pixels))
    }

    @Test func aSizeThatKeepsChangingIsSampledWithoutCopies() throws {
        let harness = try RenderHarness(width: 300, height: 300)
        for step in 0..<2 * ScaledImageCache.steadyFrames {
            if step > 0 { harness.context.beginFrame(clearColor: .white) }
            // Ease-out: each size is held for a few frames, never for `steadyFrames`.
            let side = 200 + 7.3 * CGFloat(step / 3)
            harness.context.drawImage(named: "photo-01", in: CGRect(x: 5, y: 5, width: side, height: side))
            harness.context.endFrame()
        }
        #expect(harness.context.scaledImages.bytes == 0)
    }

    @Test func aCopyStandsInForSmallerPassingSizesWithoutReloadingTheImage() throws {
        let harness = try RenderHarness(width: 300, height: 300)
        for _ in 0..<ScaledImageCache.steadyFrames {
            harness.context.drawImage(named: "photo-01", in: Self.tile)
            harness.context.endFrame()
            harness.context.beginFrame(clearColor: .white)
        }
        #expect(harness.context.scaledImages.bytes == 263 * 263 * 4)
        #expect(harness.context.images.loadedCount == 0, "the full-size image is let go once copied")
        // The sheet zooms out: every frame a new, smaller size.
        for step in 1...5 {
            let side = 262.75 * (1 - 0.01 * CGFloat(step))
            harness.context.drawImage(named: "photo-01", in: CGRect(x: 10, y: 20, width: side, height: side))
            if step < 5 {
                harness.context.endFrame()
                harness.context.beginFrame(clearColor: .white)
            }
        }
        let image = try harness.pixels()
        #expect(harness.context.images.loadedCount == 0)
        #expect(image.count(in: (x: 20..<240, y: 30..<250), differingFrom: .white, tolerance: 0) > 40_000)
        // A larger size needs the full image again.
        harness.context.beginFrame(clearColor: .white)
        harness.context.drawImage(named: "photo-01", in: CGRect(x: 0, y: 0, width: 280, height: 280))
        #expect(harness.context.images.loadedCount == 1)
    }

    @Test func anEnlargedImageWithTransparencyIsNotCopied() throws {
        let harness = try RenderHarness(width: 400, height: 400)
        for step in 0..<ScaledImageCache.steadyFrames + 1 {
            if step > 0 { harness.context.beginFrame(clearColor: .white) }
            harness.context.drawImage(named: "banana", in: CGRect(x: 0, y: 0, width: 390, height: 390))
            harness.context.endFrame()
        }
        #expect(harness.context.scaledImages.bytes == 0, "a copy larger than the image would cost memory")
    }

    /// The monkey scene's jungle covering a big window from its 1280×800 file: sampled afresh every frame it cost
    /// 13 ms at 2880×1800, so an opaque image enlarged to about the window's size is copied too.
    @Test func anOpaqueBackdropEnlargedToTheWindowIsCopied() throws {
        let harness = try RenderHarness(width: 1000, height: 600)
        let backdrop = CGRect(x: -150, y: -100, width: 1300, height: 650)
        for step in 0..<ScaledImageCache.steadyFrames {
            if step > 0 { harness.context.beginFrame(clearColor: .white) }
            harness.context.drawImage(named: "jungle", in: backdrop)
            harness.context.endFrame()
        }
        #expect(harness.context.scaledImages.bytes == 1300 * 650 * 4)
        #expect(harness.context.images.loadedCount == 0, "the file's image is let go once copied")
        let steady = try harness.pixels()
        let file = try AssetCatalog.locate().image(named: "jungle", scale: 1)
        let surface = try SDLSurface(contentsOf: file.path)
        let source = try withExtendedLifetime(surface) { try Bitmap(surface: surface.handle) }
        let copy = try #require(source.resampled(width: 1300, height: 650))
        var mismatched = 0
        for y in stride(from: 0, to: 550, by: 5) {
            for x in stride(from: 0, to: 1000, by: 5)
            where steady[x, y] != PixelColor(argb: copy.pixels[(y + 100) * 1300 + x + 150]) {
                mismatched += 1
            }
        }
        #expect(mismatched == 0)
        #expect(steady[500, 580] == .white, "below the backdrop")
        // Twice the window's pixels is the most a copy may take.
        harness.context.beginFrame(clearColor: .white)
        for step in 0..<ScaledImageCache.steadyFrames + 1 {
            if step > 0 { harness.context.beginFrame(clearColor: .white) }
            harness.context.drawImage(named: "jungle", in: CGRect(x: 0, y: 0, width: 1600, height: 1000))
            harness.context.endFrame()
        }
        #expect(harness.context.scaledImages.bytes == 1300 * 650 * 4, "no copy of 1600×1000, the old one not yet idle")
    }

    @Test func imagesOutsideTheClipAreNeitherDrawnNorLoaded() throws {
        let harness = try RenderHarness(width: 200, height: 200)
        harness.context.pushClip(CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.context.drawImage(named: "no-such-image", in: CGRect(x: 120, y: 0, width: 50, height: 50))
        harness.context.drawImage(named: "photo-01", in: CGRect(x: 0, y: 100.5, width: 80, height: 80))
        #expect(harness.context.assetErrors.isEmpty, "an image wholly outside the clip is not looked for")
        harness.context.drawImage(named: "no-such-image", in: CGRect(x: 90, y: 0, width: 50, height: 50))
        #expect(harness.context.assetErrors.count == 1)
        harness.context.popClip()
        let image = try harness.pixels()
        #expect(image.count(in: (x: 0..<200, y: 0..<200), differingFrom: .white, tolerance: 0) == 0)
    }
}
