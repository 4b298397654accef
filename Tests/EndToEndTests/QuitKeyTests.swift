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

    static let canRun = RealWindowDragTests.canRun

    @Test("Ctrl+Q quits, exit 0", .enabled(if: canRun, "needs xdotool and xvfb-run"))
    func ctrlQ() throws {
        let app = try #require(AppBinary.locate())
        _ = try RealWindowDragTests.runScript(Self.script, arguments: [app.url.path, "ctrlq"])
    }

    @Test("Esc closes the open F2 panel first, then quits, exit 0", .enabled(if: canRun, "needs xdotool and xvfb-run"))
    func escape() throws {
        let app = try #require(AppBinary.locate())
        _ = try RealWindowDragTests.runScript(Self.script, arguments: [app.url.path, "escape"])
    }
}
