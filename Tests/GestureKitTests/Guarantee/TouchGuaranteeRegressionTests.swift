import Foundation
import Testing
@testable import GestureKit

/// Issue 15, item 1: every touch that began in a view ends or is cancelled there exactly once, also when a
/// recognizer on another finger recognizes in the event that ends both fingers.
@MainActor
@Suite struct TouchGuaranteeRegressionTests {
    final class Delegate: GestureRecognizerDelegate {
        let excluded: View
        init(excluded: View) { self.excluded = excluded }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
            touch.view !== excluded
        }
    }

    /// The gallery's smallest case: a tap on the board recognizes as two fingers lift in one event; the second
    /// finger, on a subview the tap doesn't receive, must still get its ended.
    @Test func fingerOnSubviewEndsWhenTapRecognizesInSameEvent() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let board = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "board")
        board.isMultipleTouchEnabled = true
        let subview = RecordingView(frame: CGRect(x: 300, y: 300, width: 80, height: 80), name: "subview")
        window.addSubview(board)
        board.addSubview(subview)
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        let delegate = Delegate(excluded: subview)
        tap.delegate = delegate
        board.addGestureRecognizer(tap)
        let log = EngineLog(window: window)
        let fingers = Fingers(window: window)

        fingers.down(1, 100, 100, at: 0.5)
        fingers.down(2, 340, 340, at: 0.6)
        fingers.batch([(1, .up, 100, 100), (2, .up, 340, 340)], at: 0.65)

        #expect(board.messages == ["began 1", "cancelled 1"])
        #expect(subview.messages == ["began 1", "ended 1"])
        #expect(log.entries == [
            "board.began(1)", "subview.began(1)",
            "board.cancelled(1)", "tap: possible→ended", "subview.ended(1)", "tap: ended→possible",
        ])
        #expect(window.pendingViewTouches.isEmpty)
    }
}
