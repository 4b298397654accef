import Foundation
@testable import SandboxHost
import Testing
@testable import SandboxFormats

/// The app in a real X window (Xvfb), dragged with the real X pointer through xdotool: the mouse-emulation path
/// end to end, checked through the app's own trace and recording.
@Suite("Real window under Xvfb", .serialized)
struct RealWindowDragTests {
    static func which(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    static let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    static let canRun = which("xdotool") && (hasDisplay || which("xvfb-run"))

    /// `xvfb-run` on a display of its own. `-a` alone starts every search at :99, so two tests starting at once could
    /// pick the same number and one ran with no server (xdotool: "Can't open display"); a random start keeps them
    /// apart, and `-a` still steps past a number in use. `-noreset`: Xvfb otherwise resets when its last client
    /// leaves, and a client connecting during the reset is refused (the same "Can't open display", seen once).
    static func ownXServer(screen: String = "1280x800") -> [String] {
        ["xvfb-run", "-a", "-n", String(Int.random(in: 100...30000)), "-s", "-noreset -screen 0 \(screen)x24"]
    }

    /// Script steps. `launch` starts the app on the touch-test scene with a trace and a recording (paths in $2 and
    /// $3) and waits for its window and its first frame (`awaitFirstFrame`); `quit` ends it with SIGTERM and passes
    /// on what it said on standard error.
    static let launch = #"""
        set -e
        APP="$1"; TRACE="$2"; REC="$3"
        for i in $(seq 1 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene touch-test --size 1280x800 --trace "$TRACE" --record "$REC" \
            2>"$TRACE.err" &
        PID=$!
        WID=$(timeout 30 xdotool search --sync --onlyvisible --pid "$PID" | head -1)
        """# + "\n" + awaitFirstFrame
    /// Waits for the app's first frame: a window is visible before the app has laid it out (full screen, it may
    /// still have its first size), and a click then can miss it (seen once on a loaded machine: nothing recorded).
    static let awaitFirstFrame = #"""
        for i in $(seq 1 300); do grep -q "first frame at" "$TRACE.err" && break; sleep 0.1; done
        """#
    static let quit = #"""
        kill -TERM "$PID"
        wait "$PID"
        grep -v "first frame at" "$TRACE.err" >&2 || true
        rm -f "$TRACE.err"
        """#
    /// Waits until the app has traced the end of a drag (the trace is flushed every frame).
    static let awaitDragEnd = #"""
        for i in $(seq 1 300); do grep -q '"delivery":"ended"' "$TRACE" && break; sleep 0.1; done
        """#

    /// A drag with the left button held, from (x, y) through the given x positions at `throughY`.
    static func drag(from x: Int, _ y: Int, through xs: [Int], at throughY: Int) -> String {
        """
        xdotool mousemove --sync --window "$WID" \(x) \(y)
        xdotool mousedown 1
        for x in \(xs.map(String.init).joined(separator: " ")); do xdotool mousemove --sync --window "$WID" "$x" \(throughY); done
        xdotool mouseup 1
        """
    }

    /// Drags from the puck and ends the app once the drag has been traced.
    static let script = [launch, drag(from: 640, 400, through: [660, 700, 760, 820, 880, 900], at: 500), awaitDragEnd,
                         quit].joined(separator: "\n")

    @Test("a drag with the real X pointer reaches the app as a one-finger drag",
          .enabled(if: canRun, "needs xdotool and a DISPLAY or xvfb-run (make test runs the suite under xvfb-run)"))
    func xdotoolDrag() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let trace = AppBinary.temporaryPath("trace.jsonl"), record = AppBinary.temporaryPath("rec.jsonl")
        defer { [trace, record].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let stderr = try Self.runScript(Self.script, arguments: [app.url.path, trace, record])
        // Where there is no sound output the app doesn't open audio, so SDL's ALSA backend has nothing to complain of.
        #expect(!stderr.contains("ALSA lib"), "\(stderr)")

        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == TraceFormat.header)
        let deliveries = Array(lines.dropFirst())
        #expect(deliveries.first?.hasSuffix(#""view":"puck","delivery":"began","touches":1,"serials":[1]}"#) == true)
        #expect(deliveries.last?.hasSuffix(#""view":"puck","delivery":"ended","touches":1,"serials":[1]}"#) == true)
        #expect(deliveries.filter { $0.contains(#""delivery":"moved""#) }.count >= 3)
        #expect(deliveries.allSatisfy { $0.hasSuffix(#""touches":1,"serials":[1]}"#) })

        let recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: record))
        #expect(Set(recording.samples.map(\.id)) == [1])
        #expect(recording.samples.first?.phase == .down)
        #expect(recording.samples.last?.phase == .up)
        #expect(recording.samples.first?.location == CGPoint(x: 640, y: 400))
        // The time the app stood open before the press is trimmed (issue 25 item 7).
        #expect((recording.samples.first?.timestamp ?? .infinity) <= RecordingWriter.leadIn)
        #expect(recording.samples.last?.location == CGPoint(x: 900, y: 500))
    }

    /// Runs a shell script with the app's arguments on an X server of its own (xvfb-run; the current display only
    /// without it); returns its standard error and records a failure if it exits non-zero.
    static func runScript(_ script: String, arguments: [String], screen: String = "1280x800") throws -> String {
        let scriptPath = AppBinary.temporaryPath("drag.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scriptPath) }

        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        // An X server of its own where there is xvfb-run: other tests' windows can't take the pointer or keys.
        if hasDisplay && !which("xvfb-run") {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [scriptPath] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ownXServer(screen: screen) + ["/bin/bash", scriptPath] + arguments
        }
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        return stderr
    }

    /// Drags, switches scene with the `1` key (the first scene, once the title says so), drags again, then ends
    /// the app.
    static let switchScript = [
        launch, drag(from: 640, 400, through: [700, 800, 900], at: 500), awaitDragEnd,
        #"xdotool key --window "$WID" 1"#,
        #"for i in $(seq 1 300); do xdotool getwindowname "$WID" | grep -qv "Touch" && break; sleep 0.1; done"#,
        drag(from: 300, 300, through: [350, 400, 450], at: 300), "sleep 1", quit,
    ].joined(separator: "\n")

    @Test("a recording ends at a scene switch, after its own scene's touches",
          .enabled(if: canRun, "needs xdotool and a DISPLAY or xvfb-run (make test runs the suite under xvfb-run)"))
    func recordingEndsAtSceneSwitch() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let trace = AppBinary.temporaryPath("trace.jsonl"), record = AppBinary.temporaryPath("rec.jsonl")
        defer { [trace, record].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let stderr = try Self.runScript(Self.switchScript, arguments: [app.url.path, trace, record])
        #expect(stderr.contains("the recording in \(record) ends at the switch to monkey-banana"), "\(stderr)")

        let recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: record))
        #expect(recording.scene == "touch-test")
        #expect(recording.samples.first?.location == CGPoint(x: 640, y: 400))
        #expect(recording.samples.last?.phase == .up)
        #expect(recording.samples.last?.location == CGPoint(x: 900, y: 500))
        #expect(recording.samples.allSatisfy { $0.location.y >= 400 })
        let deliveries = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(deliveries.contains(#""view":"puck""#))
        #expect(deliveries.contains(#""delivery":"began""#))
    }

    /// Starts the app full screen with a recording, prints the window's geometry, clicks near the far corner, and
    /// ends the app.
    static let fullscreenScript = #"""
        set -e
        APP="$1"; TRACE="$2"; REC="$3"
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --fullscreen --scene touch-test --trace "$TRACE" --record "$REC" \
            2>"$TRACE.err" &
        PID=$!
        WID=$(timeout 30 xdotool search --sync --onlyvisible --pid "$PID" | head -1)
        """# + "\n" + awaitFirstFrame + "\n" + #"""
        xdotool getwindowgeometry --shell "$WID" >&2
        xdotool mousemove --sync 1500 820 click 1
        for i in $(seq 1 300); do grep -q '"delivery":"ended"' "$TRACE" && break; sleep 0.1; done
        """# + "\n" + quit

    @Test("--fullscreen with no window manager fills the screen, and the recording says the screen's size",
          .enabled(if: canRun && which("xvfb-run"), "needs xdotool and xvfb-run"))
    func fullscreenWithoutWindowManager() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let trace = AppBinary.temporaryPath("trace.jsonl"), record = AppBinary.temporaryPath("rec.jsonl")
        defer { [trace, record].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let stderr = try Self.runScript(Self.fullscreenScript, arguments: [app.url.path, trace, record],
                                        screen: "1600x900")
        #expect(stderr.contains("X=0\nY=0\nWIDTH=1600\nHEIGHT=900"), "\(stderr)")
        let recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: record))
        #expect(recording.windowSize == CGSize(width: 1600, height: 900))
        #expect(recording.samples.map(\.location) == [CGPoint(x: 1500, y: 820), CGPoint(x: 1500, y: 820)])
    }
}
