import Foundation
import SandboxFormats
@testable import SandboxHost
import TestSupport
import Testing

/// The display server going away under a windowed app (issue 36 class 8): weston killed under a native Wayland
/// window left SDL's present spinning at 60-80 % CPU, deaf to SIGTERM, until SIGKILL; an X server killed under an
/// X11 window made Xlib print two lines of its own. Now the app ends within a second with one line and its trace
/// and recording whole (`DisplayConnection`). Also SIGTERM at once after a Wayland start: the handlers are in
/// before anything else, so it ends as a later SIGTERM does (exit 0, trace written). Real servers: weston nested in
/// Xvfb (`tools/wayland-session.sh`). Each run has a state folder of its own, so a recovery file left by another
/// test or session is never offered on its standard error.
@Suite("The display server going away", .serialized)
struct DisplayLossTests {
    nonisolated static let canRun = ["weston", "Xvfb", "xdotool"].allSatisfy(RealWindowDragTests.which)
    nonisolated static let session = AppBinary.repository.appendingPathComponent("tools/wayland-session.sh").path

    /// One loss: `tools/display-loss-run.sh` (the fuzzer's display-loss target runs it too) on the touch-test scene
    /// with a trace and a recording, a drag held, the server killed with SIGKILL.
    nonisolated static let lossRun = AppBinary.repository.appendingPathComponent("tools/display-loss-run.sh").path

    struct Run {
        var stderr: [String]
        var status: String
        var gone: String
        var trace: String
        var recording: String
    }

    static func run(server: String, delay: Double) throws -> Run {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try AppBinary(url: URL(fileURLWithPath: session)).runBounded(
            ["--", "/bin/bash", lossRun, app.url.path, folder.path, server, String(delay), "KILL", "1",
             "--scene", "touch-test", "--trace", folder.file("trace.jsonl"), "--record", folder.file("recording.jsonl")],
            timeout: 240)
        #expect(!result.timedOut, "the session ran past 240 s")
        let text = folder.text
        func trimmed(_ name: String) -> String { text(name).trimmingCharacters(in: .whitespacesAndNewlines) }
        return Run(stderr: text("app.err").split(separator: "\n").map(String.init).filter { !$0.contains("first frame at") },
                   status: trimmed("status"), gone: trimmed("gone"), trace: text("trace.jsonl"),
                   recording: text("recording.jsonl"))
    }

    /// Every line of a JSON-lines output whole (parses), the last one ended.
    static func isWhole(_ text: String) -> Bool {
        guard !text.isEmpty, text.hasSuffix("\n") else { return false }
        return text.split(separator: "\n").allSatisfy {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed])) != nil
        }
    }

    static func check(_ run: Run, line: String) {
        #expect(run.gone != "alive", "still running 5 s after the server was killed; \(run.stderr)")
        // The app ends itself by 0.9 s at the latest (DisplayConnection's cap); the shell loop that measures it forks
        // every 10 ms, and on two loaded cores it read 1,063 ms once, so the bound here leaves it half a second.
        #expect((Int(run.gone) ?? .max) < 1500, "ended \(run.gone) ms after the server was killed")
        #expect(run.status == "1", "exit status \(run.status); \(run.stderr)")
        #expect(run.stderr.count == 1 && run.stderr.first?.hasPrefix("gesture-sandbox: " + line) == true, "\(run.stderr)")
        #expect(isWhole(run.trace), "trace: \(run.trace.suffix(300))")
        #expect(run.trace.hasPrefix(#"{"format":"gesture-sandbox-trace""#), "\(run.trace.prefix(100))")
        #expect(isWhole(run.recording), "recording: \(run.recording.suffix(300))")
        // Complete as after SIGTERM: the finger dragging when the server went is cancelled in both (the display-loss
        // fuzzer found it left down, and its pan in began, whenever the X server or a stuck present ended the app).
        let audit = SessionAudit.problems(trace: run.trace) + SessionAudit.problems(recording: Data(run.recording.utf8))
        // The weston case once missed its cancels one run in three here and never in the release fuzzer: the app,
        // started from a test's thread, inherited the escape signal blocked, so a present stuck on the dead
        // connection was never left (installing the escape now unblocks it, `DisplayEscapeTests`).
        #expect(audit == [], "\(audit)")
    }

    @Test("weston killed under a native Wayland window: exit 1 within a second, one line, trace and recording whole",
          .enabled(if: canRun, "needs weston, Xvfb and xdotool"), arguments: [0.05, 0.3, 1.0])
    func westonKilled(delay: Double) throws {
        Self.check(try Self.run(server: "weston", delay: delay), line: "lost the connection to the Wayland compositor")
    }

    @Test("the X server killed under an X11 window: exit 1 within a second, one line, trace and recording whole",
          .enabled(if: canRun, "needs weston, Xvfb and xdotool"), arguments: [0.05, 0.3, 1.0])
    func xServerKilled(delay: Double) throws {
        Self.check(try Self.run(server: "xvfb", delay: delay), line: "lost the connection to the X server")
    }

    /// Draws one stroke on the Teach scene's paper (an example of a new gesture, not saved) and kills the server
    /// half a second later; `$3` as in `script`.
    static let teachScript = #"""
        set -u
        APP="$1"; OUT="$2"; export XDG_STATE_HOME="$OUT/state"; SERVER="$3"
        if [ "$SERVER" = xvfb ]; then export DISPLAY="$XVFB_DISPLAY"; unset WAYLAND_DISPLAY; fi
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene teach --gestures "$OUT/taught.json" 2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        export DISPLAY="$XVFB_DISPLAY"
        xdotool mousemove --sync 500 300 mousedown 1 2>/dev/null
        for x in 540 580 620 660 700 740 780; do xdotool mousemove --sync $x $(( 300 + (x - 500) / 2 )) 2>/dev/null; sleep 0.02; done
        xdotool mouseup 1 2>/dev/null
        sleep 0.5
        if [ "$SERVER" = xvfb ]; then kill -KILL "$XVFB_PID"; else kill -KILL "$WESTON_PID"; fi
        wait $PID
        echo $? >"$OUT/status"
        exit 0
        """#

    /// What was taught since the last Save is kept when the display server goes, as on every other way out (before,
    /// the app ended without saving it: the process exits where the session would have returned). On X11: through
    /// nested weston the xdotool stroke did not always reach the Teach scene before the kill (2 of 5 runs here had
    /// nothing taught to keep), and a weston kill can cut the last words (the known issue above); the keeping itself
    /// is the same call on both (`SandboxApp.beforeLossExit`).
    @Test("what was taught is kept when the display server goes", .enabled(if: canRun, "needs weston, Xvfb and xdotool"),
          arguments: ["xvfb"])
    func taughtKept(server: String) throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scriptPath = folder.file("teach.sh")
        try Self.teachScript.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let result = try AppBinary(url: URL(fileURLWithPath: Self.session)).runBounded(
            ["--", "/bin/bash", scriptPath, app.url.path, folder.path, server], timeout: 240)
        #expect(!result.timedOut)
        let text = folder.text
        let stderr = text("app.err").split(separator: "\n").map(String.init).filter { !$0.contains("first frame at") }
        #expect(text("status").trimmingCharacters(in: .whitespacesAndNewlines) == "1", "\(stderr)")
        #expect(stderr.count == 2 && stderr.first?.hasPrefix("gesture-sandbox: unsaved changes saved to ") == true
                && stderr.last?.hasPrefix("gesture-sandbox: lost the connection to the ") == true, "\(stderr)")
        let taught = try GestureTemplatesFile.parse(Data(text("taught.json").utf8), file: "taught.json")
        #expect(taught.gestures.map(\.examples.count) == [1], "\(text("taught.json").prefix(300))")
    }

    /// SIGTERM the moment the app's handlers are in (SigCgt in /proc shows SIGTERM caught), which is now the first
    /// thing `GestureSandbox.main` does, before the command line is parsed, the gestures file read and the Wayland
    /// connection made (measured with strace on the debug build: 67 ms after exec, of which the rest is the dynamic
    /// loader's; it was 236 ms, after all that). The signal is unblocked for the app (a test's `Process` hands down
    /// a mask that blocks it, which would hide an early death). Exit 0 and a whole trace, as for a later SIGTERM.
    static let startScript = #"""
        set -u
        APP="$1"; OUT="$2"; export XDG_STATE_HOME="$OUT/state"
        for i in $(seq 1 12); do
            env --default-signal=TERM "$APP" --scene touch-test --trace "$OUT/trace-$i.jsonl" 2>"$OUT/err-$i" &
            PID=$!
            for j in $(seq 1 20000); do
                caught=$(awk '/^SigCgt/ { print $2 }' /proc/$PID/status 2>/dev/null)
                [ -n "$caught" ] && [ $(( 0x$caught & 0x4000 )) -ne 0 ] && break
            done
            kill -TERM $PID
            wait $PID
            echo $? >"$OUT/status-$i"
        done
        exit 0
        """#

    @Test("SIGTERM at once after a Wayland start ends the app as a later SIGTERM does",
          .enabled(if: canRun, "needs weston, Xvfb and xdotool"))
    func sigtermAtStart() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scriptPath = folder.file("start.sh")
        try Self.startScript.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let result = try AppBinary(url: URL(fileURLWithPath: Self.session)).runBounded(
            ["--", "/bin/bash", scriptPath, app.url.resolvingSymlinksInPath().path, folder.path], timeout: 240)
        #expect(!result.timedOut)
        for i in 1...12 {
            let text = folder.text
            let status = text("status-\(i)").trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(status == "0", "start \(i): exit \(status) (143 is death by SIGTERM); \(text("err-\(i)"))")
            #expect(Self.isWhole(text("trace-\(i).jsonl")), "start \(i): trace \(text("trace-\(i).jsonl").prefix(200))")
            #expect(text("err-\(i)").isEmpty, "start \(i): \(text("err-\(i)"))")
        }
    }
}
