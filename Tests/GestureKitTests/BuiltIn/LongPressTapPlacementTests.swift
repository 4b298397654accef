import Foundation
import Testing
@testable import GestureKit

/// Where the taps before a press land: later taps and the press must come down within
/// `LongPressGestureRecognizer.tapPlacementTolerance` (the tap recognizer's 45 pt) of the first tap's touch-down.
@MainActor
@Suite("LongPressGestureRecognizer tap placement")
struct LongPressTapPlacementTests {
    /// A harness whose recognizer "press" needs `taps` one-finger taps, after a first tap at (200, 200) from 0 to
    /// 0.1 s; the next touch may come down from 0.1 to 0.45 s.
    private func afterFirstTap(ofTaps taps: Int = 1) -> BuiltInHarness {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press").numberOfTapsRequired = taps
        h.tap(1, 200, 200, at: 0, duration: 0.1)
        return h
    }

    @Test func theToleranceIsTheTapRecognizersAllowableMovement() {
        #expect(LongPressGestureRecognizer.tapPlacementTolerance == TapGestureRecognizer.defaultAllowableMovement)
    }

    @Test func tapThenHoldAtTheSamePlaceBeginsChangesAndEnds() {
        let h = afterFirstTap()
        h.down(1, 200, 200, at: 0.3)
        h.window.advance(to: 0.799)
        #expect(h.log("press").isEmpty)
        h.window.advance(to: 0.8)
        h.move(1, 260, 230, at: 0.9)
        h.up(1, 260, 230, at: 1.0)
        #expect(h.log("press") == ["began@800", "changed@900", "ended@1000", "possible@1000"])
        #expect(h.actionLog("press") == ["began@800", "changed@900", "ended@1000"])
        #expect(h.actions.map(\.location) == [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 130), CGPoint(x: 160, y: 130)])
    }

    @Test func aPressComingDown100PointsFromTheTapFailsAtTouchDown() {
        let h = afterFirstTap()
        h.down(1, 300, 200, at: 0.3)
        #expect(h.log("press") == ["failed@300"])
        h.window.advance(to: 1)
        h.up(1, 300, 200, at: 1)
        #expect(h.log("press") == ["failed@300", "possible@1000"])
        #expect(h.actions.isEmpty)
    }

    @Test func aTapThatDriftsWithinToleranceStillCounts() {
        let h = BuiltInHarness()
        h.add(LongPressGestureRecognizer(), "press").numberOfTapsRequired = 1
        h.down(1, 200, 200, at: 0)
        h.move(1, 206, 208, at: 0.05)
        h.up(1, 206, 208, at: 0.1)
        h.down(1, 230, 220, at: 0.3)
        h.move(1, 236, 228, at: 0.5)
        h.window.advance(to: 0.8)
        h.up(1, 236, 228, at: 0.9)
        #expect(h.log("press") == ["began@800", "ended@900", "possible@900"])
        #expect(h.actionLog("press") == ["began@800", "ended@900"])
    }

    @Test(arguments: [(CGFloat(245), ["began@800"]), (245.5, ["failed@300"])])
    func thePressMayLandExactlyTheToleranceAway(x: CGFloat, expected: [String]) {
        let h = afterFirstTap()
        h.down(1, x, 200, at: 0.3)
        h.window.advance(to: 0.8)
        #expect(h.log("press") == expected)
    }

    @Test func everyLaterTapIsMeasuredFromTheFirstTapNotTheOneBefore() {
        let h = afterFirstTap(ofTaps: 2)
        h.tap(1, 240, 200, at: 0.3, duration: 0.1)
        #expect(h.log("press").isEmpty)
        h.down(1, 280, 200, at: 0.6)
        #expect(h.log("press") == ["failed@600"])
        h.up(1, 280, 200, at: 0.7)
        #expect(h.log("press") == ["failed@600", "possible@700"])
    }

    @Test func aSecondTapFarFromTheFirstFailsBeforeThePress() {
        let h = afterFirstTap(ofTaps: 2)
        h.tap(1, 200, 300, at: 0.3, duration: 0.1)
        #expect(h.log("press") == ["failed@300", "possible@400"])
    }

    @Test func twoFingerTapsAreComparedByTheCentroidOfTheirTouchDowns() {
        let h = BuiltInHarness()
        let press = h.add(LongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        press.numberOfTouchesRequired = 2
        h.batch([(1, .down, 200, 200), (2, .down, 300, 200)], at: 0)
        h.batch([(1, .up, 200, 200), (2, .up, 300, 200)], at: 0.1)
        h.batch([(1, .down, 250, 150), (2, .down, 250, 250)], at: 0.3)
        h.window.advance(to: 0.8)
        #expect(h.log("press") == ["began@800"])
        #expect(h.actions.first?.location == CGPoint(x: 150, y: 100))
    }

    @Test func aFailedAttemptForgetsItsFirstTap() {
        let h = afterFirstTap()
        h.tap(1, 400, 300, at: 0.3, duration: 0.1)
        #expect(h.log("press") == ["failed@300", "possible@400"])
        h.tap(1, 400, 300, at: 1, duration: 0.1)
        h.down(1, 400, 300, at: 1.3)
        h.window.advance(to: 1.8)
        #expect(h.log("press") == ["failed@300", "possible@400", "began@1800"])
    }
}
