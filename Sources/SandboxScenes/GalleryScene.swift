import Foundation
import GestureKit

/// Seed 000's examples on one board: tap, double tap, swipe left and right, rotation, long press, pinch, pan and a
/// screen-edge pan from the left edge, each answered with its labelled image (`gallery.feedback`) at the gesture's
/// location: discrete gestures fade it out in 0.5 s (listing 1-3), swipes fly it 220 pt their way while fading
/// (listing 1-4), the rotation turns it with the fingers and on end or cancel turns it back to horizontal while
/// fading (listing 1-5); pinch scales it; pan, long press and edge pan carry it with the finger and fade on end.
///
/// The relationships the seed documents: the pan requires both swipes to fail; the single tap requires the double
/// tap to fail; the tap does not receive touches in `custom-subview` (`shouldReceive`, listing 1-7); and every
/// recognizer on the board waits for the edge pan to fail (`shouldBeRequiredToFailBy`, listing 1-6), which sits on
/// the scene view, the board's superview.
///
/// Views `board`, `custom-subview`, `gallery.feedback`; recognizers `gallery.tap`, `gallery.double-tap`,
/// `gallery.swipe-left`, `gallery.swipe-right`, `gallery.rotation`, `gallery.long-press`, `gallery.pinch`,
/// `gallery.pan` (on `board`) and `gallery.edge-pan` (on the scene's root view `gallery-scene`).
@MainActor
public final class GalleryScene: SceneView, SandboxScene, GestureRecognizerDelegate {
    public nonisolated static let id = "gallery"
    public nonisolated static let title = "Gesture Gallery"
    /// "Under 100 pt/s": the swipe's default 50 pt within 0.5 s (`PanCoach.panSpeed`; a test keeps them together).
    public nonisolated static let hint = "Tap, double-tap, swipe ←/→, pan (drag under 100 pt/s, or up/down), hold, pinch, rotate, "
        + "or pull in from the left edge · Mouse: click/drag, Alt+drag pinch/rotate"
    /// Listing 1-4's flight distance.
    public static let swipeFlight: CGFloat = 220
    /// Listings 1-3 to 1-5's fade.
    public static let fadeDuration: TimeInterval = 0.5
    static let feedbackSize = CGSize(width: 160, height: 90)

    /// The transparent surface the recognizers sit on (the seed's `self.view`); the scene draws the dotted paper.
    public let board = View(name: "board")
    public let customSubview = PanelView(name: "custom-subview", fillColor: Color(hex: 0x2F3B59), cornerRadius: 22)
    public let feedback = ImageView(imageName: nil, name: "gallery.feedback")
    /// After a swipe, what happened and how to get a pan instead.
    public let coach = PanCoach()

    public let tap = TapGestureRecognizer()
    public let doubleTap = TapGestureRecognizer()
    public let swipeLeft = SwipeGestureRecognizer()
    public let swipeRight = SwipeGestureRecognizer()
    public let rotation = RotationGestureRecognizer()
    public let longPress = LongPressGestureRecognizer()
    public let pinch = PinchGestureRecognizer()
    public let pan = PanGestureRecognizer()
    public let edgePan = ScreenEdgePanGestureRecognizer()

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = Color(hex: 0xF3EFE6)
        board.isMultipleTouchEnabled = true
        addSubview(board)
        customSubview.borderColor = Color(hex: 0xFFD60A, alpha: 0.8)
        customSubview.title = "Custom subview"
        customSubview.detail = "single taps are not received here"
        board.addSubview(customSubview)
        feedback.bounds = CGRect(origin: .zero, size: Self.feedbackSize)
        feedback.alpha = 0
        addSubview(feedback)
        addSubview(coach)

        doubleTap.numberOfTapsRequired = 2
        swipeLeft.direction = .left
        swipeRight.direction = .right
        edgePan.edges = .left
        let named: [(GestureRecognizer, String)] = [
            (tap, "tap"), (doubleTap, "double-tap"), (swipeLeft, "swipe-left"), (swipeRight, "swipe-right"),
            (rotation, "rotation"), (longPress, "long-press"), (pinch, "pinch"), (pan, "pan"),
        ]
        for (recognizer, suffix) in named {
            recognizer.name = "gallery.\(suffix)"
            recognizer.delegate = self
            board.addGestureRecognizer(recognizer)
        }
        edgePan.name = "gallery.edge-pan"
        edgePan.delegate = self
        addGestureRecognizer(edgePan)

        tap.addTarget(self, action: GalleryScene.showDiscrete)
        doubleTap.addTarget(self, action: GalleryScene.showDiscrete)
        swipeLeft.addTarget(self, action: GalleryScene.showSwipe)
        swipeRight.addTarget(self, action: GalleryScene.showSwipe)
        rotation.addTarget(self, action: GalleryScene.showRotation)
        pinch.addTarget(self, action: GalleryScene.showPinch)
        longPress.addTarget(self, action: GalleryScene.showFollowing)
        pan.addTarget(self, action: GalleryScene.showFollowing)
        edgePan.addTarget(self, action: GalleryScene.showFollowing)

        tap.require(toFail: doubleTap)
        pan.require(toFail: swipeLeft)
        pan.require(toFail: swipeRight)
        install(in: window)
    }

    /// The board's faint invitation: its title and the list of gestures.
    static let titleColor = Color(hex: 0xC9BFAE)
    static let listColor = Color(hex: 0xB9AF9E)

    public override func layoutContent(isFirstLayout: Bool) {
        board.frame = bounds
        let area = contentRect
        // 300 x 160 in the corner; in a small window smaller and lower, below the board's title and its list.
        let width = min(300, area.width * 0.4), height = min(160, area.height * 0.3)
        let margin = min(40, area.width * 0.05)
        let bottom: CGFloat = area.height < 400 ? 8 : 40
        customSubview.frame = CGRect(x: area.maxX - width - margin, y: area.maxY - height - bottom,
                                     width: width, height: height)
        // Under the board's list, clear of the edge strip, as wide as its longer line needs.
        let coachWidth = min(640, area.width - 2 * (ScreenEdgePanGestureRecognizer.defaultEdgeRegion + 24))
        // Inside the content, over the list if need be, when a panel docked below leaves the board short.
        let coachY = max(area.minY, min(area.midY + 50, area.maxY - PanCoach.height))
        coach.frame = CGRect(x: area.midX - coachWidth / 2, y: coachY, width: coachWidth, height: PanCoach.height)
    }

    /// Dotted paper, a faint invitation in the middle, and a glowing strip with chevrons along the left edge where
    /// the edge pan starts.
    public override func draw(in context: GraphicsContext) {
        let dot = Color(hex: 0xD8D0C0)
        var y = contentRect.minY + 20
        while y < bounds.maxY {
            var x = bounds.minX + 40
            while x < bounds.maxX {
                context.fillEllipse(in: CGRect(x: x - 2, y: y - 2, width: 4, height: 4), color: dot)
                x += 40
            }
            y += 40
        }
        let area = contentRect
        let strip = CGRect(x: bounds.minX, y: area.minY, width: ScreenEdgePanGestureRecognizer.defaultEdgeRegion,
                           height: area.height)
        // Clear of the strip's chevrons on the left and as far in on the right, so the lines stay centred; in a
        // small window they shrink to fit (at 640 pt the list ran over the chevrons).
        let inset = max(0, strip.maxX + 24 - area.minX)
        let lines = area.insetBy(dx: inset, dy: 0)
        let (title, titleFont) = HintBar.fitted("Try any gesture on the board", font: .boldSystemFont(ofSize: 34),
                                                width: lines.width, context: context)
        context.drawText(title, in: CGRect(x: lines.minX, y: area.midY - 40, width: lines.width, height: 48),
                         font: titleFont, color: Self.titleColor, alignment: .center)
        let (list, listFont) = HintBar.fitted("tap · double tap · swipe · pan · long press · pinch · rotate · edge pan",
                                              font: .systemFont(ofSize: 18), width: lines.width, context: context)
        context.drawText(list, in: CGRect(x: lines.minX, y: area.midY + 10, width: lines.width, height: 30),
                         font: listFont, color: Self.listColor, alignment: .center)
        context.fill(strip, color: ScenePalette.accent.withAlphaComponent(0.18))
        context.fill(CGRect(x: strip.minX, y: strip.minY, width: 3, height: strip.height),
                     color: ScenePalette.accent.withAlphaComponent(0.55))
        for index in 0..<3 {
            let cy = area.midY - 30 + CGFloat(index) * 30
            let x = strip.maxX + 8
            context.strokePolyline([CGPoint(x: x, y: cy - 8), CGPoint(x: x + 8, y: cy), CGPoint(x: x, y: cy + 8)],
                                   color: ScenePalette.accent.withAlphaComponent(0.6), lineWidth: 3)
        }
    }

    // MARK: Feedback (seed 000's drawImageForGestureRecognizer and listings 1-3 to 1-5)

    /// The label image each recognizer shows.
    func imageName(for recognizer: GestureRecognizer) -> String {
        let names: [(GestureRecognizer, String)] = [
            (tap, "label-tap"), (doubleTap, "label-double-tap"), (swipeLeft, "label-swipe-left"),
            (swipeRight, "label-swipe-right"), (rotation, "label-rotate"), (longPress, "label-long-press"),
            (pinch, "label-pinch"), (edgePan, "label-edge-pan"),
        ]
        return names.first { $0.0 === recognizer }?.1 ?? "label-pan"
    }

    /// Labels sit this far above the gesture's point, where the finger doesn't hide them.
    public static let labelOffset = CGPoint(x: 0, y: -80)
    /// A tap's label stays this long before it fades, so it can be read (about a second in all).
    public static let tapLabelHold: TimeInterval = 0.6

    /// Puts the recognizer's image, opaque, above `location`, stopping any fade still running.
    private func drawImage(for recognizer: GestureRecognizer, at location: CGPoint) {
        window?.animator.removeAnimations(of: feedback)
        feedback.imageName = imageName(for: recognizer)
        feedback.center = location + Self.labelOffset
        feedback.alpha = 1
        bringSubviewToFront(feedback)
    }

    private func fadeOut(resettingTransform: Bool, after delay: TimeInterval = 0) {
        View.animate(withDuration: Self.fadeDuration, delay: delay, views: [feedback]) { [feedback] in
            feedback.alpha = 0
            if resettingTransform { feedback.transform = .identity }
        }
    }

    /// Listing 1-3: taps show their image where they happened, then fade.
    func showDiscrete(_ recognizer: TapGestureRecognizer) {
        drawImage(for: recognizer, at: recognizer.location(in: self))
        feedback.transform = .identity
        fadeOut(resettingTransform: false, after: Self.tapLabelHold)
    }

    /// Listing 1-4: the image flies 220 pt the swipe's way while fading.
    func showSwipe(_ recognizer: SwipeGestureRecognizer) {
        var location = recognizer.location(in: self) + Self.labelOffset
        drawImage(for: recognizer, at: location - Self.labelOffset)
        feedback.transform = .identity
        location.x += recognizer === swipeLeft ? -Self.swipeFlight : Self.swipeFlight
        View.animate(withDuration: Self.fadeDuration, views: [feedback]) { [feedback] in
            feedback.alpha = 0
            feedback.center = location
        }
        coach.explain(recognizer, direction: recognizer === swipeLeft ? "←" : "→")
        bringSubviewToFront(coach)
    }

    /// Listing 1-5: the image turns with the fingers; on end or cancel it turns back to horizontal as it fades.
    func showRotation(_ recognizer: RotationGestureRecognizer) {
        feedback.transform = CGAffineTransform(rotationAngle: recognizer.rotation)
        drawImage(for: recognizer, at: recognizer.location(in: self))
        if recognizer.state == .ended || recognizer.state == .cancelled { fadeOut(resettingTransform: true) }
    }

    /// The pinch scales the image with the fingers, and lets it shrink back as it fades.
    func showPinch(_ recognizer: PinchGestureRecognizer) {
        let scale = min(max(recognizer.scale, 0.4), 3)
        feedback.transform = CGAffineTransform(scaleX: scale, y: scale)
        drawImage(for: recognizer, at: recognizer.location(in: self))
        if recognizer.state == .ended || recognizer.state == .cancelled { fadeOut(resettingTransform: true) }
    }

    /// Pan, long press and edge pan: the image rides under the finger and fades when the gesture ends.
    func showFollowing(_ recognizer: GestureRecognizer) {
        feedback.transform = .identity
        drawImage(for: recognizer, at: recognizer.location(in: self))
        if recognizer.state == .ended || recognizer.state == .cancelled { fadeOut(resettingTransform: false) }
    }

    // MARK: Delegate

    /// Listing 1-7: the tap ignores touches in the custom subview.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(gestureRecognizer === tap && touch.view === customSubview)
    }

    /// Listing 1-6: recognizers in the edge pan's view's subtree wait for the edge pan to fail.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === edgePan, let edgeView = edgePan.view,
              let otherView = otherGestureRecognizer.view else { return false }
        return otherView !== edgeView && otherView.isDescendant(of: edgeView)
    }
}
