import Foundation
@testable import GestureKit
import Testing

@MainActor
@Suite("Animator time scale (slow animations)")
struct AnimatorTimeScaleTests {
    @Test("at ¼ an animation takes four times as long, frame callbacks see ¼ of the time, and timers keep the clock's")
    func slowAnimations() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "box")
        window.addSubview(view)
        window.animator.timeScale = 0.25
        window.advance(to: 0)
        View.animate(withDuration: 1, curve: .linear, views: [view], animations: { view.alpha = 0 })
        var deltas: [TimeInterval] = []
        window.animator.addFrameCallback { _, dt in
            deltas.append(dt)
            return deltas.count < 3
        }
        var fired: TimeInterval?
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.scheduleTimer(after: 0.5) { _ in fired = window.clock.now }
        window.advance(to: 1)
        #expect(abs(view.alpha - 0.75) < 1e-9, "a quarter of the way after one clock second")
        #expect(fired == 0.5, "recognizer timers keep real time")
        window.advance(to: 2)
        window.animator.timeScale = 1
        window.advance(to: 3.5)
        #expect(abs(view.alpha - 0) < 1e-9, "0.5 (slow) + 1.5 (normal) of animation time passed")
        #expect(deltas == [0.25, 0.25, 1.5])
    }
}
