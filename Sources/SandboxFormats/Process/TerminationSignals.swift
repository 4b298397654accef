#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT, SIGTERM, SIGHUP (the terminal closed, ssh dropped), SIGQUIT and a SIGPIPE sent by another process end
/// the app cleanly: the handler only sets a flag that the frame loop checks, so the fingers still down are
/// cancelled and the trace, recording, dump and screenshot still get written and closed. The app installs its own
/// handlers because SDL's are skipped when the signal was inherited as ignored (a shell's background job) and
/// their quit event can't be relied on headless.
public enum TerminationSignals {
    private static let received = Atomic<Int32>(0)
    /// The app's own process id, for telling its own SIGPIPE from one sent by another process.
    private static let ownProcess = Atomic<Int32>(0)

    /// The signals that end the app as Ctrl-C does.
    public static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

    /// Installs the handlers and unblocks the signals (a parent may hand down a mask that blocks them, as
    /// Foundation's `Process` does, and the `gesture-sandbox` launcher does on purpose: one that came before the
    /// handlers were in is delivered to them here, and `wasReceived` says so on return); the executable calls this
    /// once at start. A SIGPIPE the kernel raises because the app wrote to a pipe whose reader went away
    /// (`--trace - | head -1`) does not end it: that one output's write fails (`OutputFile`) and the session goes
    /// on; a SIGPIPE another process sends (`kill -PIPE`) ends it.
    public static func install() {
        ownProcess.store(getpid(), ordering: .relaxed)
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in ending {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                // The kernel's SIGPIPE for a write names the writer, this process, as its sender.
                if number == SIGPIPE, let info, info.pointee._sifields._kill.si_pid == TerminationSignals.ownProcess.load(ordering: .relaxed) {
                    return
                }
                TerminationSignals.received.store(number, ordering: .relaxed)
            }
            action.sa_flags = SA_SIGINFO | SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signalNumber, &action, nil)
            sigaddset(&set, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether one of the ending signals has arrived.
    public static var wasReceived: Bool { received.load(ordering: .relaxed) != 0 }
}
