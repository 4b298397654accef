import Foundation
import GestureKit

/// The slide after a fling: the release velocity decays exponentially on the engine clock (a frame callback, so it
/// is as deterministic as the recognizers). Integrated exactly per frame, so the distance travelled, velocity /
/// `decayRate`, doesn't depend on the frame rate.
@MainActor
enum Momentum {
    /// Per second; 4 carries a 1000 pt/s fling about 250 pt, near UIKit's feel for dragged objects.
    static let decayRate: CGFloat = 4
    /// Slower than this (pt/s) the slide stops.
    static let stopSpeed: CGFloat = 12

    /// Starts a slide; `move` applies a displacement and returns false to stop (e.g. at a wall). Returns the frame
    /// callback's id, to stop the slide when a new gesture grabs the object; nil when too slow to slide.
    static func start(on animator: Animator, velocity: CGPoint,
                      move: @escaping @MainActor (CGPoint) -> Bool) -> Int? {
        guard velocity.magnitude > stopSpeed else { return nil }
        var current = velocity
        return animator.addFrameCallback { _, dt in
            guard dt > 0 else { return true }
            let decay = exp(-decayRate * CGFloat(dt))
            let displacement = current * ((1 - decay) / decayRate)
            current = current * decay
            return move(displacement) && current.magnitude > stopSpeed
        }
    }
}
