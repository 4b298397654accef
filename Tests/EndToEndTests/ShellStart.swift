import Foundation

/// A program started as a shell starts it: every signal at its default action and none blocked. Foundation's
/// `Process` hands down the calling thread's mask, and a test's thread may block SIGTERM, which would hide what a
/// signal in the child's first milliseconds does. Standard output goes to /dev/null, standard error to a file.
struct ShellStart {
    let pid: pid_t

    /// Starts `path` with `arguments` (argv[0] is `path`) and `environment`, its standard error written to
    /// `stderrPath`; `blocked` signals are handed down blocked instead (a signal sent then waits, pending).
    init(_ path: String, arguments: [String] = [], environment: [String: String], stderrPath: String,
         blocked: [Int32] = []) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t(), all = sigset_t()
        sigemptyset(&mask)
        for number in blocked { sigaddset(&mask, number) }
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        self.pid = pid
    }

    /// How it ended.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        /// Still running after the time allowed: killed with SIGKILL.
        case timedOut

        var description: String {
            switch self {
            case .exited(let status): "exit \(status)"
            case .signalled(let number): "killed by \(String(cString: strsignal(number)))"
            case .timedOut: "still running (killed)"
            }
        }
    }

    /// Waits for the end, at most `timeout` seconds.
    func wait(timeout: TimeInterval) -> Ending {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return .timedOut
            }
            usleep(1000)
        }
        // WIFEXITED and friends are macros Swift doesn't import.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
