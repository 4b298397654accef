import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxFormats
import TestSupport
import Testing
@testable import SandboxChrome
@testable import SandboxRendering

/// The app in a real Wayland session with no GPU: Debian's weston nested in Xvfb (`tools/wayland-session.sh`), driven
/// by the X server's pointer through the compositor, its output read back from the X screen weston draws into.
@MainActor
@Suite("Wayland session (weston nested in Xvfb)", .serialized)
struct WaylandSessionTests {
    nonisolated static let canRun = ["weston", "Xvfb", "xdotool", "import", "convert"].allSatisfy(RealWindowDragTests.which)
    nonisolated static let session = AppBinary.repository.appendingPathComponent("tools/wayland-session.sh").path

    /// Starts the app on the touch-test scene with a trace, waits for its first frame, screenshots the compositor's
    /// output once it shows the scene's background (weston's own is black), drags the puck with the X pointer, waits for the
    /// drag's end in the trace, ends the app with SIGTERM and writes its exit status. $1 app, $2 folder, $3 `both`
    /// to give the app DISPLAY too, $4 the drag's X screen pixels (`x,y` each).
    static let script = #"""
        set -u
        APP="$1"; OUT="$2"; DRAG="$4"
        [ "$3" = both ] && export DISPLAY="$XVFB_DISPLAY"
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene touch-test --trace "$OUT/trace.jsonl" --verbose \
            2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        # Until the scene's background (red 0xF4) is on screen, for up to 90 s: on a loaded machine weston's first
        # repaint of the app can come many seconds after the app's first frame, and a failed read is not a pass.
        deadline=$((SECONDS + 90))
        while [ $SECONDS -lt $deadline ]; do
            DISPLAY="$XVFB_DISPLAY" import -window root "$OUT/screen.png" 2>/dev/null
            [ "$(convert "$OUT/screen.png" -format '%[fx:int(255*p{4,300}.r)]' info: 2>/dev/null)" = 244 ] && break
            sleep 0.2
        done
        export DISPLAY="$XVFB_DISPLAY"
        set -- $DRAG
        xdotool mousemove --sync ${1%,*} ${1#*,}
        xdotool mousedown 1
        shift
        for point in "$@"; do xdotool mousemove --sync ${point%,*} ${point#*,}; sleep 0.05; done
        xdotool mouseup 1
        for i in $(seq 1 300); do grep -q '"delivery":"ended"' "$OUT/trace.jsonl" && break; sleep 0.1; done
        kill -TERM "$PID"
        wait "$PID"
        echo $? >"$OUT/status"
        """#

    struct Run {
        var stderr: String
        var status: String
        var trace: String
        var screen: PixelImage
    }

    /// The drag from the middle of a 1280×800-pixel screen, where the puck is.
    static let puckDrag = "640,400 660,500 700,500 760,500 820,500 880,500 900,500"

    /// Runs `script` in a fresh session; `options` go to wayland-session.sh.
    static func run(_ options: [String], mode: String, drag: String = puckDrag) throws -> Run {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scriptPath = folder.file("drag.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let result = try AppBinary(url: URL(fileURLWithPath: session)).runBounded(
            options + ["--", "/bin/bash", scriptPath, app.url.path, folder.path, mode, drag], timeout: 240)
        #expect(!result.timedOut, "the session ran past 240 s")
        #expect(result.status == 0, "\(result.stderr)")
        let text = folder.text
        try SDLSystem.start()
        let screen = try SDLSurface(contentsOf: folder.file("screen.png")).pixelImage()
        return Run(stderr: text("app.err"), status: text("status").trimmingCharacters(in: .whitespacesAndNewlines),
                   trace: text("trace.jsonl"), screen: screen)
    }

    /// How many rows up from the bottom of `image` keep its bottom-left pixel's colour: the scene bar's height in
    /// pixels.
    static func sceneBarRows(_ image: PixelImage) -> Int {
        let barColor = image[2, image.height - 1]
        return (0..<image.height).reversed().prefix { image[2, $0].distance(to: barColor) <= 2 }.count
    }

    /// How many of `image`'s pixels are the scenes' background colour.
    static func backgroundPixels(_ image: PixelImage) -> Int {
        let background = PixelColor(red: 0xF4, green: 0xF4, blue: 0xF2)
        return image.argb.filter { PixelColor(argb: $0).distance(to: background) <= 2 }.count
    }

    /// What every run must show: native Wayland, a renderer that came up with no GPU, the scene on the compositor's
    /// output, the drag on the puck, exit 0 on SIGTERM.
    static func check(_ run: Run, scale: Int) {
        #expect(run.stderr.contains("input: video driver wayland · renderer opengl (accelerated, llvmpipe)"), "\(run.stderr)")
        #expect(run.stderr.contains("input: scale \(scale) (compositor)"), "\(run.stderr)")
        #expect(run.stderr.contains("input: Wayland compositor: seat: pointer keyboard"), "\(run.stderr)")
        #expect(!run.stderr.contains("error"), "\(run.stderr)")
        // Nothing but the app's own lines (issue 35: libdecor's "No plugins found" on every start without its plugin).
        let foreign = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("gesture-sandbox: ") }
        #expect(foreign.isEmpty, "lines on stderr that are not the app's: \(foreign)")
        #expect(run.status == "0", "exit status after SIGTERM: \(run.status); \(run.stderr)")
        // The drag went through the compositor's seat to the puck, from its first touch to its last.
        let rows = run.trace.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasSuffix(#""view":"puck","delivery":"began","touches":1,"serials":[1]}"#) }, "\(run.trace)")
        #expect(rows.contains { $0.hasSuffix(#""view":"puck","delivery":"ended","touches":1,"serials":[1]}"#) }, "\(run.trace)")
        #expect(rows.filter { $0.contains(#""view":"puck","delivery":"moved""#) }.count >= 3)
        // The compositor shows the scene: its background over most of the screen, and the scene bar along the
        // bottom at the output's scale (34 points).
        let screen = run.screen
        #expect(screen.width == 1280 && screen.height == 800)
        let matching = Self.backgroundPixels(screen)
        #expect(matching > screen.argb.count / 8, "\(matching) background pixels of \(screen.argb.count)")
        let barRows = Self.sceneBarRows(screen)
        #expect(barRows == Int(SceneBar.height) * scale, "scene bar \(barRows) px high at scale \(scale)")
    }

    @Test("natively on Wayland with only WAYLAND_DISPLAY set: draws, takes a drag through the compositor, exits 0 on SIGTERM",
          .enabled(if: canRun, "needs weston, Xvfb, xdotool and imagemagick"))
    func waylandOnly() throws {
        Self.check(try Self.run([], mode: "wayland"), scale: 1)
    }

    @Test("natively on Wayland with DISPLAY set too (a GNOME or KDE session)",
          .enabled(if: canRun, "needs weston, Xvfb, xdotool and imagemagick"))
    func bothVariables() throws {
        Self.check(try Self.run([], mode: "both"), scale: 1)
    }

    @Test("at output scale 2 the drawable has the output's pixels: the scene bar is twice as tall in pixels",
          .enabled(if: canRun, "needs weston, Xvfb, xdotool and imagemagick"))
    func scaleTwo() throws {
        Self.check(try Self.run(["--scale", "2"], mode: "wayland"), scale: 2)
    }

    /// A narrow output, as a tiling compositor gives a window beside another: at scale 2 and 320×400 points the
    /// kiosk shell makes the window 320×400 points whatever it asked for, and the app lays itself out as 640×800 and
    /// draws it zoomed ½ (`NarrowWindow`), one pixel a layout point: the scene bar 34 pixels high, not 68, and a drag
    /// through the compositor from the middle of the screen lands on the puck drawn there.
    @Test("a window narrower than the app is made for is zoomed to fit, and the pointer lands where it is drawn",
          .enabled(if: canRun, "needs weston, Xvfb, xdotool and imagemagick"))
    func narrowOutput() throws {
        let run = try Self.run(["--scale", "2", "--size", "640x800"], mode: "wayland",
                               drag: "320,400 330,440 350,460 380,470 410,480 420,480")
        #expect(run.stderr.contains("input: video driver wayland"), "\(run.stderr)")
        #expect(run.status == "0", "exit status after SIGTERM: \(run.status); \(run.stderr)")
        let rows = run.trace.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasSuffix(#""view":"puck","delivery":"began","touches":1,"serials":[1]}"#) }, "\(run.trace)")
        #expect(rows.contains { $0.hasSuffix(#""view":"puck","delivery":"ended","touches":1,"serials":[1]}"#) }, "\(run.trace)")
        let screen = run.screen
        #expect(screen.width == 640 && screen.height == 800)
        let barRows = Self.sceneBarRows(screen)
        #expect(barRows == Int(SceneBar.height), "scene bar \(barRows) px high in a 320-point window at scale 2")
    }

    /// The session ends its Xvfb with SIGTERM, which a parent may hand down blocked (Foundation's `Process` does from
    /// a test's thread): it was then killed with SIGKILL and left its lock file and socket in /tmp on every run.
    @Test("the session's X server leaves no lock file or socket in /tmp",
          .enabled(if: canRun, "needs weston, Xvfb, xdotool and imagemagick"))
    func xServerFilesAreRemoved() throws {
        let result = try AppBinary(url: URL(fileURLWithPath: Self.session)).runBounded(
            ["--", "/bin/sh", "-c", #"echo "$XVFB_DISPLAY""#], timeout: 90)
        #expect(!result.timedOut && result.status == 0, "\(result.stderr)")
        let number = try #require(result.stdoutText.split(separator: "\n").first?.split(separator: ":").last,
                                  "no XVFB_DISPLAY: \(result.stdoutText)")
        for file in ["/tmp/.X\(number)-lock", "/tmp/.X11-unix/X\(number)"] {
            #expect(!FileManager.default.fileExists(atPath: file), "\(file) is left")
        }
    }

    /// Starts the app on a seatless compositor; with DISPLAY it runs on X11 until SIGTERM.
    static let seatlessScript = #"""
        APP="$1"; OUT="$2"
        [ "$3" = both ] && export DISPLAY="$XVFB_DISPLAY"
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene knob --verbose 2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        kill -TERM "$PID" 2>/dev/null
        wait "$PID"
        echo $? >"$OUT/status"
        """#

    @Test("a compositor with no seat: X11 when DISPLAY is set, else one line and exit 1; never a crash",
          .enabled(if: canRun, "needs weston, Xvfb, xdotool and imagemagick"), arguments: ["both", "wayland"])
    func seatless(mode: String) throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scriptPath = folder.file("run.sh")
        try Self.seatlessScript.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let result = try AppBinary(url: URL(fileURLWithPath: Self.session)).runBounded(
            ["--seatless", "--", "/bin/bash", scriptPath, app.url.path, folder.path, mode], timeout: 90)
        #expect(!result.timedOut)
        let stderr = (try? String(contentsOfFile: folder.file("app.err"), encoding: .utf8)) ?? ""
        let status = (try? String(contentsOfFile: folder.file("status"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = stderr.split(separator: "\n").map(String.init)
        let problem = "has no seat (no pointer, keyboard or touch; SDL 2 crashes on it)"
        if mode == "both" {
            #expect(status == "0", "\(stderr)")
            #expect(lines.contains { $0.hasPrefix("gesture-sandbox: note: Wayland display gs-wayland-")
                    && $0.contains("\(problem): using X11 (DISPLAY=:") }, "\(stderr)")
            #expect(lines.contains { $0.hasPrefix("gesture-sandbox: input: video driver x11 · ") }, "\(stderr)")
        } else {
            #expect(status == "1", "\(stderr)")
            #expect(lines.count == 1, "\(stderr)")
            #expect(lines.first?.hasPrefix("gesture-sandbox: Wayland display gs-wayland-") == true, "\(stderr)")
            #expect(lines.first?.hasSuffix("\(problem): set DISPLAY to use X11, or use --headless") == true, "\(stderr)")
        }
    }
}
