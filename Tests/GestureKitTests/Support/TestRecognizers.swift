import Foundation
@_spi(GestureRecognizerSubclass) @testable import GestureKit

/// A discrete recognizer for the Figure 1-6 walkthrough: recognizes when `fingers` touches have all ended having
/// moved less than `slop`, fails otherwise (or as soon as a finger strays).
class TwoFingerTapTestRecognizer: GestureRecognizer {
    var fingers = 2
    var slop: CGFloat = 20
    var failOnEnd = false
    private var starts: [Touch: CGPoint] = [:]
    private var ended = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { starts[touch] = touch.location(in: nil) }
        if starts.count > fingers { setState(.failed) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches where (starts[touch]?.distance(to: touch.location(in: nil)) ?? 0) > slop {
            setState(.failed)
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        ended += touches.count
        if ended == fingers {
            setState(failOnEnd || starts.count != fingers ? .failed : .ended)
        } else if touches.count == numberOfTouches {
            setState(.failed)
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { setState(.failed) }

    override func reset() {
        starts.removeAll()
        ended = 0
    }
}

/// A minimal multi-tap recognizer (one finger): recognizes on the up of the `taps`-th tap; the next tap must start
/// within 0.35 s (a timer fails it otherwise).
final class MultiTapTestRecognizer: GestureRecognizer {
    var taps = 2
    private var count = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        cancelTimers()
        if touches.count > 1 || numberOfTouches > 1 { setState(.failed) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        count += 1
        if count == taps {
            setState(.ended)
        } else {
            scheduleTimer(after: 0.35) { recognizer in recognizer.setState(.failed) }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { setState(.failed) }

    override func reset() { count = 0 }

    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        !((other as? MultiTapTestRecognizer).map { $0.taps > taps } ?? false)
    }
}

/// A continuous drag: begins once the first finger moved `threshold`, changes with every move, ends on the last up.
class DragTestRecognizer: GestureRecognizer {
    var threshold: CGFloat = 10
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if start == nil { start = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if let start, start.distance(to: location(in: nil)) >= threshold, pendingState == nil { setState(.began) }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == touches.count else { return }
        setState(state == .possible && pendingState == nil ? .failed : .ended)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        setState(state == .possible ? .failed : .cancelled)
    }

    override func reset() { start = nil }
}

/// A view that records its touch messages (besides the window trace) and whether it forwarded them.
final class RecordingView: View {
    var messages: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { messages.append("began \(touches.count)") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { messages.append("moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { messages.append("ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { messages.append("cancelled \(touches.count)") }
}
