import CDisplayEscape
import Foundation
@testable import SandboxHost
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The escape out of an SDL call stuck on a lost display connection (`DisplayConnection`, issue 36) is one in the
/// process, whichever module runs the call. It was a header of static inline functions with static state, so each
/// LLVM module that called them held its own copy: the release build specializes `duringSDL` into its callers'
/// files, the handler `DisplayConnection` installed never saw those callers inside a call, and a present stuck on a
/// dead Wayland connection was never left (the release display-loss fuzzer: 11 of 380 runs ended by the watcher at
/// 0.9 s, fingers not cancelled). Here the handler is installed by `SandboxHost` and the call made from this module.
@Suite("The escape from a stuck SDL call", .serialized)
struct DisplayEscapeTests {
    /// Sends the escape signal to the calling thread from inside the call, as the watcher does to a stuck main thread.
    final class Box {
        var reachedAfterSignal = false
    }

    /// An escapable call that sends the escape signal to its own thread, as the watcher does to a stuck main thread;
    /// what the call returned, and whether its body went on after the signal.
    static func callSignallingItself() -> (escaped: Int32, box: Box) {
        let box = Box()
        let escaped = gs_display_call_escapable({ context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
            pthread_kill(pthread_self(), DisplayConnection.escapeSignal)
            box.reachedAfterSignal = true
        }, Unmanaged.passUnretained(box).toOpaque())
        return (escaped, box)
    }

    @Test("a call made from another module is left when the signal comes; one made without it returns")
    func escapesFromAnotherModule() {
        // The test runs on a pool thread, which blocks the signal; the app's main thread does not.
        var unblock = sigset_t(), before = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, DisplayConnection.escapeSignal)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        DisplayConnection.installEscape()
        let (escaped, box) = Self.callSignallingItself()
        #expect(escaped == 1, "the handler did not jump out of the call")
        #expect(!box.reachedAfterSignal)
        #expect(gs_display_is_escapable() == 0)

        let quiet = Box()
        let returned = gs_display_call_escapable({ context in
            Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().reachedAfterSignal = true
        }, Unmanaged.passUnretained(quiet).toOpaque())
        #expect(returned == 0)
        #expect(quiet.reachedAfterSignal)
        // Outside a call the signal does nothing.
        pthread_kill(pthread_self(), DisplayConnection.escapeSignal)
        #expect(gs_display_is_escapable() == 0)
    }

    /// A parent may hand the signal down blocked (Foundation's `Process` from a test's thread does): it was then never
    /// delivered, and under mutter and KWin (`CompositorSessionTests`) one kill in four ended with the main thread
    /// still in SDL, the line saying the cancels were missing.
    @Test("installing the escape unblocks its signal on the main thread, so a call is left though it came blocked")
    func unblocksItsSignal() {
        var block = sigset_t(), before = sigset_t(), now = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, DisplayConnection.escapeSignal)
        pthread_sigmask(SIG_BLOCK, &block, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        DisplayConnection.installEscape()
        pthread_sigmask(SIG_SETMASK, nil, &now)
        #expect(sigismember(&now, DisplayConnection.escapeSignal) == 0, "the escape signal is still blocked")
        let (escaped, box) = Self.callSignallingItself()
        #expect(escaped == 1, "the call was not left")
        #expect(!box.reachedAfterSignal)
    }
}
