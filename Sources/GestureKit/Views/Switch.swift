import Foundation

/// An on/off control (UIKit's `UISwitch`): a tap toggles it; dragging its thumb sets it by which half the thumb
/// is in when the finger lifts. A change sends `valueChanged` and `primaryActionTriggered` at the lift, before
/// touch-up-inside; `setOn(_:animated:)` sends nothing, as in UIKit.
@MainActor
open class Switch: Control {
    /// UIKit's switch size.
    public static let size = CGSize(width: 51, height: 31)
    /// How long the thumb takes to slide.
    public static let animationDuration: TimeInterval = 0.25
    /// Finger travel that makes a touch a thumb drag rather than a tap.
    public static let dragThreshold: CGFloat = 5

    /// Whether the switch is on; setting it moves the thumb without animation and sends nothing (UIKit's `isOn`).
    public var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false
    /// Where the thumb is drawn, 0 (off) to 1 (on); follows the finger while dragging, slides when animated.
    public private(set) var thumbPosition: CGFloat = 0
    /// The track's colour when on.
    public var onTintColor: Color = Color(red: 0.2, green: 0.78, blue: 0.35)

    private var downX: CGFloat = 0
    private var positionAtDown: CGFloat = 0
    private var dragged = false
    private var animation: Int?

    /// A switch, off.
    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    /// Turns the switch on or off, sliding the thumb over `animationDuration` on the window's animator when
    /// `animated`; no events are sent.
    public func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        slideThumb(to: on ? 1 : 0, animated: animated)
    }

    private func slideThumb(to target: CGFloat, animated: Bool) {
        if let animation { window?.animator.removeFrameCallback(animation) }
        animation = nil
        guard animated, let animator = window?.animator, thumbPosition != target else {
            thumbPosition = target
            return
        }
        let from = thumbPosition
        let start = animator.currentAnimationTime
        animation = animator.addFrameCallback { [weak self] now, _ in
            guard let self else { return false }
            let progress = min(1, (now - start) / Switch.animationDuration)
            self.thumbPosition = from + (target - from) * CGFloat(Animator.Curve.easeOut.value(progress))
            if progress >= 1 { self.animation = nil }
            return progress < 1
        }
    }

    private var thumbTravel: CGFloat { max(1, bounds.width - bounds.height) }

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        downX = touch.location(in: self).x
        positionAtDown = thumbPosition
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let dx = touch.location(in: self).x - downX
        if abs(dx) > Switch.dragThreshold { dragged = true }
        if dragged { thumbPosition = min(max(positionAtDown + dx / thumbTravel, 0), 1) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let newValue = dragged ? thumbPosition >= 0.5 : (isTouchInside ? !isOn : isOn)
        let changed = newValue != isOn
        setOn(newValue, animated: true)
        if changed { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    open override func cancelTracking(with event: Event?) {
        slideThumb(to: isOn ? 1 : 0, animated: true)
    }

    open override func draw(in context: GraphicsContext) {
        let radius = bounds.height / 2
        let off = Color(white: 0.88), p = Double(thumbPosition)
        let track = Color(red: off.red + (onTintColor.red - off.red) * p,
                          green: off.green + (onTintColor.green - off.green) * p,
                          blue: off.blue + (onTintColor.blue - off.blue) * p)
        context.fillRoundedRect(bounds, cornerRadius: radius, color: track)
        let inset: CGFloat = 2
        let size = bounds.height - 2 * inset
        let knob = CGRect(x: bounds.minX + inset + thumbPosition * thumbTravel, y: bounds.minY + inset,
                          width: size, height: size)
        context.fillEllipse(in: knob.offsetBy(dx: 0, dy: 1), color: Color(white: 0, alpha: 0.15))
        context.fillEllipse(in: knob, color: isHighlighted ? Color(white: 0.95) : .white)
    }
}
