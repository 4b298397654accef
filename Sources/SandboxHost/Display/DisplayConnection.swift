internal import CDisplayConnection
internal import CDisplayEscape
internal import CSDL2
import Foundation
import SandboxFormats
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The window's connection to the display server, watched so that losing it ends the app within a second with one
/// line on standard error and its trace and recording whole (issue 36 class 8). SDL 2.26 does not report it: killed
/// under a native Wayland window, weston leaves SDL's buffer swap spinning in `SDL_RenderPresent` for ever (60–80 %
/// CPU, deaf to SIGTERM, whose flag the stuck frame loop never reads again), and on X11 Xlib's own fatal-error
/// handler prints two lines and exits.
///
/// A thread waits on the connection's socket for the server hanging up (`poll` for hang-ups only, so it never reads
/// what SDL reads). The main thread looks at every frame and before each present (`noticeLoss`), and then ends as
/// for SIGTERM: fingers cancelled, outputs written, exit 1 with the line. If it is stuck inside SDL
/// (`duringSDL`), the watcher sends it out of that call after `grace` (a signal whose handler jumps back to where the
/// call began: `gs_display_call_escapable`, in CDisplayEscape), and the main thread says the app's last words
/// (`setLastWords`: the fingers still down cancelled, the outputs closed, what was taught kept), the line, and exits
/// 1. Only the main thread runs the last words, since they touch the engine (the Swift 6 runtime checks it). On X11
/// Xlib's fatal I/O error handler does the same: on the main thread inside such a call it jumps out of it, on the
/// main thread elsewhere it says them itself, on another thread it sends the main thread out. Whatever still holds
/// the main thread 0.9 s after the loss, or its last words 2 s after it (a lock the jump left taken), the watcher
/// says the line and exits 1: the frame wrote its trace and recording lines out before it presented
/// (`SandboxApp.step`), so they are whole, only without the cancels, which the line then says.
enum DisplayConnection {
    private enum State: Int {
        /// No window watched, or watching and the server is there.
        case running = 0
        /// The server hung up; nobody has ended the app yet.
        case lost = 1
        /// The main thread noticed and ends the session itself.
        case mainEnds = 2
        /// The watcher (or Xlib's handler) ends the process.
        case watcherEnds = 3
        /// The session ended on its own; the watcher stops.
        case stopped = 4
        /// The main thread is being sent out of the SDL call it is stuck in, to say the last words.
        case escaping = 5
        /// The main thread, sent out of SDL (or in Xlib's handler), says the last words.
        case lastWords = 6
    }

    /// Whether the main thread, ending the session after a loss, has written the cancels of the fingers down and
    /// kept what was taught: until then the watcher waits (2 s at most) before it ends the process.
    private static let endWritten = Atomic<Bool>(false)

    /// Whether the cancels of the fingers down are written (what the line says if the process ends before the rest).
    private static let touchesEnded = Atomic<Bool>(false)

    /// Called once the session's end has cancelled the fingers down and written the trace and recording out.
    static func noteTouchesEnded() {
        touchesEnded.store(true, ordering: .sequentiallyConsistent)
    }

    /// Called once the session's end has cancelled the fingers down, written the trace and recording out and kept
    /// what was taught.
    static func noteEndWritten() {
        endWritten.store(true, ordering: .sequentiallyConsistent)
    }

    /// What the line adds when the process ends before the fingers down were cancelled in the outputs.
    private static let cutOff = " (the app was held up: its trace and recording end without the cancels)"

    /// The signal that sends the main thread out of a stuck SDL call.
    static let escapeSignal = SIGUSR2
    /// What the app does before the process ends on a lost connection when the main thread was sent out of SDL.
    private static let lastWords = Mutex<LastWords?>(nil)

    /// The app's last words (see `setLastWords`).
    private struct LastWords: @unchecked Sendable {
        let run: @MainActor () -> Void
    }

    /// Sets what the main thread does, once sent out of a stuck SDL call by a lost connection, before the line and
    /// the exit (`SandboxApp` cancels the fingers, closes the outputs and keeps what was taught).
    static func setLastWords(_ words: @escaping @MainActor () -> Void) {
        lastWords.withLock { $0 = LastWords(run: words) }
    }

    private static let state = Atomic<Int>(State.running.rawValue)
    /// Which `watch` call the running watcher belongs to: a watcher of an earlier session (tests open several in one
    /// process) stops instead of reading its closed socket as a loss.
    private static let generation = Atomic<Int>(0)
    /// How long the main thread has to notice a loss before the watcher ends the process itself.
    static let grace: Duration = .milliseconds(400)
    /// What the one line says, set when watching starts.
    private static let lossMessage = Mutex("lost the connection to the display server")
    /// Whether the line was said (the main thread and Xlib's handler may both come to say it). Held while it is
    /// written: whoever comes second waits for the line to be out before it exits (with an atomic flag the second
    /// one exited at once and the process could end before the first had written: exit 1 with no line, seen in
    /// DisplayLossTests with the X server killed 1 s in).
    private static let said = Mutex(false)

    /// The socket watched, for the main thread's own look when the session ends by itself (`noticeLossAtEnd`).
    private static let watchedSocket = Atomic<Int32>(-1)

    /// Starts watching `window`'s connection (Wayland or X11; nothing for the offscreen and dummy drivers).
    static func watch(_ window: OpaquePointer) {
        let connection = gs_display_connection_of(window)
        guard connection.kind != 0, connection.fd >= 0 else { return }
        watch(socket: connection.fd, wayland: connection.kind == 1)
        if connection.kind == 2 {
            _ = gs_display_install_x11_handler { DisplayConnection.x11ConnectionBroke() }
        }
    }

    /// Starts watching a display server's `socket`; `startsWatcher` false leaves the hang-up to the main thread's
    /// own look (tests).
    static func watch(socket fd: Int32, wayland: Bool, startsWatcher: Bool = true) {
        let environment = ProcessInfo.processInfo.environment
        let message = wayland
            ? "lost the connection to the Wayland compositor (\(environment["WAYLAND_DISPLAY"] ?? "wayland-0")); ending"
            : "lost the connection to the X server (\(environment["DISPLAY"] ?? "DISPLAY not set")); ending"
        lossMessage.withLock { $0 = message }
        installEscape()
        endWritten.store(false, ordering: .sequentiallyConsistent)
        touchesEnded.store(false, ordering: .sequentiallyConsistent)
        watchedSocket.store(fd, ordering: .sequentiallyConsistent)
        state.store(State.running.rawValue, ordering: .sequentiallyConsistent)
        let mine = generation.add(1, ordering: .sequentiallyConsistent).newValue
        guard startsWatcher else { return }
        let thread = Thread { DisplayConnection.watchLoop(fd: fd, generation: mine) }
        thread.name = "display connection watch"
        thread.start()
    }

    /// Installs the escape signal's handler, noting the calling thread as the main thread.
    static func installEscape() {
        gs_display_install_escape(escapeSignal)
    }

    private static func watchLoop(fd: Int32, generation mine: Int) {
        while generation.load(ordering: .sequentiallyConsistent) == mine {
            let current = state.load(ordering: .sequentiallyConsistent)
            // The main thread found the hang-up first (`noticeLossAtEnd`) and ends the session: this thread still
            // ends the process if that end is held up (a screenshot read back from the dead connection).
            if current == State.mainEnds.rawValue {
                endProcess(lostAt: ContinuousClock.now)
                return
            }
            guard current == State.running.rawValue else { return }
            guard gs_display_wait_for_hangup(fd, 200) == 1,
                  generation.load(ordering: .sequentiallyConsistent) == mine else { continue }
            guard state.compareExchange(expected: State.running.rawValue, desired: State.lost.rawValue,
                                        ordering: .sequentiallyConsistent).exchanged else { continue }
            wakeMainThread()
            let lostAt = ContinuousClock.now
            // Until the main thread says it ends the session, or the grace is over.
            while ContinuousClock.now - lostAt < grace {
                if state.load(ordering: .sequentiallyConsistent) != State.lost.rawValue { break }
                Thread.sleep(forTimeInterval: 0.005)
            }
            // Still unnoticed: the main thread is stuck in SDL. Sent out of it (again every 20 ms, in case it was
            // between two calls), it says the last words and ends the process.
            if state.compareExchange(expected: State.lost.rawValue, desired: State.escaping.rawValue,
                                     ordering: .sequentiallyConsistent).exchanged {
                sendMainThreadOut(until: lostAt + .milliseconds(900))
            }
            endProcess(lostAt: lostAt)
            return
        }
    }

    /// The end once the main thread had its chance. If it ends the session (noticed, or sent out of SDL) and is
    /// held up doing so (a screenshot read back from a dead connection), the line is said and the process ends
    /// before the second is out; on a loaded machine it may not have written the cancels by then: it gets until
    /// they are out, 2 s at most. If it never looked, the line is said at 0.9 s, without the cancels.
    private static func endProcess(lostAt: ContinuousClock.Instant) {
        func ending() -> Bool {
            let current = state.load(ordering: .sequentiallyConsistent)
            return current == State.mainEnds.rawValue || current == State.lastWords.rawValue
        }
        while ContinuousClock.now - lostAt < .milliseconds(900)
                || (ending() && !endWritten.load(ordering: .sequentiallyConsistent)
                    && ContinuousClock.now - lostAt < .seconds(2)) {
            if state.load(ordering: .sequentiallyConsistent) == State.stopped.rawValue { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        for stuck in [State.mainEnds, .escaping, .lastWords] {
            if state.compareExchange(expected: stuck.rawValue, desired: State.watcherEnds.rawValue,
                                     ordering: .sequentiallyConsistent).exchanged {
                sayLoss(touchesEnded.load(ordering: .sequentiallyConsistent) ? "" : cutOff)
                _exit(1)
            }
        }
    }

    /// Signals the main thread out of its SDL call every 20 ms while it has not taken the escape, until `deadline`.
    private static func sendMainThreadOut(until deadline: ContinuousClock.Instant) {
        while ContinuousClock.now < deadline, state.load(ordering: .sequentiallyConsistent) == State.escaping.rawValue {
            gs_display_escape(escapeSignal)
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Xlib's fatal I/O error handler, outside an escapable call (inside one, the C handler jumps out of it): the X
    /// server went away. On the main thread the last words are said here; on another thread the main thread is sent
    /// out of its SDL call to say them, and this thread ends the process as the watcher does (`endProcess`).
    private static func x11ConnectionBroke() {
        if gs_display_is_main_thread() != 0 {
            let before = state.exchange(State.lastWords.rawValue, ordering: .sequentiallyConsistent)
            if before == State.watcherEnds.rawValue || before == State.lastWords.rawValue { park() }
            // Having taken the session's end, it may not have written it yet (Xlib's error in the frame it noticed
            // the loss in): the last words then, which run once.
            if before != State.mainEnds.rawValue || !touchesEnded.load(ordering: .sequentiallyConsistent) {
                MainActor.assumeIsolated { sayLastWords() }
            }
            endNow()
        }
        let brokeAt = ContinuousClock.now
        for from in [State.running, .lost] {
            if state.compareExchange(expected: from.rawValue, desired: State.escaping.rawValue,
                                     ordering: .sequentiallyConsistent).exchanged { break }
        }
        sendMainThreadOut(until: brokeAt + .milliseconds(900))
        endProcess(lostAt: brokeAt)
        park()
    }

    /// On the main thread, sent out of a stuck SDL call: the last words, the line, the exit.
    @MainActor
    private static func escapedFromSDL() -> Never {
        state.store(State.lastWords.rawValue, ordering: .sequentiallyConsistent)
        sayLastWords()
        endNow()
    }

    /// Runs the last words, once.
    @MainActor
    private static func sayLastWords() {
        lastWords.withLock { words in
            let taken = words
            words = nil
            return taken
        }?.run()
    }

    /// Says the line and ends the process with status 1.
    private static func endNow() -> Never {
        sayLoss(touchesEnded.load(ordering: .sequentiallyConsistent) ? "" : cutOff)
        _exit(1)
    }

    /// Says the one line, once, with `addition` at its end.
    static func sayLoss(_ addition: String = "") {
        said.withLock { said in
            guard !said else { return }
            said = true
            ErrorLine.write(lossMessage.withLock { $0 } + addition)
        }
    }

    /// A user event, so a main thread asleep in `SDL_WaitEventTimeout` wakes to notice.
    private static func wakeMainThread() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// On the main thread: whether the display connection was lost, in which case the main thread now ends the
    /// session (`sayLoss` at the end). Parks for ever if the watcher is ending the process.
    static func noticeLoss() -> Bool {
        let current = state.load(ordering: .sequentiallyConsistent)
        if current == State.mainEnds.rawValue || current == State.lastWords.rawValue { return true }
        if current == State.watcherEnds.rawValue { park() }
        guard current == State.lost.rawValue || current == State.escaping.rawValue else { return false }
        // Being sent out of SDL but not in it: it ends the session itself, as when it noticed first.
        for noticed in [State.lost, .escaping] {
            if state.compareExchange(expected: noticed.rawValue, desired: State.mainEnds.rawValue,
                                     ordering: .sequentiallyConsistent).exchanged { return true }
        }
        park()
    }

    /// On the main thread, once the session's loop is over: whether it ends for a lost connection, looking at the
    /// socket itself when the watcher has not seen the hang-up yet. SDL's Wayland backend turns a dead connection
    /// into SDL_QUIT, which can end the loop before the watcher wakes: taken as a plain quit, the app exited 0 with
    /// neither the line nor the cancels.
    static func noticeLossAtEnd() -> Bool {
        if noticeLoss() { return true }
        let fd = watchedSocket.load(ordering: .sequentiallyConsistent)
        guard fd >= 0, state.load(ordering: .sequentiallyConsistent) == State.running.rawValue,
              gs_display_wait_for_hangup(fd, 0) == 1 else { return false }
        if state.compareExchange(expected: State.running.rawValue, desired: State.mainEnds.rawValue,
                                 ordering: .sequentiallyConsistent).exchanged { return true }
        return noticeLoss()
    }

    /// Runs an SDL call that may never return once the connection is gone (a present, a wait for events) so that
    /// the main thread can be sent out of it (`escapedFromSDL`); parks afterwards if the watcher is ending the
    /// process. Once the main thread knows the connection is gone it makes no such call (`nil`): one on a dead
    /// Wayland connection can spin for ever, and the watcher sends the main thread out only while nobody has taken
    /// the session's end, so a call made after the main thread took it would hold it until the watcher's 2 s were
    /// over, the fingers down never cancelled.
    @MainActor
    @discardableResult
    static func duringSDL<T>(_ body: () -> T) -> T? {
        if noticeLoss() { return nil }
        defer {
            if state.load(ordering: .sequentiallyConsistent) == State.watcherEnds.rawValue { park() }
        }
        var result: T?
        withoutActuallyEscaping(body) { body in
            let call = EscapableCall { result = body() }
            let escaped = gs_display_call_escapable({ context in
                Unmanaged<EscapableCall>.fromOpaque(context!).takeUnretainedValue().run()
            }, Unmanaged.passUnretained(call).toOpaque())
            // Ended here, inside the block: the jump left `call` (and the body) retained by SDL's skipped frames.
            if escaped != 0 { escapedFromSDL() }
        }
        return result
    }

    /// The body of an escapable call, handed to C as its context.
    private final class EscapableCall {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// The session ended by itself: the watcher stops.
    static func stop() {
        if state.load(ordering: .sequentiallyConsistent) == State.watcherEnds.rawValue { park() }
        state.store(State.stopped.rawValue, ordering: .sequentiallyConsistent)
        watchedSocket.store(-1, ordering: .sequentiallyConsistent)
        lastWords.withLock { $0 = nil }
    }

    /// Holds the main thread while the watcher ends the process.
    private static func park() -> Never {
        while true { pause() }
    }
}
