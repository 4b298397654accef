#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT and SIGTERM end the app cleanly: the handler only sets a flag that the frame loop checks, so the trace,
/// dump and screenshot still get written. The app installs its own handlers because SDL's are skipped when the
/// signal was inherited as ignored (a shell's background job) and their quit event can't be relied on headless.
public enum TerminationSignals {
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers and unblocks the two signals (a parent may hand down a mask that blocks them, as
    /// Foundation's `Process` does); the executable calls this once at start. SIGPIPE is ignored: a reader that
    /// goes away (`--trace - | head -1`) fails that one output's write (`OutputFile`), it doesn't kill the app.
    public static func install() {
        signal(SIGPIPE, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { number in TerminationSignals.received.store(number, ordering: .relaxed) }
            sigaddset(&set, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether SIGINT or SIGTERM has arrived.
    public static var wasReceived: Bool { received.load(ordering: .relaxed) != 0 }
}
