import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("LongPressGestureRecognizer")
struct LongPressGestureRecognizerTests {
    @Test func beginsAtExactlyTheMinimumPressDurationThenChangesAndEnds() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 0.499)
        #expect(h.log("press").isEmpty)
        h.window.advance(to: 0.6)
        #expect(h.log("press") == ["began@500"])
        h.move(1, 300, 260, at: 0.7)
        h.up(1, 300, 260, at: 0.8)
        #expect(h.log("press") == ["began@500", "changed@700", "ended@800", "possible@800"])
        #expect(h.actionLog("press") == ["began@500", "changed@700", "ended@800"])
        #expect(h.actions.map(\.location) == [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 160), CGPoint(x: 200, y: 160)])
    }

    @Test func movementWithinTheAllowableMovementStillBegins() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 200, 200, at: 0)
        h.move(1, 206, 208, at: 0.2)
        h.window.advance(to: 0.5)
        #expect(h.log("press") == ["began@500"])
    }

    @Test func failsWhenTheFingerStraysBeforeItBegins() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 200, 200, at: 0)
        h.move(1, 210.5, 200, at: 0.2)
        #expect(h.log("press") == ["failed@200"])
        h.window.advance(to: 1)
        h.up(1, 210.5, 200, at: 1)
        #expect(h.log("press") == ["failed@200", "possible@1000"])
        #expect(h.actions.isEmpty)
    }

    @Test func failsWhenTheFingerLiftsTooEarly() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 200, 200, at: 0)
        h.up(1, 200, 200, at: 0.4)
        h.window.advance(to: 1)
        #expect(h.log("press") == ["failed@400", "possible@400"])
    }

    @Test func twoFingerPressTimesFromTheSecondFingerAndFailsOnAThird() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press").numberOfTouchesRequired = 2
        h.down(1, 200, 200, at: 0)
        h.down(2, 260, 200, at: 0.2)
        h.window.advance(to: 0.69)
        #expect(h.log("press").isEmpty)
        h.window.advance(to: 0.7)
        #expect(h.log("press") == ["began@700"])
        #expect(h.actions.first?.location == CGPoint(x: 130, y: 100))

        let h2 = BuiltInHarness()
        h2.add(LongPressGestureRecognizer(), "press").numberOfTouchesRequired = 2
        h2.down(1, 200, 200, at: 0)
        h2.down(2, 260, 200, at: 0.1)
        h2.down(3, 320, 200, at: 0.2)
        #expect(h2.log("press") == ["failed@200"])
    }

    @Test func aPressAfterARequiredTapBeginsHalfASecondAfterThePressStarts() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press").numberOfTapsRequired = 1
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.down(1, 202, 200, at: 0.3)
        h.window.advance(to: 0.799)
        #expect(h.log("press").isEmpty)
        h.window.advance(to: 0.8)
        #expect(h.log("press") == ["began@800"])
    }

    @Test func aPressThatNeedsATapFailsWhenThePressComesTooLate() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press").numberOfTapsRequired = 1
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        h.window.advance(to: 0.5)
        #expect(h.log("press") == ["failed@450", "possible@450"])
    }

    @Test func aPressThatNeedsATapFailsWhenTheFirstTouchIsHeld() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press").numberOfTapsRequired = 1
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 1)
        #expect(h.log("press") == ["failed@750"])
    }

    @Test func cancellingTheTouchesCancelsAPressInProgressWithAnAction() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press")
        h.down(1, 200, 200, at: 0)
        h.window.advance(to: 0.6)
        h.window.cancelAllTouches(at: 0.7)
        #expect(h.log("press") == ["began@500", "cancelled@700", "possible@700"])
        #expect(h.actionLog("press") == ["began@500", "cancelled@700"])
    }
}
