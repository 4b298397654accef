import Foundation
import GestureKit

/// One decision a scroll view made about a touch, as F2's "Scroll views" rows tell it, with its numbers: content
/// touches held and released, dropped because the drag became a scroll, cancelled by the scroll or kept by a control,
/// a pan that failed because the scroll view cannot move that way, a touch that only stopped a moving list.
public struct ScrollDecision: Equatable, Sendable {
    /// What the scroll view decided.
    public enum Kind: String, Sendable {
        /// The held touches went to the content (the delay passed, a quick tap lifted, or the pan failed).
        case released
        /// The drag became a scroll: the held touches were dropped.
        case dropped
        /// The content's touches were cancelled by the scroll.
        case cancelled
        /// The content keeps its touch and the scroll view doesn't scroll.
        case kept
        /// The pan failed: the scroll view cannot move the way the finger went.
        case cannotMove
        /// The touch stopped a moving scroll view and nothing else.
        case stoppedMotion
    }

    /// Engine-clock seconds.
    public let time: TimeInterval
    /// The scroll view's name.
    public let scrollView: String
    public let kind: Kind
    /// The row in plain words, with the numbers.
    public let text: String

    /// The decision a transition of a scroll view's recognizer carries, if any (`scroll.*` reason codes).
    static func from(_ transition: RecognizerTransition) -> ScrollDecision? {
        guard let reason = transition.reason else { return nil }
        let kind: Kind
        switch reason.code {
        case .scrollDelayPassed, .scrollTapBeforeDelay, .scrollPanFailed: kind = .released
        case .scrollBeganDroppingTouches: kind = .dropped
        case .scrollContentTracking, .scrollControlKeepsTouch, .scrollTouchesShouldCancelFalse: kind = .kept
        case .scrollCannotMoveThatWay: kind = .cannotMove
        case .scrollTouchStoppedMotion: kind = .stoppedMotion
        default: return nil
        }
        let text = kind == .cannotMove ? "\(transition.recognizer) failed: \(reason.text)" : reason.text
        return ScrollDecision(time: transition.time, scrollView: transition.view, kind: kind,
                              text: "\(transition.view): \(text)")
    }

    /// A content view's touches cancelled by its scroll view's pan (canCancelContentTouches, and
    /// touchesShouldCancel(in:) true for it).
    static func cancelled(_ delivery: ViewDelivery, by pan: String, of scrollView: String) -> ScrollDecision {
        ScrollDecision(time: delivery.time, scrollView: scrollView, kind: .cancelled,
                       text: "\(scrollView): \(delivery.view)'s touch cancelled by \(pan): the drag became a scroll "
                           + "(canCancelContentTouches; touchesShouldCancel(in:) is true for \(delivery.view))")
    }
}
