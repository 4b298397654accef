import Foundation

extension Window {
    /// Touches the window still keeps: fingers down plus finished touches a view is owed a message about. Zero
    /// once a sequence has ended and every view got its ended or cancelled; tests and fuzzers check that.
    public var heldTouchCount: Int { pendingViewTouches.count }
}

extension GestureRecognizer {
    /// Touches the recognizer still follows in the current sequence (including ones it ignores). Zero once the
    /// sequence has ended and the recognizer was reset.
    public var trackedTouchCount: Int { trackedTouches.count }

    /// The recognizers given to `require(toFail:)` that still exist; the inspector draws them as static edges.
    public var requiredToFail: [GestureRecognizer] {
        staticFailureRequirements.compactMap(\.value)
    }
}
