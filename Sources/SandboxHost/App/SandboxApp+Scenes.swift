import Foundation
import GestureKit
import SandboxChrome
import SandboxFormats

/// Keys, scene switching and seeking: what the user asks of the session.
extension SandboxApp {
    /// A key the chrome layers take is theirs; the rest are the app's.
    func perform(_ command: KeyCommand, at time: TimeInterval) {
        if chrome.stack.handle(command, size: chromeSize, frame: chromeFrame(at: time)) {
            window.animator.timeScale = slowAnimations ? Self.slowAnimationScale : 1
            return
        }
        switch command {
        case .selectScene(let index) where scenes.indices.contains(index) && index != sceneIndex:
            switchScene(to: index, at: time)
        case .selectScene: break
        case .nextScene: switchScene(to: (sceneIndex + 1) % scenes.count, at: time)
        case .previousScene: switchScene(to: (sceneIndex + scenes.count - 1) % scenes.count, at: time)
        case .toggleTouchOverlay: touchOverlay.showsAllFingers.toggle()
        case .saveVideo where !options.headless: saveRecentTouches(at: time)
        case .quit: quitRequested = true
        case .escape: if !closeTopmostPanel() { quitRequested = true }
        default: break
        }
    }

    /// Esc closes one open panel: the chrome's in their declared Esc order, then the touch overlay
    /// (`KeyTable.escapeOrder`); false when none is open.
    func closeTopmostPanel() -> Bool {
        if chrome.stack.closeTopmost() { return true }
        if touchOverlay.showsAllFingers { touchOverlay.showsAllFingers = false; return true }
        return false
    }

    /// Shows another scene at the user's request. A recording names one scene in its header, so it ends here, after
    /// the cancels of the fingers that were down: replayed, it stays true to the scene it was made in.
    func switchScene(to index: Int, at time: TimeInterval) {
        show(sceneAt: index, at: time)
        // A replay stays in its scene (issue 35): elsewhere it is paused and its bar hidden; back, it resumes.
        if let transport, let replayScene {
            if index == replayScene { transport.resume() } else { transport.suspend() }
        }
        endRecording(at: time, note: "at the scene switch",
                     line: "ends at the switch to \(scenes[index].id) (a recording holds one scene)")
    }

    /// Ends the `--record` output, if it is still taking samples, with a notice and one line saying why.
    func endRecording(at time: TimeInterval, note: String, line: String) {
        guard let recorder = outputs.recorder, let path = options.recordPath, !recorder.isEnded else { return }
        recorder.end()
        let name = URL(fileURLWithPath: path).lastPathComponent
        chrome.indicator.indicator.state = .ended(note: "recording \(name) ended \(note)", at: time)
        ErrorLine.write("the recording in \(path) \(line)")
    }

    /// Replaces the scene: touches in flight are cancelled in the old one, and the new one gets a fresh window
    /// whose clock starts at `time`, so the old scene's timers die with it. V still saves the old scene's last
    /// sequence, on the scene it was made on (`RecentTouches.sequenceScene`).
    func show(sceneAt index: Int, at time: TimeInterval) {
        deliver(translator.cancelAll(at: time, cause: .sceneSwitch))
        let scene = scenes[index]
        window = Window(frame: CGRect(origin: .zero, size: size), clock: EngineClock(now: time))
        lastDeliveredTime = -.infinity
        eventTimes.reset()
        outputs.trace?.observe(window)
        inspector.observe(window)
        window.dispatchObservers.append { [touchOverlay, translator] notice in
            guard case .willDispatch(let samples) = notice else { return }
            touchOverlay.record(samples) { id in translator.fingers[id].map { Self.overlaySource($0.source) } }
        }
        window.animator.timeScale = slowAnimations ? Self.slowAnimationScale : 1
        sceneObject = scene.build(window, services)
        tuningPanel.model.observe(window)
        sceneIndex = index
        chrome.sceneBar?.selectedIndex = index
        sdlWindow.title = "Gesture Sandbox — \(scene.title)"
        fitSceneToPanels(at: time)
    }

    /// Re-runs the replay from the start to `target` without drawing, on the headless run's virtual clock (same
    /// frames, same result every time; idle stretches jumped over), for the scrub bar; the scene and the inspector
    /// start afresh. In one go: public for the seek benchmark; the windowed frame loop spreads it over frames
    /// (`beginSeek`, `continueSeek`).
    public func seek(to target: TimeInterval) throws {
        beginSeek(to: target)
        while try !continueSeek(until: nil) {}
    }

    /// Starts a seek to `target`: the fingers down are cancelled, the trace marks it, the scene starts afresh at 0.
    /// A seek already under way is dropped (a new scrub replaces it).
    func beginSeek(to target: TimeInterval) {
        deliver(translator.cancelAll(at: window.clock.now, cause: .seek))
        // The replay starts again at 0: a recording of this session would go back in time.
        endRecording(at: window.clock.now, note: "at the seek",
                     line: "ends at the seek to \(JSONNumber.string(target, digits: 3)) s (the replay starts again at 0)")
        outputs.trace?.markSeek(to: target, from: window.clock.now)
        feeder?.rewind()
        show(sceneAt: replayScene ?? sceneIndex, at: 0)
        seeking = VirtualTimeRun(end: target, playsOut: false)
        transport?.seekStarted(to: target)
    }

    /// Takes the seek under way on until `deadline` (uptime ns; nil: to the end) or Esc on the transport cancels it
    /// (the replay then stays where the seek got to). True when no seek is left under way.
    func continueSeek(until deadline: UInt64?) throws -> Bool {
        guard var run = seeking else { return true }
        var cancelled = false
        let finished = try advance(&run) {
            if transport?.takeSeekCancel() == true {
                cancelled = true
                return true
            }
            return deadline.map { DispatchTime.now().uptimeNanoseconds >= $0 } ?? false
        }
        guard finished || cancelled else {
            seeking = run
            transport?.seekReached(window.clock.now)
            return false
        }
        seeking = nil
        transport?.didSeek(to: finished ? run.end : window.clock.now)
        return true
    }

    /// The centre of the view under `point`, in window points: what the Alt-drag finger mirrors through.
    func pivot(under point: CGPoint) -> CGPoint {
        guard let view = window.hitTest(point, with: nil) else { return point }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}
