import Foundation
import GestureKit

/// Plays a stream on a window and returns every broken promise, the recognizers of the window's whole tree
/// included: a check given no recognizers can't see one that never lets its touches go or never returns to
/// possible.
@MainActor
public enum TouchGuaranteeCheck {
    /// Plays `stream` on `window`, runs the clock `settle` seconds more for timers, and returns the broken promises
    /// (empty when every one held).
    public static func violations(playing stream: TouchStream, on window: Window, settle: TimeInterval = 3) -> [String] {
        let auditor = TouchGuaranteeAuditor(window: window)
        stream.play(on: window, settle: settle)
        return auditor.violations(recognizers: recognizers(in: window))
    }

    /// Every recognizer attached to `view` or a view under it.
    public static func recognizers(in view: View) -> [GestureRecognizer] {
        view.gestureRecognizers + view.subviews.flatMap { recognizers(in: $0) }
    }
}
