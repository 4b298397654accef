import Foundation
import GestureKit
@testable import SandboxHost
import Testing

@MainActor
@Suite("Replay transport")
struct ReplayTransportTests {
    @Test("the replay clock follows the wall clock at the chosen rate, stops when paused and steps one frame")
    func clock() {
        let transport = ReplayTransport(duration: 60)
        #expect(transport.advance(wall: 10) == 0)
        #expect(transport.advance(wall: 10.5) == 0.5)
        transport.cycleRate()
        #expect(transport.rateText == "¼×")
        #expect(transport.advance(wall: 11.5) == 0.75)
        transport.cycleRate()
        #expect(transport.rateText == "⅒×")
        #expect(abs(transport.advance(wall: 12.5) - 0.85) < 1e-12)
        transport.cycleRate()
        transport.togglePause()
        #expect(abs(transport.advance(wall: 20) - 0.85) < 1e-12, "paused: no time passes")
        transport.step()
        transport.step()
        #expect(abs(transport.advance(wall: 21) - (0.85 + 2.0 / 60)) < 1e-12)
        #expect(transport.isPaused)
        transport.togglePause()
        #expect(abs(transport.advance(wall: 22) - (1.85 + 2.0 / 60)) < 1e-12)
    }

    @Test("a press on the scrub bar is kept from the scene; lifting seeks to where it is, within the replay")
    func scrubBar() {
        let transport = ReplayTransport(duration: 8.6)
        let size = CGSize(width: 1280, height: 800)
        let bar = transport.frame(in: size, bottomInset: 34)
        #expect(bar == CGRect(x: 0, y: 738, width: 1280, height: 28))
        func sample(_ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, id: Int = 1) -> TouchSample {
            TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: 0)
        }
        let scene = sample(.down, 400, 300, id: 2)
        let passed = transport.filter([sample(.down, 300, 750), scene, sample(.move, 500, 600)], size: size,
                                      bottomInset: 34) { _ in false }
        #expect(passed == [scene], "the bar's touch and its moves stay out of the scene")
        #expect(transport.takeSeek() == nil, "no seek until the lift")
        _ = transport.filter([sample(.up, 630, 600)], size: size, bottomInset: 34) { _ in false }
        // The track runs from x 200 to 1060: 630 is half way.
        #expect(transport.takeSeek() == 4.3)
        #expect(transport.takeSeek() == nil)
        _ = transport.filter([sample(.down, 100, 750), sample(.up, 5000, 750)], size: size, bottomInset: 34) { _ in false }
        #expect(transport.takeSeek() == 8.6, "clamped to the end")
        // A replayed finger on the bar belongs to the scene.
        let replayed = sample(.down, 300, 750, id: 7)
        #expect(transport.filter([replayed], size: size, bottomInset: 34) { $0 == 7 } == [replayed])
    }
}
