import Foundation
import Testing
@testable import GestureKit

@MainActor
@Suite("RotationGestureRecognizer")
struct RotationGestureRecognizerTests {
    /// A point `radius` from `center` at `degrees`, clockwise from +x on the y-down screen.
    private func around(_ center: CGPoint, _ radius: CGFloat, _ degrees: CGFloat) -> (CGFloat, CGFloat) {
        let angle = degrees * .pi / 180
        return (center.x + radius * cos(angle), center.y + radius * sin(angle))
    }

    private func degrees(_ values: [CGFloat]) -> [CGFloat] {
        values.map { ($0 * 180 / .pi * 1000).rounded() / 1000 }
    }

    private func makeRotation(_ h: BuiltInHarness, resetting: Bool = false) -> (RotationGestureRecognizer, () -> [CGFloat]) {
        let rotation = h.add(RotationGestureRecognizer(), "rotation")
        var values: [CGFloat] = []
        rotation.addAction { (r: RotationGestureRecognizer) in
            values.append(r.rotation)
            if resetting { r.rotation = 0 }
        }
        return (rotation, { values })
    }

    private let pivot = CGPoint(x: 300, y: 300)

    @Test func beginsPastFiveDegreesAtZeroAndTurnsClockwisePositive() {
        let h = BuiltInHarness()
        let (_, values) = makeRotation(h)
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        var b = around(pivot, 100, 4.9)
        h.move(2, b.0, b.1, at: 0.05)
        #expect(h.log("rotation").isEmpty)
        b = around(pivot, 100, 5.1)
        h.move(2, b.0, b.1, at: 0.1)
        #expect(h.log("rotation") == ["began@100"])
        b = around(pivot, 100, 95.1)
        h.move(2, b.0, b.1, at: 0.15)
        h.up(2, b.0, b.1, at: 0.2)
        h.up(1, 300, 300, at: 0.2)
        #expect(h.log("rotation") == ["began@100", "changed@150", "ended@200", "possible@200"])
        #expect(degrees(values()) == [0, 90, 90])
    }

    @Test func turningPastHalfATurnDoesNotJump() {
        let h = BuiltInHarness()
        let (_, values) = makeRotation(h)
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        for step in 1...20 {
            let b = around(pivot, 100, CGFloat(step) * 20)
            h.move(2, b.0, b.1, at: Double(step) / 100)
        }
        #expect(degrees(values()) == (0..<20).map { CGFloat($0) * 20 })
    }

    @Test func aLargerTurnIsNeededWhileTheFingerDistanceChangesALot() {
        let h = BuiltInHarness()
        h.add(RotationGestureRecognizer(), "rotation")
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        var b = around(pivot, 130, 9.9)
        h.move(2, b.0, b.1, at: 0.1)
        #expect(h.log("rotation").isEmpty)
        b = around(pivot, 130, 10.1)
        h.move(2, b.0, b.1, at: 0.2)
        #expect(h.log("rotation") == ["began@200"])
    }

    @Test func aThirdFingerComingAndGoingDoesNotMakeTheRotationJump() {
        let h = BuiltInHarness()
        let (_, values) = makeRotation(h)
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        let b = around(pivot, 100, 10)
        h.move(2, b.0, b.1, at: 0.1)
        h.down(3, 300, 380, at: 0.2)
        h.up(1, 300, 300, at: 0.3)
        h.move(3, 300, 380, at: 0.35)
        let bPoint = CGPoint(x: b.0, y: b.1)
        let start = atan2(380 - bPoint.y, 300 - bPoint.x) * 180 / .pi
        let c = around(bPoint, hypot(300 - bPoint.x, 380 - bPoint.y), start - 30)
        h.move(3, c.0, c.1, at: 0.4)
        #expect(degrees(values()) == [0, 0, -30])
    }

    @Test func settingTheRotationToZeroInTheActionRebasesIt() {
        let h = BuiltInHarness()
        let (_, values) = makeRotation(h, resetting: true)
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        for (index, angle) in [10, 25, 20].enumerated() {
            let b = around(pivot, 100, CGFloat(angle))
            h.move(2, b.0, b.1, at: Double(index + 1) / 10)
        }
        #expect(degrees(values()) == [0, 15, -5])
    }

    @Test func velocityIsRadiansPerSecond() {
        let h = BuiltInHarness()
        let rotation = h.add(RotationGestureRecognizer(), "rotation")
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        for step in 1...20 {
            let t = Double(step) / 100
            let b = around(pivot, 100, 2 * t * 180 / .pi)
            h.move(2, b.0, b.1, at: t)
        }
        #expect(abs(rotation.velocity - 2) < 1e-6)
    }

    @Test func cancellingTheTouchesCancelsARotationInProgress() {
        let h = BuiltInHarness()
        h.add(RotationGestureRecognizer(), "rotation")
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        let b = around(pivot, 100, 20)
        h.move(2, b.0, b.1, at: 0.1)
        h.window.cancelAllTouches(at: 0.2)
        #expect(h.actionLog("rotation") == ["began@100", "cancelled@200"])
    }

    @Test func twoFingersLiftingBeforeItBeganFailIt() {
        let h = BuiltInHarness()
        h.add(RotationGestureRecognizer(), "rotation")
        h.batch([(1, .down, 300, 300), (2, .down, 400, 300)], at: 0)
        h.batch([(1, .up, 300, 300), (2, .up, 400, 300)], at: 0.1)
        #expect(h.log("rotation") == ["failed@100", "possible@100"])
    }
}
