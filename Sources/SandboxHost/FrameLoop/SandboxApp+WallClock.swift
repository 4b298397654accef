internal import CSDL2
import Foundation
import GestureKit
import SandboxChrome
import SandboxFormats
import SandboxSession

/// Windowed runs: frames on the wall clock, paced by `FramePacer`.
extension SandboxApp {
    /// Windowed: the wall clock, paced by `FramePacer`: with nothing to show, the loop sleeps in
    /// `SDL_WaitEventTimeout` and draws nothing; input is drawn at once (no vsync) or just before the refresh
    /// (vsync); while anything animates, one frame a refresh period. After each present, the live samples it
    /// drew feed F3's event-to-present latency.
    func runWallClock() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var pacer = FramePacer(period: framePeriod, vsync: renderer.waitsForVsync)
        var firstFrame = true
        while !quitRequested, !DisplayConnection.noticeLoss() {
            let now = elapsed()
            let nextTimer = transport == nil ? window.clock.nextDueTime : nil
            DisplayConnection.duringSDL { SDL_PumpEvents() }
            let inputPending = firstFrame || SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
            switch pacer.next(now: now, inputPending: inputPending, busy: isBusy(at: now), nextTimer: nextTimer) {
            case .sleep(let rest):
                SDL_Delay(UInt32(max(1, (rest * 1000).rounded(.up))))
                continue
            case .waitForInput(let limit):
                _ = DisplayConnection.duringSDL { SDL_WaitEventTimeout(nil, Int32(max(1, (limit * 1000).rounded(.up)))) }
                if TerminationSignals.wasReceived { quitRequested = true }
                continue
            case .draw:
                break
            }
            firstFrame = false
            let frameStart = elapsed()
            drawnSampleTimes.removeAll(keepingCapacity: true)
            try frame(wall: frameStart)
            let presented = elapsed()
            let drawn = drawnUptime > start ? Double(drawnUptime - start) / 1e9 : presented
            pacer.didDraw(at: frameStart, work: min(max(0, drawn - frameStart), presented - frameStart),
                          presented: presented)
            if transport == nil {
                for happened in drawnSampleTimes {
                    chrome.stats.stats.latency.record(happened: happened, presented: presented)
                }
            }
            chrome.stats.stats.record(frameStart: frameStart, work: presented - frameStart)
        }
    }

    /// One windowed frame starting at `wall` seconds: a seek the scrub bar asked for first, for `seekShare` of wall
    /// time a frame (drawn with its progress on the transport until it is done, so the window never freezes and
    /// Esc or a new scrub can stop it), then the frame at the replay's time (the transport's clock) or, live, at
    /// `wall`.
    func frame(wall: TimeInterval) throws {
        if let target = transport?.takeSeek() { beginSeek(to: target) }
        if seeking != nil {
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seekShare) * 1e9)
            if try !continueSeek(until: deadline) {
                if quitRequested { return }
                draw(at: window.clock.now)
                if !options.headless, !DisplayConnection.noticeLoss() {
                    DisplayConnection.duringSDL { renderer.present() }
                }
                return
            }
        }
        try step(to: transport?.advance(wall: wall) ?? wall, render: true)
    }

    /// Whether the screen changes by itself, so frames must go on: an animation or frame callback, a fading trail,
    /// a wheel gesture waiting to end, or a chrome layer that changes with time (a note, a running replay, the
    /// timeline). A finger held still changes nothing; its recognizers' timers wake the loop on their own.
    func isBusy(at now: TimeInterval) -> Bool {
        !window.animator.isIdle || touchOverlay.isFading(at: now) || translator.hasWheelGesture
            || chrome.stack.keepsFramesComing(at: now)
    }
}
