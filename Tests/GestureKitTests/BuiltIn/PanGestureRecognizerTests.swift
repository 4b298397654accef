import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("PanGestureRecognizer")
struct PanGestureRecognizerTests {
    /// Records the translation (in the window) and velocity each action saw.
    private func watch(_ pan: PanGestureRecognizer, into values: Box) {
        pan.addAction { (p: PanGestureRecognizer) in
            values.translations.append(p.translation(in: nil))
            values.velocities.append(p.velocity(in: nil))
        }
    }

    final class Box {
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
    }

    @Test func beginsPastTheHysteresisWithTheTranslationStartingAtZero() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        let values = Box()
        watch(pan, into: values)
        h.down(1, 200, 200, at: 0)
        h.move(1, 206, 208, at: 0.05)
        #expect(h.log("pan").isEmpty)
        h.move(1, 212, 200, at: 0.1)
        #expect(h.log("pan") == ["began@100"])
        h.move(1, 232, 210, at: 0.15)
        h.up(1, 240, 215, at: 0.2)
        #expect(h.log("pan") == ["began@100", "changed@150", "ended@200", "possible@200"])
        #expect(values.translations == [.zero, CGPoint(x: 20, y: 10), CGPoint(x: 28, y: 15)])
    }

    @Test func velocityFallsToZeroWhileTheFingerHoldsStill() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.down(1, 100, 300, at: 0)
        for step in 1...10 {
            let t = Double(step) / 100
            h.move(1, 100 + 500 * t, 300, at: t)
        }
        let moving = pan.velocity(in: nil)
        #expect(abs(moving.x - 500) < 1 && abs(moving.y) < 1e-9)
        h.window.advance(to: 0.13)
        #expect(pan.velocity(in: nil) == moving)
        h.window.advance(to: 0.2)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.state == .changed)
        h.up(1, 150, 300, at: 0.25)
        #expect(h.log("pan").suffix(2) == ["ended@250", "possible@250"])
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test func failsWhenTheFingerLiftsBeforeItBegan() {
        let h = BuiltInHarness()
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 200, 200, at: 0)
        h.move(1, 210, 200, at: 0.1)
        h.up(1, 210, 200, at: 0.2)
        #expect(h.log("pan") == ["failed@200", "possible@200"])
        #expect(h.actions.isEmpty)
    }

    @Test func translationAndVelocityAreInTheRequestedViewsCoordinates() {
        let h = BuiltInHarness()
        h.view.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        let pan = h.add(PanGestureRecognizer(), "pan")
        var inView: [CGPoint] = []
        var velocityInView: [CGPoint] = []
        pan.addAction { (p: PanGestureRecognizer) in
            inView.append(p.translation(in: h.view))
            velocityInView.append(p.velocity(in: h.view))
        }
        h.down(1, 300, 250, at: 0)
        for step in 1...10 {
            let t = Double(step) / 100
            h.move(1, 300 + 200 * t, 250, at: t)
        }
        #expect(h.log("pan") == ["began@60", "changed@70", "changed@80", "changed@90", "changed@100"])
        let translation = inView.last ?? .zero, velocity = velocityInView.last ?? .zero
        #expect(abs(translation.x) < 1e-9 && abs(translation.y + 4) < 1e-9)
        #expect(abs(velocity.x) < 1e-6 && abs(velocity.y + 100) < 1e-6)
    }

    @Test func settingTheTranslationRebasesIt() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        var deltas: [CGPoint] = []
        pan.addAction { (p: PanGestureRecognizer) in
            deltas.append(p.translation(in: h.view))
            p.setTranslation(.zero, in: h.view)
        }
        h.down(1, 200, 200, at: 0)
        h.move(1, 215, 200, at: 0.1)
        h.move(1, 225, 203, at: 0.2)
        h.move(1, 220, 210, at: 0.3)
        #expect(deltas == [.zero, CGPoint(x: 10, y: 3), CGPoint(x: -5, y: 7)])
    }

    @Test func fingersJoiningAndLiftingMidPanDoNotMakeTheTranslationJump() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        let values = Box()
        watch(pan, into: values)
        h.down(1, 200, 200, at: 0)
        h.move(1, 220, 200, at: 0.1)
        h.down(2, 400, 300, at: 0.2)
        h.batch([(1, .move, 230, 200), (2, .move, 410, 300)], at: 0.3)
        h.up(1, 230, 200, at: 0.4)
        h.move(2, 410, 320, at: 0.5)
        h.up(2, 410, 320, at: 0.6)
        #expect(h.log("pan") == ["began@100", "changed@300", "changed@500", "ended@600", "possible@600"])
        #expect(values.translations == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 20)])
    }

    @Test func aPanNeedingTwoFingersWaitsForTheSecond() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        h.down(1, 200, 200, at: 0)
        h.move(1, 260, 200, at: 0.1)
        #expect(h.log("pan").isEmpty)
        h.down(2, 300, 200, at: 0.2)
        h.batch([(1, .move, 266, 200), (2, .move, 306, 200)], at: 0.3)
        #expect(h.log("pan") == ["began@300"])
        h.up(2, 306, 200, at: 0.4)
        #expect(h.log("pan") == ["began@300", "ended@400"])
    }

    @Test func aOneFingerPanDoesNotBeginWithTwoFingersAndIgnoresASecondFingerOnceBegun() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        h.batch([(1, .down, 200, 200), (2, .down, 300, 200)], at: 0)
        h.batch([(1, .move, 240, 200), (2, .move, 340, 200)], at: 0.1)
        #expect(h.log("pan").isEmpty)
        h.up(2, 340, 200, at: 0.2)
        h.move(1, 252, 200, at: 0.3)
        #expect(h.log("pan") == ["began@300"])
        h.down(3, 500, 400, at: 0.4)
        #expect(pan.numberOfTouches == 1)
        h.move(3, 400, 300, at: 0.5)
        #expect(pan.translation(in: nil) == .zero)
        h.move(1, 262, 200, at: 0.6)
        #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
    }

    @Test func velocityOfAnEvenDragIsItsSpeed() {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        let values = Box()
        watch(pan, into: values)
        h.down(1, 200, 200, at: 0)
        for step in 1...12 {
            let t = Double(step) / 100
            h.move(1, 200 + 300 * t, 200 - 100 * t, at: t)
        }
        h.up(1, 236, 188, at: 0.12)
        let last = values.velocities.last ?? .zero
        #expect(abs(last.x - 300) < 1e-6 && abs(last.y + 100) < 1e-6)
    }

    @Test func cancellingTheTouchesCancelsAPanInProgressWithAnAction() {
        let h = BuiltInHarness()
        h.add(PanGestureRecognizer(), "pan")
        h.down(1, 200, 200, at: 0)
        h.move(1, 230, 200, at: 0.1)
        h.window.cancelAllTouches(at: 0.2)
        #expect(h.log("pan") == ["began@100", "cancelled@200", "possible@200"])
        #expect(h.actionLog("pan") == ["began@100", "cancelled@200"])
    }
}
