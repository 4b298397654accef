import Foundation
import Testing
@testable import GestureKit

/// Issue 14, item 1: a touchscreen reporting at 240 Hz, read in 60 Hz frames, hands the engine four samples per
/// frame, each with its own time (the host's `EventTimeMapper` gives them); the pan's velocity comes out right.
@MainActor
@Suite struct SubFrameVelocityTests {
    /// Pan velocity after dragging at `speed` pt/s for 0.3 s, samples at 240 Hz delivered four per 1/60 s frame.
    func velocity(speed: CGFloat) -> CGFloat {
        let h = BuiltInHarness()
        let pan = h.add(PanGestureRecognizer(), "pan")
        h.down(1, 120, 200, at: 0)
        var measured: CGFloat = 0
        for frame in 1...18 {
            let frameTime = Double(frame) / 60
            let samples = (0..<4).map { index -> TouchSample in
                let t = frameTime - Double(3 - index) / 240
                return TouchSample(id: 1, phase: .move, location: CGPoint(x: 120 + speed * CGFloat(t), y: 200),
                                   timestamp: t)
            }
            for sample in samples { h.window.dispatch([sample]) }
            h.window.advance(to: frameTime)
            measured = pan.velocity(in: nil).x
        }
        return measured
    }

    @Test(arguments: [300.0, 800.0, 1500.0])
    func velocityWithin5Percent(speed: Double) {
        let measured = velocity(speed: speed)
        #expect(abs(measured - speed) / speed < 0.05, "\(measured) pt/s for \(speed)")
    }
}
