internal import CSDL2
import Foundation
import GestureKit
import GestureTuning
import SandboxChrome
import SandboxFormats
import SandboxInspector
import SandboxScenes
import SandboxSession

/// Everything a session needs before its first frame, checked in the order a user fixes things (options,
/// recording, scene, tuning, outputs, display, renderer, assets), so each problem is one clear `SandboxError` and
/// nothing is opened for a run that can't start.
@MainActor
struct SessionSetup {
    var recording: Recording?
    var sceneIndex: Int
    let tuningPanel: TuningPanel
    /// The scene's size in points.
    var size: CGSize
    /// A replay made in another window size keeps the recording's size; only the zoom follows the window.
    var keepsRecordedSize = false
    let outputs: SessionOutputs
    let sdlWindow: SDLWindow
    let renderer: SDLRenderer
    /// SDL window units per point beyond what SDL scales itself (the desktop's scale on X11).
    let displayScale: DisplayScale
    /// The scene's place in the window and its scales: the display's, a narrow window's zoom (`NarrowWindow`; `size`
    /// is then the larger window it is laid out as) and a replay's of another window size.
    let viewport: SceneViewport
    let context: SDLGraphicsContext
    let sounds: SoundPlayer
    let services: SceneServices
    let translator: InputTranslator
    let feeder: ReplayFeeder?
    let sceneBar: SceneBar?
    let transport: ReplayTransport?
    let framePeriod: TimeInterval

    /// `tunables`: parameters of custom recognizers to offer in the tuning panel and tuning files, besides the
    /// built-ins'.
    init(options: SandboxOptions, scenes: [SceneDescriptor], tunables: [TunableParameter], gestures: GestureLibrary,
         environment: [String: String]) throws {
        guard !scenes.isEmpty else { throw SandboxError("no scenes") }
        guard options.replaySpeed > 0, options.replaySpeed.isFinite else {
            throw SandboxError.usage("--replay-speed must be a finite positive number")
        }
        guard options.settle >= 0, options.settle.isFinite else {
            throw SandboxError.usage("--settle must be a finite number, 0 or more")
        }
        try SessionOutputs.refuseOverwritingReplay(options)
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

        let screenshotOutput = try options.screenshotPath.map(SessionOutputs.openScreenshot)
        let trace = try options.tracePath.map { TraceWriter(output: try OutputFile(path: $0)) }
        let dumpOutput = try options.dumpViewsPath.map { try OutputFile(path: $0) }
        let recordOutput = try options.recordPath.map { try OutputFile(path: $0) }
        let videoOutput = try options.videoPath.map { try VideoOutput(path: $0, environment: environment) }

        let display = try DisplaySession.open(options: options, size: size, environment: environment)
        sdlWindow = display.window
        renderer = display.renderer
        displayScale = display.scale
        if options.fullscreen && !options.headless {
            size = CGSize(width: CGFloat(sdlWindow.size.width) / display.scale.factor,
                          height: CGFloat(sdlWindow.size.height) / display.scale.factor)
        }
        // Narrower or shorter than the app is made for, the window is laid out at the minimum and drawn zoomed down.
        let windowPoints = size
        let windowZoom = NarrowWindow.zoom(for: size, headless: options.headless, replays: recording != nil)
        size = CGSize(width: size.width / windowZoom, height: size.height / windowZoom)
        var viewport = SceneViewport(layoutSize: size, displayScale: display.scale.factor, windowZoom: windowZoom)
        // A recording made in another window size keeps its points, so every recognizer sees what it saw, and is
        // drawn zoomed to fit the window above its bars, keeping its aspect (from the top left).
        // (A narrow window's size is fractional and recorded to a thousandth.)
        if let recorded = recording?.windowSize, !options.noScale,
           abs(recorded.width - size.width) > 0.01 || abs(recorded.height - size.height) > 0.01 {
            let shown = size
            viewport.replayZoom = ReplayZoom.fit(recorded, in: shown,
                                                 bars: ReplayZoom.bars(headless: options.headless, replays: true))
            keepsRecordedSize = true
            size = recorded
            ErrorLine.write("note: \(options.replayPath ?? "the recording") was made in \(Int(recorded.width))x\(Int(recorded.height)); "
                            + "it is shown at \(JSONNumber.string(Double(viewport.replayZoom * windowZoom), digits: 3))x to fit "
                            + "\(Int(windowPoints.width))x\(Int(windowPoints.height)), its points as recorded "
                            + "(--no-scale lays the scene out at \(Int(shown.width))x\(Int(shown.height)) instead)")
        }
        self.viewport = viewport
        // Made once the window has its size: a full-screen window's is the desktop's, not --size.
        let sceneName = scenes[index].id, startSize = size
        let assets: AssetCatalog
        do {
            assets = try AssetCatalog.locate()
        } catch {
            throw SandboxError("\(error)")
        }
        context = SDLGraphicsContext(renderer: renderer, assets: assets)
        context.viewport = viewport
        let machine = RecordingEnvironment.current(renderer: renderer, scale: context.scale)
        let recorder = recordOutput.map {
            RecordingWriter(output: $0, windowSize: startSize, scene: sceneName, environment: machine)
        }
        outputs = SessionOutputs(trace: trace, recorder: recorder, dump: dumpOutput, screenshot: screenshotOutput)
        outputs.video = videoOutput
        sounds = SoundPlayer(directory: assets.root.appendingPathComponent("sounds"), audio: !options.headless)
        let player = sounds
        // A live run keeps what is taught across scene switches; a replay's every build of a scene starts alike.
        services = SceneServices(playSound: { player.play($0) }, gestures: gestures,
                                 keepsTaughtGestures: options.replayPath == nil)

        let cancelType = SDL_RegisterEvents(1)
        translator = InputTranslator(viewport: viewport, replayCancelEventType: cancelType)
        translator.health.videoDriver = display.videoDriver
        translator.health.renderer = display.rendererDescription
        translator.health.display = display.notes
        translator.health.scale = displayScale.describe(pixelsPerPoint: context.scale / viewport.replayZoom)
        translator.health.hints = SDLSystem.hintsInForce()
        translator.health.setListedDevices(SDLTouchDevices.current())
        if options.verbose {
            for line in translator.health.lines(now: 0) { ErrorLine.write("input: \(line)") }
        }
        feeder = recording.map { ReplayFeeder(recording: $0, speed: options.replaySpeed, cancelEventType: cancelType) }
        sceneBar = options.headless ? nil : SceneBar(titles: scenes.map(\.title), selectedIndex: index)
        transport = options.headless ? nil : feeder.map { [context] in
            ReplayTransport(duration: $0.endTime) { context.sizeOfText($0, font: $1).width }
        }
        framePeriod = 1 / Double(Self.refreshRate(of: sdlWindow))
    }

    static func refreshRate(of window: SDLWindow) -> Int32 {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window.handle)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return mode.refresh_rate
    }
}
