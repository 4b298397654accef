import Foundation

/// The responder chain: a view forwards touches it doesn't handle to its next responder (its superview, up to the
/// window), exactly as UIKit's `UIResponder` does when a subclass calls `super`.
@MainActor
open class Responder {
    /// A responder with no next responder; subclasses provide `next`.
    public init() {}

    /// The next object up the chain, or nil at the end.
    open var next: Responder? { nil }

    /// Fingers came down on this responder; the default passes them up the chain (override without super to keep them).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved; the default passes them up the chain.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; the default passes them up the chain.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) { next?.touchesEnded(touches, with: event) }
    /// Fingers were taken away (a recognizer recognized, an interruption); the default passes them up the chain.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) { next?.touchesCancelled(touches, with: event) }
}
