import Foundation
import GestureKit
import Testing
@testable import SandboxHost
@testable import SandboxRendering
@testable import SandboxSession

@Suite("Text and image rendering", .serialized)
@MainActor
struct TextAndImageRenderingTests {
    @Test func textDrawsInsideItsRectOnly() throws {
        let harness = try RenderHarness(width: 160, height: 60)
        let rect = CGRect(x: 20, y: 15, width: 120, height: 30)
        let size = harness.context.sizeOfText("Hello", font: .systemFont(ofSize: 18))
        #expect(size.width > 30 && size.width < 80)
        #expect(size.height > 15 && size.height < 30)
        harness.context.drawText("Hello", in: rect, font: .systemFont(ofSize: 18), color: .black, alignment: .left)
        let image = try harness.pixels()
        let inside = image.count(in: (20..<140, 15..<45), differingFrom: .white, tolerance: 0)
        let everywhere = image.count(in: (0..<160, 0..<60), differingFrom: .white, tolerance: 0)
        #expect(inside > 80)
        #expect(everywhere == inside)
        #expect(image.count(in: (20..<140, 15..<45), differingFrom: .white, tolerance: 200) > 20)  // solid strokes
    }

    @Test func textIsRenderedAtPixelSizeOnDoubleScale() throws {
        let single = try RenderHarness(width: 100, height: 40)
        single.context.drawText("Ag", in: CGRect(x: 0, y: 0, width: 100, height: 40), font: .systemFont(ofSize: 20),
                                color: .black, alignment: .center)
        let singleInk = try single.pixels().count(in: (0..<100, 0..<40), differingFrom: .white, tolerance: 128)
        let double = try RenderHarness(width: 100, height: 40, scale: 2)
        double.context.drawText("Ag", in: CGRect(x: 0, y: 0, width: 100, height: 40), font: .systemFont(ofSize: 20),
                                color: .black, alignment: .center)
        let doubleInk = try double.pixels().count(in: (0..<200, 0..<80), differingFrom: .white, tolerance: 128)
        #expect(Double(doubleInk) > Double(singleInk) * 3.2)
        #expect(Double(doubleInk) < Double(singleInk) * 4.8)
    }

    @Test(arguments: [1, 2])
    func imageMatchesItsAssetFileAtScale(scale: Int) throws {
        let harness = try RenderHarness(width: 130, height: 130, scale: CGFloat(scale))
        #expect(harness.context.imageSize(named: "check-mark") == CGSize(width: 120, height: 120))
        harness.context.drawImage(named: "check-mark", in: CGRect(x: 5, y: 5, width: 120, height: 120))
        let image = try harness.pixels()
        let file = try AssetCatalog.locate().image(named: "check-mark", scale: CGFloat(scale))
        #expect(file.pixelsPerPoint == scale)
        let source = try SDLSurface(contentsOf: file.path).pixelImage()
        #expect(source.width == 120 * scale)
        var compared = 0, mismatched = 0
        for y in stride(from: 0, to: source.height, by: 3) {
            for x in stride(from: 0, to: source.width, by: 3) {
                let pixel = source[x, y], alpha = Int(pixel.alpha)
                func over(_ channel: UInt8) -> UInt8 { UInt8((Int(channel) * alpha + 255 * (255 - alpha)) / 255) }
                let expected = PixelColor(red: over(pixel.red), green: over(pixel.green), blue: over(pixel.blue))
                compared += 1
                if image[x + 5 * scale, y + 5 * scale].distance(to: expected) > 3 { mismatched += 1 }
            }
        }
        #expect(compared > 1000)
        #expect(mismatched == 0)
        #expect(image[2, 2] == .white)
    }

    @Test func missingImageDrawsNothingAndIsReported() throws {
        let harness = try RenderHarness(width: 20, height: 20)
        #expect(harness.context.imageSize(named: "no-such-image") == nil)
        harness.context.drawImage(named: "no-such-image", in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try harness.pixels()
        #expect(image.count(in: (0..<20, 0..<20), differingFrom: .white, tolerance: 0) == 0)
        #expect(harness.context.assetErrors.count == 1)
        #expect(harness.context.assetErrors.first?.contains("images/no-such-image.png") == true)
    }

    @Test func rotatedImageFollowsTheTransform() throws {
        let harness = try RenderHarness(width: 100, height: 100)
        harness.context.transform = CGAffineTransform(rotationAngle: .pi / 2)
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        harness.context.drawImage(named: "photo-01", in: CGRect(x: -40, y: -40, width: 80, height: 20))
        let image = try harness.pixels()
        // A quarter turn clockwise stands the 80×20 strip upright: 20 wide (x 70…90), 80 tall.
        #expect(image.count(in: (72..<88, 12..<88), differingFrom: .white, tolerance: 0) > 16 * 76 - 20)
        #expect(image.count(in: (0..<68, 0..<100), differingFrom: .white, tolerance: 0) == 0)
    }

    @Test func screenshotRoundTripsThroughPNG() throws {
        let harness = try RenderHarness(width: 40, height: 30)
        harness.context.fill(CGRect(x: 5, y: 5, width: 10, height: 10), color: Color(red: 0.2, green: 0.6, blue: 0.4))
        harness.context.fillEllipse(in: CGRect(x: 20, y: 5, width: 15, height: 20), color: .pureBlue)
        let rendered = try harness.pixels()
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("render-test-\(ProcessInfo.processInfo.processIdentifier).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try harness.renderer.savePNG(to: path)
        let loaded = try SDLSurface(contentsOf: path).pixelImage()
        #expect(loaded.width == 40 && loaded.height == 30)
        #expect(loaded[8, 8] == PixelColor(red: 51, green: 153, blue: 102))
        for y in 0..<30 { for x in 0..<40 { #expect(loaded[x, y].distance(to: rendered[x, y]) == 0) } }
    }
}
