#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Where every output of every command goes: `--trace`, `--record`, `--dump-views` and `--screenshot`, opened up
/// front so a bad path fails before the session starts, and the subcommands' `-o` and `check --update`, written
/// whole by `write(_:to:)`.
///
/// The path is written through, as a shell's `>` writes it: symlinks are followed, a FIFO or a device gets the
/// bytes, and a regular file is truncated in place, never replaced, so its links, owner and mode stay. `-`,
/// `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are the app's own descriptors (as bash treats them), so an
/// appending redirection is not truncated. A regular file is locked (`flock`) while it is written: a second writer,
/// another instance or another option naming the same file, is refused instead of interleaving or truncating it.
///
/// A write that fails (a full disk, a reader that went away) is reported once, on one line, and the output is
/// closed; the session and the other outputs go on, and `failure` keeps the message for the exit status.
public final class OutputFile {
    /// The path as given, for messages.
    public let name: String
    /// Why the output was given up, once a write failed.
    public private(set) var failure: String?
    /// The system's words for that failure ("No space left on device").
    public private(set) var failureReason: String?
    private var descriptor: Int32
    private let report: (String) -> Void

    /// Opens `path` for writing. `report` receives the one-line message of a later write failure (by default
    /// `ErrorLine.write`).
    public init(path: String, report: @escaping (String) -> Void = ErrorLine.write) throws {
        name = path
        self.report = report
        if let inherited = Self.inheritedDescriptor(for: path) {
            descriptor = dup(inherited)
            guard descriptor >= 0 else { throw Self.openError(path, errno) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return
        }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
            descriptor = try Self.openFIFO(path)
            return
        }
        // No O_TRUNC yet: a file another writer holds must not lose its contents to the refused one.
        descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.openError(path, errno) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            closeAfterOpenFailed()
            throw error == EWOULDBLOCK
                ? SandboxError("can't write \(path): another gesture-sandbox, or another option of this one, is writing it")
                : Self.openError(path, error)
        }
        if ftruncate(descriptor, 0) != 0 {
            let error = errno
            closeAfterOpenFailed()
            throw Self.openError(path, error)
        }
    }

    /// Closes before the initializer throws; `deinit` still runs then, and must not close the number again (by
    /// then it may be another thread's file).
    private func closeAfterOpenFailed() {
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// The descriptor a path names without opening anything: `-` and `/dev/stdout` are 1, `/dev/stderr` is 2,
    /// `/dev/fd/N` is N.
    public static func inheritedDescriptor(for path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            let prefix = "/dev/fd/"
            guard path.hasPrefix(prefix), let number = Int32(path.dropFirst(prefix.count)), number >= 0,
                  String(number) == path.dropFirst(prefix.count)
            else { return nil }
            return number
        }
    }

    /// Opens a FIFO once a reader has it open, as `cat > fifo` waits; polling instead of blocking lets SIGINT or
    /// SIGTERM stop the wait.
    private static func openFIFO(_ path: String) throws -> Int32 {
        while true {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                return descriptor
            }
            guard errno == ENXIO || errno == EINTR else { throw openError(path, errno) }
            if TerminationSignals.wasReceived { throw SandboxError("stopped while waiting for a reader of \(path)") }
            usleep(20_000)
        }
    }

    private static func openError(_ path: String, _ code: Int32) -> SandboxError {
        SandboxError("can't write \(path): \(reason(forOpening: path, code))")
    }

    /// Why `path` can't be opened, in words that name what to fix: the folder that is missing, the file that is
    /// in the way of a folder, a folder named as the file.
    static func reason(forOpening path: String, _ code: Int32) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        switch code {
        case _ where path.isEmpty:
            return "no file name given"
        case EISDIR:
            return "it is a folder; name a file"
        case ENOENT, ENOTDIR:
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in folder.split(separator: "/") {
                prefix += component
                var info = stat()
                guard stat(prefix, &info) == 0 else { return "folder \(folder) doesn't exist" }
                guard info.st_mode & S_IFMT == S_IFDIR else { return "\(prefix) is not a folder" }
                prefix += "/"
            }
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                return "it is a symlink to \(target), which can't be made there"
            }
            return String(cString: strerror(code))
        default:
            return String(cString: strerror(code))
        }
    }

    /// Writes `text` to `path` whole, through the path as the session's outputs are (a device or FIFO gets the
    /// bytes, a regular file is truncated in place, keeping its links and mode), for commands that write one file
    /// and end (`import -o`, `timeline -o`, `check --update`). Throws the one line saying why it couldn't.
    public static func write(_ text: String, to path: String) throws {
        let output = try OutputFile(path: path, report: { _ in })
        output.write(text)
        try output.finish()
    }

    /// Closes the output and throws `can't write NAME: REASON` if a write or the close failed: for an output written
    /// whole before the command ends, where nothing more goes on that a report could leave to.
    public func finish() throws {
        close()
        if let failureReason { throw SandboxError("can't write \(name): \(failureReason)") }
    }

    /// Whether writes still go somewhere (not failed, not closed).
    public var isOpen: Bool { descriptor >= 0 }

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard descriptor >= 0, var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A descriptor made non-blocking by whoever shares it: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return fail(errno)
            }
            next += written
            left -= written
        }
    }

    /// Closes the output, reporting an error the close itself reveals (a network file system's delayed write).
    public func close() {
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0, errno != EINTR { recordFailure(errno) }
    }

    private func fail(_ code: Int32) {
        Glibc.close(descriptor)
        descriptor = -1
        recordFailure(code)
    }

    private func recordFailure(_ code: Int32) {
        guard failure == nil else { return }
        let reason = String(cString: strerror(code))
        failureReason = reason
        let message = "can't write \(name): \(reason) (nothing more goes there; the session goes on)"
        failure = message
        report(message)
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }
}
