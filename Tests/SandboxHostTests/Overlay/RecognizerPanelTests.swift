import Foundation
import GestureKit
import Testing
@testable import SandboxHost

@MainActor
@Suite("Recognizer panel")
struct RecognizerPanelTests {
    @Test func collapsesRunsOfChangedAndKeepsTheDecidingTransitions() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View(frame: window.bounds, name: "board")
        window.addSubview(view)
        let pan = PanGestureRecognizer()
        pan.name = "board.pan"
        let tap = TapGestureRecognizer()
        tap.name = "board.tap"
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let panel = RecognizerPanel()
        panel.observe(window)
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0)])
        for step in 1...30 {
            window.dispatch([TouchSample(id: 1, phase: .move, location: CGPoint(x: 100 + CGFloat(step) * 5, y: 100),
                                         timestamp: Double(step) / 60)])
        }
        let lines = panel.transitions.map { "\($0.transition.recognizer) \($0.transition.from)→\($0.transition.to) ×\($0.repeats)" }
        #expect(lines.contains("board.pan possible→began ×1"))
        #expect(lines.contains("board.tap possible→failed ×1"))
        #expect(lines.last?.hasPrefix("board.pan changed→changed ×") == true)
        #expect(panel.transitions.last.map { $0.repeats > 20 } == true)
        #expect(RecognizerPanel.recognizers(at: CGPoint(x: 10, y: 10), in: window).map(\.name) == ["board.tap", "board.pan"])
    }
}
