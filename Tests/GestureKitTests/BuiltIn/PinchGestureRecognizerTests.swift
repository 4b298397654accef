import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("PinchGestureRecognizer")
struct PinchGestureRecognizerTests {
    /// Attaches a pinch and collects the scale each action saw.
    private func makePinch(_ h: BuiltInHarness, resettingScale: Bool = false) -> (PinchGestureRecognizer, () -> [CGFloat]) {
        let pinch = h.add(PinchGestureRecognizer(), "pinch")
        var scales: [CGFloat] = []
        pinch.addAction { (p: PinchGestureRecognizer) in
            scales.append(p.scale)
            if resettingScale { p.scale = 1 }
        }
        return (pinch, { scales })
    }

    private func rounded(_ values: [CGFloat]) -> [CGFloat] {
        values.map { ($0 * 1_000_000).rounded() / 1_000_000 }
    }

    @Test func beginsPastTheHysteresisWithScaleOneAndFollowsTheFingerDistance() {
        let h = BuiltInHarness()
        let (_, scales) = makePinch(h)
        h.batch([(1, .down, 200, 300), (2, .down, 300, 300)], at: 0)
        h.move(2, 308, 300, at: 0.05)
        #expect(h.log("pinch").isEmpty)
        h.move(2, 309, 300, at: 0.1)
        #expect(h.log("pinch") == ["began@100"])
        h.move(2, 418, 300, at: 0.15)
        h.up(2, 418, 300, at: 0.2)
        h.up(1, 200, 300, at: 0.25)
        #expect(h.log("pinch") == ["began@100", "changed@150", "ended@250", "possible@250"])
        #expect(rounded(scales()) == [1, 2, 2])
        #expect(h.actions.first?.location == CGPoint(x: 154.5, y: 200))
    }

    @Test func pinchingInScalesDown() {
        let h = BuiltInHarness()
        let (_, scales) = makePinch(h)
        h.batch([(1, .down, 200, 300), (2, .down, 300, 300)], at: 0)
        h.batch([(1, .move, 205, 300), (2, .move, 296, 300)], at: 0.1)
        h.batch([(1, .move, 227.75, 300), (2, .move, 273.25, 300)], at: 0.2)
        #expect(rounded(scales()) == [1, 0.5])
    }

    @Test func aThirdFingerComingAndGoingDoesNotMakeTheScaleJump() {
        let h = BuiltInHarness()
        let (_, scales) = makePinch(h)
        h.batch([(1, .down, 200, 300), (2, .down, 300, 300)], at: 0)
        h.move(2, 310, 300, at: 0.1)
        h.down(3, 250, 350, at: 0.2)
        h.move(3, 280, 370, at: 0.3)
        h.up(1, 200, 300, at: 0.4)
        h.move(3, 280, 370, at: 0.45)
        h.move(3, 250, 440, at: 0.5)
        h.up(3, 250, 440, at: 0.6)
        h.up(2, 310, 300, at: 0.7)
        #expect(h.log("pinch") == ["began@100", "changed@300", "changed@450", "changed@500", "ended@700", "possible@700"])
        let expected: CGFloat = 2
        #expect(rounded(scales()) == rounded([1, 1, 1, expected, expected]))
    }

    @Test func settingTheScaleToOneInTheActionRebasesIt() {
        let h = BuiltInHarness()
        let (_, scales) = makePinch(h, resettingScale: true)
        h.batch([(1, .down, 200, 300), (2, .down, 300, 300)], at: 0)
        h.move(2, 310, 300, at: 0.1)
        h.move(2, 330, 300, at: 0.2)
        h.move(2, 390, 300, at: 0.3)
        #expect(rounded(scales()) == rounded([1, 130.0 / 110, 190.0 / 130]))
    }

    @Test func velocityIsTheScaleChangePerSecond() {
        let h = BuiltInHarness()
        let pinch = h.add(PinchGestureRecognizer(), "pinch")
        h.batch([(1, .down, 200, 300), (2, .down, 300, 300)], at: 0)
        for step in 1...20 {
            let t = Double(step) / 100
            h.move(2, 300 + 200 * t, 300, at: t)
        }
        #expect(h.log("pinch").first == "began@50")
        #expect(abs(pinch.velocity - 200.0 / 110) < 1e-6)
        #expect(abs(pinch.scale - 140.0 / 110) < 1e-9)
    }

    @Test func oneFingerNeverBeginsAndFailsOnLift() {
        let h = BuiltInHarness()
        h.add(PinchGestureRecognizer(), "pinch")
        h.down(1, 200, 300, at: 0)
        h.move(1, 300, 300, at: 0.1)
        h.up(1, 300, 300, at: 0.2)
        #expect(h.log("pinch") == ["failed@200", "possible@200"])
    }

    @Test func cancellingTheTouchesCancelsAPinchInProgress() {
        let h = BuiltInHarness()
        h.add(PinchGestureRecognizer(), "pinch")
        h.batch([(1, .down, 200, 300), (2, .down, 300, 300)], at: 0)
        h.move(2, 320, 300, at: 0.1)
        h.window.cancelAllTouches(at: 0.2)
        #expect(h.actionLog("pinch") == ["began@100", "cancelled@200"])
        #expect(h.log("pinch") == ["began@100", "cancelled@200", "possible@200"])
    }
}
