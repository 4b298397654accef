import CustomRecognizers
import Foundation
import GestureKit

/// Seed 003 (the Ray Wenderlich gesture tutorial): a monkey and a banana on a jungle backdrop. Each image has a pan
/// (follows the finger; a fling slides on with `Momentum`), a pinch and a rotation, all recognizing together through
/// the delegate; a tap chomps only if neither pan happened (`require(toFail:)` on both pans); a tickle giggles.
///
/// Views `monkey`, `banana`, backdrop `jungle`; recognizers `monkey.pan`, `monkey.pinch`, `monkey.rotation`,
/// `monkey.tap`, `monkey.tickle` and the same for `banana.`.
@MainActor
public final class MonkeyBananaScene: SceneView, SandboxScene, GestureRecognizerDelegate {
    public nonisolated static let id = "monkey-banana"
    public nonisolated static let title = "Monkey & Banana"
    public nonisolated static let hint = "Drag, pinch, twist, tap to chomp, rub side to side to tickle · Mouse: drag, click, "
        + "Alt+drag pinch/rotate, Ctrl/Shift+wheel"
    /// Side of the square images, in points.
    public static let imageSize: CGFloat = 200

    public let backdrop = ImageView(imageName: "jungle", name: "jungle")
    public let monkey = ImageView(imageName: "monkey", name: "monkey")
    public let banana = ImageView(imageName: "banana", name: "banana")
    /// The visible answers to a chomp and a giggle, one bubble per image (`monkey.speech`, `banana.speech`).
    public let monkeySpeech = SpeechBubble(name: "monkey.speech")
    public let bananaSpeech = SpeechBubble(name: "banana.speech")
    /// The banana whole, then with one and two bites out of it (`tools/assets/make-bitten-banana.py`).
    static let biteImages = ["banana", "banana-bite-1", "banana-bite-2"]
    /// Bites taken from the banana showing now.
    public private(set) var bites = 0
    /// Running slides by image name, stopped when a finger grabs the image again.
    private var slides: [String: Int] = [:]

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        addSubview(backdrop)
        let images = [monkey, banana]
        var pans: [PanGestureRecognizer] = []
        var taps: [TapGestureRecognizer] = []
        for image in images {
            addSubview(image)
            image.bounds = CGRect(x: 0, y: 0, width: Self.imageSize, height: Self.imageSize)
            image.isUserInteractionEnabled = true
            image.isMultipleTouchEnabled = true

            let pan = PanGestureRecognizer(target: self, action: MonkeyBananaScene.handlePan)
            let pinch = PinchGestureRecognizer(target: self, action: MonkeyBananaScene.handlePinch)
            let rotation = RotationGestureRecognizer(target: self, action: MonkeyBananaScene.handleRotation)
            let tap = TapGestureRecognizer(target: self, action: MonkeyBananaScene.handleTap)
            let tickle = TickleGestureRecognizer(target: self, action: MonkeyBananaScene.handleTickle)
            for (recognizer, kind) in [(pan, "pan"), (pinch, "pinch"), (rotation, "rotation"), (tap, "tap"),
                                       (tickle, "tickle")] as [(GestureRecognizer, String)] {
                recognizer.name = "\(image.name).\(kind)"
                recognizer.delegate = self
                image.addGestureRecognizer(recognizer)
            }
            pans.append(pan)
            taps.append(tap)
        }
        for tap in taps {
            for pan in pans { tap.require(toFail: pan) }
        }
        for bubble in [monkeySpeech, bananaSpeech] { addSubview(bubble) }
        install(in: window)
    }

    public override func layoutContent(isFirstLayout: Bool) {
        backdrop.frame = Self.aspectFill(CGSize(width: 1280, height: 800), in: bounds)
        if isFirstLayout {
            let area = contentRect
            monkey.center = CGPoint(x: area.minX + area.width * 0.32, y: area.midY + 20)
            banana.center = CGPoint(x: area.minX + area.width * 0.68, y: area.midY + 20)
        } else {
            for image in [monkey, banana] { image.center = keepingPlace(image.center) }
        }
    }

    // MARK: Actions

    /// Moves the image by the translation, then zeroes it so each call brings only the new movement; on release
    /// the image slides on with the pan's velocity.
    func handlePan(_ pan: PanGestureRecognizer) {
        guard let image = pan.view else { return }
        if pan.state == .began {
            stopSlide(of: image)
            insertSubview(image, belowSubview: hintBar)
        }
        let translation = pan.translation(in: self)
        image.center = clamped(image.center + translation)
        pan.setTranslation(.zero, in: self)
        if pan.state == .ended, let window {
            slides[image.name] = Momentum.start(on: window.animator, velocity: pan.velocity(in: self)) {
                [weak self, weak image] displacement in
                guard let self, let image else { return false }
                let target = image.center + displacement
                image.center = self.clamped(target)
                return image.center == target
            }
        }
    }

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        guard let image = pinch.view else { return }
        image.transform = image.transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
    }

    func handleRotation(_ rotation: RotationGestureRecognizer) {
        guard let image = rotation.view else { return }
        image.transform = image.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
    }

    /// A chomp says so in a bubble; on the banana it also takes a bite (two, then a fresh banana), so it shows
    /// with the sound off.
    func handleTap(_ tap: TapGestureRecognizer) {
        playSound("chomp")
        if tap.view === banana {
            bites = (bites + 1) % Self.biteImages.count
            banana.imageName = Self.biteImages[bites]
            speak(bites == 0 ? "a fresh one!" : "chomp!", over: banana)
        } else {
            speak("chomp!", over: tap.view)
        }
    }

    func handleTickle(_ tickle: TickleGestureRecognizer) {
        playSound("giggle")
        speak("hee hee!", over: tickle.view)
    }

    /// Shows the answer in the speaking image's bubble, just above the image.
    private func speak(_ text: String, over image: View?) {
        guard let image else { return }
        let bubble = image === monkey ? monkeySpeech : bananaSpeech
        let frame = image.convert(image.bounds, to: self)
        insertSubview(bubble, belowSubview: hintBar)
        bubble.say(text, pointingAt: CGPoint(x: frame.midX, y: max(contentRect.minY + bubble.bounds.height, frame.minY + 10)))
    }

    // MARK: Delegate

    /// Everything on one image works together (seed 003 answers yes to every pair); the taps still wait for the
    /// pans through their failure requirements.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer.view === otherGestureRecognizer.view
    }

    // MARK: Helpers

    private func stopSlide(of image: View) {
        if let id = slides.removeValue(forKey: image.name) { window?.animator.removeFrameCallback(id) }
    }

    /// Keeps an image's centre inside the scene, so a fling can't lose it off screen.
    private func clamped(_ point: CGPoint) -> CGPoint {
        let area = bounds
        return CGPoint(x: min(max(point.x, area.minX), area.maxX), y: min(max(point.y, area.minY), area.maxY))
    }

    /// The rectangle of `size`'s aspect ratio that covers `rect`, centred (a backdrop never shows bars).
    static func aspectFill(_ size: CGSize, in rect: CGRect) -> CGRect {
        let scale = max(rect.width / size.width, rect.height / size.height)
        let width = size.width * scale, height = size.height * scale
        return CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }
}
