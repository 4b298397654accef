import Foundation

/// A control for picking a value along a track by dragging its thumb (UIKit's `UISlider`). Tracking begins only on
/// the thumb (within `thumbHitRadius` of its centre), as UIKit's; the thumb then centres under the finger. With
/// `isContinuous` every move that changes the value sends `valueChanged` (and `primaryActionTriggered`); without it,
/// only the lift does.
@MainActor
open class Slider: Control {
    /// The thumb's radius as drawn.
    public static let thumbRadius: CGFloat = 14
    /// How far from the thumb's centre a touch still takes it (a finger-sized target).
    public static let thumbHitRadius: CGFloat = 36

    /// The value, kept within `minimumValue...maximumValue`.
    public var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0.5
    /// The value at the track's left end (default 0).
    public var minimumValue: Float = 0 { didSet { value = storedValue } }
    /// The value at the track's right end (default 1).
    public var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// Whether value changes go out while dragging (default true) or only at the lift.
    public var isContinuous = true
    /// The filled part of the track's colour.
    public var minimumTrackTintColor: Color = .blue

    private var valueAtBegin: Float = 0

    /// A slider at 0.5 of 0...1.
    public override init(frame: CGRect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
    }

    /// The length the thumb's centre travels.
    public var trackLength: CGFloat { max(1, bounds.width - 2 * Slider.thumbRadius) }

    /// The thumb's centre in the slider's coordinates.
    public var thumbCenter: CGPoint {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        return CGPoint(x: bounds.minX + Slider.thumbRadius + fraction * trackLength, y: bounds.midY)
    }

    /// Sets the value (the animation is immediate here; the flag is UIKit's signature).
    public func setValue(_ newValue: Float, animated: Bool) { value = newValue }

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        valueAtBegin = value
        return touch.location(in: self).distance(to: thumbCenter) <= Slider.thumbHitRadius
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let changed = follow(touch)
        if changed, isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    /// The lift puts the thumb under the finger once more; continuous, that change is sent like a move's.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let changed = touch.map { follow($0) } ?? false
        if isContinuous ? changed : value != valueAtBegin {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    /// Puts the thumb's centre under the finger; true when the value changed.
    @discardableResult
    private func follow(_ touch: Touch) -> Bool {
        let x = touch.location(in: self).x - bounds.minX - Slider.thumbRadius
        let old = value
        value = minimumValue + Float(x / trackLength) * (maximumValue - minimumValue)
        return value != old
    }

    open override func draw(in context: GraphicsContext) {
        let thumb = thumbCenter
        let track = CGRect(x: bounds.minX + Slider.thumbRadius, y: bounds.midY - 2, width: trackLength, height: 4)
        context.fillRoundedRect(track, cornerRadius: 2, color: Color(white: 0.82))
        let filled = CGRect(x: track.minX, y: track.minY, width: thumb.x - track.minX, height: 4)
        context.fillRoundedRect(filled, cornerRadius: 2, color: isEnabled ? minimumTrackTintColor : Color(white: 0.6))
        let r = Slider.thumbRadius
        let knob = CGRect(x: thumb.x - r, y: thumb.y - r, width: 2 * r, height: 2 * r)
        context.fillEllipse(in: knob.offsetBy(dx: 0, dy: 1), color: Color(white: 0, alpha: 0.15))
        context.fillEllipse(in: knob, color: isHighlighted ? Color(white: 0.93) : .white)
        context.strokeEllipse(in: knob, color: Color(white: 0.75), lineWidth: 0.5)
    }
}
