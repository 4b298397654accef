import Foundation
import GestureKit
import SandboxChrome
import SandboxInspector
import GestureTuning
import SandboxFormats
import SandboxScenes
import SandboxSession

/// The gesture-sandbox app: one SDL window showing one scene, and the frame loop that feeds it.
///
/// Each frame (`step(to:render:)`): push the replay's due events into SDL's queue, take every pending SDL event
/// and translate it, dispatch the touches (each at its own time, so timers due before it fire first), advance the
/// engine clock to the frame time, lay out, draw the views and overlays, present. Input that is queued before a
/// frame's input phase is therefore drawn in that same frame.
///
/// Windowed runs use the wall clock and vsync; headless runs use virtual time driven by the recording (see `run()`).
/// The parts: `SessionSetup` (checks and opens everything), `SandboxApp+EventPump` (SDL events), the loops in
/// `SandboxApp+VirtualTime` and `SandboxApp+WallClock`, `SandboxApp+Scenes` (keys, scene switches, seeks),
/// `SandboxApp+Drawing`, `SessionOutputs` and `SandboxApp+Outputs` (what the session writes), `AppChrome` (the
/// bars and panels).
@MainActor
public final class SandboxApp {
    public let options: SandboxOptions
    public let scenes: [SceneDescriptor]
    /// The window's size in points (layout points: a narrow window's are zoomed, see `windowZoom`).
    public internal(set) var size: CGSize
    /// The engine window of the scene shown now.
    public internal(set) var window: Window
    public internal(set) var sceneIndex: Int

    let sdlWindow: SDLWindow
    let renderer: SDLRenderer
    /// SDL window units per point beyond what SDL scales itself (`DisplayScale`: the desktop's scale on X11).
    let displayScale: DisplayScale
    /// The scene's place in the window and its scales (display, narrow window, replay zoom, docked panels): the one
    /// mapping, handed to the input translator and the drawing context whenever it changes and to the chrome with
    /// each frame.
    var viewport: SceneViewport {
        didSet {
            translator.viewport = viewport
            context.viewport = viewport
        }
    }
    /// Window points per layout point: 1, or less in a window narrower or shorter than the app is made for, which
    /// is laid out at the minimum and drawn zoomed down, scene and chrome alike (`NarrowWindow`). `size` is in
    /// layout points.
    var windowZoom: CGFloat { viewport.windowZoom }
    /// SDL window units per layout point: the display's scale times `windowZoom`.
    var displayFactor: CGFloat { viewport.unitsPerLayoutPoint }
    let context: SDLGraphicsContext
    let sounds: SoundPlayer
    let services: SceneServices
    let translator: InputTranslator
    let feeder: ReplayFeeder?
    /// The scene a replay was recorded in: the only one it is fed to.
    let replayScene: Int?
    var sceneObject: AnyObject?
    let outputs: SessionOutputs
    let touchOverlay = TouchOverlay()
    /// Keys and text for a focused view that takes them (the Teach scene's name field).
    let keyInput = KeyInputRouter()
    /// What V saves as a video, the save under way, and when its notice went up (`SandboxApp+SaveVideo`).
    let recentTouches = RecentTouches()
    var videoSave: VideoSave?
    var noticeShownAt: TimeInterval?
    /// Every bar, panel and badge, in their one ordered list.
    private(set) var chrome: AppChrome!
    var inspector: InspectorOverlay { chrome.inspector }
    /// Live input on the engine clock at the time it happened (see `EventTimeMapper`).
    var eventTimes = EventTimeMapper()
    /// Whether input not from a replay is put at the time SDL stamped it: live windows do; headless runs, on a
    /// virtual clock SDL's ticks know nothing of, put it at the frame's time. Tests of the live path set it.
    var stampsInputWhenItHappened: Bool
    /// Time control, for windowed replays.
    var transport: ReplayTransport? { chrome.transport }
    /// F6; its model holds the tuning (`--tuning`) every scene's recognizers get.
    var tuningPanel: TuningPanel { chrome.tuning.panel }
    /// The tuning the panel edits, applied to every scene's recognizers (`TuningPanelModel.observe`).
    public var tuning: TuningPanelModel { tuningPanel.model }
    /// Timestamps of the samples delivered in the frame being made, for the latency statistic.
    var drawnSampleTimes: [TimeInterval] = []
    /// Layout points per scene point: 1, except for a scene that keeps its points zoomed to fit (`fitSceneToPanels`).
    var replayZoom: CGFloat { viewport.replayZoom }
    /// Where the scene's origin lies in the window, in layout points: right of F2 docked left (`fitSceneToPanels`).
    var sceneOrigin: CGPoint { viewport.origin }
    /// A replay made in another window size: the scene keeps the recording's size and only the zoom follows the window.
    let keepsRecordedSize: Bool
    /// A: animations at ¼ speed, as the iOS Simulator's slow animations; input and recognizer timers untouched.
    var slowAnimations: Bool { chrome.slowAnimations.isVisible }
    static let slowAnimationScale = SlowAnimationBadge.timeScale
    let framePeriod: TimeInterval
    var quitRequested = false
    /// A seek spread over frames (`beginSeek`): where it has got to.
    var seeking: VirtualTimeRun?
    /// Wall-clock seconds of each windowed frame a seek may take before the frame is drawn with its progress.
    var seekShare: TimeInterval = 0.03
    /// Frames stepped so far, drawn or not: what a seek costs, and whether a quiet stretch was jumped over (tests).
    private(set) var framesStepped = 0
    /// Opt-in start-up probe for `tools/bench-app.sh` (env `GESTURE_SANDBOX_REPORT_FIRST_FRAME=1`); off, it is done.
    var firstFrameReported = ProcessInfo.processInfo.environment["GESTURE_SANDBOX_REPORT_FIRST_FRAME"] != "1"

    /// Checks everything that can be wrong (recording, scene, outputs, display, assets) before opening the window, so
    /// each problem is one clear `SandboxError` (see `SessionSetup`). `tunables`: parameters of custom recognizers to
    /// offer in the tuning panel and tuning files, besides the built-ins'.
    public init(options: SandboxOptions, scenes: [SceneDescriptor], tunables: [TunableParameter] = [],
                gestures: GestureLibrary = GestureLibrary(),
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let setup = try SessionSetup(options: options, scenes: scenes, tunables: tunables, gestures: gestures,
                                     environment: environment)
        self.options = options
        self.scenes = scenes
        stampsInputWhenItHappened = !options.headless
        sceneIndex = setup.sceneIndex
        size = setup.size
        viewport = setup.viewport
        keepsRecordedSize = setup.keepsRecordedSize
        sdlWindow = setup.sdlWindow
        renderer = setup.renderer
        displayScale = setup.displayScale
        context = setup.context
        sounds = setup.sounds
        services = setup.services
        translator = setup.translator
        feeder = setup.feeder
        replayScene = setup.feeder == nil ? nil : setup.sceneIndex
        outputs = setup.outputs
        framePeriod = setup.framePeriod
        window = Window(frame: CGRect(origin: .zero, size: size))
        chrome = AppChrome(tuningPanel: setup.tuningPanel, transport: setup.transport, sceneBar: setup.sceneBar,
                           health: { [translator, displayScale, context] in
                               translator.health.scale = displayScale.describe(pixelsPerPoint: context.scale)
                               // A narrow window's zoom is part of that scale: named, so a scale of 0.5 is explained.
                               let zoom = context.viewport.windowZoom
                               if zoom < 1 {
                                   translator.health.scale += " · zoomed \(JSONNumber.string(Double(zoom), digits: 3))x to fit"
                               }
                               return translator.health
                           })
        if let path = options.recordPath, !options.headless {
            chrome.indicator.indicator.state = .recording(file: URL(fileURLWithPath: path).lastPathComponent)
        }
        setup.sceneBar?.onSelect = { [weak self] index, time in self?.perform(.selectScene(index), at: time) }
        setup.sceneBar?.onCommand = { [weak self] command, time in self?.perform(command, at: time) }
        translator.pivotProvider = { [weak self] point in self?.pivot(under: point) ?? point }
        show(sceneAt: sceneIndex, at: 0)
        if !options.headless {
            DisplayConnection.watch(sdlWindow.handle)
            DisplayConnection.setLastWords { [unowned self] in endWithoutDisplay() }
        }
        openPanels()
    }

    /// Runs until the window closes, SIGINT/SIGTERM arrive (see `TerminationSignals`) or, headless, the
    /// settle time has passed; then writes the trace, view dump and screenshot asked for. Throws `OutputFailure`
    /// at the end if an output failed on the way (each failure was reported when it happened).
    public func run() throws {
        if outputs.video != nil {
            try runVideo()
        } else if options.headless {
            try runVirtualTime()
        } else {
            try runWallClock()
        }
        // The display server gone: the session ends as for SIGTERM, with one line and exit status 1.
        let displayLost = !options.headless && DisplayConnection.noticeLossAtEnd()
        if displayLost {
            // What needs no display first (the cancels, the outputs, what was taught), then the screenshot, which
            // reads back from the dead connection's renderer and may hang (the watcher then ends the process).
            waitForVideoSave()
            endTouchesAndDump()
            beforeLossExit()
            DisplayConnection.noteEndWritten()
            do { try writeScreenshot() } catch { ErrorLine.write("\(error)") }
            for output in outputs.all { output.close() }
            // Ended here: tearing SDL down on a dead connection can take seconds.
            DisplayConnection.sayLoss()
            _exit(1)
        }
        try finish()
        DisplayConnection.stop()
        let failures = outputs.all.compactMap(\.failure)
        if !failures.isEmpty { throw OutputFailure(messages: failures) }
    }

    /// A live finger's time comes from its event, a replayed one's from the frame it is replayed in: mixed in one
    /// frame (the mouse during a windowed replay) the batch could go back in time, which a recording refuses and no
    /// device ever sends. So a batch is delivered in time order (stable), and never earlier than the last sample
    /// delivered in this scene's window.
    func inTimeOrder(_ samples: [TouchSample]) -> [TouchSample] {
        let sorted = samples.enumerated().sorted {
            ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
        }
        return sorted.map { entry in
            var sample = entry.element
            sample.timestamp = max(sample.timestamp, lastDeliveredTime)
            lastDeliveredTime = sample.timestamp
            return sample
        }
    }

    /// The time of the last sample delivered to the scene's window (reset with the window, whose clock may restart).
    var lastDeliveredTime: TimeInterval = -.infinity

    /// What the session does before the process ends on a lost display connection, once its outputs are closed:
    /// the command line keeps what was taught there, as on every other way out (the process ends without returning).
    public var beforeLossExit: () -> Void = {}

    /// When the last windowed frame finished drawing, before its present (uptime ns): the pacer plans by the work.
    var drawnUptime: UInt64 = 0

    /// Off only to compare a run with stepping every 1/60 s (tests).
    var skipsQuietStretches = true

    /// One frame at `time` on the engine clock. Headless frames are drawn (when asked) but not presented, so their
    /// pixels can be read back.
    func step(to time: TimeInterval, render: Bool) throws {
        framesStepped += 1
        if TerminationSignals.wasReceived { quitRequested = true }
        let displayLost = !options.headless && DisplayConnection.noticeLoss()
        if displayLost { quitRequested = true }
        fitSceneToPanels(at: time)
        if transport?.isSuspended != true {
            try feeder?.push(upTo: time, viewport: viewport, windowID: sdlWindow.id)
        }
        deliverThroughChrome(pumpEvents(at: time), at: time)
        window.advance(to: time)
        window.layoutHierarchy()
        if !options.headless { updateTextInput() }
        if render {
            draw(at: time)
            if !options.headless, !displayLost, !DisplayConnection.noticeLoss() {
                // What the frame traced and recorded is written before the present, which a lost display connection
                // can hold for ever (`DisplayConnection`).
                outputs.flush()
                drawnUptime = DispatchTime.now().uptimeNanoseconds
                DisplayConnection.duringSDL { renderer.present() }
            }
            reportFirstFrame()
        }
        outputs.flush()
        if !options.headless { pollVideoSave(at: time) }
    }

    /// The window's size in layout points, where the chrome (bars, panels, help) is laid out: the scene's size,
    /// except in a replay drawn zoomed to fit, whose chrome is drawn at the window's own scale.
    var chromeSize: CGSize { viewport.layoutSize }

    /// What the chrome layers see of the frame at `time`.
    func chromeFrame(at time: TimeInterval) -> ChromeFrame {
        ChromeFrame(window: window, now: time, viewport: viewport) { [translator] id in
            translator.fingers[id]?.source == .replay
        }
    }

    /// Delivers samples, except those the chrome takes (a tap on the scene bar selects a scene once the rest is
    /// delivered).
    func deliverThroughChrome(_ samples: [TouchSample], at time: TimeInterval) {
        deliver(chrome.stack.takeTouches(samples, size: chromeSize, frame: chromeFrame(at: time)))
        chrome.stack.didDeliver(at: time)
    }

    func deliver(_ samples: [TouchSample]) {
        guard !samples.isEmpty else { return }
        let samples = inTimeOrder(samples)
        for sample in samples {
            let source = translator.source(ofFinger: sample.id).map(RecordedSource.init)
            outputs.recorder?.append(sample, source: source)
            if !options.headless { recentTouches.append(sample, source: source, scene: scenes[sceneIndex].id) }
        }
        if !options.headless { drawnSampleTimes += samples.map(\.timestamp) }
        // The one call into the engine: the inspector, the touch overlay and the tuning panel follow it through the
        // window's observers (`Window.dispatchObservers`, set up in `show(sceneAt:at:)`).
        window.dispatch(samples)
    }
}
