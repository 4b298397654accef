import Foundation
import GestureKit

/// What a recognizer did with one replayed stroke.
public struct ReplayOutcome: Sendable {
    /// The state after the finger lifted (before the engine's reset).
    public var finalState: GestureRecognizer.State
    /// The state seen by each action call, in order.
    public var actions: [GestureRecognizer.State]
    /// Index of the sample at which the recognizer left `possible` (failed or recognized), if it did.
    public var decidedAtSample: Int?
    /// Path length (points) travelled up to that sample: how early the decision came.
    public var decidedAfterDistance: CGFloat?

    /// Why it failed, as the engine reported it (nil when it did not fail).
    public var reason: TransitionReason?

    public var recognized: Bool { finalState == .ended }
}
