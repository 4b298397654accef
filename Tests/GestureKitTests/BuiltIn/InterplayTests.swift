import Foundation
import Testing
@testable import GestureKit

/// How the built-in recognizers compete on shared touches: failure requirements, the default one-at-a-time rule,
/// simultaneity through the delegate, and dynamic requirements (seed 000, "Defining How Gesture Recognizers Interact").
@MainActor
@Suite("Built-in recognizer interplay")
struct InterplayTests {
    /// Lets every pair recognize together.
    final class SimultaneousDelegate: GestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { true }
    }

    /// Seed 000 listing 1-6: every recognizer in the edge pan's subtree waits for the edge pan to fail.
    final class EdgeFirstDelegate: GestureRecognizerDelegate {
        weak var edgePan: ScreenEdgePanGestureRecognizer?
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool {
            guard gestureRecognizer === edgePan, let edgeView = gestureRecognizer.view,
                  let otherView = otherGestureRecognizer.view else { return false }
            return otherView.isDescendant(of: edgeView)
        }
    }

    // MARK: Pan requires swipe to fail

    private func swipeAndPan(_ h: BuiltInHarness) -> PanGestureRecognizer {
        let swipe = h.add(SwipeGestureRecognizer(), "swipe")
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.require(toFail: swipe)
        return pan
    }

    @Test func aQuickFlickRecognizesOnlyTheSwipe() {
        let h = BuiltInHarness()
        _ = swipeAndPan(h)
        h.down(1, 200, 200, at: 0)
        for step in 1...8 {
            let t = Double(step) / 100
            h.move(1, 200 + 1000 * t, 200, at: t)
        }
        h.up(1, 280, 200, at: 0.09)
        #expect(h.log("swipe") == ["ended@50", "possible@90"])
        #expect(h.log("pan") == ["failed@50", "possible@90"])
        #expect(h.actions.map(\.name) == ["swipe"])
    }

    @Test func aSlowDragBeginsThePanWhenTheSwipeFails() {
        let h = BuiltInHarness()
        let pan = swipeAndPan(h)
        var translations: [CGPoint] = []
        pan.addAction { (p: PanGestureRecognizer) in translations.append(p.translation(in: nil)) }
        h.down(1, 200, 200, at: 0)
        for step in 1...9 {
            let t = Double(step) * 0.05
            h.move(1, 200 + 80 * t, 200, at: t)
        }
        #expect(h.log("pan").isEmpty)
        h.window.advance(to: 0.5)
        #expect(h.log("swipe") == ["failed@500"])
        #expect(h.log("pan") == ["began@500"])
        h.move(1, 244, 200, at: 0.55)
        h.up(1, 244, 200, at: 0.6)
        #expect(h.log("pan") == ["began@500", "changed@550", "ended@600", "possible@600"])
        #expect(translations.map { ($0.x * 1000).rounded() / 1000 } == [0, 8, 8])
    }

    // MARK: Single tap requires double tap to fail

    private func singleAndDouble(_ h: BuiltInHarness) {
        let single = h.add(TapGestureRecognizer(), "single")
        let double = h.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
    }

    @Test func aSingleTapFiresOnlyAfterTheDoubleTapGivesUp() {
        let h = BuiltInHarness()
        singleAndDouble(h)
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.window.advance(to: 0.449)
        #expect(h.actions.isEmpty)
        h.window.advance(to: 0.5)
        #expect(h.log("double") == ["failed@450", "possible@450"])
        #expect(h.log("single") == ["ended@450", "possible@450"])
        #expect(h.actionLog("single") == ["ended@450"])
        #expect(h.actions.first?.location == CGPoint(x: 100, y: 100))
    }

    @Test func aDoubleTapFiresOnlyTheDoubleTap() {
        let h = BuiltInHarness()
        singleAndDouble(h)
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.tap(1, 205, 200, at: 0.3, duration: 0.1)
        h.window.advance(to: 1)
        #expect(h.log("double") == ["ended@400", "possible@400"])
        #expect(h.log("single") == ["failed@400", "possible@400"])
        #expect(h.actions.map(\.name) == ["double"])
    }

    // MARK: Pinch and rotation

    private func pinchAndRotation(_ h: BuiltInHarness, simultaneous: Bool) -> SimultaneousDelegate {
        let delegate = SimultaneousDelegate()
        let pinch = h.add(PinchGestureRecognizer(), "pinch")
        let rotation = h.add(RotationGestureRecognizer(), "rotation")
        if simultaneous { pinch.delegate = delegate }
        _ = rotation
        return delegate
    }

    /// Both fingers spread by 12 pt and turn by 8° in one move, so both recognizers want to begin.
    private func spreadAndTurn(_ h: BuiltInHarness) {
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        let angle: CGFloat = 8 * .pi / 180
        h.move(2, 300 + 112 * cos(angle), 300 + 112 * sin(angle), at: 0.1)
        h.move(2, 300 + 150 * cos(angle * 3), 300 + 150 * sin(angle * 3), at: 0.2)
        h.up(2, 300 + 150 * cos(angle * 3), 300 + 150 * sin(angle * 3), at: 0.3)
        h.up(1, 300, 300, at: 0.3)
    }

    @Test func pinchAndRotationExcludeEachOtherByDefault() {
        let h = BuiltInHarness()
        _ = pinchAndRotation(h, simultaneous: false)
        spreadAndTurn(h)
        #expect(h.log("pinch") == ["began@100", "changed@200", "ended@300", "possible@300"])
        #expect(h.log("rotation") == ["failed@100", "possible@300"])
    }

    @Test func aRotationThatBeginsFirstExcludesThePinch() {
        let h = BuiltInHarness()
        _ = pinchAndRotation(h, simultaneous: false)
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        let angle: CGFloat = 20 * .pi / 180
        h.move(2, 300 + 100 * cos(angle), 300 + 100 * sin(angle), at: 0.1)
        h.move(2, 300 + 150 * cos(angle), 300 + 150 * sin(angle), at: 0.2)
        #expect(h.log("rotation") == ["began@100", "changed@200"])
        #expect(h.log("pinch") == ["failed@100"])
    }

    @Test func theDelegateLetsPinchAndRotationRecognizeTogether() {
        let h = BuiltInHarness()
        let delegate = pinchAndRotation(h, simultaneous: true)
        spreadAndTurn(h)
        #expect(h.log("pinch") == ["began@100", "changed@200", "ended@300", "possible@300"])
        #expect(h.log("rotation") == ["began@100", "changed@200", "ended@300", "possible@300"])
        withExtendedLifetime(delegate) {}
    }

    // MARK: Screen-edge pan first (seed 000 listing 1-6)

    private func edgeScene(_ h: BuiltInHarness, withDelegate: Bool) -> EdgeFirstDelegate {
        let content = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600), name: "content")
        h.view.addSubview(content)
        let edge = h.add(ScreenEdgePanGestureRecognizer(), "edge")
        edge.edges = .left
        let delegate = EdgeFirstDelegate()
        delegate.edgePan = edge
        if withDelegate { edge.delegate = delegate }
        h.add(PanGestureRecognizer(), "contentPan", to: content)
        return delegate
    }

    @Test func aPanInTheSubtreeWaitsForTheEdgePanAndFailsWhenItBegins() {
        let h = BuiltInHarness(viewFrame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let delegate = edgeScene(h, withDelegate: true)
        h.down(1, 5, 300, at: 0)
        h.move(1, 20, 300, at: 0.05)
        #expect(h.log("contentPan").isEmpty)
        h.move(1, 40, 300, at: 0.1)
        #expect(h.log("edge") == ["began@100"])
        #expect(h.log("contentPan") == ["failed@100"])
        withExtendedLifetime(delegate) {}
    }

    @Test func aPanInTheSubtreeBeginsAtOnceWhenTheTouchIsAwayFromTheEdge() {
        let h = BuiltInHarness(viewFrame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let delegate = edgeScene(h, withDelegate: true)
        h.down(1, 200, 300, at: 0)
        h.move(1, 215, 300, at: 0.05)
        #expect(h.log("edge") == ["failed@0"])
        #expect(h.log("contentPan") == ["began@50"])
        withExtendedLifetime(delegate) {}
    }

    @Test func withoutTheDelegateTheSubtreePanBeginsFirstAndFailsTheEdgePan() {
        let h = BuiltInHarness(viewFrame: CGRect(x: 0, y: 0, width: 800, height: 600))
        _ = edgeScene(h, withDelegate: false)
        h.down(1, 5, 300, at: 0)
        h.move(1, 20, 300, at: 0.05)
        h.move(1, 40, 300, at: 0.1)
        #expect(h.log("contentPan") == ["began@50", "changed@100"])
        #expect(h.log("edge") == ["failed@50"])
    }

    // MARK: Long press versus pan

    @Test func movingEarlyLetsThePanWin() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 200, 200, at: 0)
        h.move(1, 230, 200, at: 0.1)
        h.window.advance(to: 0.6)
        h.move(1, 260, 200, at: 0.7)
        #expect(h.log("press") == ["failed@100"])
        #expect(h.log("pan") == ["began@100", "changed@700"])
    }

    @Test func holdingStillLetsTheLongPressWinAndThePanNeverBegins() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 0.5)
        h.move(1, 260, 200, at: 0.6)
        h.up(1, 260, 200, at: 0.7)
        #expect(h.log("press") == ["began@500", "changed@600", "ended@700", "possible@700"])
        #expect(h.log("pan") == ["failed@500", "possible@700"])
        #expect(h.actions.map(\.name) == ["press", "press", "press"])
    }
}
