import ArgumentParser
import Foundation
import GestureKit
import SandboxHost
import SandboxScenes
import SandboxChrome
import SandboxFormats
import SandboxSession

/// Every reason code, for the help text.
private let reasonCodes = ReasonCode.allCases.map(\.rawValue).joined(separator: ", ")

/// The `gesture-sandbox` command line, shared by every app built on the package (`GestureSandbox.main(scenes:)`):
/// parses and checks the options, then runs `SandboxApp`. Every failure is one line `gesture-sandbox: …` on standard
/// error: exit status 64 for a usage error (a bad option or value), 1 for a failure while running.
struct SandboxCommand: FileCommand, SceneCommand {
    /// EX_USAGE from sysexits.h, ArgumentParser's own code for validation failures.
    static let usageErrorStatus: Int32 = 64

    /// Parses and runs (a `SceneCommand` with `registry`), turning ArgumentParser's multi-line `Error:`/`Usage:`
    /// report into the app's one line.
    @MainActor
    static func parseAndRun(with registry: SceneRegistry) -> Never {
        // A reader that goes away fails that output's write (`OutputFile`) in every command; it doesn't kill the app.
        signal(SIGPIPE, SIG_IGN)
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            try RepeatedOptionCheck(Self.self)?.refuseRepeats(in: arguments)
            try SubcommandSuggestion.refuseMistyped(arguments, among: Self.configuration.subcommands)
            var command = try parseAsRoot(arguments)
            try (command as? any FileCommand)?.refuseOverwritingInputs()
            if let offering = command as? any SceneCommand {
                try offering.run(with: registry)
            } else {
                try command.run()
            }
            Foundation.exit(StandardOutput.finish() ? 0 : 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(StandardOutput.finish() ? 0 : 1)
            }
            if !(error is ExitCode) {
                let message = message(for: error).split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
                ErrorLine.write(message + (code == .validationFailure ? " (see --help)" : ""))
            }
            Foundation.exit(code == .validationFailure ? usageErrorStatus : code.rawValue)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "gesture-sandbox",
        abstract: "UIKit-style gesture recognizers on an SDL2 window, driven by real multitouch, the mouse or a recording.",
        discussion: """
        \(KeyTable.commandLineText)

        MOUSE: the left button is one finger. Hold Alt while dragging for a second finger mirrored through the \
        centre of the view under the pointer (pinch, rotate); Alt+Shift moves both fingers together (two-finger \
        pan); holding Alt shows both fingers before the button goes down, never closer than 60 pt. Ctrl during an \
        Alt-drag pins the second finger where it is and the first moves alone. M cycles 3, 4 and 5 fingers on a \
        ring around the pointer, moving together (multi-finger taps, swipes, pans), then off. Ctrl+wheel pinches and \
        Shift+wheel rotates about the pointer. Simulated fingers are drawn while down and recorded with source \
        "simulated".

        RECORDING FORMAT v2 (JSON Lines, what --record writes): a header \
        {"format":"gesture-sandbox-recording","version":2,"window":[W,H]} (optional "scene"; and for bug reports \
        "app", "sdl" version, "video" driver, "renderer", display "scale", "devices":[{"id","name"}]), then one event \
        per line {"t":seconds,"type":"down"|"move"|"up"|"cancel","id":finger,"x":points,"y":points}, t \
        non-decreasing, with optional "pressure" (0-1) and "source" (touch, mouse, simulated, imported, replay). \
        v1 is the same with "version":1 and without the v2 fields, and still replays unchanged. Unknown keys are \
        ignored; anything else wrong is an error naming the line. A recording made in another window size keeps \
        its points and is drawn zoomed to fit, keeping its aspect, so recognizers see what they saw (a note on \
        stderr says so; --no-scale lays the scene out at the window's size with the points as recorded).

        TRACE v\(TraceFormat.version) (JSON Lines): a header \(TraceFormat.header), then \
        {"t","recognizer","type","view","from","to","action","x","y","reason"} per recognizer transition, where \
        "reason" is {"code","text","by"?, the numbers by name} on every failure, cancel and forced change; \
        {"t","view","delivery":"began|moved|ended|cancelled","touches","serials","note"?} per touch delivery to a view; \
        {"t","recognizer","view","wait":"started|proceeded|failed","wanted","for":[...],"text"} per wait for \
        failure requirements; {"t","recognizer","view","unseen":CAUSE,"touch","touchView"} per touch a recognizer \
        never saw; {"seek","from","text"} where a windowed replay's seek re-ran it from 0 (the rows after it start \
        again at t 0). Reason codes (docs/reasons.md explains each): \(reasonCodes).

        ENVIRONMENT: GESTURE_SANDBOX_ASSETS, the folder holding images/ and fonts/ (else found beside the \
        executable or the current directory); GESTURE_SANDBOX_RENDER_THREADS, threads drawing a software frame \
        in bands (default one per processor, at most 4; 1 draws on the main thread); SDL_RENDER_DRIVER forces a \
        renderer (software, opengl, ...); SDL_VIDEODRIVER picks the video driver. \
        DISPLAY SESSIONS: with WAYLAND_DISPLAY set the app runs natively on Wayland (also with DISPLAY set), after \
        checking the compositor itself: one with no seat (no input devices), a dead socket or no answer gets X11 \
        when DISPLAY is set, else one line saying what to set. The renderer is the accelerated one where it can \
        be made (on Wayland even Mesa's llvmpipe with no GPU; on X11 only a real GPU) and SDL's software \
        renderer otherwise, so a missing GPU never stops the app; F5 and --verbose say which and why. Scale: on \
        Wayland the compositor's (SDL_WINDOW_ALLOW_HIGHDPI, drawn at the output's pixels); on X11 --scale, else \
        GDK_SCALE, else Xft.dpi / 96 from the X resources (the window is made that many pixels per point).

        KEYS TO QUIT: Ctrl+Q, or Esc (which first closes an open panel), or close the window.

        ERRORS: one line on standard error, "gesture-sandbox: …", naming the file and line or the fix. Exit status: \
        0 on a clean end (window closed, Ctrl+Q/Esc, SIGINT, SIGTERM, headless run done), 64 for a usage error (a \
        bad option or value), 1 for a failure while running (an unreadable or malformed file, no display, an \
        output that failed).
        """,
        version: AppVersion.full,
        subcommands: [TimelineCommand.self, CheckCommand.self, ImportCommand.self, ExportTestCommand.self])

    @Option(help: "Scene to open (see --list-scenes). Default: the recording's scene, else the first scene.")
    var scene: String?

    @Flag(help: "Print the scene ids, titles and hints, then exit.")
    var listScenes = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Window size in points (1 to 16384 each).", valueName: "WxH"))
    var size: String?

    @Flag(help: "Open the window full screen (desktop resolution).")
    var fullscreen = false

    @Option(help: ArgumentHelp("Record every touch the app receives (after mouse emulation and simulation) to FILE.",
                               valueName: "FILE"))
    var record: String?

    @Option(help: ArgumentHelp("Replay a recording through SDL's event queue as finger events, at its recorded timing.",
                               valueName: "FILE"))
    var replay: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Replay speed factor (2 = twice as fast).", valueName: "X"),
            transform: DecimalNumber.parse)
    var replaySpeed: Double = 1

    @Flag(help: "In a window of another size than the recording's, lay the scene out at the window's size and replay the points as recorded (default: the recording's size, drawn zoomed to fit).")
    var noScale = false

    @Flag(help: """
        No window on screen (SDL offscreen driver, software renderer) and virtual time driven by the recording; \
        frames are drawn only for --screenshot. Exits 0 after the last event plus --settle seconds.
        """)
    var headless = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Headless: seconds the clock runs on after the last event, in 1/60 s steps.",
                               valueName: "S"), transform: DecimalNumber.parse)
    var settle: Double = 2

    @Option(help: ArgumentHelp("Write the gesture trace (JSON Lines) to FILE, or - for standard output.",
                               valueName: "FILE|-"))
    var trace: String?

    @Option(help: ArgumentHelp("""
        Write the view tree at exit as JSON: each view {"name","type","frame":[x,y,w,h],"center":[x,y],\
        "transform":[a,b,c,d,tx,ty],"alpha","hidden","text" (labels only),"subviews":[...]}; a windowed run adds \
        "chrome": the touch targets of the bars and panels (chrome.help, chrome.f2, ...) with their frames.
        """, valueName: "FILE"))
    var dumpViews: String?

    @Option(help: ArgumentHelp("Save the last frame at exit as a PNG.", valueName: "FILE.png"))
    var screenshot: String?

    @Option(help: ArgumentHelp("""
        With --replay, headless or windowed: write every frame of the replay, from its first event to its end plus \
        --settle, at 60 frames a second of its virtual time, touch overlay (F1) on, as .mp4 (H.264), .webm (VP9) or \
        .gif (50 fps, at most 960 pixels wide), encoded by the ffmpeg command; the file appears only when complete.
        """, valueName: "FILE"))
    var video: String?

    @Option(help: ArgumentHelp("Panels open from the start, by their keys (\(KeyTable.panelKeyRange)), for --video and --screenshot.",
                               valueName: "F2,F4"))
    var panels: String?

    @Option(help: ArgumentHelp("""
        Recognizer tuning (JSON, as the F6 panel exports it) applied to every scene; replays honour it.
        """, valueName: "FILE"))
    var tuning: String?

    @Option(help: ArgumentHelp("""
        Gestures taught by example (a templates file, as the Teach scene saves it): the Teach scene starts with \
        them and Save writes FILE (a FILE not there yet starts empty; its folder must exist). Without it nothing is \
        written but, in a live session, $XDG_STATE_HOME/gesture-sandbox/gestures.json, where unsaved gestures are \
        also kept at exit (a replay's too, at its end, beside an earlier session's).
        """, valueName: "FILE"))
    var gestures: String?

    @Flag(help: "Print what the F5 input-health panel shows (video driver, renderer, touch devices, SDL hints) to standard error at start.")
    var verbose = false

    @Flag(inversion: .prefixedNo, help: "Wait for the display's refresh when presenting.")
    var vsync = true

    @Option(parsing: .unconditional, help: ArgumentHelp("""
        Device pixels per point (0.5 to 4) on X11 and headless, over GDK_SCALE and Xft.dpi; on Wayland the \
        compositor's scale is used.
        """, valueName: "S"), transform: DecimalNumber.parse)
    var scale: Double?

    var inputFiles: [CommandFile] { options.inputFiles }
    var outputFiles: [CommandFile] { options.outputFiles }

    func validate() throws {
        if let size, SandboxOptions.parseSize(size) == nil {
            throw ValidationError("--size must be WxH, whole points from 1 to 16384 each, e.g. 1280x800 (got '\(size)')")
        }
        guard replaySpeed > 0, replaySpeed.isFinite else { throw ValidationError("--replay-speed must be a finite positive number") }
        guard (0.001...1000).contains(replaySpeed) else {
            throw ValidationError("--replay-speed must be from 0.001 to 1000 (got \(replaySpeed))")
        }
        guard settle >= 0, settle.isFinite else { throw ValidationError("--settle must be a finite number, 0 or more") }
        guard settle <= 1_000_000 else { throw ValidationError("--settle must be at most 1000000 s (got \(settle))") }
        // An empty name is a typo (`--trace "$UNSET"`), refused as --replay's is, before anything is read or written.
        for (option, path) in [("--replay", replay), ("--record", record), ("--trace", trace), ("--dump-views", dumpViews),
                               ("--screenshot", screenshot), ("--tuning", tuning), ("--gestures", gestures),
                               ("--video", video)]
        where path?.isEmpty == true {
            throw ValidationError("\(option) needs a file name")
        }
        if video != nil, replay == nil { throw ValidationError("--video needs --replay: it writes a replay's frames") }
        if let video, OutputFile.inheritedDescriptor(for: video) != nil { throw ValidationError(VideoOutput.notAStream(video)) }
        if let video, VideoFormat(path: video) == nil { throw ValidationError(VideoFormat.unknownExtension(video)) }
        for key in panelKeys where !Self.panelKeys.contains(key) {
            throw ValidationError("--panels takes keys from \(KeyTable.panelKeyRange), separated by commas (got '\(key)')")
        }
        if let scale, !DisplayScale.range.contains(scale) {
            throw ValidationError("--scale must be a number from 0.5 to 4 (got \(scale))")
        }
    }

    /// What the app runs from.
    var options: SandboxOptions {
        var options = SandboxOptions()
        options.sceneID = scene
        options.size = size.flatMap(SandboxOptions.parseSize)
        options.fullscreen = fullscreen
        options.recordPath = record
        options.replayPath = replay
        options.replaySpeed = replaySpeed
        options.noScale = noScale
        options.headless = headless
        options.verbose = verbose
        options.settle = settle
        options.tracePath = trace
        options.dumpViewsPath = dumpViews
        options.screenshotPath = screenshot
        options.vsync = vsync
        options.tuningPath = tuning
        options.scale = scale
        options.gesturesPath = gestures
        options.videoPath = video
        options.panels = panelKeys
        return options
    }

    static let panelKeys = KeyTable.panelKeys
    var panelKeys: [String] {
        (panels ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
    }

    func run() throws {
        try MainActor.assumeIsolated { try run(with: SceneRegistry()) }
    }

    @MainActor
    func run(with registry: SceneRegistry) throws {
        if listScenes {
            let lines = registry.scenes.map { "\($0.id)\t\($0.title) — \($0.hint)" }
            for line in lines { print(line) }
            return
        }
        let options = self.options
        let live = replay == nil
        // A live session's Save without --gestures, and the unsaved gestures at the end of a session or a replay,
        // go to the recovery file.
        let recovery = ProcessInfo.processInfo.environment
        let library: Result<GestureLibrary, Error> = MainActor.assumeIsolated {
            Result {
                // A live session at a window without --gestures opens what an earlier one kept.
                try gestures.map { try GestureLibrary.open(path: $0, recoveryEnvironment: recovery) }
                    ?? (live && !headless ? GestureLibrary.reopeningRecovery(environment: recovery)
                        : GestureLibrary(recoveryEnvironment: recovery))
            }
        }
        if case let .failure(error) = library {
            ErrorLine.write("\(error)")
            throw ExitCode.failure
        }
        let taught = try library.get()
        // Offered to a person at a window; a headless run is a script's, whose standard error is its own.
        if live, !headless, let offer = GestureRecoveryFile.offer(opening: gestures) { ErrorLine.write(offer) }
        TerminationSignals.install()
        // A signal that came before the handlers (held pending by the `gesture-sandbox` launcher, issue 36) ends the
        // run here, as a later one does (exit 0), before a window flashes up; a run asked for outputs opens its
        // session all the same, whose first frame ends it with each output written whole, as after a later signal.
        if TerminationSignals.wasReceived, !options.asksForOutputs { return }
        let failure: SandboxError? = MainActor.assumeIsolated {
            // Every way out of a session or a replay (Esc, Ctrl+Q, the window closed, SIGTERM, its end, the display
            // server gone) keeps what was taught.
            let keepTaught = { if let kept = taught.keepUnsavedChanges() { ErrorLine.write(kept) } }
            defer { keepTaught() }
            do {
                let app = try SandboxApp(options: options, scenes: registry.scenes, tunables: registry.tunables,
                                         gestures: taught)
                app.beforeLossExit = keepTaught
                try app.run()
                // A Save that wrote nothing was reported when it happened; the exit status still says so.
                return taught.lastSaveFailure == nil ? nil : SandboxError("")
            } catch is OutputFailure {
                return SandboxError("")
            } catch let error as SandboxError {
                return error
            } catch {
                return SandboxError("\(error)")
            }
        }
        guard let failure else { return }
        switch failure.kind {
        case .usage:
            // A bad option or value the app found reads as the parser's own do.
            ErrorLine.write(failure.message + " (see --help)")
            throw ExitCode(Self.usageErrorStatus)
        case .runtime:
            // An output that failed was reported when it did; the exit status still says so.
            if !failure.message.isEmpty { ErrorLine.write(failure.message) }
            throw ExitCode.failure
        case .quit:
            return
        }
    }
}
