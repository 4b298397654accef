import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("SwipeGestureRecognizer")
struct SwipeGestureRecognizerTests {
    @Test func aQuickFlickRightRecognizesWhileTheFingerIsDown() {
        let h = BuiltInHarness()
        let swipe = h.add(SwipeGestureRecognizer(), "swipe")
        var seen: [SwipeGestureRecognizer.Direction] = []
        swipe.addAction { (s: SwipeGestureRecognizer) in seen.append(s.recognizedDirection) }
        h.down(1, 200, 200, at: 0)
        h.move(1, 230, 203, at: 0.05)
        #expect(h.log("swipe").isEmpty)
        h.move(1, 250, 205, at: 0.1)
        #expect(h.log("swipe") == ["ended@100"])
        #expect(seen == [.right])
        #expect(h.actions.first?.location == CGPoint(x: 100, y: 100))
        h.up(1, 260, 205, at: 0.15)
        #expect(h.log("swipe") == ["ended@100", "possible@150"])
    }

    @Test func failsAtTheMaximumDurationWhenStillPossible() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 200, at: 0.3)
        h.window.advance(to: 0.499)
        #expect(h.log("swipe").isEmpty)
        h.window.advance(to: 0.6)
        #expect(h.log("swipe") == ["failed@500"])
        h.move(1, 300, 200, at: 0.7)
        #expect(h.log("swipe") == ["failed@500"])
    }

    @Test func failsWhenTheTravelIsTooFarOffAxis() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 220, 209, at: 0.05)
        #expect(h.log("swipe").isEmpty)
        h.move(1, 240, 221, at: 0.1)
        #expect(h.log("swipe") == ["failed@100"])
    }

    @Test func failsWhenMovingInADirectionNotAskedFor() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 192, 200, at: 0.02)
        #expect(h.log("swipe").isEmpty)
        h.move(1, 188, 200, at: 0.04)
        #expect(h.log("swipe") == ["failed@40"])
    }

    @Test func severalDirectionsAtOnceReportTheOneSeen() {
        let h = BuiltInHarness()
        let swipe = h.add(SwipeGestureRecognizer(), "swipe")
        swipe.direction = [.left, .up]
        var seen: [SwipeGestureRecognizer.Direction] = []
        swipe.addAction { (s: SwipeGestureRecognizer) in seen.append(s.recognizedDirection) }
        h.down(1, 300, 300, at: 0)
        h.move(1, 298, 250, at: 0.1)
        h.up(1, 298, 250, at: 0.15)
        h.down(1, 300, 300, at: 1)
        h.move(1, 240, 305, at: 1.1)
        h.up(1, 240, 305, at: 1.15)
        h.down(1, 300, 300, at: 2)
        h.move(1, 300, 360, at: 2.1)
        #expect(seen == [.up, .left])
        #expect(h.log("swipe") == ["ended@100", "possible@150", "ended@1100", "possible@1150", "failed@2100"])
    }

    @Test func aTwoFingerSwipeFollowsTheCentroid() {
        let h = BuiltInHarness()
        let swipe = h.add(SwipeGestureRecognizer(), "swipe")
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        h.batch([(1, .down, 200, 200), (2, .down, 260, 200)], at: 0)
        h.batch([(1, .move, 200, 244), (2, .move, 260, 254)], at: 0.05)
        #expect(h.log("swipe").isEmpty)
        h.batch([(1, .move, 200, 248), (2, .move, 260, 252)], at: 0.1)
        #expect(h.log("swipe") == ["ended@100"])
        #expect(swipe.recognizedDirection == .down)
        #expect(h.actions.first?.location == CGPoint(x: 130, y: 100))
    }

    @Test func failsWhenMoreFingersThanRequiredComeDown() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.down(2, 260, 200, at: 0.05)
        #expect(h.log("swipe") == ["failed@50"])
    }

    @Test func failsWhenAFingerLiftsBeforeTheTravelIsLongEnough() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 200, at: 0.05)
        h.up(1, 249, 200, at: 0.1)
        #expect(h.log("swipe") == ["failed@100", "possible@100"])
    }

    @Test func theLiftItselfMayCompleteTheTravel() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 240, 200, at: 0.05)
        h.up(1, 250, 200, at: 0.1)
        #expect(h.log("swipe") == ["ended@100", "possible@100"])
    }

    @Test func cancelledTouchesFailTheSwipe() {
        let h = BuiltInHarness()
        h.add(SwipeGestureRecognizer(), "swipe")
        h.down(1, 200, 200, at: 0)
        h.move(1, 230, 200, at: 0.05)
        h.window.cancelAllTouches(at: 0.1)
        #expect(h.log("swipe") == ["failed@100", "possible@100"])
        #expect(h.actions.isEmpty)
    }
}
