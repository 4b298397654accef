#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Holds what a C library prints on standard error during one call, so it can go into the app's own one-line
/// message instead of appearing as a bare line of its own (libpng prints `libpng error: IHDR: CRC error` before
/// SDL_image reports a generic failure). Another thread printing in that moment is captured with it; two captures
/// take turns, since file descriptor 2 is the process's (at once, each swapped it under the other).
package enum StandardErrorCapture {
    private static let turn = NSRecursiveLock()

    /// Runs `body` while no capture is under way on another thread (file descriptor 2 is then the process's own).
    package static func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
        turn.lock()
        defer { turn.unlock() }
        return try body()
    }

    /// Runs `body` with file descriptor 2 pointing at a temporary file, and returns what was written there, trimmed.
    package static func capturing<Result>(_ body: () throws -> Result) rethrows -> (result: Result, text: String) {
        turn.lock()
        defer { turn.unlock() }
        guard let file = tmpfile() else { return (try body(), "") }
        defer { fclose(file) }
        fflush(nil)
        let saved = dup(2)
        guard saved >= 0, dup2(fileno(file), 2) >= 0 else {
            if saved >= 0 { close(saved) }
            return (try body(), "")
        }
        let result: Result
        do {
            result = try body()
        } catch {
            restore(saved)
            throw error
        }
        restore(saved)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        lseek(fileno(file), 0, SEEK_SET)
        while true {
            let count = read(fileno(file), &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk.prefix(count)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return (result, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func restore(_ saved: Int32) {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
    }
}
