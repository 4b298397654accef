import Foundation
import Testing
@testable import GestureKit

/// Every built-in default equals the value reported for UIKit (the README's table gives each source), and fresh
/// recognizers use them.
@MainActor
@Suite("Built-in recognizer defaults")
struct DefaultValuesTests {
    @Test func tap() {
        #expect(TapGestureRecognizer.defaultNumberOfTapsRequired == 1)
        #expect(TapGestureRecognizer.defaultNumberOfTouchesRequired == 1)
        #expect(TapGestureRecognizer.defaultAllowableMovement == 45)
        #expect(TapGestureRecognizer.defaultMaximumIntervalBetweenTaps == 0.35)
        #expect(TapGestureRecognizer.defaultMaximumTapDuration == 0.75)
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.allowableMovement == 45)
        #expect(tap.maximumIntervalBetweenTaps == 0.35 && tap.maximumTapDuration == 0.75)
    }

    @Test func longPress() {
        #expect(LongPressGestureRecognizer.defaultMinimumPressDuration == 0.5)
        #expect(LongPressGestureRecognizer.defaultAllowableMovement == 10)
        #expect(LongPressGestureRecognizer.defaultNumberOfTapsRequired == 0)
        #expect(LongPressGestureRecognizer.defaultNumberOfTouchesRequired == 1)
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test func pan() {
        #expect(PanGestureRecognizer.defaultHysteresis == 10)
        #expect(PanGestureRecognizer.defaultMinimumNumberOfTouches == 1)
        #expect(PanGestureRecognizer.defaultMaximumNumberOfTouches == Int.max)
        let pan = PanGestureRecognizer()
        #expect(pan.hysteresis == 10 && pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    }

    @Test func screenEdgePan() {
        #expect(ScreenEdgePanGestureRecognizer.defaultEdgeRegion == 13)
        #expect(ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis == 15)
        let edge = ScreenEdgePanGestureRecognizer()
        #expect(edge.edgeRegion == 13 && edge.hysteresis == 15 && edge.edges.isEmpty)
        #expect(RectEdge.all == [.top, .left, .bottom, .right])
    }

    @Test func swipe() {
        #expect(SwipeGestureRecognizer.defaultDirection == .right)
        #expect(SwipeGestureRecognizer.defaultNumberOfTouchesRequired == 1)
        #expect(SwipeGestureRecognizer.defaultMinimumDistance == 50)
        #expect(SwipeGestureRecognizer.defaultMaximumDuration == 0.5)
        #expect(SwipeGestureRecognizer.defaultMaximumOffAxisRatio == 0.5)
        #expect(SwipeGestureRecognizer.defaultDirectionSlop == 10)
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1 && swipe.minimumDistance == 50)
        #expect(swipe.maximumDuration == 0.5 && swipe.maximumOffAxisRatio == 0.5 && swipe.directionSlop == 10)
        #expect(swipe.recognizedDirection.isEmpty)
    }

    @Test func pinch() {
        #expect(PinchGestureRecognizer.defaultHysteresis == 8)
        let pinch = PinchGestureRecognizer()
        #expect(pinch.hysteresis == 8 && pinch.scale == 1 && pinch.velocity == 0)
    }

    @Test func rotation() {
        #expect(abs(RotationGestureRecognizer.defaultMinimumRotation * 180 / .pi - 5) < 1e-12)
        #expect(abs(RotationGestureRecognizer.defaultMinimumRotationWhileScaling * 180 / .pi - 10) < 1e-12)
        #expect(RotationGestureRecognizer.defaultLargeScaleChange == 1.25)
        let rotation = RotationGestureRecognizer()
        #expect(rotation.minimumRotation == RotationGestureRecognizer.defaultMinimumRotation)
        #expect(rotation.minimumRotationWhileScaling == RotationGestureRecognizer.defaultMinimumRotationWhileScaling)
        #expect(rotation.rotation == 0 && rotation.velocity == 0)
    }

    @Test func velocityTracker() {
        #expect(VelocityTracker.defaultHorizon == 0.1)
        #expect(VelocityTracker.defaultMaximumGap == 0.04)
        #expect(VelocityTracker.defaultDegree == 1)
        let tracker = VelocityTracker()
        #expect(tracker.horizon == 0.1 && tracker.maximumGap == 0.04 && tracker.degree == 1)
    }
}
