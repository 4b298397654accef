import Foundation

/// A view that tracks its own touches and sends actions for control events (UIKit's `UIControl`).
///
/// A control's default action wins over overlapping recognizers on its ancestors (seed 000, "Interacting with
/// Other User Interface Controls"): a recognizer attached above the control whose gesture overlaps the default
/// action (`GestureRecognizer.overlapsControlDefaultAction`, e.g. a single tap) may not begin on the control's
/// touches. A recognizer attached to the control itself still gets the touches first.
@MainActor
open class Control: View {
    /// The moments a control reports to its actions (UIKit's `UIControl.Event`), as a set.
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A finger came down on the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// The finger lifted within `touchSlop` of the bounds: a button's press.
        public static let touchUpInside = Events(rawValue: 1 << 1)
        /// The finger lifted farther out: the user changed their mind.
        public static let touchUpOutside = Events(rawValue: 1 << 2)
        /// The touch was cancelled, e.g. by a recognizer that recognized.
        public static let touchCancel = Events(rawValue: 1 << 3)
        /// The control's value changed (sent by subclasses with a value).
        public static let valueChanged = Events(rawValue: 1 << 4)
    }

    private var handlers: [(events: Events, handler: @MainActor (Control) -> Void)] = []

    /// Whether a finger that came down on the control is still down.
    public private(set) var isTracking = false
    /// Whether the tracking finger is within `touchSlop`, so the control can draw itself pressed.
    public var isHighlighted = false
    /// A disabled control tracks no touches and sends no actions.
    public var isEnabled = true

    /// How far outside the bounds a finger may drift and still count as inside, as in UIKit.
    public static let touchSlop: CGFloat = 70

    /// A control with no actions yet.
    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    /// Calls `handler` whenever one of `events` happens (UIKit's `addAction(_:for:)`).
    public func addAction(for events: Events, _ handler: @escaping @MainActor (Control) -> Void) {
        handlers.append((events, handler))
    }

    /// Calls the handlers registered for any of `events`; subclasses use it to report `.valueChanged`.
    public func sendActions(for events: Events) {
        for entry in handlers where !entry.events.isDisjoint(with: events) { entry.handler(self) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, gestureRecognizer.overlapsControlDefaultAction { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Control.touchSlop, dy: -Control.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        isTracking = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled else { return super.touchesMoved(touches, with: event) }
        if let touch = touches.first { isHighlighted = isInside(touch) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        let inside = touches.first.map(isInside) ?? false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
