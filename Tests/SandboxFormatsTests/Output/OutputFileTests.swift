import Foundation
import TestSupport
import Testing
@testable import SandboxFormats

/// `OutputFile` on its own: which paths are the app's own descriptors, the lock, and a write failure reported once.
@Suite("Output file")
struct OutputFileTests {
    @Test("-, /dev/stdout, /dev/stderr and /dev/fd/N are descriptors; other paths are opened", arguments: [
        ("-", Int32(1)), ("/dev/stdout", 1), ("/dev/stderr", 2), ("/dev/fd/0", 0), ("/dev/fd/17", 17),
        ("/dev/fd/x", nil), ("/dev/fd/-1", nil), ("/dev/fd/01", nil), ("/dev/stdout2", nil), ("./-", nil),
        ("trace.jsonl", nil),
    ] as [(String, Int32?)])
    func inheritedDescriptors(_ path: String, _ expected: Int32?) {
        #expect(OutputFile.inheritedDescriptor(for: path) == expected)
    }

    @Test("a write that fails is reported once, with the path and the cause, and nothing more is written")
    func failureReportedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let full = folder.file("full")
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: "/dev/full")
        var reports: [String] = []
        let output = try OutputFile(path: full) { reports.append($0) }
        #expect(output.isOpen)
        output.write("one\n")
        output.write("two\n")
        output.close()
        #expect(!output.isOpen)
        let message = "can't write \(full): No space left on device (nothing more goes there; the session goes on)"
        #expect(reports == [message])
        #expect(output.failure == message)
    }

    @Test("a locked file is refused without losing its contents; closing releases it")
    func lock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("trace.jsonl")
        let first = try OutputFile(path: path)
        first.write("kept\n")
        #expect(throws: SandboxError("can't write \(path): another gesture-sandbox, or another option of this one, "
                                         + "is writing it")) { try OutputFile(path: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
        first.close()
        let second = try OutputFile(path: path)
        second.write("new\n")
        second.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test("a descriptor another process made non-blocking still gets every byte, in order")
    func nonBlockingDescriptor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
        // The duplicate shares the pipe's file description, and so its O_NONBLOCK, as a shell's children do.
        let output = try OutputFile(path: "/dev/fd/\(ends[1])") { Issue.record("reported: \($0)") }
        close(ends[1])
        let reader = ends[0]
        let received = CollectedOutput(), done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var chunk = [UInt8](repeating: 0, count: 1000)
            while true {
                usleep(100)
                let count = read(reader, &chunk, chunk.count)
                if count <= 0 { break }
                _ = received.append(stdout: Data(chunk.prefix(count))) { _ in false }
            }
            done.signal()
        }
        let text = (0..<100_000).map { String($0 % 10) }.joined()
        output.write(text)
        output.close()
        #expect(done.wait(timeout: .now() + 30) == .success)
        close(reader)
        #expect(output.failure == nil)
        #expect(received.values.stdout == Data(text.utf8))
    }

    @Test("a path that can't be opened names the cause", arguments: [
        ("/nonexistent-gs-folder/x", "folder /nonexistent-gs-folder doesn't exist"),
        ("/nonexistent-gs-folder/a/b/x", "folder /nonexistent-gs-folder/a/b doesn't exist"),
        ("/tmp", "it is a folder; name a file"), ("/proc/self/status/x", "/proc/self/status is not a folder"),
        ("", "no file name given"), ("/dev/fd/987", "Bad file descriptor"),
    ])
    func openErrors(_ path: String, _ cause: String) {
        #expect(throws: SandboxError("can't write \(path): \(cause)")) { try OutputFile(path: path) }
    }
}
