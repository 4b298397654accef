import Foundation
import GestureKit
import Testing
@testable import SandboxChrome

/// Issue 39 item 3: F7, a panel added as one file and one line (`AppChrome.panels`), opens on its key, lists the
/// scene's recognizers with their states as they change, lies over the scene in a column on the left, and closes on
/// Esc after F3 (its declared rank).
@MainActor
@Suite("F7 recognizer list")
struct RecognizerListLayerTests {
    let size = CGSize(width: 800, height: 600)

    @Test func itIsMadeFromItsRegistration() {
        #expect(AppChrome.panels.map(\.key) == [RecognizerListLayer.key])
        #expect(AppChrome.panels[0].make() is RecognizerListLayer)
    }

    @Test func itListsTheScenesRecognizersWithTheirStates() {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        let board = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.addSubview(board)
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        pan.name = "board.pan"
        board.addGestureRecognizer(pan)
        window.addGestureRecognizer(tap)
        let list = RecognizerListLayer()
        let stack = ChromeStack([list])
        #expect(!list.isVisible)
        #expect(stack.handle(.functionKey(7)) && list.isVisible)
        #expect(!stack.handle(.functionKey(8)), "F8 is not its key")
        #expect(RecognizerListLayer.rows(in: window) == ["TapGestureRecognizer: possible",
                                                         "board.pan (PanGestureRecognizer): possible"])
        window.dispatch([TouchSample(id: 1, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: 0),
                         TouchSample(id: 1, phase: .move, location: CGPoint(x: 160, y: 100), timestamp: 0.05),
                         TouchSample(id: 1, phase: .move, location: CGPoint(x: 220, y: 100), timestamp: 0.1)])
        #expect(pan.state == .changed && tap.state == .failed)
        #expect(RecognizerListLayer.rows(in: window) == ["TapGestureRecognizer: failed",
                                                         "board.pan (PanGestureRecognizer): changed"])
        let area = stack.layout(size: size, now: 0).area(of: list)
        // A column on the left, inside the layout's margin, over the scene (no other panel is open).
        #expect(area == CGRect(x: 12, y: 12, width: RecognizerListLayer.width, height: 576))
        let context = FilledRects()
        stack.draw(in: context, size: size, frame: ChromeFrame(window: window, now: 0.1))
        // This context's measure (7 points a character) is wider than the app's font: the row without its type.
        #expect(context.texts.contains("board.pan: changed"), "\(context.texts)")
        #expect(context.texts.contains("F7 · recognizers"))
    }

    @Test func escClosesItAfterF3() {
        let list = RecognizerListLayer(), stats = FrameStatsLayer(), help = HelpLayer()
        let stack = ChromeStack([stats, help, list])
        _ = stack.handle(.functionKey(7))
        _ = stack.handle(.toggleFrameStats)
        _ = stack.handle(.toggleHelp)
        #expect(stack.closeTopmost() && !help.isVisible && stats.isVisible && list.isVisible)
        #expect(stack.closeTopmost() && !stats.isVisible && list.isVisible)
        #expect(stack.closeTopmost() && !list.isVisible)
        #expect(!stack.closeTopmost())
    }
}
