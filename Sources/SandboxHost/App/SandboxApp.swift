internal import CSDL2
import Foundation
import GestureKit
import SandboxInspector
import GestureTuning
import SandboxFormats

/// The gesture-sandbox app: one SDL window showing one scene, and the frame loop that feeds it.
///
/// Each frame (`step(to:render:)`): push the replay's due events into SDL's queue, take every pending SDL event
/// and translate it, dispatch the touches (each at its own time, so timers due before it fire first), advance the
/// engine clock to the frame time, lay out, draw the views and overlays, present. Input that is queued before a
/// frame's input phase is therefore drawn in that same frame.
///
/// Windowed runs use the wall clock and vsync; headless runs use virtual time driven by the recording (see `run()`).
@MainActor
public final class SandboxApp {
    public let options: SandboxOptions
    public let scenes: [SceneDescriptor]
    /// The window's size in points.
    public private(set) var size: CGSize
    /// The engine window of the scene shown now.
    public private(set) var window: Window
    public private(set) var sceneIndex: Int

    private var recording: Recording?
    private let sdlWindow: SDLWindow
    let renderer: SDLRenderer
    private let context: SDLGraphicsContext
    private let sounds: SoundPlayer
    private let services: SceneServices
    private let translator: InputTranslator
    private let feeder: ReplayFeeder?
    private var sceneObject: AnyObject?

    private let trace: TraceWriter?
    private let recorder: RecordingWriter?
    private let dumpOutput: OutputFile?
    private let screenshotOutput: OutputFile?

    private let touchOverlay = TouchOverlay()
    let inspector = InspectorOverlay()
    private let help = HelpOverlay()
    private let recordingIndicator = RecordingIndicator()
    /// Live input on the engine clock at the time it happened (see `EventTimeMapper`).
    private var eventTimes = EventTimeMapper()
    /// Whether input not from a replay is put at the time SDL stamped it: live windows do; headless runs, on a
    /// virtual clock SDL's ticks know nothing of, put it at the frame's time. Tests of the live path set it.
    var stampsInputWhenItHappened: Bool
    /// Time control, for windowed replays.
    let transport: ReplayTransport?
    /// F6; its model holds the tuning (`--tuning`) every scene's recognizers get.
    let tuningPanel: TuningPanel
    /// The tuning the panel edits, applied to every scene's recognizers before each delivery.
    public var tuning: TuningPanelModel { tuningPanel.model }
    private var stats = FrameStats()
    /// Timestamps of the samples delivered in the frame being made, for the latency statistic.
    private var drawnSampleTimes: [TimeInterval] = []
    private var showsFrameStats = false
    /// Window points per scene point: 1, except for a replay made in another window size (see `init`).
    private var replayZoom: CGFloat = 1
    /// A replay made in another window size: the scene keeps the recording's size and only the zoom follows the window.
    private var keepsRecordedSize = false
    private var showsInputHealth = false
    /// SDL window units per point beyond what SDL scales itself (`DisplayScale`: the desktop's scale on X11).
    private var displayFactor: CGFloat { displayScale.factor }
    private let displayScale: DisplayScale
    /// A: animations at ¼ speed, as the iOS Simulator's slow animations; input and recognizer timers untouched.
    private(set) var slowAnimations = false {
        didSet { window.animator.timeScale = slowAnimations ? Self.slowAnimationScale : 1 }
    }
    static let slowAnimationScale = 0.25
    private let sceneBar: SceneBar?
    private let framePeriod: TimeInterval
    private var quitRequested = false
    /// Frames stepped so far, drawn or not: what a seek costs, and whether a quiet stretch was jumped over (tests).
    private(set) var framesStepped = 0
    /// Opt-in start-up probe for `tools/bench-app.sh` (env `GESTURE_SANDBOX_REPORT_FIRST_FRAME=1`); off, it is done.
    private var firstFrameReported = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_REPORT_FIRST_FRAME"] != "1"

    /// Checks everything that can be wrong (recording, scene, outputs, display, assets) before opening the window, so
    /// each problem is one clear `SandboxError`.
    /// `tunables`: parameters of custom recognizers to offer in the tuning panel and tuning files, besides the
    /// built-ins'.
    public init(options: SandboxOptions, scenes: [SceneDescriptor], tunables: [TunableParameter] = [],
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard !scenes.isEmpty else { throw SandboxError("no scenes") }
        guard options.replaySpeed > 0, options.replaySpeed.isFinite else {
            throw SandboxError.usage("--replay-speed must be a finite positive number")
        }
        guard options.settle >= 0, options.settle.isFinite else {
            throw SandboxError.usage("--settle must be a finite number, 0 or more")
        }
        self.options = options
        stampsInputWhenItHappened = !options.headless
        self.scenes = scenes
        try Self.refuseOverwritingReplay(options)
        do {
            if options.replayPath?.isEmpty == true { throw SandboxError.usage("--replay needs a file name") }
            recording = try options.replayPath.map { try LinuxInputImporter.load(path: $0, windowSize: options.size) }
        } catch let error as RecordingError {
            throw SandboxError("bad recording: \(error)")
        } catch is ReadingStopped {
            throw SandboxError("", kind: .quit)
        }
        let sceneID = options.sceneID ?? recording?.scene ?? scenes[0].id
        guard let index = scenes.firstIndex(where: { $0.id == sceneID }) else {
            let message = SceneDescriptor.unknownScene(sceneID, among: scenes)
            // Named by --scene, the user typed it; named by the recording's header, the file is wrong, and said as
            // every other fault of a recording is.
            guard options.sceneID == nil, let recording, let path = options.replayPath else {
                throw SandboxError.usage(message)
            }
            let error = RecordingError(file: URL(fileURLWithPath: path).path, line: recording.headerLine, message: message)
            throw SandboxError("bad recording: \(error)")
        }
        sceneIndex = index
        let catalog = TuningCatalog(parameters: TuningCatalog.builtIn.parameters + tunables)
        do {
            let tuning = try options.tuningPath.map { try TuningFile.load(path: $0, catalog: catalog) } ?? Tuning()
            tuningPanel = TuningPanel(model: TuningPanelModel(catalog: catalog, tuning: tuning))
        } catch let error as TuningError {
            throw SandboxError(error.message)
        }
        size = options.size ?? recording?.windowSize ?? SandboxOptions.defaultSize

        screenshotOutput = try options.screenshotPath.map(Self.openScreenshot)
        trace = try options.tracePath.map { TraceWriter(output: try OutputFile(path: $0)) }
        dumpOutput = try options.dumpViewsPath.map { try OutputFile(path: $0) }
        let recordOutput = try options.recordPath.map { try OutputFile(path: $0) }
        if let path = options.recordPath, !options.headless {
            recordingIndicator.state = .recording(file: URL(fileURLWithPath: path).lastPathComponent)
        }

        let display = try DisplaySession.open(options: options, size: size, environment: environment)
        sdlWindow = display.window
        renderer = display.renderer
        displayScale = display.scale
        if options.fullscreen && !options.headless {
            size = CGSize(width: CGFloat(sdlWindow.size.width) / display.scale.factor,
                          height: CGFloat(sdlWindow.size.height) / display.scale.factor)
        }
        // A recording made in another window size keeps its points, so every recognizer sees what it saw, and is
        // drawn zoomed to fit the window, keeping its aspect (from the top left).
        if let recorded = recording?.windowSize, !options.noScale, recorded != size {
            let shown = size
            replayZoom = min(shown.width / recorded.width, shown.height / recorded.height)
            keepsRecordedSize = true
            size = recorded
            ErrorLine.write("note: \(options.replayPath ?? "the recording") was made in \(Int(recorded.width))x\(Int(recorded.height)); "
                            + "it is shown at \(JSONNumber.string(Double(replayZoom), digits: 3))x to fit "
                            + "\(Int(shown.width))x\(Int(shown.height)), its points as recorded "
                            + "(--no-scale lays the scene out at \(Int(shown.width))x\(Int(shown.height)) instead)")
        }
        // Made once the window has its size: a full-screen window's is the desktop's, not --size.
        let sceneName = scenes[index].id, startSize = size
        let assets: AssetCatalog
        do {
            assets = try AssetCatalog.locate()
        } catch {
            throw SandboxError("\(error)")
        }
        context = SDLGraphicsContext(renderer: renderer, assets: assets)
        context.zoom = replayZoom
        context.displayFactor = display.scale.factor
        let machine = RecordingEnvironment.current(renderer: renderer, scale: context.scale)
        recorder = recordOutput.map {
            RecordingWriter(output: $0, windowSize: startSize, scene: sceneName, environment: machine)
        }
        sounds = SoundPlayer(directory: assets.root.appendingPathComponent("sounds"), audio: !options.headless)
        let player = sounds
        services = SceneServices { player.play($0) }

        let cancelType = SDL_RegisterEvents(1)
        translator = InputTranslator(windowSize: size, replayCancelEventType: cancelType)
        translator.windowScale = replayZoom * display.scale.factor
        translator.windowSize = CGSize(width: CGFloat(sdlWindow.size.width) / translator.windowScale,
                                       height: CGFloat(sdlWindow.size.height) / translator.windowScale)
        translator.health.videoDriver = display.videoDriver
        translator.health.renderer = display.rendererDescription
        translator.health.display = display.notes
        translator.health.scale = displayScale.describe(pixelsPerPoint: context.scale / replayZoom)
        translator.health.hints = SDLSystem.hintsInForce()
        translator.health.setListedDevices(SDLTouchDevices.current().map { InputHealth.Device(id: $0.id, name: $0.name) })
        if options.verbose {
            for line in translator.health.lines(now: 0) { ErrorLine.write("input: \(line)") }
        }
        feeder = recording.map { ReplayFeeder(recording: $0, speed: options.replaySpeed, cancelEventType: cancelType) }
        sceneBar = options.headless ? nil : SceneBar(titles: scenes.map(\.title), selectedIndex: index)
        transport = options.headless ? nil : feeder.map { [context] in
            ReplayTransport(duration: $0.endTime) { context.sizeOfText($0, font: $1).width }
        }
        framePeriod = 1 / Double(Self.refreshRate(of: sdlWindow))
        window = Window(frame: CGRect(origin: .zero, size: size))
        translator.pivotProvider = { [weak self] point in self?.pivot(under: point) ?? point }
        show(sceneAt: index, at: 0)
    }

    /// An output naming the recording being replayed (or the tuning file) would truncate it when opened: refused
    /// before anything is read or written.
    private static func refuseOverwritingReplay(_ options: SandboxOptions) throws {
        try FileIdentity.refuseOverwriting(options.inputFiles, by: options.outputFiles)
    }

    /// Runs until the window closes, SIGINT/SIGTERM arrive (see `TerminationSignals`) or, headless, the
    /// settle time has passed; then writes the trace, view dump and screenshot asked for. Throws `OutputFailure`
    /// at the end if an output failed on the way (each failure was reported when it happened).
    public func run() throws {
        if options.headless {
            try runVirtualTime()
        } else {
            try runWallClock()
        }
        try finish()
        let failures = outputs.compactMap(\.failure)
        if !failures.isEmpty { throw OutputFailure(messages: failures) }
    }

    private var outputs: [OutputFile] {
        [trace?.output, recorder?.output, dumpOutput, screenshotOutput].compactMap { $0 }
    }

    /// `--screenshot` writes PNG, so its name says so (or it is one of the app's own descriptors, like `-`); it is
    /// opened at start like the other outputs, so an unwritable path fails before the session.
    private static func openScreenshot(_ path: String) throws -> OutputFile {
        guard path.lowercased().hasSuffix(".png") || OutputFile.inheritedDescriptor(for: path) != nil else {
            throw SandboxError.usage("--screenshot writes PNG: name a .png file (got '\(path)')")
        }
        return try OutputFile(path: path)
    }

    /// Headless: time is virtual. Frames fall on every replayed event's time and every 1/60 s after the latest
    /// event; after the last event the clock runs on for the settle time. Nothing is drawn except a final
    /// screenshot, so the same recording gives the same trace.
    private func runVirtualTime() throws {
        try stepVirtualTime(to: (feeder?.endTime ?? 0) + options.settle, playsOut: true)
    }

    /// Undrawn frames from 0 to `end` on virtual time: on every replayed event's time and every 1/60 s after the
    /// latest event, jumping over idle stretches. `playsOut`: go on until the replay has pushed every event, even
    /// past `end` (a headless run); otherwise stop at `end` exactly (a seek).
    private func stepVirtualTime(to end: TimeInterval, playsOut: Bool) throws {
        var anchor: TimeInterval = 0, steps = 0
        var now: TimeInterval = 0
        try step(to: now, render: false)
        while !quitRequested, (playsOut && !(feeder?.isFinished ?? true)) || now < end {
            steps += 1
            var next = anchor + Double(steps) / 60
            if skipsQuietStretches, isQuiet {
                // Nothing can change before the next event, the next recognizer timer or the end: jump to the
                // frame that stepping would reach first at or after it, so every later frame falls where it
                // would have and the trace is the same. A timer fires at its own time inside that frame.
                let target = min(feeder?.nextTime ?? end, end, window.clock.nextDueTime ?? .infinity)
                steps = Self.firstStep(from: anchor, atOrAfter: target, notBefore: steps)
                next = anchor + Double(steps) / 60
            }
            if let due = feeder?.nextTime, due <= next {
                next = due
                anchor = due
                steps = 0
            } else if feeder?.isFinished ?? true {
                next = min(next, end)
            }
            if !playsOut { next = min(next, end) }
            now = next
            try step(to: now, render: false)
        }
    }

    /// When the last windowed frame finished drawing, before its present (uptime ns): the pacer plans by the work.
    private var drawnUptime: UInt64 = 0

    /// Off only to compare a run with stepping every 1/60 s (tests).
    var skipsQuietStretches = true

    /// The smallest step `k >= minimum` whose frame time `anchor + k / 60` (computed as the loop does) is at or after
    /// `target`.
    static func firstStep(from anchor: TimeInterval, atOrAfter target: TimeInterval, notBefore minimum: Int) -> Int {
        let estimate = ((target - anchor) * 60).rounded(.down)
        guard estimate.isFinite, estimate < Double(Int.max / 2) else { return minimum }
        var step = max(minimum, Int(estimate))
        while anchor + Double(step) / 60 < target { step += 1 }
        while step > minimum, anchor + Double(step - 1) / 60 >= target { step -= 1 }
        return step
    }

    /// Whether no frame before the next event or timer can change anything, fingers down or not: no animation or
    /// frame callback, no wheel gesture waiting to end. A held finger changes nothing by itself; its recognizers'
    /// timers are on the engine clock.
    private var isQuiet: Bool {
        window.animator.isIdle && !translator.hasWheelGesture
    }

    /// Windowed: the wall clock, paced by `FramePacer`: with nothing to show, the loop sleeps in
    /// `SDL_WaitEventTimeout` and draws nothing; input is drawn at once (no vsync) or just before the refresh
    /// (vsync); while anything animates, one frame a refresh period. After each present, the live samples it
    /// drew feed F3's event-to-present latency.
    private func runWallClock() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var pacer = FramePacer(period: framePeriod, vsync: renderer.waitsForVsync)
        var firstFrame = true
        while !quitRequested {
            let now = elapsed()
            let nextTimer = transport == nil ? window.clock.nextDueTime : nil
            SDL_PumpEvents()
            let inputPending = firstFrame || SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
            switch pacer.next(now: now, inputPending: inputPending, busy: isBusy(at: now), nextTimer: nextTimer) {
            case .sleep(let rest):
                SDL_Delay(UInt32(max(1, (rest * 1000).rounded(.up))))
                continue
            case .waitForInput(let limit):
                SDL_WaitEventTimeout(nil, Int32(max(1, (limit * 1000).rounded(.up))))
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
                for happened in drawnSampleTimes { stats.latency.record(happened: happened, presented: presented) }
            }
            stats.record(frameStart: frameStart, work: presented - frameStart)
        }
    }

    /// One windowed frame starting at `wall` seconds: a seek the scrub bar asked for first, then the frame at the
    /// replay's time (the transport's clock) or, live, at `wall`.
    func frame(wall: TimeInterval) throws {
        if let target = transport?.takeSeek() { try seek(to: target) }
        try step(to: transport?.advance(wall: wall) ?? wall, render: true)
    }

    /// Whether the screen changes by itself, so frames must go on: an animation or frame callback, a fading trail
    /// or note, a wheel gesture waiting to end, a running replay, or the timeline (it scrolls with time). A finger
    /// held still changes nothing; its recognizers' timers wake the loop on their own.
    private func isBusy(at now: TimeInterval) -> Bool {
        !window.animator.isIdle || touchOverlay.isFading(at: now) || recordingIndicator.isShowingNote(at: now)
            || translator.hasWheelGesture || transport != nil || inspector.showsTimeline
    }

    /// One frame at `time` on the engine clock. Headless frames are drawn (when asked) but not presented, so their
    /// pixels can be read back.
    func step(to time: TimeInterval, render: Bool) throws {
        framesStepped += 1
        if TerminationSignals.wasReceived { quitRequested = true }
        try feeder?.push(upTo: time, windowSize: translator.windowSize, windowID: sdlWindow.id)
        var samples: [TouchSample] = []
        var event = SDL_Event()
        // Pumped once, then taken with SDL_PeepEvents: SDL_PollEvent stops at the "poll sentinel" an earlier
        // SDL_WaitEventTimeout left in the queue, so input pumped after it would wait a whole frame.
        SDL_PumpEvents()
        let ticksNow = SDL_GetTicks()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1 {
            let eventTime = feeder.flatMap { $0.isReplayEvent(event) ? $0.takeTime() : nil }
                ?? (stampsInputWhenItHappened
                    ? eventTimes.time(ofEventAt: event.common.timestamp, ticksNow: ticksNow, frameTime: time) : time)
            if KeyInputRouter.route(event, to: window) { continue }
            switch event.type {
            case SDL_QUIT.rawValue:
                quitRequested = true
            case SDL_KEYDOWN.rawValue:
                if let command = KeyCommand(event.key) {
                    // Input that came before the key goes first: a scene switch between two drags of one slow
                    // frame splits them where the user did.
                    deliverThroughSceneBar(samples, at: time)
                    samples.removeAll()
                    perform(command, at: time)
                }
            case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                let shown = CGSize(width: CGFloat(event.window.data1) / displayFactor,
                                   height: CGFloat(event.window.data2) / displayFactor)
                if keepsRecordedSize {
                    // A zoomed replay keeps its points: only the zoom follows the window.
                    replayZoom = min(shown.width / size.width, shown.height / size.height)
                    context.zoom = replayZoom
                    translator.windowScale = replayZoom * displayFactor
                } else {
                    size = shown
                    window.frame = CGRect(origin: .zero, size: size)
                }
            case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_CLOSE.rawValue:
                quitRequested = true
            default:
                break
            }
            samples += translator.translate(event, at: eventTime)
        }
        let listed = SDLTouchDevices.current()
        samples += translator.touchDevicesPresent(Set(listed.map(\.id)), at: time)
        translator.health.setListedDevices(listed.map { InputHealth.Device(id: $0.id, name: $0.name) })
        samples += translator.tick(at: time)
        deliverThroughSceneBar(samples, at: time)
        window.advance(to: time)
        window.layoutHierarchy()
        if render {
            draw(at: time)
            if !options.headless {
                drawnUptime = DispatchTime.now().uptimeNanoseconds
                renderer.present()
            }
            reportFirstFrame()
        }
        trace?.flush()
        recorder?.flush()
    }

    /// The window's size in window points, where the chrome (bars, panels, help) is laid out: the scene's size,
    /// except in a replay drawn zoomed to fit, whose chrome is drawn at the window's own scale.
    var chromeSize: CGSize {
        guard keepsRecordedSize else { return size }
        return CGSize(width: translator.windowSize.width * replayZoom, height: translator.windowSize.height * replayZoom)
    }

    /// The height of the bars along the bottom: the scene bar, and a windowed replay's transport above it.
    private var barsHeight: CGFloat {
        (sceneBar == nil ? 0 : SceneBar.height) + (transport == nil ? 0 : ReplayTransport.height)
    }

    /// Where the F6 panel may go: the window above the bars.
    private var tuningPanelArea: CGSize {
        CGSize(width: chromeSize.width, height: chromeSize.height - barsHeight)
    }

    /// Delivers samples, except those on the scene bar, whose taps select a scene (after the rest is delivered).
    private func deliverThroughSceneBar(_ samples: [TouchSample], at time: TimeInterval) {
        let chrome = chromeSize
        let samples = tuningPanel.filter(samples, size: tuningPanelArea, window: window, zoom: replayZoom)
        guard let sceneBar else { return deliver(samples) }
        var (passed, selection) = sceneBar.filter(samples, size: chrome, zoom: replayZoom)
        passed = transport?.filter(passed, size: chrome, bottomInset: SceneBar.height, zoom: replayZoom) { [translator] id in
            translator.fingers[id]?.source == .replay
        } ?? passed
        deliver(passed)
        if let selection { perform(.selectScene(selection), at: time) }
    }

    private func deliver(_ samples: [TouchSample]) {
        guard !samples.isEmpty else { return }
        for sample in samples {
            recorder?.append(sample, source: translator.source(ofFinger: sample.id).map(RecordedSource.init))
        }
        drawnSampleTimes += samples.map(\.timestamp)
        touchOverlay.record(samples) { [translator] id in translator.fingers[id].map { Self.overlaySource($0.source) } }
        tuningPanel.model.apply(to: window)
        inspector.dispatch(samples, to: window)
    }

    /// Esc closes one open panel, the one drawn on top first (tuning, timeline, story, frame stats, touch
    /// overlay); false when none is open.
    private func closeTopmostPanel() -> Bool {
        if help.isVisible { help.isVisible = false; return true }
        if tuningPanel.isVisible { tuningPanel.isVisible = false; return true }
        if inspector.showsTimeline { inspector.showsTimeline = false; return true }
        if inspector.inspector.panel.isVisible { inspector.inspector.panel.isVisible = false; return true }
        if showsInputHealth { showsInputHealth = false; return true }
        if showsFrameStats { showsFrameStats = false; return true }
        if touchOverlay.showsAllFingers { touchOverlay.showsAllFingers = false; return true }
        return false
    }

    private func perform(_ command: KeyCommand, at time: TimeInterval) {
        switch command {
        case .selectScene(let index) where scenes.indices.contains(index) && index != sceneIndex:
            switchScene(to: index, at: time)
        case .selectScene: break
        case .nextScene: switchScene(to: (sceneIndex + 1) % scenes.count, at: time)
        case .previousScene: switchScene(to: (sceneIndex + scenes.count - 1) % scenes.count, at: time)
        case .toggleTouchOverlay: touchOverlay.showsAllFingers.toggle()
        case .toggleFrameStats: showsFrameStats.toggle()
        case .toggleInputHealth: showsInputHealth.toggle()
        case .togglePause: transport?.togglePause()
        case .stepFrame: transport?.step()
        case .cycleReplaySpeed: transport?.cycleRate()
        case .toggleSlowAnimations: slowAnimations.toggle()
        case .toggleRecognizerPanel, .toggleTimeline, .scrollInspector: _ = inspector.perform(command)
        case .toggleTuningPanel: tuningPanel.isVisible.toggle()
        case .quit: quitRequested = true
        case .toggleHelp: help.isVisible.toggle()
        case .escape: if !closeTopmostPanel() { quitRequested = true }
        }
    }

    /// Shows another scene at the user's request. A recording names one scene in its header, so it ends here, after
    /// the cancels of the fingers that were down: replayed, it stays true to the scene it was made in.
    private func switchScene(to index: Int, at time: TimeInterval) {
        show(sceneAt: index, at: time)
        if let recorder, let path = options.recordPath, !recorder.isEnded {
            recorder.end()
            let name = URL(fileURLWithPath: path).lastPathComponent
            recordingIndicator.state = .ended(note: "recording \(name) ended at the scene switch", at: time)
            ErrorLine.write("the recording in \(path) ends at the switch to \(scenes[index].id) "
                + "(a recording holds one scene)")
        }
    }

    /// Replaces the scene: touches in flight are cancelled in the old one, and the new one gets a fresh window
    /// whose clock starts at `time`, so the old scene's timers die with it.
    private func show(sceneAt index: Int, at time: TimeInterval) {
        deliver(translator.cancelAll(at: time, cause: .sceneSwitch))
        let scene = scenes[index]
        window = Window(frame: CGRect(origin: .zero, size: size), clock: EngineClock(now: time))
        eventTimes.reset()
        trace?.observe(window)
        inspector.observe(window)
        window.animator.timeScale = slowAnimations ? Self.slowAnimationScale : 1
        sceneObject = scene.build(window, services)
        tuningPanel.model.apply(to: window)
        sceneIndex = index
        sceneBar?.selectedIndex = index
        sdlWindow.title = "Gesture Sandbox — \(scene.title)"
    }

    /// Re-runs the replay from the start to `target` without drawing, on the headless run's virtual clock (same
    /// frames, same result every time; idle stretches jumped over), for the scrub bar; the scene and the inspector
    /// start afresh. Public for the seek benchmark.
    public func seek(to target: TimeInterval) throws {
        deliver(translator.cancelAll(at: window.clock.now, cause: .seek))
        trace?.markSeek(to: target, from: window.clock.now)
        feeder?.rewind()
        show(sceneAt: sceneIndex, at: 0)
        try stepVirtualTime(to: target, playsOut: false)
        transport?.didSeek(to: target)
    }

    private static func overlaySource(_ source: FingerSource) -> TouchOverlay.Source {
        switch source {
        case .touch, .replay: .finger
        case .mouse: .mouse
        case .simulated: .simulated
        }
    }

    /// The centre of the view under `point`, in window points: what the Alt-drag finger mirrors through.
    private func pivot(under point: CGPoint) -> CGPoint {
        guard let view = window.hitTest(point, with: nil) else { return point }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func draw(at time: TimeInterval) {
        context.beginFrame(clearColor: .white)
        window.drawHierarchy(in: context)
        touchOverlay.draw(in: context, fingers: translator.activeFingers.map {
            TouchOverlay.Finger(id: $0.id, source: Self.overlaySource($0.source), location: $0.location)
        }, preview: translator.preview, now: time)
        // The chrome is drawn at the window's own scale, not at a zoomed replay's.
        context.flush()
        context.zoom = 1
        defer { context.zoom = replayZoom }
        let size = chromeSize
        let barHeight = barsHeight
        tuningPanel.draw(in: context, window: window, size: tuningPanelArea, zoom: replayZoom)
        inspector.draw(in: context, window: window, size: size, bottomInset: barHeight, now: window.clock.now,
                       zoom: replayZoom)
        if showsFrameStats { stats.draw(in: context, now: time) }
        recordingIndicator.draw(in: context, size: size, now: time)
        help.draw(in: context, size: size, bottomInset: barHeight)
        let badgeRows = (showsFrameStats ? stats.rows(now: time) : 0) + (slowAnimations ? 1 : 0)
        if slowAnimations {
            OverlayBadge.draw("slow animations ¼× (A)", in: context, row: showsFrameStats ? stats.rows(now: time) : 0)
        }
        if showsInputHealth {
            translator.health.scale = displayScale.describe(pixelsPerPoint: context.scale)
            InputHealthPanel.draw(translator.health, now: time, in: context, top: OverlayBadge.top(row: badgeRows),
                                  size: size, bottomInset: barHeight)
        }
        transport?.draw(in: context, size: size, bottomInset: SceneBar.height)
        sceneBar?.draw(in: context, size: size)
        context.endFrame()
    }

    /// Ends the session: every touch still down is cancelled first, as an interruption does, so the trace shows
    /// its gestures cancelled and the recording ends with its fingers cancelled; then writes the outputs asked
    /// for. The screenshot is the frame as it stands at exit.
    private func finish() throws {
        let now = window.clock.now
        deliverThroughSceneBar(translator.cancelAll(at: now, cause: .exit), at: now)
        trace?.flush()
        recorder?.flush()
        dumpOutput?.write(ViewDump.text(of: window))
        if let screenshotOutput {
            draw(at: window.clock.now)
            reportFirstFrame()
            do {
                try renderer.writePNG(to: screenshotOutput)
            } catch {
                throw SandboxError("can't write screenshot \(screenshotOutput.name): \(error)")
            }
        }
        for output in outputs { output.close() }
    }

    /// Prints, once, the wall-clock time of the first frame drawn (presented when windowed; headless, the exit
    /// screenshot) as `gesture-sandbox: first frame at SECONDS (unix time)`, so a script that noted the time before
    /// launching gets process start → first frame, dynamic loading included.
    private func reportFirstFrame() {
        guard !firstFrameReported else { return }
        firstFrameReported = true
        ErrorLine.write(String(format: "first frame at %.6f (unix time)", Date().timeIntervalSince1970))
    }

    private static func refreshRate(of window: SDLWindow) -> Int32 {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window.handle)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return mode.refresh_rate
    }
}
