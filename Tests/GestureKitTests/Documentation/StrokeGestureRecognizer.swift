@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation

/// Recognizes one finger drawn at least `minimumLength` points from where it came down, lifting within
/// `maximumDuration` seconds. The example of the "Writing a recognizer" article, compiled and tested here so the
/// article can't drift from the API.
@MainActor
final class StrokeGestureRecognizer: GestureRecognizer {
    /// A shorter stroke is a tap or a wobble, not a stroke.
    var minimumLength: CGFloat = 100
    /// A slower stroke is a drag, left to a pan.
    var maximumDuration: TimeInterval = 1
    /// Where the finger came down, in window coordinates (nil between strokes).
    private(set) var start: CGPoint?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard start == nil, touches.count == 1, let touch = touches.first else {
            return fail(because: "a second finger came down")
        }
        start = touch.location(in: nil)
        let limit = maximumDuration
        scheduleTimer(after: limit) { recognizer in
            recognizer.fail(because: "still down after maximumDuration \(limit) s")
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let start, let touch = touches.first else { return }
        let end = touch.location(in: nil)
        let length = hypot(end.x - start.x, end.y - start.y)
        if length < minimumLength {
            fail(because: "ended \(Int(length)) pt from its start < minimumLength \(Int(minimumLength)) pt",
                 numbers: [length, minimumLength])
        } else {
            setState(.ended)
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { fail(because: "its touch was cancelled") }
    }

    override func reset() {
        super.reset()
        start = nil
    }
}
