import Foundation
import Testing
@testable import GestureKit

/// A fling that reaches an edge with `bounces` overshoots it and springs back, as UIKit's does, instead of landing
/// on the edge (https://developer.apple.com/documentation/uikit/uiscrollview/bounces: "the scroll view bounces when
/// it encounters a boundary of the content"). The fling follows v(t) = v0 · rate^ms to the edge, meets it at
/// v_e = (fling target − edge) · −ln(rate) · 1000 pt/s, and the overshoot x(τ) = v_e · τ · e^(−ωτ) shows through
/// the rubber band f(x) = (1 − 1/(x · 0.55/d + 1)) · d.
@MainActor
@Suite struct FlingBounceTests {
    let f = ScrollFixture()

    func rubberBand(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    @Test func flingPastTheEndOvershootsAndSpringsBack() throws {
        f.list.contentSize = CGSize(width: 400, height: 600)
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        let lift = 0.101
        let start = Double(f.list.contentOffset.y)
        let velocity = try #require(f.delegate.lastVelocity)
        // The delegate hears the edge as the target, as UIKit's does.
        #expect(f.delegate.lastTarget?.y == 200)
        let flingTarget = start + Double(velocity.y) * 0.998 / 0.002
        #expect(flingTarget > 200)
        let edgeTime = log((flingTarget - 200) / (flingTarget - start)) / log(0.998) / 1000
        let edgeSpeed = (flingTarget - 200) * -log(0.998) * 1000

        // On the way to the edge: the deceleration toward the fling's own target.
        f.window.advance(to: lift + edgeTime / 2)
        let before = flingTarget - (flingTarget - start) * pow(0.998, edgeTime / 2 * 1000)
        #expect(abs(Double(f.list.contentOffset.y) - before) < 1e-6)
        #expect(f.list.contentOffset.y < 200)

        // The overshoot's peak, at τ = 1/ω: v_e / (ω e) through the rubber band of the 400-point viewport.
        let omega = ScrollPhysics.springBackRate
        f.window.advance(to: lift + edgeTime + 1 / omega)
        let peak = 200 + rubberBand(edgeSpeed / (omega * exp(1)), 400)
        #expect(abs(Double(f.list.contentOffset.y) - peak) < 1e-6, "\(f.list.contentOffset.y) vs \(peak)")
        #expect(f.list.contentOffset.y > 210)
        #expect(f.list.isDecelerating)

        // Back on the edge, one didEndDecelerating.
        f.window.advance(to: lift + 5)
        #expect(f.list.contentOffset.y == 200)
        #expect(!f.list.isDecelerating)
        #expect(f.delegate.calls.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(f.delegate.calls.last == "didEndDecelerating")
    }

    /// Without bounces the same fling lands on the edge and never passes it.
    @Test func withoutBouncesTheFlingLandsOnTheEdge() {
        f.list.contentSize = CGSize(width: 400, height: 600)
        f.list.bounces = false
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        var time = 0.101
        while time < 3 {
            time += 1.0 / 240
            f.window.advance(to: time)
            #expect(f.list.contentOffset.y <= 200)
        }
        #expect(f.list.contentOffset.y == 200)
    }
}
