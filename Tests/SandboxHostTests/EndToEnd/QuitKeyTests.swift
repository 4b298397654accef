import Foundation
import Testing

/// Issue 11, item 4: Ctrl+Q quits; Esc first closes an open panel, then quits — pressed with the real keyboard
/// (xdotool) in a real X window on an X server of its own (so other window tests can't take the keys), each run
/// bounded.
@Suite("Quit keys", .serialized)
struct QuitKeyTests {
    static let script = #"""
        APP="$1"; MODE="$2"
        "$APP" --scene gallery --size 800x500 &
        PID=$!
        WID=$(timeout 30 xdotool search --sync --onlyvisible --pid "$PID" | head -1)
        xdotool windowactivate --sync "$WID" 2>/dev/null || xdotool windowfocus --sync "$WID"
        sleep 0.5
        if [ "$MODE" = ctrlq ]; then
            xdotool key --window "$WID" ctrl+q
        else
            xdotool key --window "$WID" F2
            sleep 0.5
            xdotool key --window "$WID" Escape
            sleep 1
            kill -0 "$PID" || { echo "quit at the first Esc, with the panel open" >&2; exit 3; }
            xdotool key --window "$WID" Escape
        fi
        for i in $(seq 1 100); do kill -0 "$PID" 2>/dev/null || break; sleep 0.1; done
        if kill -0 "$PID" 2>/dev/null; then kill -KILL "$PID"; echo "still running" >&2; exit 4; fi
        wait "$PID"
        """#

    static let canRun = RealWindowDragTests.which("xdotool") && RealWindowDragTests.which("xvfb-run")

    /// Runs the script under a new Xvfb; returns its exit status and standard error.
    static func run(_ mode: String) throws -> (status: Int32, stderr: String) {
        let app = try #require(AppBinary.locate())
        let scriptPath = AppBinary.temporaryPath("quit.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scriptPath) }
        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "120", "xvfb-run", "-a", "-s", "-screen 0 1024x768x24", "/bin/bash", scriptPath,
                             app.url.path, mode]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    @Test("Ctrl+Q quits, exit 0", .enabled(if: canRun, "needs xdotool and xvfb-run"))
    func ctrlQ() throws {
        let result = try Self.run("ctrlq")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("Esc closes the open F2 panel first, then quits, exit 0", .enabled(if: canRun, "needs xdotool and xvfb-run"))
    func escape() throws {
        let result = try Self.run("escape")
        #expect(result.status == 0, "\(result.stderr)")
    }
}
