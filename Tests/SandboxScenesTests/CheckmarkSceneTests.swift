import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

@MainActor
@Suite struct CheckmarkSceneTests {
    typealias Harness = SceneHarness<CheckmarkScene>

    private func marks(_ h: Harness) -> [ImageView] {
        h.scene.canvas.subviews.compactMap { $0 as? ImageView }.filter { $0.name == "check-mark" }
    }

    private func strokes(_ h: Harness) -> [StrokeView] {
        h.scene.canvas.subviews.compactMap { $0 as? StrokeView }
    }

    @Test func aCheckShowsTheCheckMarkAtTheMidPointThenFades() throws {
        let h = Harness(CheckmarkScene.self)
        let corner = CGPoint(x: 600, y: 480)
        h.stroke(CheckmarkStroke.check(corner: corner), dt: 0.01)
        #expect(h.states(of: "checkmark") == [.ended])
        let mark = try #require(marks(h).first)
        #expect(mark.imageName == "check-mark")
        #expect(mark.alpha == 1)
        let shown = mark.convert(CGPoint(x: mark.bounds.midX, y: mark.bounds.midY), to: nil)
        #expect(shown.distance(to: corner) < 6)
        #expect(strokes(h).first?.color == Color(hex: 0x2E9E5B))
        h.wait(2)
        #expect(marks(h).isEmpty)
        #expect(strokes(h).isEmpty)
    }

    @Test func aStraightLineShowsNoMarkAndFadesInRed() {
        let h = Harness(CheckmarkScene.self)
        h.stroke(Harness.line(CGPoint(x: 400, y: 400), CGPoint(x: 800, y: 420), step: 3), dt: 0.01, lift: false)
        #expect(strokes(h).count == 1)
        h.up(1, CGPoint(x: 800, y: 420))
        #expect(h.states(of: "checkmark") == [.failed])
        #expect(marks(h).isEmpty)
        #expect(strokes(h).first?.color == Color(hex: 0xE5484D))
        #expect(strokes(h).first?.points.count ?? 0 > 100)
        h.wait(2)
        #expect(strokes(h).isEmpty)
    }
}

/// Issue 12, item 4: a stroke the recognizer has already failed turns red then, mid-stroke, and the analysis's
/// reason shows under the paper for a moment.
@MainActor
@Suite struct CheckmarkFailureAnswerTests {
    typealias Harness = SceneHarness<CheckmarkScene>

    @Test func aStrokeTurnsRedTheMomentItCanNoLongerBeACheck() {
        let h = Harness(CheckmarkScene.self)
        let start = CGPoint(x: 600, y: 420)
        let points = Harness.path([start, start + CGPoint(x: -120, y: -40)], step: 3)
        h.down(1, points[0])
        var failedAt: Int?
        for (index, point) in points.dropFirst().enumerated() {
            h.move(1, point, after: 0.01)
            if failedAt == nil, h.states(of: "checkmark") == [.failed] { failedAt = index }
        }
        #expect(failedAt != nil, "the checkmark never failed mid-stroke")
        let stroke = h.scene.canvas.subviews.compactMap { $0 as? StrokeView }.first
        #expect(stroke?.color == Color(hex: 0xE5484D), "still \(String(describing: stroke?.color)) before the lift")
        #expect(h.scene.reasonLabel.alpha == 1)
        #expect(h.scene.reasonLabel.text.hasPrefix("not a ✓: "))
        let label = h.scene.reasonLabel.convert(h.scene.reasonLabel.bounds, to: nil)
        let paper = h.scene.canvas.convert(h.scene.canvas.bounds, to: nil)
        #expect(label.minY >= paper.maxY && label.maxY <= 800 - 34)
        h.up(1, points.last!)
        h.wait(2.5)
        #expect(h.scene.reasonLabel.alpha == 0)
    }
}
