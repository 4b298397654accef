import Foundation
import Testing
@testable import SandboxFormats

/// What a C library prints during a call is handed back instead of reaching the terminal, and file descriptor 2 is
/// the same file afterwards.
@Suite("Standard error capture")
struct StandardErrorCaptureTests {
    private func identity(of descriptor: Int32) -> (dev_t, ino_t) {
        var info = stat()
        fstat(descriptor, &info)
        return (info.st_dev, info.st_ino)
    }

    @Test("a library's lines are returned, trimmed, with the call's result; fd 2 is restored")
    func captures() {
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
        let before = identity(of: 2)
        #expect(throws: SandboxError("no")) {
            _ = try StandardErrorCapture.capturing { () throws -> Int in throw SandboxError("no") }
        }
        #expect(identity(of: 2) == before)
    }
}
