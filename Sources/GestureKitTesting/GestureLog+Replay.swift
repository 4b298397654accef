import Foundation
import GestureKit

extension GestureLog {
    /// Replays a recording's touches on a scene already built in `window`, as the sandbox's headless run does: the
    /// window is laid out, each instant's samples are dispatched at their own times (laid out again after each, as
    /// a frame would), then the virtual clock runs on `settle` seconds past the last one. `beforeEachEvent` runs
    /// before every dispatch (a tuning, applied to recognizers a scene adds on the way too). The log listens from
    /// the start; `gesture-sandbox export-test` writes tests on this.
    public static func replaying(_ touches: TouchStream, on window: Window, settle: TimeInterval = 2,
                                 beforeEachEvent: (Window) -> Void = { _ in }) -> GestureLog {
        let log = GestureLog(window)
        window.layoutHierarchy()
        for event in touches.events where !event.isEmpty {
            beforeEachEvent(window)
            log.watchActions(in: window)
            window.dispatch(event)
            window.layoutHierarchy()
        }
        log.watchActions(in: window)
        window.advance(to: max(window.clock.now, touches.endTime) + settle)
        return log
    }
}
