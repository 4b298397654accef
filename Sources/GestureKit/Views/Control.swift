import Foundation

/// A view that tracks its own touches and sends actions for control events (UIKit's `UIControl`).
///
/// A control's default action wins over overlapping recognizers on its ancestors (seed 000, "Interacting with
/// Other User Interface Controls"): a recognizer attached above the control whose gesture overlaps the default
/// action (`GestureRecognizer.overlapsControlDefaultAction`, e.g. a single tap) may not begin on the control's
/// touches. A recognizer attached to the control itself still gets the touches first.
///
/// Touch handling follows UIKit's order: touch-down asks `beginTracking(_:with:)` and sends `touchDown` (with
/// `touchDownRepeat` when the touch's tap count is above one); each move asks `continueTracking(_:with:)` and sends
/// `touchDragInside` or `touchDragOutside`, together with `touchDragEnter` or `touchDragExit` when the finger
/// crossed the edge; the lift calls `endTracking(_:with:)` and sends `touchUpInside` or `touchUpOutside`; a cancel
/// calls `cancelTracking(with:)` and sends `touchCancel`. Events of one moment go out in one `sendActions(for:)`.
///
/// "Inside" is the bounds grown by `touchSlop` (70 pt) on every side, not the bounds Apple's event pages name:
/// UIKit's measured behaviour (the touch-up-inside area; docs/recognizers.md, "Controls") is what apps meet.
@MainActor
open class Control: View {
    /// The moments a control reports to its actions (UIKit's `UIControl.Event`), as a set.
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A finger came down on the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// A finger came down again: the touch's `tapCount` is above one (sent with `touchDown`).
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// The tracking finger moved and is inside (the bounds grown by `touchSlop`).
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// The tracking finger moved and is outside.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// The tracking finger came back inside (sent with `touchDragInside`).
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// The tracking finger left (sent with `touchDragOutside`).
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// The finger lifted inside: a button's press.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// The finger lifted outside: the user changed their mind.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The touch was cancelled, e.g. by a recognizer that recognized or a scroll view that began scrolling.
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// The control's value changed (sent by subclasses with a value).
        public static let valueChanged = Events(rawValue: 1 << 12)
        /// The control's main action: a button's press, a switch's or slider's new value.
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)
        /// Every touch event (UIKit's `allTouchEvents`).
        public static let allTouchEvents = Events(rawValue: 0x1FF)
        /// Every event.
        public static let allEvents: Events = [.allTouchEvents, .valueChanged, .primaryActionTriggered]

        private static let named: [(Events, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]

        /// The single events in the set by UIKit's names, in `UIControl.Event`'s order (for logs and tests).
        public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
    }

    private var handlers: [(events: Events, handler: @MainActor (Control) -> Void)] = []

    /// Whether the control is following a touch: `beginTracking` said yes and the finger is still down.
    public private(set) var isTracking = false
    /// Whether the tracked touch was last inside (the bounds grown by `touchSlop`).
    public private(set) var isTouchInside = false
    /// Whether the tracking finger is inside, so the control can draw itself pressed.
    public var isHighlighted = false
    /// A state the app sets (a toggled button); the control only draws it.
    public var isSelected = false
    /// A disabled control tracks no touches and sends no actions ("a disabled control ignores touch events"):
    /// disabled while tracking, it stops tracking there (`cancelTracking(with:)`, no event sent) and unhighlights.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            isHighlighted = false
            isTouchInside = false
            guard isTracking else { return }
            isTracking = false
            cancelTracking(with: nil)
        }
    }

    /// How far outside the bounds a finger may drift and still count as inside, as UIKit behaves.
    public static let touchSlop: CGFloat = 70

    /// A control with no actions yet.
    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    /// Calls `handler` whenever one of `events` happens (UIKit's `addAction(_:for:)`).
    public func addAction(for events: Events, _ handler: @escaping @MainActor (Control) -> Void) {
        handlers.append((events, handler))
    }

    /// Calls, in the order they were added, the handlers registered for any of `events`, each once.
    open func sendActions(for events: Events) {
        for entry in handlers where !entry.events.isDisjoint(with: events) { entry.handler(self) }
    }

    // MARK: Tracking (override in subclasses)

    /// A finger came down; return false to ignore the rest of this touch (no drag, up or cancel events).
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The finger moved; return false to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The finger lifted while tracked.
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: Event?) {}

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, gestureRecognizer.overlapsControlDefaultAction { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Control.touchSlop, dy: -Control.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Events = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside, !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside, wasInside { events.insert(.touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        let touch = touches.first
        isTouchInside = touch.map(isInside) ?? false
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        if wasTracking {
            endTracking(touch, with: event)
            sendActions(for: isTouchInside ? primaryEvents(.touchUpInside) : .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        isTouchInside = false
        if wasTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
    }

    /// The events a lift inside sends: a button adds `primaryActionTriggered`; a value control sends that with its
    /// value change instead.
    open func primaryEvents(_ upInside: Events) -> Events { upInside }
}
