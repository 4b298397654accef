import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxFormats
import TestSupport
import Testing
@testable import SandboxChrome
@testable import SandboxRendering

/// The app under GNOME's and KDE's own compositors, headless with no GPU (`tools/compositor-session.sh`): mutter 43
/// and KWin 5.27, as Debian 12 ships them. Neither shows its output to an X server, and mutter's seat has no
/// devices, KWin's only a keyboard, so what is checked is what a user of those desktops would meet first: the app runs
/// natively on Wayland with the accelerated renderer on llvmpipe, draws its scene (its own screenshot), ends cleanly
/// on SIGTERM, says one line and exits 1 when the compositor dies, and the compositor logs nothing about its window
/// (mutter's "Invalid window geometry for xdg_surface", which newer mutters end the client for, came from
/// `SDL_SetWindowMinimumSize` while libdecor had no plugin).
@MainActor
@Suite("GNOME's and KDE's compositors (mutter and KWin, headless)", .serialized)
struct CompositorSessionTests {
    nonisolated static let canRun = ["mutter", "kwin_wayland", "dbus-run-session"].allSatisfy(RealWindowDragTests.which)
    nonisolated static let session = AppBinary.repository.appendingPathComponent("tools/compositor-session.sh").path

    /// Waits until the compositor's log has been quiet for a second (KWin prints its OpenGL report a while after its
    /// socket is up), starts the app on the touch-test scene, waits for its first frame and a second more, then either
    /// ends it with SIGTERM (`$3` `term`) or kills the compositor with SIGKILL (`kill`, the milliseconds until the app
    /// is gone in `gone`); writes the exit status and what the compositor logged while the app ran.
    static let script = #"""
        set -u
        APP="$1"; OUT="$2"; END="$3"
        export XDG_STATE_HOME="$OUT/state"
        last=-1; quiet=0
        for i in $(seq 1 150); do
            size=$(stat -c %s "$COMPOSITOR_LOG"); [ "$size" = "$last" ] && quiet=$((quiet + 1)) || quiet=0
            last=$size; [ $quiet -ge 10 ] && break; sleep 0.1
        done
        before=$(wc -l < "$COMPOSITOR_LOG")
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene touch-test --verbose --trace "$OUT/trace.jsonl" \
            --screenshot "$OUT/shot.png" 2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        sleep 1
        if [ "$END" = kill ]; then
            t0=$(date +%s%N)
            kill -KILL "$COMPOSITOR_PID"
            gone=alive
            for i in $(seq 1 500); do
                kill -0 $PID 2>/dev/null || { gone=$(( ($(date +%s%N) - t0) / 1000000 )); break; }; sleep 0.01
            done
            echo $gone >"$OUT/gone"
            [ "$gone" = alive ] && kill -KILL $PID
        else
            kill -TERM "$PID"
        fi
        wait "$PID"
        echo $? >"$OUT/status"
        sleep 0.3
        tail -n +"$((before + 1))" "$COMPOSITOR_LOG" >"$OUT/compositor.log"
        """#

    struct Run {
        var stderr: [String]
        var status: String
        var gone: String
        var trace: String
        var compositorLog: [String]
        var folder: TemporaryFolder
    }

    static func run(_ compositor: String, options: [String] = [], end: String) throws -> Run {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        let scriptPath = folder.file("run.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let result = try AppBinary(url: URL(fileURLWithPath: session)).runBounded(
            [compositor] + options + ["--", "/bin/bash", scriptPath, app.url.path, folder.path, end], timeout: 240)
        #expect(!result.timedOut, "the session ran past 240 s")
        #expect(result.status == 0, "\(result.stderr)")
        let text = folder.text
        func lines(_ name: String) -> [String] { text(name).split(separator: "\n").map(String.init) }
        return Run(stderr: lines("app.err"), status: text("status").trimmingCharacters(in: .whitespacesAndNewlines),
                   gone: text("gone").trimmingCharacters(in: .whitespacesAndNewlines), trace: text("trace.jsonl"),
                   compositorLog: lines("compositor.log"), folder: folder)
    }

    /// KWin's keymap, compiled when a window first takes the keyboard, names a keysym Debian 12's libxkbcommon does not
    /// know: a line about KWin's own configuration, printed for any client.
    static func aboutTheWindow(_ line: String) -> Bool {
        !line.hasPrefix("kwin_xkbcommon: XKB: ") || !line.contains("unrecognized keysym")
    }

    /// A SIGTERM'd session: native Wayland, the compositor's scale, the scene drawn at the output's pixels, exit 0,
    /// nothing on stderr but the app's lines, nothing in the compositor's log about the window.
    static func checkTerminated(_ run: Run, scale: Int, size: (Int, Int)) throws {
        #expect(run.stderr.contains("gesture-sandbox: input: video driver wayland · renderer opengl (accelerated, llvmpipe)"),
                "\(run.stderr)")
        #expect(run.stderr.contains("gesture-sandbox: input: scale \(scale) (compositor)"), "\(run.stderr)")
        let foreign = run.stderr.filter { !$0.hasPrefix("gesture-sandbox: ") }
        #expect(foreign.isEmpty, "lines on stderr that are not the app's: \(foreign)")
        #expect(!run.stderr.contains { $0.contains("error") }, "\(run.stderr)")
        #expect(run.status == "0", "exit status after SIGTERM: \(run.status); \(run.stderr)")
        let complaints = run.compositorLog.filter(aboutTheWindow)
        #expect(complaints.isEmpty, "the compositor logged while the app ran: \(complaints)")
        try SDLSystem.start()
        let shot = try SDLSurface(contentsOf: run.folder.file("shot.png")).pixelImage()
        #expect(shot.width == size.0 && shot.height == size.1, "screenshot \(shot.width)×\(shot.height)")
        let matching = WaylandSessionTests.backgroundPixels(shot)
        #expect(matching > shot.argb.count / 8, "\(matching) background pixels of \(shot.argb.count)")
        let barRows = WaylandSessionTests.sceneBarRows(shot)
        #expect(barRows == Int(SceneBar.height) * scale, "scene bar \(barRows) px high at scale \(scale)")
    }

    /// mutter shows the window with libdecor's title bar inside its 1280×800 virtual monitor, so the window is 24
    /// points shorter than asked.
    @Test("GNOME's mutter: native Wayland, the scene drawn, exit 0 on SIGTERM, nothing logged about the window",
          .enabled(if: canRun, "needs mutter, kwin-wayland and dbus"))
    func mutter() throws {
        let run = try Self.run("mutter", end: "term")
        defer { run.folder.remove() }
        #expect(run.stderr.contains { $0.hasPrefix("gesture-sandbox: input: Wayland compositor: seat: no devices; ") },
                "\(run.stderr)")
        try Self.checkTerminated(run, scale: 1, size: (1280, 776))
    }

    @Test("KDE's KWin at scale 1 and 2: native Wayland, the scene at the output's pixels, exit 0, nothing logged",
          .enabled(if: canRun, "needs mutter, kwin-wayland and dbus"), arguments: [1, 2])
    func kwin(scale: Int) throws {
        let run = try Self.run("kwin", options: ["--scale", String(scale)], end: "term")
        defer { run.folder.remove() }
        #expect(run.stderr.contains { $0.hasPrefix("gesture-sandbox: input: Wayland compositor: seat: keyboard; ") },
                "\(run.stderr)")
        try Self.checkTerminated(run, scale: scale, size: (1280 * scale, 800 * scale))
    }

    /// SDL 2.26 has no fractional-scale protocol, but KWin's output at 1.5 gives the window a buffer at that scale
    /// (1,921 pixels for 1,280 points: SDL rounds the logical size up), which the app lays out and draws at.
    @Test("KDE's KWin at scale 1.5: the scene drawn at the output's fractional scale, exit 0, nothing logged",
          .enabled(if: canRun, "needs mutter, kwin-wayland and dbus"))
    func kwinFractional() throws {
        let run = try Self.run("kwin", options: ["--scale", "1.5"], end: "term")
        defer { run.folder.remove() }
        let scaleLine = run.stderr.first { $0.hasPrefix("gesture-sandbox: input: scale ") } ?? ""
        let said = Double(scaleLine.dropFirst("gesture-sandbox: input: scale ".count).prefix { $0 != " " }) ?? 0
        #expect(abs(said - 1.5) < 0.01 && scaleLine.hasSuffix(" (compositor)"), "\(run.stderr)")
        #expect(run.status == "0", "\(run.stderr)")
        #expect(run.compositorLog.filter(Self.aboutTheWindow).isEmpty, "\(run.compositorLog)")
        try SDLSystem.start()
        let shot = try SDLSurface(contentsOf: run.folder.file("shot.png")).pixelImage()
        #expect((1920...1921).contains(shot.width) && shot.height == 1200, "screenshot \(shot.width)×\(shot.height)")
        let barRows = WaylandSessionTests.sceneBarRows(shot)
        let expected = Int((SceneBar.height * 1.5).rounded())
        #expect(abs(barRows - expected) <= 1, "scene bar \(barRows) px high at scale 1.5, not \(expected)")
    }

    /// Runs one of the touch scripts in a KWin session with the fake-touch feeder (`options` go to
    /// compositor-session.sh); the folder it wrote into, which the caller removes.
    static func runTouches(_ script: String, options: [String] = []) throws -> TemporaryFolder {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let folder = try TemporaryFolder()
        let scriptPath = folder.file("touches.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let feed = AppBinary.repository.appendingPathComponent("tools/fake-touch.sh").path
        let result = try AppBinary(url: URL(fileURLWithPath: session)).runBounded(
            ["kwin"] + options + ["--", "/bin/bash", scriptPath, app.url.path, folder.path, feed], timeout: 240)
        #expect(!result.timedOut && result.status == 0, "\(result.stderr)")
        return folder
    }

    /// Whether the fake-touch feeder can be built and KWin run.
    nonisolated static let canFeedTouches = canRun
        && FileManager.default.fileExists(atPath: "/usr/share/plasma-wayland-protocols/fake-input.xml")

    /// Touches from KWin's fake-input protocol (`tools/fake-touch.sh`), which KWin hands to the window through
    /// `wl_touch` as a touchscreen's: the one path from a compositor's touches through SDL into the app. One run of
    /// the feeder for the whole test (KWin adds its touch device when the feeder connects, so the first touch, before
    /// SDL has bound `wl_touch`, is a throwaway in a corner); then a drag on the puck from the middle of the window,
    /// and two fingers on pad-2 (the top right, multi-touch) that lift one after the other.
    static let touchScript = #"""
        set -u
        APP="$1"; OUT="$2"; FEED="$3"
        export XDG_STATE_HOME="$OUT/state"
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene touch-test --verbose --trace "$OUT/trace.jsonl" \
            --record "$OUT/recording.jsonl" 2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        sleep 1
        mkfifo "$OUT/touches"
        "$FEED" <"$OUT/touches" 2>"$OUT/feed.err" &
        FEEDER=$!
        exec 7>"$OUT/touches"
        printf 'down 9 2 797\nframe\nsleep 100\nup 9\nframe\nsleep 600\n' >&7
        sleep 1
        { echo "down 0 640 420"; echo frame; echo "sleep 40"
          for x in 660 700 740 780 820 860; do echo "move 0 $x 480"; echo frame; echo "sleep 20"; done
          echo "up 0"; echo frame; echo "sleep 400"
          echo "down 1 900 150"; echo frame; echo "sleep 30"; echo "down 2 1000 180"; echo frame; echo "sleep 30"
          echo "move 1 910 160"; echo "move 2 1010 190"; echo frame; echo "sleep 30"
          echo "up 1"; echo frame; echo "sleep 30"; echo "up 2"; echo frame; echo "sleep 400"; } >&7
        exec 7>&-
        wait $FEEDER
        echo $? >"$OUT/feed.status"
        sleep 0.5
        kill -TERM "$PID"
        wait "$PID"
        echo $? >"$OUT/status"
        """#

    @Test("KDE's KWin: a touchscreen's fingers reach the app through wl_touch, each once, as touches",
          .enabled(if: canFeedTouches, "needs kwin-wayland, dbus and plasma-wayland-protocols"))
    func kwinTouches() throws {
        let folder = try Self.runTouches(Self.touchScript)
        defer { folder.remove() }
        let text = folder.text
        #expect(text("feed.status").trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(text("feed.err"))")
        #expect(text("status").trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(text("app.err"))")

        // The drag: one touch on the puck from its first delivery to its end, never a second (SDL's mouse made from
        // the touch is not a finger too); then pad-2's two fingers, down together and lifted one by one.
        let trace = text("trace.jsonl")
        let rows = trace.split(separator: "\n").map(String.init).dropFirst().filter { $0.contains(#""delivery""#) }
        let puck = rows.filter { $0.contains(#""view":"puck""#) }
        #expect(puck.first?.hasSuffix(#""delivery":"began","touches":1,"serials":[1]}"#) == true, "\(trace)")
        #expect(puck.last?.hasSuffix(#""delivery":"ended","touches":1,"serials":[1]}"#) == true, "\(trace)")
        #expect(puck.filter { $0.contains(#""delivery":"moved""#) }.count >= 3, "\(trace)")
        #expect(puck.allSatisfy { $0.hasSuffix(#""serials":[1]}"#) }, "\(trace)")
        let pad = rows.filter { $0.contains(#""view":"pad-2""#) }
        #expect(pad.contains { $0.hasSuffix(#""delivery":"began","touches":1,"serials":[2]}"#) }, "\(trace)")
        #expect(pad.contains { $0.hasSuffix(#""delivery":"began","touches":1,"serials":[3]}"#) }, "\(trace)")
        #expect(pad.contains { $0.hasSuffix(#""delivery":"ended","touches":1,"serials":[2]}"#) }, "\(trace)")
        #expect(pad.last?.hasSuffix(#""delivery":"ended","touches":1,"serials":[3]}"#) == true, "\(trace)")
        #expect(rows.count == puck.count + pad.count, "deliveries elsewhere: \(trace)")
        #expect(SessionAudit.problems(trace: trace) == [])

        // Recorded as touches (not the mouse), at the window's points: KWin's server-side title bar puts the window's
        // top a few points below the output's.
        let recording = try RecordingParser.parse(contentsOf: URL(fileURLWithPath: folder.file("recording.jsonl")))
        #expect(Set(recording.sources) == [.touch], "\(recording.sources)")
        #expect(recording.samples.filter { $0.phase == .down }.count == 3)
        let first = try #require(recording.samples.first)
        #expect(first.location.x == 640 && (380...420).contains(first.location.y), "\(first.location)")
    }

    /// A touchscreen that appears while a finger is on it (KWin adds the fake-input device at its first touch; a
    /// touchscreen woken from suspend or plugged in does the same): the seat gains touch after the down was sent, so
    /// the window's new `wl_touch` hears the finger move with no down before it. SDL 2.26 looks the finger's surface
    /// up, finds none and crashed in `wl_proxy_get_user_data`; the app's touch guard (`CWaylandTouchGuard`) drops
    /// what comes for a finger SDL never saw go down. Three such fingers, each from a new feeder, then SIGTERM.
    static let appearingTouchScript = #"""
        set -u
        APP="$1"; OUT="$2"; FEED="$3"
        export XDG_STATE_HOME="$OUT/state"
        GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" --scene touch-test --trace "$OUT/trace.jsonl" 2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        sleep 1
        for round in 1 2 3; do
            { echo "down 0 640 420"; echo frame; echo "sleep 60"
              for x in 660 700 740; do echo "move 0 $x 480"; echo frame; echo "sleep 20"; done
              echo "up 0"; echo frame; echo "sleep 200"; } | "$FEED" 2>>"$OUT/feed.err"
        done
        sleep 0.5
        kill -TERM "$PID" 2>/dev/null
        wait "$PID"
        echo $? >"$OUT/status"
        """#

    @Test("KDE's KWin: fingers already down when the touchscreen appears don't crash the app (SDL 2.26's motion with no down)",
          .enabled(if: canFeedTouches, "needs kwin-wayland, dbus and plasma-wayland-protocols"))
    func kwinTouchscreenAppearsMidTouch() throws {
        let folder = try Self.runTouches(Self.appearingTouchScript)
        defer { folder.remove() }
        let text = folder.text
        let stderr = text("app.err").split(separator: "\n").filter { !$0.contains("first frame at") }
        #expect(text("status").trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(stderr.prefix(12))")
        #expect(!stderr.contains { $0.contains("crashed") }, "\(stderr.prefix(12))")
        let trace = text("trace.jsonl")
        #expect(DisplayLossTests.isWhole(trace))
        #expect(SessionAudit.problems(trace: trace) == [])
    }

    /// A finger on libdecor's title bar, the client-drawn decoration GNOME's windows have (SDL issue #7726: dragging
    /// the window by its title bar on a touchscreen crashed SDL 2.26, which read libdecor's surface data as its
    /// window's). KWin without its decoration plugin leaves decorations to the client, and the app is told to draw
    /// them with libdecor as it does on GNOME; the protocol log shows the touch going down on libdecor's surface, not
    /// the window's. A drag in the scene first, then the title bar, then a tap in the scene. Before the guard the
    /// title bar's finger reached the scene here as a third touch, at places made of libdecor's data (SDL #7726's
    /// reporter's SDL crashed on it).
    static let titleBarScript = #"""
        set -u
        APP="$1"; OUT="$2"; FEED="$3"
        export XDG_STATE_HOME="$OUT/state"
        WAYLAND_DEBUG=client SDL_VIDEO_WAYLAND_PREFER_LIBDECOR=1 GESTURE_SANDBOX_REPORT_FIRST_FRAME=1 "$APP" \
            --scene touch-test --trace "$OUT/trace.jsonl" 2>"$OUT/app.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q "first frame at" "$OUT/app.err" && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
        sleep 1
        mkfifo "$OUT/touches"
        "$FEED" <"$OUT/touches" 2>"$OUT/feed.err" &
        FEEDER=$!
        exec 7>"$OUT/touches"
        printf 'down 9 2 797\nframe\nsleep 100\nup 9\nframe\nsleep 600\n' >&7
        sleep 1
        { echo "down 0 640 420"; echo frame; echo "sleep 40"; echo "move 0 700 480"; echo frame; echo "sleep 40"
          echo "up 0"; echo frame; echo "sleep 400"
          echo "down 1 640 8"; echo frame; echo "sleep 40"; echo "move 1 660 12"; echo frame; echo "sleep 40"
          echo "up 1"; echo frame; echo "sleep 400"
          echo "down 2 300 300"; echo frame; echo "sleep 40"; echo "up 2"; echo frame; echo "sleep 400"; } >&7
        exec 7>&-
        wait $FEEDER
        sleep 0.5
        kill -TERM "$PID" 2>/dev/null
        wait "$PID"
        echo $? >"$OUT/status"
        """#

    @Test("a finger on libdecor's title bar (GNOME's client-drawn decorations) doesn't crash the app, and reaches no view",
          .enabled(if: canFeedTouches, "needs kwin-wayland, dbus and plasma-wayland-protocols"))
    func libdecorTitleBarTouch() throws {
        let folder = try Self.runTouches(Self.titleBarScript, options: ["--client-decorations"])
        defer { folder.remove() }
        let text = folder.text
        let log = text("app.err").split(separator: "\n").map(String.init)
        #expect(text("status").trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "\(log.filter { !$0.hasPrefix("[") }.prefix(12))")
        // The downs, by surface: the scene's two on the window, the title bar's on another (libdecor's).
        let downs = log.filter { $0.contains(".down(") && $0.contains("wl_touch@") }
        func first(_ pattern: String, in line: String) -> String {
            line.range(of: pattern, options: .regularExpression).map { String(line[$0]) } ?? ""
        }
        let surfaces = downs.map { first(#"wl_surface@\d+"#, in: $0) }
        #expect(surfaces.count == 3 && surfaces[0] == surfaces[2] && surfaces[1] != surfaces[0], "\(downs)")
        // The puck's drag and pad-1's tap arrive; the title bar's finger reaches no view.
        let trace = text("trace.jsonl")
        let rows = trace.split(separator: "\n").filter { $0.contains(#""delivery""#) }
        #expect(rows.contains { $0.contains(#""view":"puck","delivery":"ended""#) }, "\(trace)")
        #expect(rows.contains { $0.contains(#""view":"pad-1","delivery":"ended""#) }, "\(trace)")
        #expect(Set(rows.map { first(#""serials":\[\d+\]"#, in: String($0)) }) == [#""serials":[1]"#, #""serials":[2]"#],
                "two fingers delivered, not three: \(trace)")
        #expect(SessionAudit.problems(trace: trace) == [])
    }

    @Test("the compositor killed under the window: exit 1 within 1.5 s, one line, the trace whole",
          .enabled(if: canRun, "needs mutter, kwin-wayland and dbus"), arguments: ["mutter", "kwin"])
    func compositorKilled(compositor: String) throws {
        let run = try Self.run(compositor, end: "kill")
        defer { run.folder.remove() }
        #expect(run.gone != "alive", "still running 5 s after the compositor was killed; \(run.stderr)")
        #expect((Int(run.gone) ?? .max) < 1500, "ended \(run.gone) ms after the compositor was killed")
        #expect(run.status == "1", "exit status \(run.status); \(run.stderr)")
        let lines = run.stderr.filter { !$0.contains("first frame at") && !$0.hasPrefix("gesture-sandbox: input: ") }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("gesture-sandbox: lost the connection to the Wayland compositor (gs-\(compositor)-")
                == true, "\(lines)")
        #expect(lines.first?.hasSuffix("); ending") == true, "\(lines)")
        #expect(DisplayLossTests.isWhole(run.trace), "\(run.trace)")
    }
}
