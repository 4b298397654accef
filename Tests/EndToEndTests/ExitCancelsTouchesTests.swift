import Foundation
@testable import SandboxHost
import TestSupport
import Testing
@testable import SandboxFormats

/// Ending the app mid-gesture cancels every touch first, as an interruption does, so the trace shows the gestures
/// cancelled and the recording ends with the fingers cancelled: both files describe a finished sequence.
@Suite("Exit cancels the touches in flight", .serialized)
struct ExitCancelsTouchesTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// SIGHUP (terminal closed, ssh dropped), SIGQUIT and a SIGPIPE sent by another process end the app as SIGINT
    /// and SIGTERM do (issue 21 item 6: SIGHUP killed it with the fingers down and the pans in `changed`).
    @Test("a signal mid-drag: monkey.pan is cancelled in the trace and the recording ends with the finger cancelled",
          arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE])
    func signalMidDrag(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The monkey dragged and held: the first drag of the demo recording, without its up, then the finger kept
        // moving a hair for 1,000 s so the app is still replaying when the signal comes.
        let replay = folder.file("held-drag.jsonl"), record = folder.file("rec.jsonl")
        let events = try String(contentsOfFile: AppBinary.recording("monkey-banana-drag.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(14).map(String.init)
        #expect(events.last?.contains(#""t":0.7,"type":"move""#) == true)
        try BusyRecording.keepingBusy(events, id: 1, location: (575.75, 378.62), after: 0.7)
            .write(toFile: replay, atomically: false, encoding: .utf8)

        let out = Pipe()
        var traced = Data()
        let result = try app.runBounded(["--headless", "--replay", replay, "--settle", "86400", "--trace", "-",
                                         "--record", record], stdout: out, readsStandardOutput: false) { process in
            // The pan's change at the last move (t 0.7) means every event was replayed.
            traced = AppBinary.read(from: out.fileHandleForReading) {
                String(decoding: $0, as: UTF8.self).contains(#"{"t":0.7,"recognizer":"monkey.pan""#)
            }
            kill(process.processIdentifier, signal)
            traced += out.fileHandleForReading.readDataToEndOfFile()
        }
        #expect(result.reason == .exit && result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderr == "")

        let trace = String(decoding: traced, as: UTF8.self).split(separator: "\n").map(String.init)
        // The pan goes from changed to cancelled because of the exit, then back to possible: nothing else.
        let pan = trace.filter { $0.contains(#""recognizer":"monkey.pan""#) }.suffix(2)
        #expect(pan.first?.contains(#""from":"changed","to":"cancelled""#) == true, "\(pan)")
        #expect(pan.first?.contains(#""text":"touches cancelled: exit""#) == true, "\(pan)")
        #expect(pan.last?.contains(#""from":"cancelled","to":"possible""#) == true, "\(pan)")
        let deliveries = trace.filter { $0.contains(#""delivery""#) }
        #expect(deliveries.last?.contains(#""delivery":"cancelled""#) == true, "\(deliveries.last ?? "none")")

        // The recording is the replayed events up to the signal, then the finger cancelled where it was: the
        // signal, not the end of the replay, ended it.
        let recorded = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(recorded.count > events.count && recorded.count < events.count + 60_000, "\(recorded.count) lines")
        #expect(recorded.dropFirst(events.count - 1).first == #"{"t":0.7,"type":"move","id":1,"x":575.75,"y":378.62,"source":"replay"}"#)
        #expect(recorded.last?.contains(#""type":"cancel","id":1,"x":575.7"#) == true, "\(recorded.last ?? "")")
        #expect(recorded.last?.hasSuffix(#","y":378.62,"source":"replay"}"#) == true, "\(recorded.last ?? "")")
    }

    /// Presses the real X pointer on the puck, drags, and ends the app with SIGTERM while the button is still down.
    static let windowedScript = [
        RealWindowDragTests.launch,
        #"""
        xdotool mousemove --sync --window "$WID" 640 400
        xdotool mousedown 1
        for x in 660 700 760; do xdotool mousemove --sync --window "$WID" "$x" 500; done
        for i in $(seq 1 300); do grep -q '"delivery":"moved"' "$TRACE" && break; sleep 0.1; done
        kill -TERM "$PID"
        wait "$PID"
        xdotool mouseup 1
        """#,
    ].joined(separator: "\n")

    /// On a display of its own (xvfb-run), so the pointer it moves is no other test's.
    static let canRunWindowed = RealWindowDragTests.which("xdotool") && RealWindowDragTests.which("xvfb-run")

    @Test("a windowed run ended by SIGTERM mid-drag: the trace and the recording end with the finger cancelled",
          .enabled(if: canRunWindowed, "needs xdotool and xvfb-run"))
    func windowedSignalMidDrag() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = folder.file("drag.sh"), trace = folder.file("trace.jsonl"), record = folder.file("rec.jsonl")
        try Self.windowedScript.write(toFile: script, atomically: false, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        let shell = AppBinary(url: URL(fileURLWithPath: "/usr/bin/env"))
        let result = try shell.runBounded(RealWindowDragTests.ownXServer() + ["/bin/bash", script,
                                           app.url.path, trace, record], environment: environment, timeout: 90)
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")

        let deliveries = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains(#""delivery""#) }
        #expect(deliveries.first?.contains(#""view":"puck","delivery":"began""#) == true)
        #expect(deliveries.last?.contains(#""view":"puck","delivery":"cancelled""#) == true, "\(deliveries.last ?? "")")
        let recorded = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(recorded.last?.hasSuffix(#""type":"cancel","id":1,"x":760,"y":500,"source":"mouse"}"#) == true,
                "\(recorded.last ?? "")")
        #expect(recorded.filter { $0.contains(#""type":"up""#) }.isEmpty)
    }
}
