import Foundation
import Testing
@testable import GestureKit

/// Deceleration, rubber band, spring back, paging and directional lock on virtual time, checked against the
/// formulas (ScrollPhysics) and the delegate's call order
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate,
/// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct,
/// https://developer.apple.com/documentation/uikit/uiscrollview/bounces,
/// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled,
/// https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled).
@MainActor
@Suite struct ScrollMotionTests {
    let f = ScrollFixture()

    /// A fling: the delegate hears UIKit's sequence; the target is where v0 / 1000 · rate / (1 − rate) takes the
    /// content from the lift; on the way the offset follows target − (target − start) · rate^ms; it ends on the target.
    @Test func flingDeceleratesAlongTheFormula() throws {
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        let lift = 0.101
        #expect(f.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating"])
        #expect(f.list.isDecelerating && !f.list.isDragging)
        let velocity = try #require(f.delegate.lastVelocity)
        let start = f.list.contentOffset.y
        let expected = start + velocity.y * 0.998 / 0.002
        let target = try #require(f.delegate.lastTarget)
        #expect(abs(target.y - expected) < 1e-6)
        #expect(velocity.y > 1.5)   // points per millisecond: the finger moved 2 pt/ms
        f.window.advance(to: lift + 0.5)
        let formula = target.y - (target.y - start) * pow(0.998, 500)
        #expect(abs(f.list.contentOffset.y - formula) < 1e-6)
        f.window.advance(to: lift + 10)
        #expect(f.list.contentOffset.y == target.y)
        #expect(f.delegate.calls.suffix(1) == ["didEndDecelerating"])
        #expect(!f.list.isDecelerating)
    }

    /// The fast rate stops sooner: the same fling travels 0.99 / 0.01 instead of 0.998 / 0.002 times v0 / 1000.
    @Test func fastRateTravelsLess() throws {
        f.list.decelerationRate = .fast
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        let velocity = try #require(f.delegate.lastVelocity)
        let target = try #require(f.delegate.lastTarget)
        #expect(abs(target.y - (f.list.contentOffset.y + velocity.y * 99)) < 1e-6)
    }

    /// A fling is clamped to the content's end.
    @Test func flingStopsAtTheEnd() throws {
        f.list.contentSize = CGSize(width: 400, height: 600)
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        #expect(f.delegate.lastTarget?.y == 200)
        f.window.advance(to: 10)
        #expect(f.list.contentOffset.y == 200)
    }

    /// The delegate may move the target (an inout parameter): the content lands where it says.
    @Test func delegateMovesTheTarget() {
        f.delegate.targetOverride = CGPoint(x: 0, y: 300)
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 0)
        f.window.advance(to: 10)
        #expect(f.list.contentOffset.y == 300)
    }

    /// Past the top the content follows the rubber band f(x) = (1 − 1/(x · 0.55/d + 1)) · d, d the height; after
    /// the lift it springs back along the critically damped curve and the delegate hears the deceleration.
    @Test func rubberBandAndSpringBack() {
        f.fingers.down(1, 200, 100, at: 0)
        f.fingers.move(1, 200, 115, at: 0.01)   // the pan begins here: translation 0
        f.fingers.move(1, 200, 315, at: 0.02)   // 200 pt past the top
        let shown: CGFloat = -(1 - 1 / (200 * 0.55 / 400 + 1)) * 400
        #expect(abs(f.list.contentOffset.y - shown) < 1e-9)
        #expect(abs(ScrollPhysics.rubberBand(-200, dimension: 400) - shown) < 1e-9)
        f.fingers.move(1, 200, 315, at: 0.3)
        f.fingers.up(1, 200, 315, at: 0.31)
        #expect(f.delegate.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating"])
        #expect(f.delegate.lastTarget == .zero)
        f.window.advance(to: 0.41)
        let spring = shown * (1 + 14 * 0.1) * exp(-14 * 0.1)
        #expect(abs(f.list.contentOffset.y - spring) < 1e-9)
        f.window.advance(to: 3)
        #expect(f.list.contentOffset.y == 0)
        #expect(f.delegate.calls.last == "didEndDecelerating")
    }

    /// Without bounces the content stops at the edge.
    @Test func noBouncesStopsAtTheEdge() {
        f.list.bounces = false
        f.fingers.down(1, 200, 100, at: 0)
        f.fingers.move(1, 200, 115, at: 0.01)
        f.fingers.move(1, 200, 315, at: 0.02)
        #expect(f.list.contentOffset.y == 0)
    }

    /// Content shorter than the list doesn't scroll, unless alwaysBounceVertical: then it rubber-bands.
    @Test func alwaysBounceVertical() {
        f.list.contentSize = CGSize(width: 400, height: 300)
        f.list.alwaysBounceVertical = true
        f.fingers.down(1, 300, 300, at: 0)
        f.fingers.move(1, 300, 285, at: 0.01)
        f.fingers.move(1, 300, 185, at: 0.02)
        #expect(abs(f.list.contentOffset.y - ScrollPhysics.rubberBand(100, dimension: 400)) < 1e-9)
    }

    /// Paging: a slow drag under half a page returns to its page; a flick goes one page on; a big fling never more
    /// than one page from where the drag started.
    @Test func pagingSettlesOnPages() throws {
        let f = ScrollFixture()
        f.list.contentSize = CGSize(width: 1600, height: 400)
        f.list.isPagingEnabled = true
        // Slow: 120 pt left, then a rest.
        f.fingers.down(1, 300, 300, at: 0)
        f.fingers.move(1, 285, 300, at: 0.01)
        f.fingers.move(1, 165, 300, at: 0.02)
        f.fingers.move(1, 165, 300, at: 0.3)
        f.fingers.up(1, 165, 300, at: 0.31)
        #expect(f.delegate.lastTarget == .zero)
        let start = f.list.contentOffset.x
        f.window.advance(to: 0.41)
        #expect(abs(f.list.contentOffset.x - start * pow(0.99, 100)) < 1e-9)
        f.window.advance(to: 3)
        #expect(f.list.contentOffset.x == 0)
        // A flick of 60 pt in 30 ms: page 1.
        f.fingers.down(1, 300, 300, at: 4)
        for index in 1...3 { f.fingers.move(1, 300 - 20 * CGFloat(index), 300, at: 4 + 0.01 * Double(index)) }
        f.fingers.up(1, 240, 300, at: 4.031)
        #expect(f.delegate.lastTarget == CGPoint(x: 400, y: 0))
        f.window.advance(to: 8)
        #expect(f.list.contentOffset.x == 400)
        // A long fast fling: still only page 2.
        f.fingers.down(1, 390, 300, at: 9)
        for index in 1...10 { f.fingers.move(1, 390 - 35 * CGFloat(index), 300, at: 9 + 0.01 * Double(index)) }
        f.fingers.up(1, 40, 300, at: 9.101)
        #expect(f.delegate.lastTarget == CGPoint(x: 800, y: 0))
    }

    /// Directional lock: a drag that starts vertically on a two-way scroll view stays vertical; a diagonal start
    /// moves both ways.
    @Test func directionalLock() {
        f.list.contentSize = CGSize(width: 2000, height: 2000)
        f.list.isDirectionalLockEnabled = true
        f.fingers.down(1, 300, 300, at: 0)
        f.fingers.move(1, 300, 285, at: 0.01)
        f.fingers.move(1, 260, 200, at: 0.02)
        #expect(f.list.contentOffset.x == 0 && f.list.contentOffset.y == 85)
        f.fingers.up(1, 260, 200, at: 0.5)
        f.window.advance(to: 5)
        let before = f.list.contentOffset
        f.fingers.down(1, 300, 300, at: 6)
        f.fingers.move(1, 290, 290, at: 6.01)
        f.fingers.move(1, 250, 250, at: 6.02)
        #expect(f.list.contentOffset.x == before.x + 40 && f.list.contentOffset.y == before.y + 40)
    }

    /// setContentOffset(_:animated:): at a constant velocity over 0.3 s, then didEndScrollingAnimation; a finger stops a motion.
    @Test func animatedOffsetAndCatching() {
        f.list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        f.window.advance(to: 0.15)
        #expect(f.list.contentOffset.y == 150)
        f.window.advance(to: 0.3)
        #expect(f.list.contentOffset.y == 300)
        #expect(f.delegate.calls == ["didEndScrollingAnimation"])
        f.drag(1, x: 200, from: 380, step: -20, steps: 10, at: 1)
        f.window.advance(to: 1.3)
        let caught = f.list.contentOffset.y
        f.fingers.down(2, 200, 200, at: 1.3)
        f.window.advance(to: 2)
        #expect(f.list.contentOffset.y == caught)
        #expect(!f.list.isDecelerating && f.list.isTracking)
        f.fingers.up(2, 200, 200, at: 2.1)
    }

    /// The formulas themselves: the fling distance sums the per-millisecond steps; the rubber band's inverse.
    @Test func formulas() {
        var position: Double = 0, velocity: Double = 1000
        for _ in 0..<20_000 {
            velocity *= 0.998
            position += velocity / 1000
        }
        #expect(abs(position - Double(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998))) < 1e-6)
        #expect(abs(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998) - 499) < 1e-9)
        let shown = ScrollPhysics.rubberBand(123, dimension: 400)
        #expect(abs(ScrollPhysics.fingerOvershoot(showing: shown, dimension: 400) - 123) < 1e-9)
    }
}
