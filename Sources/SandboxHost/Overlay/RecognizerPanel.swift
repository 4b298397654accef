import Foundation
import GestureKit

/// The F2 panel: the recognizers on the hit path under the finger (or pointer) with their live state, colour-coded,
/// and the last transitions the engine reported.
@MainActor
final class RecognizerPanel {
    var isVisible = false
    static let transitionsShown = 8
    /// The last transitions; a run of changed → changed of one recognizer is one entry with a count, so a pan in
    /// progress doesn't push the interesting transitions (began, failed…) out of the list.
    private(set) var transitions: [(transition: RecognizerTransition, repeats: Int)] = []

    func observe(_ window: Window) {
        window.observers.append { [weak self] event in
            guard let self, case .transition(let transition) = event else { return }
            if transition.from == .changed, transition.to == .changed, let last = transitions.last,
               last.transition.recognizer == transition.recognizer, last.transition.to == .changed {
                transitions[transitions.count - 1] = (transition, last.repeats + 1)
                return
            }
            transitions.append((transition, 1))
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
        let regular = Font.systemFont(ofSize: 13), bold = Font.boldSystemFont(ofSize: 13)
        let stateColumn: CGFloat = 64
        // (state column, text, colour, font); measured first so the panel fits its widest line.
        var rows: [(state: String?, text: String, color: Color, font: Font)] = []
        rows.append((nil, "Recognizers on the hit path", .white, bold))
        if recognizers.isEmpty { rows.append((nil, probe == nil ? "(touch or point at a view)" : "(none)", .lightGray, regular)) }
        for recognizer in recognizers {
            let name = recognizer.name.isEmpty ? "(unnamed)" : recognizer.name
            rows.append((recognizer.state.rawValue, "\(name) · \(recognizer.typeName) on \(recognizer.view?.name ?? "?")",
                         Self.color(for: recognizer.state), regular))
        }
        rows.append((nil, "", .white, regular))
        rows.append((nil, "Last transitions", .white, bold))
        for (transition, repeats) in transitions.reversed() {
            let count = repeats > 1 ? " ×\(repeats)" : ""
            rows.append((nil, String(format: "%.3f ", transition.time) + "\(transition.recognizer): "
                         + "\(transition.from.rawValue) → \(transition.to.rawValue)\(count)", Self.color(for: transition.to),
                         regular))
        }
        let lineHeight: CGFloat = 20
        let widest = rows.map { ($0.state == nil ? 0 : stateColumn) + context.sizeOfText($0.text, font: $0.font).width }.max() ?? 0
        let width = min(widest + 24, size.width - 24)
        let panel = CGRect(x: size.width - width - 12, y: 12, width: width, height: CGFloat(rows.count) * lineHeight + 16)
        context.transform = .identity
        context.alpha = 1
        context.fillRoundedRect(panel, cornerRadius: 10, color: Color(white: 0.08, alpha: 0.85))
        context.pushClip(panel.insetBy(dx: 8, dy: 4))
        var y = panel.minY + 8
        for row in rows {
            var x = panel.minX + 12
            if let state = row.state {
                context.drawText(state, in: CGRect(x: x, y: y, width: stateColumn, height: lineHeight), font: row.font,
                                 color: row.color, alignment: .left)
                x += stateColumn
            }
            context.drawText(row.text, in: CGRect(x: x, y: y, width: panel.maxX - 12 - x, height: lineHeight),
                             font: row.font, color: row.color, alignment: .left)
            y += lineHeight
        }
        context.popClip()
    }
}
