import Foundation
import GestureKit

/// The F2 panel: the recognizers on the hit path under the finger (or pointer) with their live state, colour-coded,
/// and the last transitions the engine reported.
@MainActor
final class RecognizerPanel {
    var isVisible = false
    static let transitionsShown = 8
    private var transitions: [RecognizerTransition] = []

    func observe(_ window: Window) {
        window.observers.append { [weak self] event in
            guard let self, case .transition(let transition) = event else { return }
            transitions.append(transition)
            if transitions.count > Self.transitionsShown { transitions.removeFirst() }
        }
    }

    /// The recognizers that would get a touch at `point`: those of the hit view, then of each ancestor.
    static func recognizers(at point: CGPoint, in window: Window) -> [GestureRecognizer] {
        var view = window.hitTest(point, with: nil)
        var result: [GestureRecognizer] = []
        while let current = view {
            result += current.gestureRecognizers
            view = current.superview
        }
        return result
    }

    static func color(for state: GestureRecognizer.State) -> Color {
        switch state {
        case .possible: .lightGray
        case .began: .green
        case .changed: .blue
        case .ended: .purple
        case .cancelled: .orange
        case .failed: .red
        }
    }

    func draw(in context: GraphicsContext, window: Window, probe: CGPoint?, size: CGSize) {
        let recognizers = probe.map { Self.recognizers(at: $0, in: window) } ?? []
        let lineHeight: CGFloat = 20, width: CGFloat = 380
        let rows = max(recognizers.count, 1) + transitions.count + 3
        let panel = CGRect(x: size.width - width - 12, y: 12, width: width, height: CGFloat(rows) * lineHeight + 16)
        context.transform = .identity
        context.alpha = 1
        context.fillRoundedRect(panel, cornerRadius: 10, color: Color(white: 0.08, alpha: 0.85))
        var y = panel.minY + 8
        func line(_ text: String, _ color: Color, bold: Bool = false) {
            context.drawText(text, in: CGRect(x: panel.minX + 12, y: y, width: width - 24, height: lineHeight),
                             font: bold ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13), color: color,
                             alignment: .left)
            y += lineHeight
        }
        line("Recognizers on the hit path", .white, bold: true)
        if recognizers.isEmpty { line(probe == nil ? "(touch or point at a view)" : "(none)", .lightGray) }
        for recognizer in recognizers {
            let name = recognizer.name.isEmpty ? "(unnamed)" : recognizer.name
            line("\(recognizer.state.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(name) · "
                 + "\(recognizer.typeName) on \(recognizer.view?.name ?? "?")", Self.color(for: recognizer.state))
        }
        y += lineHeight / 2
        line("Last transitions", .white, bold: true)
        for transition in transitions.reversed() {
            line(String(format: "%.3f ", transition.time) + "\(transition.recognizer): \(transition.from.rawValue) → "
                 + "\(transition.to.rawValue)", Self.color(for: transition.to))
        }
    }
}
