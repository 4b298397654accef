import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

@MainActor
@Suite struct KnobSceneTests {
    typealias Harness = SceneHarness<KnobScene>

    /// The knob's centre in window coordinates (the swirl's pivot).
    private func pivot(_ h: Harness) -> CGPoint { h.scene.knob.centerInWindow }

    private func quarterTurn(_ h: Harness, radius: CGFloat = 120, from: CGFloat = 0, to: CGFloat = 90) {
        let c = pivot(h)
        let points = (0...45).map { Harness.bearing(from + (to - from) * CGFloat($0) / 45, radius: radius, around: c) }
        h.stroke(points, dt: 0.015)
    }

    @Test func sceneHasTheContractViewsAndRecognizers() throws {
        let h = Harness(KnobScene.self)
        #expect(h.view("controls") != nil)
        #expect((h.view("knob") as? ImageView)?.imageName == "knob")
        #expect((h.view("bearing") as? Label)?.text == "0°")
        #expect(h.scene.controls.gestureRecognizers.map(\.name) == ["knob.swirl", "knob.double-tap"])
    }

    @Test func aQuarterTurnReadsNinetyDegreesAndADoubleTapResets() {
        let h = Harness(KnobScene.self)
        quarterTurn(h)
        #expect(h.states(of: "knob.double-tap") == [.failed])
        #expect(h.states(of: "knob.swirl").first == .began)
        #expect(h.states(of: "knob.swirl").last == .ended)
        #expect(h.scene.bearingLabel.text == "90°")
        #expect(abs(h.scene.knob.transform.angle - .pi / 2) < 0.01)

        h.wait(0.5)
        let spot = pivot(h) + CGPoint(x: 0, y: -80)
        h.tap(spot)
        h.wait(0.1)
        h.tap(spot)
        #expect(h.states(of: "knob.double-tap").last == .ended)
        // The readout counts down with the knob as it turns back (issue 12), not straight to 0°.
        var readings: [Int] = []
        for _ in 0..<36 {
            h.wait(1.0 / 60)
            readings.append(Int(h.scene.bearingLabel.text.dropLast()) ?? -1)
        }
        #expect(readings.contains { $0 > 5 && $0 < 85 }, "\(readings)")
        #expect(zip(readings, readings.dropFirst()).allSatisfy { $0 >= $1 }, "\(readings)")
        #expect(h.scene.bearingLabel.text == "0°")
        #expect(abs(h.scene.knob.transform.angle) < 1e-6)
        #expect(abs(h.scene.knob.transform.scale - 1) < 1e-6)
    }

    @Test func turningBackwardsReadsFromThreeHundredAndFiftyNine() {
        let h = Harness(KnobScene.self)
        quarterTurn(h, from: 0, to: -45)
        #expect(h.scene.bearingLabel.text == "315°")
        quarterTurn(h, from: 0, to: 45)
        #expect(h.scene.bearingLabel.text == "0°")
    }

    @Test func touchesOutsideTheControlsDontTurnIt() {
        let h = Harness(KnobScene.self)
        #expect(!h.scene.controls.frame.contains(Harness.bearing(45, radius: 300, around: pivot(h))))
        quarterTurn(h, radius: 300)
        #expect(h.states(of: "knob.swirl").isEmpty)
        #expect(h.scene.bearingLabel.text == "0°")
        #expect(h.scene.knob.transform == .identity)
    }
}

/// Issue 11, item 3: at 640x400 the knob's controls scale down whole, so the degree readout stays in the window
/// and above the scene bar; a swirl still turns the knob there.
@MainActor
@Suite struct KnobSmallWindowTests {
    @Test func theReadoutFitsAt640x400AndTheKnobStillTurns() {
        let h = SceneHarness(KnobScene.self, size: CGSize(width: 640, height: 400))
        let readout = h.scene.bearingLabel
        let frame = readout.convert(readout.bounds, to: nil)
        #expect(frame.minY >= 0 && frame.maxY <= 400 - 34, "readout at \(frame)")
        #expect(frame.minX >= 0 && frame.maxX <= 640)
        let center = h.scene.knob.centerInWindow
        let radius: CGFloat = 60
        h.stroke((0...36).map { SceneHarness<KnobScene>.bearing(CGFloat($0) * 5, radius: radius, around: center) })
        #expect(h.states(of: "knob.swirl").first == .began)
    }
}
