internal import CSDL2
internal import CWaylandTouchGuard
import Foundation
import GestureKit
import SandboxChrome
import SandboxInspector

/// The SDL event pump: every pending SDL event taken once a frame, keys to the chrome and the app, window events to
/// the session, and everything else to the input translator.
extension SandboxApp {
    /// The touch samples of every event pending at `time` (each at the time it happened, when live input is stamped
    /// so), after acting on keys and window events in their order among them.
    func pumpEvents(at time: TimeInterval) -> [TouchSample] {
        var samples: [TouchSample] = []
        translator.beginBatch()
        var event = SDL_Event()
        // Pumped once, then taken with SDL_PeepEvents: SDL_PollEvent stops at the "poll sentinel" an earlier
        // SDL_WaitEventTimeout left in the queue, so input pumped after it would wait a whole frame.
        DisplayConnection.duringSDL { SDL_PumpEvents() }
        let ticksNow = SDL_GetTicks()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1 {
            let eventTime = feeder.flatMap { $0.isReplayEvent(event) ? $0.takeTime() : nil }
                ?? (stampsInputWhenItHappened
                    ? eventTimes.time(ofEventAt: event.common.timestamp, ticksNow: ticksNow, frameTime: time) : time)
            if keyInput.route(event, to: window) { continue }
            switch event.type {
            case SDL_QUIT.rawValue:
                quitRequested = true
            case SDL_KEYDOWN.rawValue:
                if let command = KeyCommand(event.key) {
                    // Input that came before the key goes first: a scene switch between two drags of one slow
                    // frame splits them where the user did.
                    deliverThroughChrome(samples, at: time)
                    samples.removeAll()
                    perform(command, at: time)
                }
            case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                windowResized(to: CGSize(width: CGFloat(event.window.data1) / displayScale.factor,
                                         height: CGFloat(event.window.data2) / displayScale.factor), at: time)
            case SDL_MOUSEWHEEL.rawValue where scrollsChrome(event.wheel, at: time):
                continue
            case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_CLOSE.rawValue:
                quitRequested = true
            default:
                break
            }
            samples += translator.translate(event, at: eventTime)
        }
        let listed = SDLTouchDevices.current()
        samples += translator.touchDevicesPresent(Set(listed.map(\.id)), at: time)
        translator.health.setListedDevices(listed)
        translator.health.setCount(.heldBackFromSDL, to: Int(gs_touch_guard_dropped()))
        samples += translator.tick(at: time)
        return samples
    }

    /// A plain wheel turn over a chrome panel that scrolls (F6) is the panel's; with Ctrl or Shift, or elsewhere, it
    /// goes on to the input translator (a simulated pinch or rotation).
    private func scrollsChrome(_ wheel: SDL_MouseWheelEvent, at time: TimeInterval) -> Bool {
        guard !translator.modifiers.control, !translator.modifiers.shift else { return false }
        let notches = Int(wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -wheel.y : wheel.y)
        let point = viewport.layoutPoint(fromUnits: CGPoint(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY)))
        return notches != 0 && chrome.stack.scroll(wheel: notches, at: point, size: chromeSize, frame: chromeFrame(at: time))
    }

    /// A window made narrower or shorter than the app is made for is zoomed down (`NarrowWindow`) before anything
    /// is laid out at its new size. A zoomed replay keeps its points: only the zoom follows the window. Otherwise the
    /// scene takes the new size at once (not a frame later, laid out again for the docked panels).
    private func windowResized(to points: CGSize, at time: TimeInterval) {
        var resized = viewport
        resized.windowZoom = NarrowWindow.zoom(for: points, headless: options.headless, replays: feeder != nil)
        resized.layoutSize = CGSize(width: points.width / resized.windowZoom, height: points.height / resized.windowZoom)
        if keepsRecordedSize {
            resized.replayZoom = ReplayZoom.fit(size, in: resized.layoutSize,
                                                bars: ReplayZoom.bars(headless: options.headless, replays: true))
            viewport = resized
        } else {
            viewport = resized
            size = resized.layoutSize
            window.frame = CGRect(origin: .zero, size: size)
            fitSceneToPanels(at: time)
        }
    }
}
