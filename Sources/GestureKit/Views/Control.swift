import Foundation

/// A view that tracks its own touches and sends actions for control events (UIKit's `UIControl`).
///
/// A control's default action wins over overlapping recognizers on its ancestors (seed 000, "Interacting with
/// Other User Interface Controls"): a recognizer attached above the control whose gesture overlaps the default
/// action (`GestureRecognizer.overlapsControlDefaultAction`, e.g. a single tap) may not begin on the control's
/// touches. A recognizer attached to the control itself still gets the touches first.
@MainActor
open class Control: View {
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touchDown = Events(rawValue: 1 << 0)
        public static let touchUpInside = Events(rawValue: 1 << 1)
        public static let touchUpOutside = Events(rawValue: 1 << 2)
        public static let touchCancel = Events(rawValue: 1 << 3)
        public static let valueChanged = Events(rawValue: 1 << 4)
    }

    private var handlers: [(events: Events, handler: @MainActor (Control) -> Void)] = []

    public private(set) var isTracking = false
    public var isHighlighted = false
    public var isEnabled = true

    /// How far outside the bounds a finger may drift and still count as inside, as in UIKit.
    public static let touchSlop: CGFloat = 70

    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    public func addAction(for events: Events, _ handler: @escaping @MainActor (Control) -> Void) {
        handlers.append((events, handler))
    }

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
