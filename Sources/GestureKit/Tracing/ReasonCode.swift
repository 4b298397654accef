import Foundation

/// Why a recognizer failed, was cancelled, or was forced by another. Each code is declared once, in `definition`:
/// its stable text (part of the trace format), the names of the numbers it carries (fields of the trace's `reason`
/// object), and its one-line English meaning (`--help`, docs/reasons.md via tools/reason-codes-doc.py).
///
/// Codes are `recognizer-kind.condition` for a built-in recognizer's own failure conditions, and a bare word for
/// arbitration, lifecycle and cancellation causes, which apply to every recognizer.
public enum ReasonCode: CaseIterable, Sendable, Hashable, RawRepresentable {
    // Tap
    /// A finger moved farther than allowableMovement from where it came down.
    case tapMoved
    /// A tap lasted longer than maximumTapDuration.
    case tapHeldTooLong
    /// The next tap did not start within maximumIntervalBetweenTaps.
    case tapNoNextTap
    /// More fingers came down than numberOfTouchesRequired.
    case tapTooManyFingers
    /// A finger lifted before numberOfTouchesRequired were down.
    case tapLiftedBeforeAllFingers
    /// A later tap came down farther than allowableMovement from the first.
    case tapNextTapTooFar
    // Long press
    /// A finger moved farther than allowableMovement before minimumPressDuration.
    case longPressMoved
    /// The fingers lifted before minimumPressDuration.
    case longPressLiftedEarly
    /// A different number of fingers than numberOfTouchesRequired.
    case longPressTooManyFingers
    /// One of the required taps before the press lasted too long.
    case longPressHeldTapTooLong
    /// The next tap or the press did not start in time.
    case longPressNoNextTap
    /// A later tap or the press came down too far from the first tap.
    case longPressNextTapTooFar
    // Pan
    /// More fingers than maximumNumberOfTouches came down before it began.
    case panTooManyFingers
    /// It would have begun with fewer fingers than minimumNumberOfTouches.
    case panTooFewFingers
    /// The fingers lifted before moving the hysteresis distance.
    case panEndedBeforeMoving
    // Screen-edge pan
    /// The touch did not start within edgeRegion of a configured edge.
    case edgePanNotAtEdge
    /// The finger moved along the edge rather than away from it.
    case edgePanAlongEdge
    /// The finger lifted before moving away from the edge.
    case edgePanEndedBeforeMoving
    // Swipe
    /// MinimumDistance was not covered within maximumDuration.
    case swipeTooSlow
    /// The finger went sideways more than maximumOffAxisRatio × forward.
    case swipeOffAxis
    /// The finger headed in a direction the swipe does not accept.
    case swipeWrongDirection
    /// The fingers lifted before covering minimumDistance.
    case swipeTooShort
    /// More or fewer fingers than numberOfTouchesRequired.
    case swipeWrongFingerCount
    // Pinch and rotation
    /// The fingers lifted before their distance changed by the hysteresis.
    case pinchEndedBeforeScaling
    /// The sequence ended without two fingers ever down together.
    case pinchTooFewTouches
    /// The fingers lifted before turning by minimumRotation.
    case rotationEndedBeforeTurning
    /// The sequence ended without two fingers ever down together.
    case rotationTooFewTouches
    // Scroll view
    /// The content-touch delay passed without a scroll: the held touches go to the content.
    case scrollDelayPassed
    /// The finger lifted before the content-touch delay: a tap, its began and ended go to the content together.
    case scrollTapBeforeDelay
    /// The scroll view's pan failed, so it holds no touches back any longer.
    case scrollPanFailed
    /// The drag became a scroll: the held touches are dropped, the content never sees them.
    case scrollBeganDroppingTouches
    /// The drag went along an axis the scroll view cannot scroll.
    case scrollCannotMoveThatWay
    /// Content is tracking the touch and canCancelContentTouches is false.
    case scrollContentTracking
    /// TouchesShouldCancel(in:) is false for the tracking content, a Control (UIKit's default for controls).
    case scrollControlKeepsTouch
    /// An override of touchesShouldCancel(in:) returned false for the tracking content view.
    case scrollTouchesShouldCancelFalse
    /// The touch landed on a moving scroll view: it stops the motion, and the content gets none of it.
    case scrollTouchStoppedMotion
    /// A custom recognizer's own condition; its words are in `TransitionReason.detail`, and the numbers it may carry
    /// are named by the reason itself (`TransitionReason.customNumberNames`), as fields of the trace's `reason`.
    case custom
    // Arbitration
    /// Another on a shared touch began or recognized; neither delegate allows shouldRecognizeSimultaneouslyWith.
    case prevented
    /// A recognizer it required to fail recognized instead.
    case requiredRecognizerSucceeded
    /// GestureRecognizerShouldBegin returned false (delegate or view).
    case shouldBeginFalse
    /// A control's own action on the touched control wins over this gesture.
    case controlDefaultAction
    // Lifecycle
    /// The recognizer was disabled.
    case disabled
    /// The recognizer was removed from its view.
    case removed
    /// Its view left the window.
    case viewLeftWindow
    // Cancellation of touches
    /// Its touches were cancelled (interruption, scene switch, recording, lost device).
    case touchesCancelled
    /// Still possible when the sequence ended, and reset.
    case sequenceEnded

    /// One code's declaration.
    public struct Definition: Sendable {
        /// The stable text traces and tests use: `tap.moved`.
        public let code: String
        /// The names of the numbers a reason with this code carries, in order.
        public let numberNames: [String]
        /// One line for `--help` and the reference table in the docs.
        public let summary: String

        init(_ code: String, _ numberNames: [String], _ summary: String) {
            self.code = code
            self.numberNames = numberNames
            self.summary = summary
        }

        init(_ code: String, _ summary: String) {
            self.init(code, [], summary)
        }
    }

    /// Every code's text, numbers and meaning, in one place.
    public var definition: Definition {
        switch self {
        case .tapMoved:
            Definition("tap.moved", ["moved", "allowableMovement"],
                       "a finger moved farther than allowableMovement from where it came down")
        case .tapHeldTooLong:
            Definition("tap.held-too-long", ["held", "maximumTapDuration"],
                       "a tap lasted longer than maximumTapDuration")
        case .tapNoNextTap:
            Definition("tap.no-next-tap", ["waited", "maximumIntervalBetweenTaps"],
                       "the next tap did not start within maximumIntervalBetweenTaps")
        case .tapTooManyFingers:
            Definition("tap.too-many-fingers", ["fingers", "numberOfTouchesRequired"],
                       "more fingers came down than numberOfTouchesRequired")
        case .tapLiftedBeforeAllFingers:
            Definition("tap.lifted-before-all-fingers", ["fingers", "numberOfTouchesRequired"],
                       "a finger lifted before numberOfTouchesRequired were down")
        case .tapNextTapTooFar:
            Definition("tap.next-tap-too-far", ["distance", "allowableMovement"],
                       "a later tap came down farther than allowableMovement from the first")
        case .longPressMoved:
            Definition("long-press.moved", ["moved", "allowableMovement"],
                       "a finger moved farther than allowableMovement before minimumPressDuration")
        case .longPressLiftedEarly:
            Definition("long-press.lifted-early", ["held", "minimumPressDuration"],
                       "the fingers lifted before minimumPressDuration")
        case .longPressTooManyFingers:
            Definition("long-press.too-many-fingers", ["fingers", "numberOfTouchesRequired"],
                       "a different number of fingers than numberOfTouchesRequired")
        case .longPressHeldTapTooLong:
            Definition("long-press.tap-too-long", ["held", "maximumTapDuration"],
                       "one of the required taps before the press lasted too long")
        case .longPressNoNextTap:
            Definition("long-press.no-next-tap", ["waited", "maximumIntervalBetweenTaps"],
                       "the next tap or the press did not start in time")
        case .longPressNextTapTooFar:
            Definition("long-press.next-tap-too-far", ["distance", "allowableMovement"],
                       "a later tap or the press came down too far from the first tap")
        case .panTooManyFingers:
            Definition("pan.too-many-fingers", ["fingers", "maximumNumberOfTouches"],
                       "more fingers than maximumNumberOfTouches came down before it began")
        case .panTooFewFingers:
            Definition("pan.too-few-fingers", ["fingers", "minimumNumberOfTouches"],
                       "it would have begun with fewer fingers than minimumNumberOfTouches")
        case .panEndedBeforeMoving:
            Definition("pan.ended-before-moving", ["moved", "hysteresis"],
                       "the fingers lifted before moving the hysteresis distance")
        case .edgePanNotAtEdge:
            Definition("edge-pan.not-at-edge", ["distance", "edgeRegion"],
                       "the touch did not start within edgeRegion of a configured edge")
        case .edgePanAlongEdge:
            Definition("edge-pan.along-edge", ["along", "away"],
                       "the finger moved along the edge rather than away from it")
        case .edgePanEndedBeforeMoving:
            Definition("edge-pan.ended-before-moving", ["moved", "hysteresis"],
                       "the finger lifted before moving away from the edge")
        case .swipeTooSlow:
            Definition("swipe.too-slow", ["duration", "maximumDuration"],
                       "minimumDistance was not covered within maximumDuration")
        case .swipeOffAxis:
            Definition("swipe.off-axis", ["sideways", "maximumOffAxisRatio", "forward"],
                       "the finger went sideways more than maximumOffAxisRatio × forward")
        case .swipeWrongDirection:
            Definition("swipe.wrong-direction",
                       "the finger headed in a direction the swipe does not accept")
        case .swipeTooShort:
            Definition("swipe.too-short", ["distance", "minimumDistance"],
                       "the fingers lifted before covering minimumDistance")
        case .swipeWrongFingerCount:
            Definition("swipe.wrong-finger-count", ["fingers", "numberOfTouchesRequired"],
                       "more or fewer fingers than numberOfTouchesRequired")
        case .pinchEndedBeforeScaling:
            Definition("pinch.ended-before-scaling", ["change", "hysteresis"],
                       "the fingers lifted before their distance changed by the hysteresis")
        case .pinchTooFewTouches:
            Definition("pinch.too-few-touches", ["fingers", "needed"],
                       "the sequence ended without two fingers ever down together")
        case .rotationEndedBeforeTurning:
            Definition("rotation.ended-before-turning", ["degrees", "minimumRotation"],
                       "the fingers lifted before turning by minimumRotation")
        case .rotationTooFewTouches:
            Definition("rotation.too-few-touches", ["fingers", "needed"],
                       "the sequence ended without two fingers ever down together")
        case .scrollDelayPassed:
            Definition("scroll.delay-passed", ["held", "delay"],
                       "the content-touch delay (delaysContentTouches) passed without a scroll: the content gets the held touches")
        case .scrollTapBeforeDelay:
            Definition("scroll.tap-before-delay", ["held", "delay"],
                       "the finger lifted before the content-touch delay: a tap, the content gets began and ended together")
        case .scrollPanFailed:
            Definition("scroll.pan-failed",
                       "its scroll view's pan failed, so it holds the content's touches back no longer")
        case .scrollBeganDroppingTouches:
            Definition("scroll.began-dropping-touches", ["held"],
                       "the drag became a scroll: the held touches are dropped and the content never sees them")
        case .scrollCannotMoveThatWay:
            Definition("scroll.cannot-move-that-way", ["horizontal", "vertical"],
                       "the drag went along an axis the scroll view cannot scroll")
        case .scrollContentTracking:
            Definition("scroll.content-tracking",
                       "content is tracking the touch and canCancelContentTouches is false: no scroll")
        case .scrollControlKeepsTouch:
            Definition("scroll.control-keeps-touch",
                       "touchesShouldCancel(in:) is false for a Control tracking the touch: no scroll")
        case .scrollTouchesShouldCancelFalse:
            Definition("scroll.touches-should-cancel-false",
                       "touchesShouldCancel(in:) returned false for the tracking content: no scroll")
        case .scrollTouchStoppedMotion:
            Definition("scroll.touch-stopped-motion", ["left"],
                       "the touch stopped a moving scroll view (deceleration, spring back, animation): the content gets none of it")
        case .custom:
            Definition("custom",
                       "a custom recognizer's own condition (its words in the text)")
        case .prevented:
            Definition("prevented",
                       "another on a shared touch began or recognized; neither delegate allows shouldRecognizeSimultaneouslyWith")
        case .requiredRecognizerSucceeded:
            Definition("required-recognizer-succeeded",
                       "a recognizer it required to fail recognized instead")
        case .shouldBeginFalse:
            Definition("should-begin-false",
                       "gestureRecognizerShouldBegin returned false (delegate or view)")
        case .controlDefaultAction:
            Definition("control-default-action",
                       "a control's own action on the touched control wins over this gesture")
        case .disabled:
            Definition("disabled",
                       "the recognizer was disabled")
        case .removed:
            Definition("removed",
                       "the recognizer was removed from its view")
        case .viewLeftWindow:
            Definition("view-left-window",
                       "its view left the window")
        case .touchesCancelled:
            Definition("touches-cancelled",
                       "its touches were cancelled (interruption, scene switch, recording, lost device)")
        case .sequenceEnded:
            Definition("sequence-ended",
                       "the touch sequence ended while it was still possible")
        }
    }

    public var rawValue: String { definition.code }
    /// The names of the numbers a reason with this code carries, in order: the fields of the trace's `reason` object.
    public var numberNames: [String] { definition.numberNames }
    /// What the code means in one English line, for `--help` and docs/reasons.md.
    public var summary: String { definition.summary }

    public init?(rawValue: String) {
        guard let code = Self.byText[rawValue] else { return nil }
        self = code
    }

    private static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
