import CustomRecognizers
import Foundation
import GestureKit

/// Seed 004: a knob turned with one finger around its centre by a `SwirlGestureRecognizer` on the controls panel;
/// a label shows the bearing (whole degrees 0–359, 0° up, clockwise positive); a double tap animates the knob back
/// to 0°, and the swirl waits for the double tap to fail, as in the seed.
///
/// Views `controls` (the panel that takes the touches), `knob`, label `bearing`; recognizers `knob.swirl`,
/// `knob.double-tap`.
@MainActor
public final class KnobScene: SceneView, SandboxScene {
    public nonisolated static let id = "knob"
    public nonisolated static let title = "Knob"
    public nonisolated static let hint = "Turn the knob with one finger, double-tap to reset · Mouse: drag around the knob, "
        + "double-click to reset"
    static let knobSize: CGFloat = 320
    static let controlsSize = CGSize(width: 420, height: 520)

    public let controls = PanelView(name: "controls", fillColor: ScenePalette.slateLight, cornerRadius: 36)
    public let knob = ImageView(imageName: "knob", name: "knob")
    public let bearingLabel = Label(text: "0°", name: "bearing")
    public let swirl = SwirlGestureRecognizer()
    public let doubleTap = TapGestureRecognizer()
    /// The knob's bearing in degrees, kept unwrapped between 0 and 360 as the seed does.
    public private(set) var bearing: CGFloat = 0
    /// How much of the current swirl's angle the knob already shows.
    private var appliedAngle: CGFloat = 0

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = ScenePalette.slate
        controls.borderColor = Color(white: 1, alpha: 0.08)
        addSubview(controls)
        controls.addSubview(knob)
        controls.addSubview(bearingLabel)
        bearingLabel.font = .boldSystemFont(ofSize: 44)
        bearingLabel.textColor = Color(hex: 0xF4F1EA)
        bearingLabel.textAlignment = .center

        swirl.name = "knob.swirl"
        swirl.addTarget(self, action: KnobScene.handleSwirl)
        doubleTap.name = "knob.double-tap"
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: KnobScene.handleDoubleTap)
        controls.addGestureRecognizer(swirl)
        controls.addGestureRecognizer(doubleTap)
        swirl.require(toFail: doubleTap)
        install(in: window)
    }

    public override func layoutContent(isFirstLayout: Bool) {
        let area = contentRect
        let size = Self.controlsSize
        // Smaller than the controls (640x400), they scale down whole, readout included, rather than spill off.
        let scale = min(1, area.width / size.width, area.height / size.height)
        controls.transform = .identity
        controls.bounds = CGRect(origin: .zero, size: size)
        controls.center = CGPoint(x: area.midX, y: area.midY)
        controls.transform = CGAffineTransform(scaleX: scale, y: scale)
        knob.bounds = CGRect(x: 0, y: 0, width: Self.knobSize, height: Self.knobSize)
        knob.center = CGPoint(x: size.width / 2, y: 50 + Self.knobSize / 2)
        bearingLabel.frame = CGRect(x: 0, y: size.height - 120, width: size.width, height: 80)
        swirl.pivot = knob.center
    }

    /// The glow behind the panel: four stacked ellipses of this translucent blue.
    static let glowColor = Color(hex: 0x3D4A7A, alpha: 0.12)

    /// Over the scene's own opaque background each ring is drawn as the opaque colour the stack composites to
    /// there: the same picture, but each pixel is written once (the renderer lets a later opaque ring or the panel
    /// hide what it covers) instead of blended up to four times.
    public override func draw(in context: GraphicsContext) {
        let glow = controls.frame.insetBy(dx: -160, dy: -120)
        var below = backgroundColor.flatMap { $0.alpha >= 1 && context.alpha >= 1 ? $0 : nil }
        for ring in 0..<4 {
            let inset = CGFloat(ring) * 50
            var color = Self.glowColor
            if let base = below {
                color = Self.composite(Self.glowColor, over: base)
                below = color
            }
            context.fillEllipse(in: glow.insetBy(dx: inset, dy: inset), color: color)
        }
    }

    /// `top` laid over the opaque `base` in 8-bit steps, as the renderer blends (`(t·a + b·(255 − a)) / 255`, rounded),
    /// so the opaque rings match the stacked translucent ones.
    static func composite(_ top: Color, over base: Color) -> Color {
        let alpha = (min(max(top.alpha, 0), 1) * 255).rounded()
        func channel(_ source: Double, _ destination: Double) -> Double {
            let s = (min(max(source, 0), 1) * 255).rounded(), d = (min(max(destination, 0), 1) * 255).rounded()
            return ((s * alpha + d * (255 - alpha)) / 255).rounded() / 255
        }
        return Color(red: channel(top.red, base.red), green: channel(top.green, base.green),
                     blue: channel(top.blue, base.blue))
    }

    // MARK: Actions

    /// Turns the knob by the part of the swirl's angle not shown yet. The swirl's `angle` counts from touch-down, so
    /// the degrees swept while it waited for the double tap to fail are not lost.
    func handleSwirl(_ swirl: SwirlGestureRecognizer) {
        if swirl.state == .began { appliedAngle = 0 }
        let delta = swirl.angle - appliedAngle
        appliedAngle = swirl.angle
        guard delta != 0 else { return }
        knob.transform = knob.transform.rotated(by: delta)
        bearing = Self.normalized(bearing + delta * 180 / .pi)
        bearingLabel.text = Self.text(forBearing: bearing)
    }

    /// Seed 004's reset: the knob turns smoothly back to zero, and the readout counts down with it (it reads the
    /// knob's drawn angle each frame until the animation ends). The tick ring is engraved on the knob's cap and turns
    /// with it on purpose: the ticks show the knob moving where the finger hides its pointer.
    func handleDoubleTap(_ tap: TapGestureRecognizer) {
        bearing = 0
        var finished = false
        View.animate(withDuration: 0.45, curve: .easeOut, views: [knob], animations: { [knob] in
            knob.transform = .identity
        }, completion: { _ in finished = true })
        _ = window?.animator.addFrameCallback { [weak self] _, _ in
            guard let self else { return false }
            let shown = atan2(knob.transform.b, knob.transform.a) * 180 / .pi
            bearingLabel.text = Self.text(forBearing: finished ? 0 : shown)
            return !finished
        }
    }

    // MARK: Bearing

    static func normalized(_ degrees: CGFloat) -> CGFloat {
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    /// Whole degrees 0–359 ("359.6" reads "0°").
    static func text(forBearing degrees: CGFloat) -> String {
        "\(Int(normalized(degrees).rounded()) % 360)°"
    }
}
