import Foundation

/// Why a recognizer failed, was cancelled, or was forced by another. Each code is declared once, in `definition`:
/// its stable text (part of the trace format), the names of the numbers it carries (fields of the trace's `reason`
/// object), and its one-line English meaning (`--help`, docs/reasons.md via tools/reason-codes-doc.py).
///
/// Codes are `recognizer-kind.condition` for a built-in recognizer's own failure conditions, and a bare word for
/// arbitration, lifecycle and cancellation causes, which apply to every recognizer.
public enum ReasonCode: CaseIterable, Sendable, Hashable, RawRepresentable {
    // Tap
    /// `tap.moved` (its numbers and meaning: `definition`).
    case tapMoved
    /// `tap.held-too-long` (its numbers and meaning: `definition`).
    case tapHeldTooLong
    /// `tap.no-next-tap` (its numbers and meaning: `definition`).
    case tapNoNextTap
    /// `tap.too-many-fingers` (its numbers and meaning: `definition`).
    case tapTooManyFingers
    /// `tap.lifted-before-all-fingers` (its numbers and meaning: `definition`).
    case tapLiftedBeforeAllFingers
    /// `tap.next-tap-too-far` (its numbers and meaning: `definition`).
    case tapNextTapTooFar
    // Long press
    /// `long-press.moved` (its numbers and meaning: `definition`).
    case longPressMoved
    /// `long-press.lifted-early` (its numbers and meaning: `definition`).
    case longPressLiftedEarly
    /// `long-press.too-many-fingers` (its numbers and meaning: `definition`).
    case longPressTooManyFingers
    /// `long-press.tap-too-long` (its numbers and meaning: `definition`).
    case longPressHeldTapTooLong
    /// `long-press.no-next-tap` (its numbers and meaning: `definition`).
    case longPressNoNextTap
    /// `long-press.next-tap-too-far` (its numbers and meaning: `definition`).
    case longPressNextTapTooFar
    // Pan
    /// `pan.too-many-fingers` (its numbers and meaning: `definition`).
    case panTooManyFingers
    /// `pan.too-few-fingers` (its numbers and meaning: `definition`).
    case panTooFewFingers
    /// `pan.ended-before-moving` (its numbers and meaning: `definition`).
    case panEndedBeforeMoving
    // Screen-edge pan
    /// `edge-pan.not-at-edge` (its numbers and meaning: `definition`).
    case edgePanNotAtEdge
    /// `edge-pan.along-edge` (its numbers and meaning: `definition`).
    case edgePanAlongEdge
    /// `edge-pan.ended-before-moving` (its numbers and meaning: `definition`).
    case edgePanEndedBeforeMoving
    // Swipe
    /// `swipe.too-slow` (its numbers and meaning: `definition`).
    case swipeTooSlow
    /// `swipe.off-axis` (its numbers and meaning: `definition`).
    case swipeOffAxis
    /// `swipe.wrong-direction` (its numbers and meaning: `definition`).
    case swipeWrongDirection
    /// `swipe.too-short` (its numbers and meaning: `definition`).
    case swipeTooShort
    /// `swipe.wrong-finger-count` (its numbers and meaning: `definition`).
    case swipeWrongFingerCount
    // Pinch and rotation
    /// `pinch.ended-before-scaling` (its numbers and meaning: `definition`).
    case pinchEndedBeforeScaling
    /// `pinch.too-few-touches` (its numbers and meaning: `definition`).
    case pinchTooFewTouches
    /// `rotation.ended-before-turning` (its numbers and meaning: `definition`).
    case rotationEndedBeforeTurning
    /// `rotation.too-few-touches` (its numbers and meaning: `definition`).
    case rotationTooFewTouches
    /// A custom recognizer's own condition; its words are in `TransitionReason.detail`, and the numbers it may carry
    /// are named in those words (the code names none, so traces leave them to the text).
    case custom
    // Arbitration
    /// `prevented` (its numbers and meaning: `definition`).
    case prevented
    /// `required-recognizer-succeeded` (its numbers and meaning: `definition`).
    case requiredRecognizerSucceeded
    /// `should-begin-false` (its numbers and meaning: `definition`).
    case shouldBeginFalse
    /// `control-default-action` (its numbers and meaning: `definition`).
    case controlDefaultAction
    // Lifecycle
    /// `disabled` (its numbers and meaning: `definition`).
    case disabled
    /// `removed` (its numbers and meaning: `definition`).
    case removed
    /// `view-left-window` (its numbers and meaning: `definition`).
    case viewLeftWindow
    // Cancellation of touches
    /// `touches-cancelled` (its numbers and meaning: `definition`).
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

    /// The stable text: `tap.moved`.
    public var rawValue: String { definition.code }
    /// The names of the numbers a reason with this code carries, in order; they become fields of the trace's
    /// `reason` object.
    public var numberNames: [String] { definition.numberNames }
    /// One line for `--help` and the reference table in the docs.
    public var summary: String { definition.summary }

    /// The code whose text is `rawValue`; nil for a text no code has.
    public init?(rawValue: String) {
        guard let code = Self.byText[rawValue] else { return nil }
        self = code
    }

    private static let byText = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
