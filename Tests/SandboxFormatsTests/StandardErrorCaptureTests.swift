import Foundation
import Testing
@testable import SandboxFormats

/// What a C library prints during a call is handed back instead of reaching the terminal, and file descriptor 2 is
/// the same file afterwards.
@Suite("Standard error capture", .serialized)
struct StandardErrorCaptureTests {
    private func identity(of descriptor: Int32) -> (dev_t, ino_t) {
        var info = stat()
        fstat(descriptor, &info)
        return (info.st_dev, info.st_ino)
    }

    @Test("a library's lines are returned, trimmed, with the call's result; fd 2 is restored")
    func captures() {
        StandardErrorCapture.exclusively { checkCapture() }
    }

    private func checkCapture() {
        let before = identity(of: 2)
        let (value, text) = StandardErrorCapture.capturing { () -> Int in
            _ = write(2, "libpng error: IHDR: CRC error\n", 30)
            return 7
        }
        #expect(value == 7)
        #expect(text == "libpng error: IHDR: CRC error")
        #expect(identity(of: 2) == before)
    }

    @Test("a throwing call restores fd 2 too")
    func throwing() {
        StandardErrorCapture.exclusively {
            let before = identity(of: 2)
            #expect(throws: SandboxError("no")) {
                _ = try StandardErrorCapture.capturing { () throws -> Int in throw SandboxError("no") }
            }
            #expect(identity(of: 2) == before)
        }
    }

    /// Test suites run in parallel and file descriptor 2 is the process's: two captures at once each swapped it under
    /// the other, and one got the other's line or nothing (seen as a flaky "" in the full suite).
    @Test("captures on several threads at once each get their own line")
    func concurrent() {
        let texts = Texts()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let (_, text) = StandardErrorCapture.capturing { () -> Int in
                let line = "line \(index)\n"
                _ = line.withCString { write(2, $0, strlen($0)) }
                usleep(2_000)
                return index
            }
            texts.set(index, text)
        }
        // The test runner's own lines may land in a capture too; each must hold its own line and no other's.
        for (index, text) in texts.all.enumerated() {
            let lines = text.split(separator: "\n").filter { $0.hasPrefix("line ") }
            #expect(lines == ["line \(index)"], "capture \(index): \(text)")
        }
    }

    private final class Texts: @unchecked Sendable {
        private let lock = NSLock()
        private var values = [String](repeating: "", count: 16)
        func set(_ index: Int, _ text: String) { lock.withLock { values[index] = text } }
        var all: [String] { lock.withLock { values } }
    }
}
