import Foundation

extension Window {
    /// Closes what the engine still holds open when the host goes away (the app exiting), once its fingers are
    /// cancelled (`cancelAllTouches`): every recognizer still deciding fails (or, in progress, is cancelled) with
    /// the reason "touches cancelled: `cause`" — the single tap waiting for its double tap, the double tap between
    /// taps — which releases the `ended`s they held back from the views; a touch a view is still owed after that
    /// is cancelled in it. Afterwards the window holds no touch and every recognizer is back in possible. With a
    /// finger still down it does nothing: that finger's sequence isn't over.
    public func closeWaits(cause: TouchCancelCause) {
        guard !hasActiveTouches else { return }
        arena.closeWaits(because: isObserved ? TransitionReason(.touchesCancelled, detail: cause.rawValue) : nil)
        var owed: [Touch] = []
        for touch in pendingViewTouches where touch.isOwedByView { owed.append(touch) }
        if !owed.isEmpty { cancelTouchesInViews(owed, note: .cancelledByInput(cause)) }
    }
}
