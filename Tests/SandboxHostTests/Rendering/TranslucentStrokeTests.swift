import Foundation
import GestureKit
import Testing
@testable import SandboxHost
@testable import SandboxRendering

/// A translucent polyline is one shape: its strips, joins and caps overlap, but no pixel is blended twice.
@Suite("Translucent strokes", .serialized)
@MainActor
struct TranslucentStrokeTests {
    static func distance(_ point: CGPoint, toSegmentFrom a: CGPoint, to b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy)))
        return hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
    }

    @Test(arguments: [
        [CGPoint(x: 10, y: 70), CGPoint(x: 40, y: 10), CGPoint(x: 70, y: 70)],  // a sharp V: a split strip and a join
        [CGPoint(x: 10, y: 40), CGPoint(x: 70, y: 40), CGPoint(x: 20, y: 45)],  // nearly doubling back
        [CGPoint(x: 10, y: 10), CGPoint(x: 70, y: 10), CGPoint(x: 70, y: 70), CGPoint(x: 12, y: 68)],
    ])
    func halfTransparentPolylineHasUniformAlphaAtItsJoins(points: [CGPoint]) throws {
        let harness = try RenderHarness(width: 80, height: 80)
        harness.context.strokePolyline(points, color: Color.black.withAlphaComponent(0.5), lineWidth: 10)
        let image = try harness.pixels()
        let grey = PixelColor(red: 128, green: 128, blue: 128)
        var inside = 0, uneven = 0, tooDark = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                var nearest = CGFloat.infinity
                for index in 1..<points.count {
                    nearest = min(nearest, Self.distance(centre, toSegmentFrom: points[index - 1], to: points[index]))
                }
                // Half the line width is 5; the last pixel before the edge is feathered.
                if nearest <= 4 {
                    inside += 1
                    if image[x, y].distance(to: grey) > 2 { uneven += 1 }
                }
                if image[x, y].red < 126 { tooDark += 1 }
            }
        }
        #expect(inside > 500)
        #expect(uneven == 0)
        #expect(tooDark == 0)
    }

    @Test func opaquePolylineStillCoversItsJoin() throws {
        let harness = try RenderHarness(width: 80, height: 80)
        let points = [CGPoint(x: 10, y: 70), CGPoint(x: 40, y: 10), CGPoint(x: 70, y: 70)]
        harness.context.strokePolyline(points, color: .black, lineWidth: 10)
        let image = try harness.pixels()
        #expect(image.count(in: (37..<44, 8..<16), differingFrom: .black, tolerance: 0) == 0)
    }
}
