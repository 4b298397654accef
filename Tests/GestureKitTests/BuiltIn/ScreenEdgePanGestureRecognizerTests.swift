import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("ScreenEdgePanGestureRecognizer")
struct ScreenEdgePanGestureRecognizerTests {
    /// An edge pan on a view covering the whole window, as a drawer's host view would be.
    private func makeHarness(edges: RectEdge) -> (BuiltInHarness, ScreenEdgePanGestureRecognizer) {
        let h = BuiltInHarness(viewFrame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let pan = h.add(ScreenEdgePanGestureRecognizer(), "edge")
        pan.edges = edges
        return (h, pan)
    }

    @Test func aTouchFromTheLeftEdgeBeginsOnceItMovedFifteenPointsAway() {
        let (h, pan) = makeHarness(edges: .left)
        var translations: [CGPoint] = []
        pan.addAction { (p: PanGestureRecognizer) in translations.append(p.translation(in: nil)) }
        h.down(1, 13, 300, at: 0)
        h.move(1, 28, 303, at: 0.05)
        #expect(h.log("edge").isEmpty)
        h.move(1, 29, 303, at: 0.1)
        h.move(1, 69, 313, at: 0.15)
        h.up(1, 69, 313, at: 0.2)
        #expect(h.log("edge") == ["began@100", "changed@150", "ended@200", "possible@200"])
        #expect(translations == [.zero, CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
    }

    @Test func aTouchFromTheRightEdgeBeginsMovingLeft() {
        let (h, _) = makeHarness(edges: [.left, .right])
        h.down(1, 795, 300, at: 0)
        h.move(1, 770, 300, at: 0.1)
        #expect(h.log("edge") == ["began@100"])
    }

    @Test func topAndBottomEdges() {
        let (h, _) = makeHarness(edges: .all)
        h.down(1, 400, 2, at: 0)
        h.move(1, 400, 30, at: 0.1)
        h.up(1, 400, 30, at: 0.2)
        h.down(1, 400, 595, at: 1)
        h.move(1, 400, 570, at: 1.1)
        #expect(h.log("edge") == ["began@100", "ended@200", "possible@200", "began@1100"])
    }

    @Test func aTouchStartingAwayFromTheEdgeFailsAtOnce() {
        let (h, _) = makeHarness(edges: .left)
        h.down(1, 13.5, 300, at: 0)
        #expect(h.log("edge") == ["failed@0"])
    }

    @Test func aTouchAtAnEdgeThatWasNotRequestedFails() {
        let (h, _) = makeHarness(edges: .left)
        h.down(1, 795, 300, at: 0)
        #expect(h.log("edge") == ["failed@0"])
    }

    @Test func movingAlongTheEdgeFails() {
        let (h, _) = makeHarness(edges: .left)
        h.down(1, 5, 300, at: 0)
        h.move(1, 10, 312, at: 0.05)
        #expect(h.log("edge").isEmpty)
        h.move(1, 12, 320, at: 0.1)
        #expect(h.log("edge") == ["failed@100"])
    }

    @Test func noEdgesRequestedMeansNoEdgePan() {
        let (h, pan) = makeHarness(edges: [])
        #expect(pan.edges.isEmpty)
        h.down(1, 2, 300, at: 0)
        #expect(h.log("edge") == ["failed@0"])
    }

    @Test func cancellingTheTouchesCancelsAnEdgePanInProgress() {
        let (h, _) = makeHarness(edges: .left)
        h.down(1, 5, 300, at: 0)
        h.move(1, 40, 300, at: 0.1)
        h.window.cancelAllTouches(at: 0.2)
        #expect(h.actionLog("edge") == ["began@100", "cancelled@200"])
    }
}
