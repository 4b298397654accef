import Foundation

/// The responder chain: a view forwards touches it doesn't handle to its next responder (its superview, up to the
/// window), exactly as UIKit's `UIResponder` does when a subclass calls `super`.
@MainActor
open class Responder {
    public init() {}

    /// The next object up the chain, or nil at the end.
    open var next: Responder? { nil }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) { next?.touchesCancelled(touches, with: event) }
}
