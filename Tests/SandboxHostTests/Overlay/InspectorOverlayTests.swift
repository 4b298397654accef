import Foundation
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxChrome

@MainActor
@Suite("Inspector overlay")
struct InspectorOverlayTests {
    @Test("a slow frame holding one sequence's up and the next one's down still starts a new story")
    func upAndDownInOneFrame() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = View(frame: window.bounds, name: "board")
        window.addSubview(view)
        let overlay = InspectorOverlay()
        overlay.observe(window)
        func sample(_ phase: TouchSample.Phase, _ t: TimeInterval) -> TouchSample {
            TouchSample(id: 1, phase: phase, location: CGPoint(x: 50, y: 50), timestamp: t)
        }
        window.dispatch([sample(.down, 0.1)])
        let first = overlay.inspector.story.number
        window.dispatch([sample(.move, 0.2), sample(.up, 0.3), sample(.down, 0.6), sample(.move, 0.62)])
        #expect(overlay.inspector.story.number == first + 1)
        #expect(overlay.inspector.story.touches.map(\.serial) == [2])
    }
}
