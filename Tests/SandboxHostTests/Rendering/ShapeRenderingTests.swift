import Foundation
import GestureKit
import Testing
@testable import SandboxHost
@testable import SandboxRendering

@Suite("Shape rendering", .serialized)
@MainActor
struct ShapeRenderingTests {
    @Test func filledRectLandsOnExactPixels() throws {
        let harness = try RenderHarness(width: 64, height: 48)
        harness.context.fill(CGRect(x: 10, y: 8, width: 20, height: 12), color: .pureRed)
        let image = try harness.pixels()
        #expect(image.count(in: (10..<30, 8..<20), differingFrom: .pureRed, tolerance: 0) == 0)
        #expect(image[9, 10] == .white)
        #expect(image[30, 10] == .white)
        #expect(image[15, 7] == .white)
        #expect(image[15, 20] == .white)
    }

    @Test func filledRectAtDoubleScaleCoversTwiceThePixels() throws {
        let harness = try RenderHarness(width: 32, height: 32, scale: 2)
        harness.context.fill(CGRect(x: 10, y: 10, width: 5, height: 5), color: .pureBlue)
        let image = try harness.pixels()
        #expect(image.count(in: (20..<30, 20..<30), differingFrom: .pureBlue, tolerance: 0) == 0)
        #expect(image[19, 25] == .white)
        #expect(image[30, 25] == .white)
    }

    @Test func ellipseHasSolidCentreCleanOutsideAndAntialiasedEdge() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        harness.context.fillEllipse(in: CGRect(x: 12, y: 12, width: 40, height: 40), color: .pureBlue)
        let image = try harness.pixels()
        #expect(image[32, 32] == .pureBlue)
        #expect(image.count(in: (24..<40, 24..<40), differingFrom: .pureBlue, tolerance: 0) == 0)
        #expect(image[14, 14] == .white)
        #expect(image[2, 32] == .white)
        #expect(image[62, 32] == .white)
        // Along the diagonal edge there must be blends of blue and white, not only the two pure colours.
        var intermediate = 0
        for y in 0..<64 {
            for x in 0..<64 where image[x, y].red > 10 && image[x, y].red < 245 { intermediate += 1 }
        }
        #expect(intermediate >= 40)
    }

    @Test func rectangleRotatedByTransformIsADiamond() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        harness.context.transform = CGAffineTransform(rotationAngle: .pi / 4)
            .concatenating(CGAffineTransform(translationX: 32, y: 32))
        harness.context.fill(CGRect(x: -10, y: -10, width: 20, height: 20), color: .black)
        let image = try harness.pixels()
        #expect(image[32, 32] == .black)
        #expect(image[32, 21] == .black)  // near the top vertex, ~14 px above the centre
        #expect(image[22, 22] == .white)  // where the unrotated corner would be
        #expect(image[41, 41] == .white)
        #expect(image.count(in: (0..<64, 0..<64), differingFrom: .white, tolerance: 0) > 20 * 20 - 40)
    }

    @Test func alphaBlendsHalfwayOverWhite() throws {
        let harness = try RenderHarness(width: 40, height: 20)
        harness.context.alpha = 0.5
        harness.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: .black)
        harness.context.alpha = 1
        harness.context.fill(CGRect(x: 20, y: 0, width: 20, height: 20), color: Color.pureRed.withAlphaComponent(0.5))
        let image = try harness.pixels()
        #expect(image[10, 10].distance(to: PixelColor(red: 128, green: 128, blue: 128)) <= 2)
        #expect(image[30, 10].distance(to: PixelColor(red: 255, green: 128, blue: 128)) <= 2)
    }

    @Test func thickPolylineCoversItsPathWithRoundCaps() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        harness.context.strokePolyline([CGPoint(x: 10, y: 30), CGPoint(x: 50, y: 30)], color: .black, lineWidth: 10)
        let image = try harness.pixels()
        #expect(image.count(in: (10..<50, 26..<34), differingFrom: .black, tolerance: 0) == 0)
        #expect(image[30, 37] == .white)
        #expect(image[30, 22] == .white)
        #expect(image[6, 30] == .black)  // the cap reaches 5 px beyond the end point
        #expect(image[53, 30] == .black)
        #expect(image[2, 30] == .white)
        #expect(image[5, 25] == .white)  // a square cap would cover this corner
        #expect(image[54, 34] == .white)
    }

    @Test func polylineWithSharpCornerHasARoundJoin() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let points = [CGPoint(x: 10, y: 50), CGPoint(x: 32, y: 10), CGPoint(x: 54, y: 50)]
        harness.context.strokePolyline(points, color: .black, lineWidth: 8)
        let image = try harness.pixels()
        #expect(image.count(in: (30..<35, 8..<14), differingFrom: .black, tolerance: 0) == 0)
        #expect(image[32, 7] == .black)  // the join's outer arc, 4 px beyond the corner
        #expect(image[32, 3] == .white)
        #expect(image[32, 30] == .white)  // inside the V
    }

    @Test func strokedRectLeavesItsInteriorAlone() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        harness.context.stroke(CGRect(x: 10, y: 10, width: 40, height: 40), color: .black, lineWidth: 4)
        let image = try harness.pixels()
        #expect(image[10, 30] == .black)
        #expect(image[30, 30] == .white)
        #expect(image[5, 30] == .white)
        #expect(image[49, 49] == .black)
    }

    @Test func clipExcludesPixelsOutsideAndNestedClipsIntersect() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        harness.context.pushClip(CGRect(x: 10, y: 10, width: 30, height: 30))
        harness.context.fillEllipse(in: CGRect(x: -20, y: -20, width: 104, height: 104), color: .pureBlue)
        harness.context.pushClip(CGRect(x: 20, y: 0, width: 40, height: 15))
        harness.context.fill(CGRect(x: 0, y: 0, width: 64, height: 64), color: .pureRed)
        harness.context.popClip()
        harness.context.popClip()
        harness.context.fill(CGRect(x: 0, y: 60, width: 4, height: 4), color: .black)
        let image = try harness.pixels()
        #expect(image.count(in: (20..<40, 10..<15), differingFrom: .pureRed, tolerance: 0) == 0)
        #expect(image.count(in: (10..<40, 15..<40), differingFrom: .pureBlue, tolerance: 0) == 0)
        #expect(image.count(in: (10..<20, 10..<15), differingFrom: .pureBlue, tolerance: 0) == 0)
        #expect(image.count(in: (0..<64, 0..<10), differingFrom: .white, tolerance: 0) == 0)
        #expect(image.count(in: (40..<64, 0..<60), differingFrom: .white, tolerance: 0) == 0)
        #expect(image[1, 61] == .black)
    }

    /// A view shorter than its inset (the Teach scene's canvas laid out above F4 at 640×400) clips to a null
    /// rectangle, whose origin is infinite: it clips everything instead of trapping on the conversion to pixels.
    @Test func aNullClipClipsEverything() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let null = CGRect(x: 0, y: 0, width: 40, height: -4).insetBy(dx: 6, dy: 6)
        #expect(null.isNull)
        harness.context.pushClip(null)
        harness.context.fill(CGRect(x: 0, y: 0, width: 64, height: 64), color: .pureRed)
        harness.context.popClip()
        let image = try harness.pixels()
        #expect(image.count(in: (0..<64, 0..<64), differingFrom: .white, tolerance: 0) == 0)
    }
}
