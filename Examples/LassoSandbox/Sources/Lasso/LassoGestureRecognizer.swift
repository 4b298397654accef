@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation

/// A lasso: one finger draws a loop, and when it lifts near where it started the loop is recognized (discrete), so
/// the scene can select what it encloses (`encloses(_:)`).
///
/// It follows the finger in window coordinates, so a transformed view doesn't bend the loop. Each failure says why,
/// with the measured value and the limit, the way the built-in recognizers do.
@MainActor
public final class LassoGestureRecognizer: GestureRecognizer {
    /// A loop shorter than this is a tap or a flick, not a lasso.
    public var minimumPathLength: CGFloat = 120
    /// How close to its start the finger must lift: a loop is rarely closed exactly.
    public var closingDistance: CGFloat = 60
    /// The smallest area the loop may enclose, in square points, so a back-and-forth scribble isn't a loop.
    public var minimumArea: CGFloat = 1600

    /// The last loop drawn, in window coordinates: the one in progress while `isDrawing`, else the last finished
    /// one (the recognized loop, when the action runs), until the next touch begins.
    public private(set) var points: [CGPoint] = []
    /// Told why, each time a loop is refused (the same words the trace and the inspector show).
    public var didFail: (@MainActor (String) -> Void)?
    /// A finger is drawing a loop that may still be recognized.
    public var isDrawing: Bool { trackedTouch != nil && state == .possible }
    private var trackedTouch: Touch?

    public required init() {
        super.init()
    }

    /// The length of the path drawn so far.
    public var pathLength: CGFloat { LassoLoop(points).length }

    /// Whether `point` (window coordinates) lies inside the recognized loop (even-odd rule, the loop closed by a
    /// straight segment from its end back to its start).
    public func encloses(_ point: CGPoint) -> Bool { LassoLoop(points).contains(point) }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else {
            refuse("a second finger came down (one-finger lasso)")
            return
        }
        trackedTouch = touch
        points = [touch.location(in: nil)]
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        points.append(touch.location(in: nil))
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        points.append(touch.location(in: nil))
        let loop = LassoLoop(points)
        if loop.length < minimumPathLength {
            refuse("path \(Int(loop.length)) pt < minimumPathLength \(Int(minimumPathLength)) pt")
        } else if loop.gap > closingDistance {
            refuse("ends \(Int(loop.gap)) pt from its start > closingDistance \(Int(closingDistance)) pt")
        } else if loop.area < minimumArea {
            refuse("encloses \(Int(loop.area)) pt² < minimumArea \(Int(minimumArea)) pt²")
        } else {
            setState(.ended)
        }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { refuse("its touch was cancelled") }
    }

    private func refuse(_ reason: String) {
        fail(because: reason)
        didFail?(reason)
    }

    /// Keeps the last loop for the action's target to read; the next touch starts a new one.
    public override func reset() {
        super.reset()
        trackedTouch = nil
    }
}
