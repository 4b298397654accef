import Foundation
import SandboxFormats
@testable import SandboxHost
import TestSupport
import Testing

/// The job-control signals a terminal sends besides the ending ones (`TerminationSignals`): Ctrl+Z stops the app
/// (SIGTSTP), `fg` continues it (SIGCONT), a resized terminal sends SIGWINCH, and a terminal closed while the app is
/// stopped sends SIGHUP and then SIGCONT (the kernel wakes a stopped job it hangs up on, POSIX's orphaned process
/// group rule). The app must carry on after a stop with the finger it had down, and end on that SIGHUP as on any.
@Suite("Ctrl+Z, fg and a terminal closed on a stopped app", .serialized)
struct TerminalStopTests {
    /// Presses on the puck, stops the app with SIGTSTP (its state read from /proc), moves the pointer while it is
    /// stopped, sends SIGWINCH, continues it, finishes the drag, then stops it again and sends SIGHUP and SIGCONT as a
    /// closing terminal does; writes the states seen and the exit status beside the trace.
    static let script = RealWindowDragTests.launch + "\n" + #"""
        xdotool mousemove --sync --window "$WID" 640 400
        xdotool mousedown 1
        xdotool mousemove --sync --window "$WID" 660 420
        for i in $(seq 1 50); do grep -q '"delivery":"moved"' "$TRACE" && break; sleep 0.1; done
        kill -TSTP "$PID"
        for i in $(seq 1 50); do grep -q "^State:.*T" /proc/$PID/status && break; sleep 0.05; done
        grep "^State:" /proc/$PID/status | cut -f2 | cut -c1 >"$TRACE.states"
        xdotool mousemove --window "$WID" 700 450
        sleep 1
        kill -WINCH "$PID"
        kill -CONT "$PID"
        sleep 0.5
        grep "^State:" /proc/$PID/status | cut -f2 | cut -c1 >>"$TRACE.states"
        for x in 760 820 880; do xdotool mousemove --sync --window "$WID" "$x" 500; done
        xdotool mouseup 1
        """# + "\n" + RealWindowDragTests.awaitDragEnd + "\n" + #"""
        kill -TSTP "$PID"
        for i in $(seq 1 50); do grep -q "^State:.*T" /proc/$PID/status && break; sleep 0.05; done
        kill -HUP "$PID"
        kill -CONT "$PID"
        wait "$PID"
        echo $? >"$TRACE.status"
        grep -v "first frame at" "$TRACE.err" >&2 || true
        rm -f "$TRACE.err"
        """#

    @Test("stopped and continued mid-drag the app carries the drag on; SIGHUP and SIGCONT on a stopped app end it, exit 0",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and a DISPLAY or xvfb-run"))
    func stopContinueHangUp() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let trace = AppBinary.temporaryPath("trace.jsonl"), record = AppBinary.temporaryPath("rec.jsonl")
        defer {
            for path in [trace, record, trace + ".states", trace + ".status"] { try? FileManager.default.removeItem(atPath: path) }
        }
        let stderr = try RealWindowDragTests.runScript(Self.script, arguments: [app.url.path, trace, record])
        #expect(stderr.isEmpty, "\(stderr)")
        let states = (try? String(contentsOfFile: trace + ".states", encoding: .utf8)) ?? ""
        #expect(states.split(separator: "\n") == ["T", "S"] || states.split(separator: "\n") == ["T", "R"],
                "the app's states when stopped and continued: \(states)")
        let status = (try? String(contentsOfFile: trace + ".status", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "0", "exit status after SIGHUP on the stopped app: \(status ?? "none")")

        // One drag from the puck to its end, moved after the stop as before it: nothing cancelled.
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(DisplayLossTests.isWhole(text))
        let rows = text.split(separator: "\n").map(String.init).dropFirst()
        #expect(rows.first?.hasSuffix(#""view":"puck","delivery":"began","touches":1,"serials":[1]}"#) == true, "\(text)")
        #expect(rows.last?.hasSuffix(#""view":"puck","delivery":"ended","touches":1,"serials":[1]}"#) == true, "\(text)")
        #expect(!text.contains("cancelled"), "\(text)")
        #expect(SessionAudit.problems(trace: text) == [])
        let recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: record))
        #expect(recording.samples.last?.phase == .up)
        #expect(recording.samples.last?.location == CGPoint(x: 880, y: 500))
    }
}
