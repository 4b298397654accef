import Foundation
import GestureKitTesting
import Testing
@testable import GestureKit

@MainActor
@Suite("VelocityTracker")
struct VelocityTrackerTests {
    @Test func anEvenMotionGivesItsExactVelocity() {
        var tracker = VelocityTracker()
        for step in 0...12 {
            let t = Double(step) / 120
            tracker.addPosition(CGPoint(x: 10 + 500 * t, y: 20 - 250 * t), at: t)
        }
        #expect(abs(tracker.velocity.x - 500) < 1e-6 && abs(tracker.velocity.y + 250) < 1e-6)
    }

    @Test func degreeTwoFollowsAcceleration() {
        var tracker = VelocityTracker(degree: 2)
        for step in 0...12 {
            let t = Double(step) / 100
            tracker.addPosition(CGPoint(x: 1000 * t * t, y: 0), at: t)
        }
        #expect(abs(tracker.velocity.x - 240) < 1e-6)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker()
        var x: CGFloat = 0
        for step in 1...40 {
            x += step <= 20 ? 1 : 5
            tracker.addPosition(CGPoint(x: x, y: 0), at: Double(step) / 100)
        }
        #expect(abs(tracker.velocity.x - 500) < 1e-6)
    }

    @Test func aPauseLongerThanTheMaximumGapMeansTheFingerStopped() {
        var tracker = VelocityTracker()
        for step in 0...10 {
            tracker.addPosition(CGPoint(x: CGFloat(step) * 5, y: 0), at: Double(step) / 100)
        }
        tracker.addPosition(CGPoint(x: 50, y: 0), at: 0.141)
        #expect(tracker.velocity == .zero)
        tracker.reset()
        tracker.addPosition(CGPoint(x: 0, y: 0), at: 0)
        #expect(tracker.velocity == .zero)
        tracker.addPosition(CGPoint(x: 5, y: 0), at: 0)
        #expect(tracker.velocity == .zero)
    }

    /// A 500 pt/s drag through a real window and pan, ±1 pt of jitter on both axes; returns the pan's velocity in
    /// its ended action and the naive last-two-samples estimate. `spacing` gives the next sample interval.
    private func jitteredDrag(seed: UInt64, spacing: (inout SeededGenerator) -> TimeInterval) -> (pan: CGPoint, naive: CGFloat) {
        var random = SeededGenerator(seed: seed)
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var atEnd = CGPoint.zero
        pan.addAction { (p: PanGestureRecognizer) in if p.state == .ended { atEnd = p.velocity(in: nil) } }
        var samples: [(t: TimeInterval, x: CGFloat)] = []
        var t: TimeInterval = 0
        while t < 0.3 {
            let x = 150 + 500 * t + .random(in: -1...1, using: &random)
            let y = 250 + CGFloat.random(in: -1...1, using: &random)
            samples.append((t, x))
            if t == 0 { h.down(1, x, y, at: t) } else { h.move(1, x, y, at: t) }
            t += spacing(&random)
        }
        let x = 150 + 500 * t + .random(in: -1...1, using: &random)
        h.up(1, x, 250 + .random(in: -1...1, using: &random), at: t)
        samples.append((t, x))
        let last = samples[samples.count - 1], previous = samples[samples.count - 2]
        #expect(h.log("pan").last == "possible@\(BuiltInHarness.milliseconds(t))")
        return (atEnd, (last.x - previous.x) / (last.t - previous.t))
    }

    @Test func aJitteredDragAt120HzReportsItsSpeedWithinFivePercent() {
        var naiveWorst: CGFloat = 0
        for seed in 1...20 {
            let result = jitteredDrag(seed: UInt64(seed)) { _ in 1.0 / 120 }
            #expect(abs(result.pan.x - 500) < 25, "seed \(seed): \(result.pan)")
            #expect(abs(result.pan.y) < 25, "seed \(seed): \(result.pan)")
            naiveWorst = max(naiveWorst, abs(result.naive - 500))
        }
        #expect(naiveWorst > 25, "the input must be hard enough to defeat a two-sample difference")
    }

    @Test func aJitteredDragAt60HzWithUnevenSpacingReportsItsSpeedWithinFivePercent() {
        var naiveWorst: CGFloat = 0
        for seed in 1...20 {
            let result = jitteredDrag(seed: UInt64(seed)) { random in .random(in: 0.6...1.4, using: &random) / 60 }
            #expect(abs(result.pan.x - 500) < 25, "seed \(seed): \(result.pan)")
            #expect(abs(result.pan.y) < 25, "seed \(seed): \(result.pan)")
            naiveWorst = max(naiveWorst, abs(result.naive - 500))
        }
        #expect(naiveWorst > 25, "the input must be hard enough to defeat a two-sample difference")
    }
}
