import Foundation
import GestureKit

/// The gallery board's note after a swipe (issue 25 item 5): an ordinary mouse drag sideways (about 140 pt/s) is a
/// swipe, because the seed's pan waits for both swipes to fail and a swipe only needs `minimumDistance` sideways
/// within `maximumDuration`. Rather than a pan that seems broken, the board says what happened and how to get a pan,
/// in the swipe's own numbers. Two lines on a dark card under the board's list; it fades after a few seconds. The text
/// is a `Label`, so view dumps show it.
@MainActor
public final class PanCoach: View {
    private let what = Label(name: "gallery.coach.what")
    private let how = Label(name: "gallery.coach.how")
    public var text: String { what.text + " " + how.text }
    /// How long the note stays before it fades, and the fade.
    public static let holdTime: TimeInterval = 4
    public static let fadeTime: TimeInterval = 0.6
    static let height: CGFloat = 64

    public init() {
        super.init(frame: .zero, name: "gallery.coach")
        isUserInteractionEnabled = false
        alpha = 0
        for (label, font) in [(what, Font.boldSystemFont(ofSize: 17)), (how, Font.systemFont(ofSize: 15))] {
            label.font = font
            label.textColor = ScenePalette.hintText
            label.textAlignment = .center
            addSubview(label)
        }
    }

    /// The speed under which a sideways drag can't be a swipe: the swipe's distance in its time.
    public static func panSpeed(of swipe: SwipeGestureRecognizer) -> Int {
        Int((swipe.minimumDistance / swipe.maximumDuration).rounded())
    }

    /// The two lines for a swipe that went `direction` ("→" or "←").
    public static func lines(for swipe: SwipeGestureRecognizer, direction: String) -> (String, String) {
        let distance = Int(swipe.minimumDistance.rounded())
        let time = String(format: "%g", swipe.maximumDuration)
        return ("That was a swipe \(direction): \(distance) pt sideways within \(time) s.",
                "To pan, drag slower than \(panSpeed(of: swipe)) pt/s (it starts after \(time) s), or up or down.")
    }

    /// Shows the note for `swipe`, then fades it.
    public func explain(_ swipe: SwipeGestureRecognizer, direction: String) {
        (what.text, how.text) = Self.lines(for: swipe, direction: direction)
        window?.animator.removeAnimations(of: self)
        alpha = 1
        View.animate(withDuration: Self.fadeTime, delay: Self.holdTime, views: [self]) { [weak self] in self?.alpha = 0 }
    }

    /// DejaVu Sans averages under 0.6 em a character in these lines; a little over, so a line is never clipped.
    static let emPerCharacter: CGFloat = 0.62

    /// Each line at its size, or smaller where the card is narrow (a small window), down to 10 points.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 24
        for (label, top, size) in [(what, 8.0, 17.0), (how, 34.0, 15.0)] {
            let fits = (width / (CGFloat(max(label.text.count, 1)) * Self.emPerCharacter)).rounded(.down)
            label.font = Font(size: max(10, min(size, fits)), weight: label.font.weight)
            label.frame = CGRect(x: 12, y: top, width: width, height: label === what ? 24 : 22)
        }
    }

    public override func draw(in context: GraphicsContext) {
        context.fillRoundedRect(bounds.offsetBy(dx: 0, dy: 3), cornerRadius: 14, color: ScenePalette.shadow)
        context.fillRoundedRect(bounds, cornerRadius: 14, color: ScenePalette.hintBackground)
    }
}
