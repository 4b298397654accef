import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("TapGestureRecognizer")
struct TapGestureRecognizerTests {
    @Test func singleTapRecognizesWhenTheFingerLifts() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        #expect(h.log("tap").isEmpty)
        h.up(1, 203, 204, at: 0.1)
        #expect(h.log("tap") == ["ended@100", "possible@100"])
        #expect(h.actions.map(\.state) == [.ended])
        #expect(h.actions.first?.location == CGPoint(x: 103, y: 104))
    }

    @Test func twoFingerTapReportsTheCentroidAfterTheFingersLifted() {
        let h = BuiltInHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        h.batch([(1, .down, 200, 200), (2, .down, 260, 220)], at: 0)
        h.up(1, 200, 200, at: 0.05)
        #expect(h.log("tap").isEmpty)
        h.up(2, 260, 220, at: 0.1)
        #expect(h.log("tap") == ["ended@100", "possible@100"])
        #expect(h.actions.first?.location == CGPoint(x: 130, y: 110))
    }

    @Test func aFingerMayMoveExactlyTheAllowableMovement() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.move(1, 227, 236, at: 0.05)
        h.up(1, 227, 236, at: 0.1)
        #expect(h.log("tap") == ["ended@100", "possible@100"])
    }

    @Test func failsWhenAFingerStraysBeyondTheAllowableMovement() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.move(1, 245.5, 200, at: 0.05)
        #expect(h.log("tap") == ["failed@50"])
        h.up(1, 200, 200, at: 0.1)
        #expect(h.log("tap") == ["failed@50", "possible@100"])
        #expect(h.actions.isEmpty)
    }

    @Test func failsWhenTheTapLastsTooLong() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 0.749)
        #expect(h.log("tap").isEmpty)
        h.window.advance(to: 0.8)
        #expect(h.log("tap") == ["failed@750"])
        h.up(1, 200, 200, at: 0.9)
        #expect(h.actions.isEmpty)
    }

    @Test func doubleTapRecognizesOnTheSecondLiftWhenTheNextTapStartsInTime() {
        let h = BuiltInHarness()
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.down(1, 210, 190, at: 0.44)
        #expect(h.log("double").isEmpty)
        #expect(tap.numberOfTapsCompleted == 1)
        h.up(1, 210, 190, at: 0.5)
        #expect(h.log("double") == ["ended@500", "possible@500"])
        #expect(h.actions.first?.location == CGPoint(x: 110, y: 90))
    }

    @Test func doubleTapFailsWhenTheNextTapDoesNotStartWithinTheInterval() {
        let h = BuiltInHarness()
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.window.advance(to: 0.449)
        #expect(h.log("double").isEmpty)
        h.window.advance(to: 0.46)
        #expect(h.log("double") == ["failed@450", "possible@450"])
        h.tap(1, 200, 200, at: 0.5)
        #expect(h.log("double") == ["failed@450", "possible@450"])
        #expect(h.actions.isEmpty)
    }

    @Test func doubleTapFailsWhenTheSecondTapLandsTooFarFromTheFirst() {
        let h = BuiltInHarness()
        let tap = h.add(TapGestureRecognizer(), "double")
        tap.numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.down(1, 246, 200, at: 0.2)
        #expect(h.log("double") == ["failed@200"])
    }

    @Test func failsWhenMoreFingersThanRequiredComeDown() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.down(2, 240, 200, at: 0.02)
        #expect(h.log("tap") == ["failed@20"])
    }

    @Test func failsWhenAFingerLiftsBeforeAllRequiredFingersAreDown() {
        let h = BuiltInHarness()
        let tap = h.add(TapGestureRecognizer(), "tap")
        tap.numberOfTouchesRequired = 2
        h.down(1, 200, 200, at: 0)
        h.up(1, 200, 200, at: 0.05)
        #expect(h.log("tap") == ["failed@50", "possible@50"])
    }

    @Test func cancelledTouchesFailTheTapWithoutAnAction() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "tap")
        h.down(1, 200, 200, at: 0)
        h.window.cancelAllTouches(at: 0.1)
        #expect(h.log("tap") == ["failed@100", "possible@100"])
        #expect(h.actions.isEmpty)
    }

    @Test func onlyASingleOneFingerTapOverlapsAControlsDefaultAction() {
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let twoFinger = TapGestureRecognizer()
        twoFinger.numberOfTouchesRequired = 2
        #expect(single.overlapsControlDefaultAction)
        #expect(!double.overlapsControlDefaultAction)
        #expect(!twoFinger.overlapsControlDefaultAction)
    }

    @Test func aControlsTapWinsOverATapOnItsSuperview() {
        let h = BuiltInHarness()
        let button = Control(frame: CGRect(x: 10, y: 10, width: 80, height: 40), name: "button")
        h.view.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        h.add(TapGestureRecognizer(), "tap")
        h.tap(1, 130, 130, at: 0)
        #expect(h.log("tap") == ["failed@50", "possible@50"])
        #expect(taps == 1)
        h.tap(1, 300, 300, at: 1)
        #expect(h.log("tap") == ["failed@50", "possible@50", "ended@1050", "possible@1050"])
    }

    @Test func aSingleTapDoesNotPreventADoubleTapSoBothFireWithoutAFailureRequirement() {
        let h = BuiltInHarness()
        h.add(TapGestureRecognizer(), "single")
        h.add(TapGestureRecognizer(), "double").numberOfTapsRequired = 2
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.tap(1, 200, 200, at: 0.3, duration: 0.1)
        #expect(h.actions.map { "\($0.name)@\(BuiltInHarness.milliseconds($0.time))" }
            == ["single@100", "single@400", "double@400"])
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double) && !double.canBePrevented(by: single))
        #expect(double.canPrevent(single) && single.canBePrevented(by: double))
    }
}
