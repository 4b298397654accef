#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `--video`: raw frames piped to Debian's `ffmpeg` command (nothing linked, as matplotlib's and Manim's writers do),
/// which encodes them into a temporary file beside the named one, renamed over it only once the video is complete.
/// A failure, Ctrl+C or a full disk removes the temporary file, so the named file is never left partial and an
/// existing one is never replaced by a half-written one.
///
/// Unlike the other outputs (`OutputFile`), a video can't be written through the path as a stream: MP4's index is
/// moved to the front at the end (`+faststart`), which needs a seekable file, and the rename is what makes it
/// all-or-nothing. So standard output, a FIFO or a device is refused in one line; a symlink is followed, and the
/// file it points to is the one replaced (the link stays). `ffmpeg` runs in a process group of its own, so a
/// terminal's Ctrl+C reaches only the app, which then stops it and removes the temporary file. Waiting for it (a
/// full pipe, its exit) watches for the ending signals (`TerminationSignals`), so one that hangs can still be
/// stopped: the handlers restart the system calls, so a blocking write or wait would never return.
public final class VideoOutput {
    /// The path as given, for messages.
    public let name: String
    public let format: VideoFormat
    /// Where the video lands: the path, or the file a symlink at it points to.
    let destination: String
    /// The file `ffmpeg` writes, in the destination's folder (so the rename is atomic), made exclusively.
    public let temporaryPath: String
    private let ffmpegPath: String
    private var process: pid_t = 0
    private var pipeDescriptor: Int32 = -1
    private var logDescriptor: Int32 = -1
    private var done = false
    /// Set when an ending signal came while waiting for `ffmpeg` to exit, which is then killed.
    private var interrupted = false

    /// Checks the path and finds `ffmpeg` on `PATH` (from `environment`), then makes the temporary file; throws
    /// the one line saying what is wrong.
    public init(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        name = path
        if OutputFile.inheritedDescriptor(for: path) != nil { throw SandboxError.usage(Self.notAStream(path)) }
        guard let format = VideoFormat(path: path) else { throw SandboxError.usage(VideoFormat.unknownExtension(path)) }
        self.format = format
        guard let ffmpeg = Self.findFFmpeg(environment: environment) else { throw Self.missingFFmpeg }
        ffmpegPath = ffmpeg
        destination = Self.followingSymlinks(path)
        var info = stat()
        if stat(destination, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if access(destination, W_OK) != 0 { throw SandboxError("can't write \(path): \(String(cString: strerror(errno)))") }
            case S_IFDIR:
                throw SandboxError("can't write \(path): it is a folder; name a file")
            default:
                throw SandboxError("can't write \(path): it is not a regular file (a FIFO or a device); --video writes "
                    + "a file, renamed into place when complete")
            }
        }
        temporaryPath = try Self.makeTemporaryFile(beside: destination, name: path)
    }

    /// The line refusing standard output or an inherited descriptor (`-`, `/dev/stdout`, `/dev/fd/N`): checked
    /// before the extension, which such a name never has, so the line says what is really wrong.
    public static func notAStream(_ path: String) -> String {
        "--video writes a file, renamed into place when complete: name one, not \(path)"
    }

    /// The one line for a system without `ffmpeg`.
    public static let missingFFmpeg = SandboxError(
        "--video needs the ffmpeg command, which is not on PATH: install the ffmpeg package (sudo apt install ffmpeg)")

    /// The file a chain of symlinks at `path` ends at, whether or not it exists yet, as `open` would write it.
    /// (Foundation's `resolvingSymlinksInPath` leaves a bare relative name and a link to a missing file as they
    /// are, so the rename would replace the link itself.)
    static func followingSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return current
    }

    /// The first executable `ffmpeg` in `PATH`'s folders.
    static func findFFmpeg(environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/ffmpeg"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// `.NAME.gesture-sandbox-XXXXXX.part` beside the destination, created with `O_EXCL` so nothing there is reused.
    /// NAME is cut to 200 bytes, so a name near the file system's 255 is still one the temporary file can extend.
    private static func makeTemporaryFile(beside destination: String, name: String) throws -> String {
        let folder = (destination as NSString).deletingLastPathComponent
        var base = (destination as NSString).lastPathComponent
        while base.utf8.count > 200 { base.removeLast() }
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let candidate = (folder.isEmpty ? "" : folder + "/") + ".\(base).gesture-sandbox-\(suffix).part"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                Glibc.close(descriptor)
                return candidate
            }
            if errno != EEXIST {
                throw SandboxError("can't write \(name): \(OutputFile.reason(forOpening: destination, errno))")
            }
        }
        throw SandboxError("can't write \(name): no free temporary name beside it")
    }

    /// Starts `ffmpeg` on frames of `width`×`height` pixels in `pixelFormat` (ffmpeg's name for the rows' layout).
    public func start(width: Int, height: Int, pixelFormat: String) throws {
        precondition(process == 0, "started once")
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw failure(String(cString: strerror(errno))) }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // ffmpeg's errors go to a file nobody else can see (unlinked at once), read back when it fails: a pipe
        // would need a reader, and a full one would stall it.
        var logTemplate = Array("/tmp/gesture-sandbox-ffmpeg-XXXXXX".utf8CString)
        logDescriptor = logTemplate.withUnsafeMutableBufferPointer { buffer in
            let descriptor = mkstemp(buffer.baseAddress!)
            if descriptor >= 0 { unlink(buffer.baseAddress!) }
            return descriptor
        }

        let arguments = [ffmpegPath] + format.ffmpegArguments(width: width, height: height, pixelFormat: pixelFormat,
                                                              output: temporaryPath)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        if logDescriptor >= 0 { posix_spawn_file_actions_adddup2(&actions, logDescriptor, 2) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a terminal's Ctrl+C goes to the app, which stops ffmpeg and removes the file.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&mask)
        for number in TerminationSignals.ending { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        let result = posix_spawn(&child, ffmpegPath, &actions, &attributes, argv, environ)
        Glibc.close(pipeEnds[0])
        guard result == 0 else {
            Glibc.close(pipeEnds[1])
            throw failure("ffmpeg didn't start: \(String(cString: strerror(result)))")
        }
        process = child
        pipeDescriptor = pipeEnds[1]
        // Only the app's end: a full pipe then returns at once, and the wait for room watches for signals.
        _ = fcntl(pipeDescriptor, F_SETFL, fcntl(pipeDescriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Sends one frame's bytes; throws the line naming the file and ffmpeg's last words if it went away. False
    /// when an ending signal came while `ffmpeg` wasn't reading: it is stopped and the temporary file removed.
    public func append(_ bytes: UnsafeRawBufferPointer) throws -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(pipeDescriptor, next, left)
            if written < 0 {
                let error = errno
                if error == EINTR { continue }
                if error == EAGAIN {
                    if waitForRoom() { continue }
                    abandon()
                    return false
                }
                let problem = endProcess()
                if interrupted {
                    abandon()
                    return false
                }
                // ffmpeg exited 0 but stopped reading: "Broken pipe" alone would not say whose.
                let reason = error == EPIPE ? "ffmpeg exited before reading every frame" : String(cString: strerror(error))
                throw failure(problem ?? reason)
            }
            next += written
            left -= written
        }
        return true
    }

    /// Ends the input, waits for `ffmpeg` and renames the finished video into place; on any failure the temporary
    /// file is removed and the line saying why is thrown. False when an ending signal came while `ffmpeg` was
    /// still encoding: it is stopped and nothing is written.
    public func finish() throws -> Bool {
        guard !done else { return true }
        let problem = endProcess()
        if interrupted {
            abandon()
            return false
        }
        if let problem { throw failure(problem) }
        guard rename(temporaryPath, destination) == 0 else {
            throw failure(String(cString: strerror(errno)))
        }
        done = true
        return true
    }

    /// Waits until the pipe has room (or its reader is gone: the next write says so); false when an ending
    /// signal came first.
    private func waitForRoom() -> Bool {
        var entry = pollfd(fd: pipeDescriptor, events: Int16(POLLOUT), revents: 0)
        while !TerminationSignals.wasReceived {
            if poll(&entry, 1, 50) != 0 { return true }
        }
        return false
    }

    /// Stops `ffmpeg` and removes the temporary file: the named file is as it was.
    public func abandon() {
        guard !done else { return }
        done = true
        if process > 0 { kill(process, SIGKILL) }
        _ = endProcess()
        unlink(temporaryPath)
    }

    /// The encoded video's size so far, in bytes (for the summary line).
    public var size: Int {
        var info = stat()
        return stat(done ? destination : temporaryPath, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Closes the pipe and reaps `ffmpeg`: nil when it exited 0, else what went wrong (its last line of errors).
    private func endProcess() -> String? {
        if pipeDescriptor >= 0 {
            Glibc.close(pipeDescriptor)
            pipeDescriptor = -1
        }
        guard process > 0 else { return nil }
        var status: Int32 = 0
        while true {
            let reaped = waitpid(process, &status, WNOHANG)
            if reaped == process || (reaped < 0 && errno != EINTR) { break }
            if reaped == 0, TerminationSignals.wasReceived {
                interrupted = true
                kill(process, SIGKILL)
                while waitpid(process, &status, 0) < 0, errno == EINTR {}
                break
            }
            usleep(10_000)
        }
        process = 0
        let exitCode = (status >> 8) & 0xff, signal = status & 0x7f
        guard signal != 0 || exitCode != 0 else { return nil }
        let said = lastLogLine()
        if let said { return "ffmpeg: \(said)" }
        return signal != 0 ? "ffmpeg was killed (signal \(signal))" : "ffmpeg failed (exit status \(exitCode))"
    }

    private func lastLogLine() -> String? {
        guard logDescriptor >= 0 else { return nil }
        let end = lseek(logDescriptor, 0, SEEK_END)
        let start = max(0, end - 4096)
        var buffer = [UInt8](repeating: 0, count: Int(end - start))
        let count = pread(logDescriptor, &buffer, buffer.count, start)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count), as: UTF8.self).split(whereSeparator: \.isNewline)
            .last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
    }

    private func failure(_ reason: String) -> SandboxError {
        abandon()
        return SandboxError("can't write \(name): \(reason) (nothing written)")
    }

    deinit {
        abandon()
        if logDescriptor >= 0 { Glibc.close(logDescriptor) }
    }
}
