import Foundation
@testable import SandboxHost
import TestSupport
import Testing

/// `--trace`, `--record`, `--dump-views` and `--screenshot` are written through the path as a shell's `>` would:
/// symlinks followed, FIFOs and standard output written to, regular files truncated in place, never replaced by a
/// rename. Every FIFO and symlink lives in a temporary folder; no test touches a real device node.
@Suite("Outputs written through their paths", .serialized)
struct OutputPathTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let tap = AppBinary.recording("touch-test-tap.jsonl")

    /// The trace of the tap recording, as `--trace -` gives it.
    func tapTrace() throws -> Data {
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", "-"])
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        return result.stdout
    }

    @Test("symlinked outputs write their targets and stay symlinks; old contents are truncated")
    func symlinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = ["trace.jsonl", "rec.jsonl", "dump.json", "shot.png"]
        for name in names {
            try String(repeating: "stale ", count: 200_000).write(toFile: folder.file("target-" + name),
                                                                  atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.file(name),
                                                       withDestinationPath: folder.file("target-" + name))
        }
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", folder.file(names[0]),
                                         "--record", folder.file(names[1]), "--dump-views", folder.file(names[2]),
                                         "--screenshot", folder.file(names[3])])
        #expect(result.status == 0 && !result.timedOut)
        #expect(result.stderr == "")
        for name in names {
            #expect(TemporaryFolder.type(at: folder.file(name)) == .typeSymbolicLink, "\(name) was replaced")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("target-trace.jsonl"))) == tapTrace())
        #expect(try RecordingText.asVersion1(contentsOf: folder.file("target-rec.jsonl"))
            == String(contentsOfFile: Self.tap, encoding: .utf8))
        let dump = try String(contentsOfFile: folder.file("target-dump.json"), encoding: .utf8)
        #expect(dump.hasPrefix("{") && dump.hasSuffix("}\n") && dump.contains(#""name": "pad-1.label""#))
        #expect(!dump.contains("stale"))
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.file("target-shot.png")))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(!String(decoding: png.suffix(12), as: UTF8.self).contains("stale"), "the PNG's tail is old text")
    }

    @Test("a FIFO's reader gets the trace, and the FIFO stays a FIFO")
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.file("trace.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(path: fifo)
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", fifo])
        let received = reader.finish()
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(received == (try tapTrace()))
        #expect(isFIFO(fifo), "the FIFO was replaced")
    }

    @Test("waiting for a FIFO's reader, like `cat > fifo`, SIGTERM still ends the app with one line")
    func fifoWithoutReader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.file("trace.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", fifo], timeout: 30) { process in
            usleep(1_000_000)
            kill(process.processIdentifier, SIGTERM)
        }
        #expect(result.reason == .exit && result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: stopped while waiting for a reader of \(fifo)"])
        #expect(isFIFO(fifo))
    }

    @Test("/dev/fd/1 and a symlink to /dev/stdout write to standard output")
    func standardOutputByPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let link = folder.file("out")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
        let expected = try tapTrace()
        for path in ["/dev/fd/1", link] {
            let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", path])
            #expect(result.status == 0 && !result.timedOut, "\(path): \(result.stderr)")
            #expect(result.stdout == expected, "\(path)")
        }
        #expect(TemporaryFolder.type(at: link) == .typeSymbolicLink)
    }

    @Test("outputs through symlinks to /dev/null: written away, never locked, the links stay")
    func nullDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let links = ["a", "b", "c"].map { folder.file("null-" + $0) }
        for link in links { try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null") }
        // Three outputs on one device at once: a device is not a file two writers could garble, so no lock refuses.
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", links[0], "--record", links[1],
                                         "--dump-views", links[2]])
        #expect(result.status == 0 && !result.timedOut)
        #expect(result.stderr == "")
        for link in links { #expect(TemporaryFolder.type(at: link) == .typeSymbolicLink) }
    }

    /// The device number of a memory device (major 1: 3 is null, 7 is full), in the encoding Linux reads for small
    /// numbers (`makedev` is a C macro Swift doesn't see).
    static func memoryDevice(_ minor: UInt) -> dev_t { dev_t(1 << 8 | minor) }

    /// Whether device nodes can be made here (root, and a temporary folder not mounted nodev).
    static let canMakeDevices: Bool = {
        guard getuid() == 0, let folder = try? TemporaryFolder() else { return false }
        defer { folder.remove() }
        let node = folder.file("null")
        guard mknod(node, S_IFCHR | 0o666, Self.memoryDevice(3)) == 0 else { return false }
        let descriptor = open(node, O_WRONLY)
        defer { if descriptor >= 0 { close(descriptor) } }
        return descriptor >= 0 && write(descriptor, "x", 1) == 1
    }()

    @Test("copies of /dev/null and /dev/full (mknod, in a temporary folder) stay devices and act as such",
          .enabled(if: canMakeDevices, "needs root and a temporary folder that allows device nodes"))
    func deviceCopies() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let null = folder.file("null"), full = folder.file("full")
        #expect(mknod(null, S_IFCHR | 0o666, Self.memoryDevice(3)) == 0)
        #expect(mknod(full, S_IFCHR | 0o666, Self.memoryDevice(7)) == 0)
        let quiet = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", null, "--record", null])
        #expect(quiet.status == 0 && !quiet.timedOut && quiet.stderr == "", "\(quiet.stderr)")
        let failing = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", full])
        #expect(failing.status == 1 && !failing.timedOut)
        #expect(failing.stderrLines == ["gesture-sandbox: can't write \(full): No space left on device "
                                            + "(nothing more goes there; the session goes on)"])
        for node in [null, full] {
            var info = stat()
            #expect(lstat(node, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "\(node) was replaced")
        }
    }

    @Test("a regular file is truncated in place: a hard link to it sees the new trace")
    func hardLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("trace.jsonl"), other = folder.file("same-file.jsonl")
        try String(repeating: "old\n", count: 10_000).write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: file, toPath: other)
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", file])
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        let expected = try tapTrace()
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == expected, "the file was replaced, not rewritten")
    }

    @Test("--screenshot to a folder that doesn't exist fails at start, before the session")
    func unwritableScreenshot() throws {
        let path = "/nonexistent-gs-folder/shot.png"
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", "-", "--screenshot", path])
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: can't write \(path): folder /nonexistent-gs-folder doesn't exist"])
        #expect(result.stdout.isEmpty, "the session ran before the screenshot path was checked")
    }

    @Test("--screenshot refuses a name that isn't .png (a usage error, exit 64), and writes nothing",
          arguments: ["shot.jpg", "shot", "shot.png.txt"])
    func screenshotExtension(_ name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file(name)
        let result = try app.runBounded(["--headless", "--replay", Self.tap, "--trace", "-", "--screenshot", path])
        #expect(result.status == 64 && !result.timedOut)
        #expect(result.stderrLines
                == ["gesture-sandbox: --screenshot writes PNG: name a .png file (got '\(path)') (see --help)"])
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    private func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }
}

/// Reads a FIFO to its end on a thread of its own, as `cat fifo` would, started before the writer.
final class FIFOReader: @unchecked Sendable {
    private let path: String
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data = Data()

    init(path: String) {
        self.path = path
        DispatchQueue.global().async { [self] in
            if let handle = FileHandle(forReadingAtPath: path) {
                let all = handle.readDataToEndOfFile()
                lock.withLock { data = all }
            }
            done.signal()
        }
    }

    /// What was read, waiting at most `timeout` seconds for the end; a reader still waiting for a writer is released
    /// by opening the FIFO for writing once (which does nothing if the path is no longer a FIFO).
    func finish(timeout: TimeInterval = 20) -> Data {
        if done.wait(timeout: .now() + timeout) == .timedOut {
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 2)
        }
        return lock.withLock { data }
    }
}
