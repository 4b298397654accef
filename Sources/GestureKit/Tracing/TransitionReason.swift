import Foundation

/// Why a transition happened: a stable code, the numbers involved (named by `ReasonCode.numberNames`), the other
/// recognizer when there is one, and words that only the recognizer knows. `text` renders it as one English line.
public struct TransitionReason: Equatable, Sendable, CustomStringConvertible {
    /// The stable code, part of the trace format: match on it rather than on `text`.
    public var code: ReasonCode
    /// The measured value and the limit it crossed, in the order `code.numberNames` names them.
    public var numbers: [Double]
    /// The other recognizer involved (the preventer, the required one that recognized), by name.
    public var other: String?
    /// The recognizer the reason is about, by name, where the text names both sides (prevention says whose
    /// delegates could have allowed both).
    public var recognizer: String?
    /// Extra words: a direction, who said no ("delegate"/"view"), the other's state, a cancel cause, or a custom
    /// recognizer's own explanation.
    public var detail: String?
    /// A custom reason's names for its numbers ("downArmBulge", "maximumBulge"), which a built-in code knows itself.
    public var customNumberNames: [String] = []

    /// A reason for `code` with its numbers in `code.numberNames` order; recognizers build these when failing.
    public init(_ code: ReasonCode, _ numbers: [Double] = [], other: String? = nil, detail: String? = nil,
                recognizer: String? = nil) {
        self.code = code
        self.numbers = numbers
        self.other = other
        self.detail = detail
        self.recognizer = recognizer
    }

    /// A custom recognizer's reason, in its own words, with the numbers its words name (a measured value and its
    /// limit) and, when given, their names, so a trace carries them as fields as it does a built-in reason's.
    public static func custom(_ text: String, _ numbers: [Double] = [], names: [String] = []) -> TransitionReason {
        var reason = TransitionReason(.custom, numbers, detail: text)
        reason.customNumberNames = names
        return reason
    }

    /// A custom recognizer's reason whose numbers have names, which become fields of the trace's `reason` object
    /// ("best 0.71 < minimumScore 0.8" with `best` and `minimumScore`).
    public static func custom(_ text: String, named fields: KeyValuePairs<String, Double>) -> TransitionReason {
        custom(text, fields.map(\.value), names: fields.map(\.key))
    }

    /// The names of `numbers`, in order: the code's own, or a custom reason's.
    public var numberNames: [String] { code == .custom ? customNumberNames : code.numberNames }

    /// The number named `name`, if the reason carries it.
    public func number(_ name: String) -> Double? {
        guard let index = numberNames.firstIndex(of: name), index < numbers.count else { return nil }
        return numbers[index]
    }

    public var description: String { text }

    /// One English line, e.g. "moved 52 pt > allowableMovement 45 pt".
    public var text: String {
        func n(_ index: Int) -> String { index < numbers.count ? Self.format(numbers[index]) : "?" }
        let other = other ?? "?"
        switch code {
        case .tapMoved, .longPressMoved: return "moved \(n(0)) pt \(beyond) allowableMovement \(n(1)) pt"
            + (code == .longPressMoved ? " before the press began" : "")
        case .tapHeldTooLong, .longPressHeldTapTooLong: return "held \(n(0)) s \(beyond) maximumTapDuration \(n(1)) s"
        case .tapNoNextTap, .longPressNoNextTap: return "no next tap within \(n(1)) s"
        case .tapTooManyFingers, .longPressTooManyFingers: return "\(n(0)) fingers ≠ numberOfTouchesRequired \(n(1))"
        case .tapLiftedBeforeAllFingers: return "lifted with \(n(0)) of numberOfTouchesRequired \(n(1)) fingers down"
        case .tapNextTapTooFar, .longPressNextTapTooFar:
            return "next tap \(n(0)) pt from the first > allowableMovement \(n(1)) pt"
        case .longPressLiftedEarly: return "lifted after \(n(0)) s < minimumPressDuration \(n(1)) s"
        case .panTooManyFingers: return "\(n(0)) fingers > maximumNumberOfTouches \(n(1))"
        case .panTooFewFingers: return "\(n(0)) fingers < minimumNumberOfTouches \(n(1))"
        case .panEndedBeforeMoving, .edgePanEndedBeforeMoving:
            return "lifted after moving \(n(0)) pt < hysteresis \(n(1)) pt"
        case .edgePanNotAtEdge:
            return "did not start within \(n(1)) pt of the \(detail ?? "configured") edge (\(n(0)) pt away)"
        case .edgePanAlongEdge: return "moved along the edge (\(n(0)) pt) more than away from it (\(n(1)) pt)"
        case .swipeTooSlow: return "\(n(0)) s \(beyond) maximumDuration \(n(1)) s"
        case .swipeOffAxis: return "off axis: sideways \(n(0)) pt > \(n(1)) × forward \(n(2)) pt"
        case .swipeWrongDirection: return "wrong direction: \(detail ?? "?")"
        case .swipeTooShort: return "lifted after \(n(0)) pt < minimumDistance \(n(1)) pt"
        case .swipeWrongFingerCount: return "\(n(0)) fingers ≠ numberOfTouchesRequired \(n(1))"
        case .pinchEndedBeforeScaling: return "lifted after the distance changed \(n(0)) pt < hysteresis \(n(1)) pt"
        case .rotationEndedBeforeTurning: return "lifted after turning \(n(0))° < minimumRotation \(n(1))°"
        case .pinchTooFewTouches, .rotationTooFewTouches:
            return "\(n(0)) \(numbers.first == 1 ? "finger" : "fingers") < \(n(1)) needed"
        case .scrollDelayPassed:
            return "held \(n(0)) s: the scroll view was deciding whether this is a scroll (delaysContentTouches); "
                + "no scroll within \(n(1)) s, so the content gets the touches"
        case .scrollTapBeforeDelay:
            return "lifted after \(n(0)) s < \(n(1)) s: a tap, not a scroll; the content gets began and ended together"
        case .scrollPanFailed: return "\(other) failed: no longer holding the content's touches back"
        case .scrollBeganDroppingTouches:
            return "the drag became a scroll after \(n(0)) s: the held touches are dropped, the content never sees them"
        case .scrollCannotMoveThatWay:
            return "moved \(n(0)) pt horizontally, \(n(1)) pt vertically: the scroll view \(detail ?? "cannot scroll")"
        case .scrollContentTracking:
            return "\(detail ?? "content") is tracking and canCancelContentTouches is false: no scroll"
        case .scrollControlKeepsTouch:
            return "touchesShouldCancel(in:) is false for a Control: no scroll (\(detail ?? "the control") keeps its touch)"
        case .scrollTouchesShouldCancelFalse:
            return "touchesShouldCancel(in: \(detail ?? "content")) returned false: no scroll"
        case .scrollTouchStoppedMotion:
            return "the touch stopped the moving scroll view \(n(0)) pt short of where it was heading: it only stops "
                + "the motion, the content gets none of this touch"
        case .custom: return detail ?? "custom condition"
        case .prevented:
            let own = recognizer.map { "\($0)'s" } ?? "its own"
            return "prevented by \(other) (\(detail ?? "began")): neither \(own) nor \(other)'s delegate allows "
                + "shouldRecognizeSimultaneouslyWith"
        case .requiredRecognizerSucceeded: return "required \(other) to fail, but \(other) \(detail ?? "recognized")"
        case .shouldBeginFalse: return "gestureRecognizerShouldBegin returned false (\(detail ?? "delegate"))"
        case .controlDefaultAction: return "the control's default action won (\(detail ?? "control"))"
        case .disabled: return "disabled"
        case .removed: return "removed from its view"
        case .viewLeftWindow: return "its view left the window"
        case .touchesCancelled: return "touches cancelled: \(detail ?? TouchCancelCause.input.rawValue)"
        case .sequenceEnded: return "the sequence ended while it was still possible"
        }
    }

    /// How the measured value (the first number) compares with the limit (the second) where passing the limit is the
    /// failure: "≥" when they read the same, as when a timer decides at the limit itself ("held 0.75 s ≥
    /// maximumTapDuration 0.75 s"), else ">".
    private var beyond: String {
        guard numbers.count >= 2 else { return ">" }
        return Self.format(numbers[0]) == Self.format(numbers[1]) ? "≥" : ">"
    }

    /// Whole numbers without a fraction, others with up to three significant decimals ("52", "0.81", "0.5").
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
