import Foundation

/// Why a recognizer failed, was cancelled, or was forced by another: a stable code (part of the trace format), the
/// names of the numbers it carries, and its one-line English rendering.
///
/// Codes are `recognizer-kind.condition` for a built-in recognizer's own failure conditions, and a bare word for
/// arbitration, lifecycle and cancellation causes, which apply to every recognizer.
public enum ReasonCode: String, CaseIterable, Sendable {
    // Tap
    /// A finger moved farther than allowableMovement from where it came down.
    case tapMoved = "tap.moved"
    /// A tap lasted longer than maximumTapDuration.
    case tapHeldTooLong = "tap.held-too-long"
    /// The next tap did not start within maximumIntervalBetweenTaps.
    case tapNoNextTap = "tap.no-next-tap"
    /// More fingers came down than numberOfTouchesRequired.
    case tapTooManyFingers = "tap.too-many-fingers"
    /// A finger lifted before numberOfTouchesRequired were down.
    case tapLiftedBeforeAllFingers = "tap.lifted-before-all-fingers"
    /// A later tap came down farther than allowableMovement from the first.
    case tapNextTapTooFar = "tap.next-tap-too-far"
    // Long press
    /// A finger moved farther than allowableMovement before minimumPressDuration.
    case longPressMoved = "long-press.moved"
    /// The fingers lifted before minimumPressDuration.
    case longPressLiftedEarly = "long-press.lifted-early"
    /// A different number of fingers than numberOfTouchesRequired.
    case longPressTooManyFingers = "long-press.too-many-fingers"
    /// One of the required taps before the press lasted too long.
    case longPressHeldTapTooLong = "long-press.tap-too-long"
    /// The next tap or the press did not start in time.
    case longPressNoNextTap = "long-press.no-next-tap"
    /// A later tap or the press came down too far from the first tap.
    case longPressNextTapTooFar = "long-press.next-tap-too-far"
    // Pan
    /// More fingers than maximumNumberOfTouches came down before it began.
    case panTooManyFingers = "pan.too-many-fingers"
    /// It would have begun with fewer fingers than minimumNumberOfTouches.
    case panTooFewFingers = "pan.too-few-fingers"
    /// The fingers lifted before moving the hysteresis distance.
    case panEndedBeforeMoving = "pan.ended-before-moving"
    // Screen-edge pan
    /// The touch did not start within edgeRegion of a configured edge.
    case edgePanNotAtEdge = "edge-pan.not-at-edge"
    /// The finger moved along the edge rather than away from it.
    case edgePanAlongEdge = "edge-pan.along-edge"
    /// The finger lifted before moving away from the edge.
    case edgePanEndedBeforeMoving = "edge-pan.ended-before-moving"
    // Swipe
    /// MinimumDistance was not covered within maximumDuration.
    case swipeTooSlow = "swipe.too-slow"
    /// The finger went sideways more than maximumOffAxisRatio × forward.
    case swipeOffAxis = "swipe.off-axis"
    /// The finger headed in a direction the swipe does not accept.
    case swipeWrongDirection = "swipe.wrong-direction"
    /// The fingers lifted before covering minimumDistance.
    case swipeTooShort = "swipe.too-short"
    /// More or fewer fingers than numberOfTouchesRequired.
    case swipeWrongFingerCount = "swipe.wrong-finger-count"
    // Pinch and rotation
    /// The fingers lifted before their distance changed by the hysteresis.
    case pinchEndedBeforeScaling = "pinch.ended-before-scaling"
    /// The sequence ended without two fingers ever down together.
    case pinchTooFewTouches = "pinch.too-few-touches"
    /// The fingers lifted before turning by minimumRotation.
    case rotationEndedBeforeTurning = "rotation.ended-before-turning"
    /// The sequence ended without two fingers ever down together.
    case rotationTooFewTouches = "rotation.too-few-touches"
    /// A custom recognizer's own condition; its words are in `TransitionReason.detail`, and the numbers it may carry
    /// are named in those words (the code names none, so traces leave them to the text).
    case custom = "custom"

    // Arbitration
    /// Another on a shared touch began or recognized; neither delegate allows shouldRecognizeSimultaneouslyWith.
    case prevented = "prevented"
    /// A recognizer it required to fail recognized instead.
    case requiredRecognizerSucceeded = "required-recognizer-succeeded"
    /// GestureRecognizerShouldBegin returned false (delegate or view).
    case shouldBeginFalse = "should-begin-false"
    /// A control's own action on the touched control wins over this gesture.
    case controlDefaultAction = "control-default-action"
    // Lifecycle
    /// The recognizer was disabled.
    case disabled = "disabled"
    /// The recognizer was removed from its view.
    case removed = "removed"
    /// Its view left the window.
    case viewLeftWindow = "view-left-window"
    // Cancellation of touches
    /// Its touches were cancelled (interruption, scene switch, recording, lost device).
    case touchesCancelled = "touches-cancelled"
    /// Still possible when the sequence ended, and reset.
    case sequenceEnded = "sequence-ended"

    /// The names of the numbers a reason with this code carries, in order; they become fields of the trace's
    /// `reason` object.
    public var numberNames: [String] {
        switch self {
        case .tapMoved, .longPressMoved: ["moved", "allowableMovement"]
        case .tapHeldTooLong, .longPressHeldTapTooLong: ["held", "maximumTapDuration"]
        case .tapNoNextTap, .longPressNoNextTap: ["waited", "maximumIntervalBetweenTaps"]
        case .tapTooManyFingers, .tapLiftedBeforeAllFingers, .longPressTooManyFingers: ["fingers", "numberOfTouchesRequired"]
        case .tapNextTapTooFar, .longPressNextTapTooFar: ["distance", "allowableMovement"]
        case .longPressLiftedEarly: ["held", "minimumPressDuration"]
        case .panTooManyFingers: ["fingers", "maximumNumberOfTouches"]
        case .panTooFewFingers: ["fingers", "minimumNumberOfTouches"]
        case .panEndedBeforeMoving: ["moved", "hysteresis"]
        case .edgePanNotAtEdge: ["distance", "edgeRegion"]
        case .edgePanAlongEdge: ["along", "away"]
        case .edgePanEndedBeforeMoving: ["moved", "hysteresis"]
        case .swipeTooSlow: ["duration", "maximumDuration"]
        case .swipeOffAxis: ["sideways", "maximumOffAxisRatio", "forward"]
        case .swipeTooShort: ["distance", "minimumDistance"]
        case .swipeWrongFingerCount: ["fingers", "numberOfTouchesRequired"]
        case .pinchEndedBeforeScaling: ["change", "hysteresis"]
        case .rotationEndedBeforeTurning: ["degrees", "minimumRotation"]
        case .pinchTooFewTouches, .rotationTooFewTouches: ["fingers", "needed"]
        case .swipeWrongDirection, .custom, .prevented, .requiredRecognizerSucceeded, .shouldBeginFalse,
             .controlDefaultAction, .disabled, .removed, .viewLeftWindow, .touchesCancelled, .sequenceEnded: []
        }
    }

    /// One line for `--help` and the reference table in the docs.
    public var summary: String {
        switch self {
        case .tapMoved: "a finger moved farther than allowableMovement from where it came down"
        case .tapHeldTooLong: "a tap lasted longer than maximumTapDuration"
        case .tapNoNextTap: "the next tap did not start within maximumIntervalBetweenTaps"
        case .tapTooManyFingers: "more fingers came down than numberOfTouchesRequired"
        case .tapLiftedBeforeAllFingers: "a finger lifted before numberOfTouchesRequired were down"
        case .tapNextTapTooFar: "a later tap came down farther than allowableMovement from the first"
        case .longPressMoved: "a finger moved farther than allowableMovement before minimumPressDuration"
        case .longPressLiftedEarly: "the fingers lifted before minimumPressDuration"
        case .longPressTooManyFingers: "a different number of fingers than numberOfTouchesRequired"
        case .longPressHeldTapTooLong: "one of the required taps before the press lasted too long"
        case .longPressNoNextTap: "the next tap or the press did not start in time"
        case .longPressNextTapTooFar: "a later tap or the press came down too far from the first tap"
        case .panTooManyFingers: "more fingers than maximumNumberOfTouches came down before it began"
        case .panTooFewFingers: "it would have begun with fewer fingers than minimumNumberOfTouches"
        case .panEndedBeforeMoving: "the fingers lifted before moving the hysteresis distance"
        case .edgePanNotAtEdge: "the touch did not start within edgeRegion of a configured edge"
        case .edgePanAlongEdge: "the finger moved along the edge rather than away from it"
        case .edgePanEndedBeforeMoving: "the finger lifted before moving away from the edge"
        case .swipeTooSlow: "minimumDistance was not covered within maximumDuration"
        case .swipeOffAxis: "the finger went sideways more than maximumOffAxisRatio × forward"
        case .swipeWrongDirection: "the finger headed in a direction the swipe does not accept"
        case .swipeTooShort: "the fingers lifted before covering minimumDistance"
        case .swipeWrongFingerCount: "more or fewer fingers than numberOfTouchesRequired"
        case .pinchEndedBeforeScaling: "the fingers lifted before their distance changed by the hysteresis"
        case .pinchTooFewTouches: "the sequence ended without two fingers ever down together"
        case .rotationEndedBeforeTurning: "the fingers lifted before turning by minimumRotation"
        case .rotationTooFewTouches: "the sequence ended without two fingers ever down together"
        case .custom: "a custom recognizer's own condition (its words in the text)"
        case .prevented: "another on a shared touch began or recognized; neither delegate allows shouldRecognizeSimultaneouslyWith"
        case .requiredRecognizerSucceeded: "a recognizer it required to fail recognized instead"
        case .shouldBeginFalse: "gestureRecognizerShouldBegin returned false (delegate or view)"
        case .controlDefaultAction: "a control's own action on the touched control wins over this gesture"
        case .disabled: "the recognizer was disabled"
        case .removed: "the recognizer was removed from its view"
        case .viewLeftWindow: "its view left the window"
        case .touchesCancelled: "its touches were cancelled (interruption, scene switch, recording, lost device)"
        case .sequenceEnded: "the touch sequence ended while it was still possible"
        }
    }
}
