import Foundation
import Testing

/// Issue 34 by touch, in a real window (Xvfb): a recording replayed windowed pushes SDL finger events through the
/// whole input path. A finger flings the scroll scene's list; a tap while it still moves only stops it (list.delay
/// fails with scroll.touch-stopped-motion, no row gets a delivery of that touch); the next tap, on the list at rest,
/// reaches the row under it (began and ended together at the lift, marked delayed). UIKit: a tap on a decelerating
/// scroll view stops it (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating).
@Suite("Scroll scene by touch in a real window", .serialized)
struct ScrollStopTapWindowedTests {
    /// The fling (650 → 250 in 80 ms), the tap that stops the list (finger 2), the tap at rest (finger 3).
    static let recording = """
        {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"scroll"}
        {"t":0.5,"type":"down","id":1,"x":640,"y":650}
        {"t":0.51,"type":"move","id":1,"x":640,"y":600}
        {"t":0.52,"type":"move","id":1,"x":640,"y":550}
        {"t":0.53,"type":"move","id":1,"x":640,"y":500}
        {"t":0.54,"type":"move","id":1,"x":640,"y":450}
        {"t":0.55,"type":"move","id":1,"x":640,"y":400}
        {"t":0.56,"type":"move","id":1,"x":640,"y":350}
        {"t":0.57,"type":"move","id":1,"x":640,"y":300}
        {"t":0.58,"type":"move","id":1,"x":640,"y":250}
        {"t":0.581,"type":"up","id":1,"x":640,"y":250}
        {"t":1.0,"type":"down","id":2,"x":640,"y":420}
        {"t":1.05,"type":"up","id":2,"x":640,"y":420}
        {"t":2.0,"type":"down","id":3,"x":640,"y":420}
        {"t":2.05,"type":"up","id":3,"x":640,"y":420}

        """

    /// Starts the app windowed on the recording, waits until the last tap's ended is traced, ends it.
    static let script = #"""
        set -e
        APP="$1"; TRACE="$2"; REC="$3"
        for i in $(seq 1 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
        "$APP" --scene scroll --size 1280x800 --replay "$REC" --trace "$TRACE" 2>"$TRACE.err" &
        PID=$!
        for i in $(seq 1 600); do grep -q '"serials":\[3\],"note":"delayed"' "$TRACE" 2>/dev/null && grep -q '"delivery":"ended","touches":1,"serials":\[3\]' "$TRACE" && break; sleep 0.1; done
        kill -TERM "$PID"
        wait "$PID"
        cat "$TRACE.err" >&2
        rm -f "$TRACE.err"
        """#

    @Test("a tap on the moving list only stops it; the next tap reaches the row",
          .enabled(if: RealWindowDragTests.canRun, "needs xdotool and a DISPLAY or xvfb-run"))
    func tapStopsTheMovingList() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let trace = AppBinary.temporaryPath("scroll-trace.jsonl"), record = AppBinary.temporaryPath("stop-tap.jsonl")
        defer { [trace, record].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try Self.recording.write(toFile: record, atomically: true, encoding: .utf8)
        _ = try RealWindowDragTests.runScript(Self.script, arguments: [app.url.path, trace, record])
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        let stop = lines.filter { $0.contains(#""recognizer":"list.delay""#) && $0.contains(#""t":1,"#) }
        #expect(stop.count == 1 && stop[0].contains(#""to":"failed""#)
                && stop[0].contains(#""code":"scroll.touch-stopped-motion""#), "\(lines)")
        let deliveries = lines.filter { $0.contains(#""delivery""#) }
        #expect(!deliveries.contains { $0.contains(#""serials":[2]"#) }, "the stopping tap reached a view: \(deliveries)")
        let rest = deliveries.filter { $0.contains(#""serials":[3]"#) }
        #expect(rest.count == 2, "\(deliveries)")
        #expect(rest.first?.contains(#""view":"row-"#) == true && rest.first?.contains(#""delivery":"began""#) == true)
        #expect(rest.last?.contains(#""delivery":"ended""#) == true && rest.last?.contains(#""note":"delayed""#) == true)
    }
}
