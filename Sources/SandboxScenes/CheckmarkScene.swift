import CustomRecognizers
import Foundation
import GestureKit

/// Seed 000, listing 1-8: a sheet of paper that draws the finger's stroke; a `CheckmarkGestureRecognizer` on it
/// recognizes a ✓ and a check mark pops up at the recognizer's `midPoint` (where the upstroke began), then fades.
/// A stroke that is not a ✓ fades out in red.
///
/// View `canvas` (strokes are its subviews named `stroke`), recognizer `checkmark`, the shown mark `check-mark`.
@MainActor
public final class CheckmarkScene: SceneView, SandboxScene {
    public nonisolated static let id = "checkmark"
    public nonisolated static let title = "Checkmark"
    public nonisolated static let hint = "Draw a ✓ on the paper (a straight line won't do) · Mouse: drag to draw"
    static let markSize: CGFloat = 120

    public let canvas = StrokeCanvasView()
    public let checkmark = CheckmarkGestureRecognizer()
    /// The current stroke was recognized; read when the finger's stroke ends.
    private var strokeRecognized = false
    /// Why the last stroke was not a ✓ (`checkmark.reason`), shown under the paper for a moment.
    public let reasonLabel = ReasonLabel(text: "", name: "checkmark.reason")

    public required init(window: Window, playSound: @escaping SoundPlayer) {
        super.init(id: Self.id, hint: Self.hint, playSound: playSound)
        backgroundColor = Color(hex: 0xDCE6EE)
        addSubview(canvas)
        checkmark.name = "checkmark"
        checkmark.cancelsTouchesInView = false
        checkmark.addTarget(self, action: CheckmarkScene.handleCheckmark)
        canvas.addGestureRecognizer(checkmark)
        canvas.strokeDidEnd = { [weak self] stroke, _ in self?.strokeDidEnd(stroke) }
        canvas.strokeDidMove = { [weak self] stroke in self?.strokeDidMove(stroke) }
        reasonLabel.textAlignment = .center
        reasonLabel.textColor = ScenePalette.failure
        reasonLabel.font = .boldSystemFont(ofSize: 15)
        reasonLabel.alpha = 0
        reasonLabel.isUserInteractionEnabled = false
        addSubview(reasonLabel)
        install(in: window)
    }

    public override func layoutContent(isFirstLayout: Bool) {
        // The reason, with its numbers, takes up to two lines under the paper.
        canvas.frame = CGRect(x: contentRect.minX + 40, y: contentRect.minY + 8, width: contentRect.width - 80,
                              height: contentRect.height - 8 - 40)
        reasonLabel.frame = CGRect(x: canvas.frame.minX, y: canvas.frame.maxY + 1, width: canvas.frame.width, height: 38)
    }

    /// The moment the recognizer gives up, mid-stroke, the stroke turns red and the reason shows under the paper.
    private func strokeDidMove(_ stroke: StrokeView) {
        guard checkmark.state == .failed, stroke.color != ScenePalette.failure else { return }
        stroke.color = ScenePalette.failure
        showReason()
    }

    /// The analysis's words for why the stroke is not a ✓, under the paper for a moment.
    private func showReason() {
        guard let rule = checkmark.analyzer.verdict.failure?.text else { return }
        window?.animator.removeAnimations(of: reasonLabel)
        reasonLabel.text = "not a ✓: \(rule)"
        reasonLabel.alpha = 1
        View.animate(withDuration: 0.5, delay: 1.5, views: [reasonLabel]) { [reasonLabel] in reasonLabel.alpha = 0 }
    }

    /// Shows the check mark where the upstroke began: it pops in, holds, and fades.
    func handleCheckmark(_ recognizer: CheckmarkGestureRecognizer) {
        strokeRecognized = true
        let mark = ImageView(imageName: "check-mark", name: "check-mark")
        mark.bounds = CGRect(x: 0, y: 0, width: Self.markSize, height: Self.markSize)
        mark.center = recognizer.midPoint
        mark.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        canvas.addSubview(mark)
        View.animate(withDuration: 0.25, curve: .easeOut, views: [mark]) { mark.transform = .identity }
        View.animate(withDuration: 0.5, delay: 0.8, curve: .easeIn, views: [mark], animations: { mark.alpha = 0 },
                     completion: { [weak mark] _ in mark?.removeFromSuperview() })
    }

    private func strokeDidEnd(_ stroke: StrokeView) {
        if !strokeRecognized, stroke.color != ScenePalette.failure { showReason() }
        stroke.fadeOut(in: strokeRecognized ? ScenePalette.success : ScenePalette.failure)
        strokeRecognized = false
    }
}
