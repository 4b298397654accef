import Foundation
@testable import SandboxHost
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A session whose loop ends by itself on a dead display connection ends for the loss, not as a plain quit. SDL's
/// Wayland backend turns a failed dispatch into SDL_QUIT, which can end the loop before the watcher thread wakes on
/// the hang-up: the end looked only at what the watcher had seen, so the app exited 0 without the line or the
/// fingers' cancels. Here no watcher runs, so only the main thread's own look at the socket can find the loss.
@Suite("A session ending by itself on a lost connection", .serialized)
struct DisplayLossAtEndTests {
    @Test("the end finds a hung-up socket the watcher has not seen; a live one is a plain quit")
    func endFindsTheHangUp() throws {
        var pair: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        DisplayConnection.watch(socket: pair[0], wayland: true, startsWatcher: false)
        #expect(!DisplayConnection.noticeLossAtEnd(), "the server is still there")
        close(pair[1])
        #expect(DisplayConnection.noticeLossAtEnd(), "the server hung up before the watcher looked")
        // Taken once, it stays taken (the session now ends for the loss).
        #expect(DisplayConnection.noticeLoss())
        DisplayConnection.stop()
        #expect(!DisplayConnection.noticeLossAtEnd(), "after the session stopped nothing is watched")
    }
}
