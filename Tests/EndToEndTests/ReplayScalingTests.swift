import Foundation
@testable import SandboxHost
import Testing
@testable import SandboxFormats

/// Issue 14, item 3 (scaling): a recording made at 1280x800 and replayed at 640x400 gives the same transitions: the
/// scene keeps the recording's points and is drawn at half size (said once on stderr); `--no-scale` lays the scene
/// out at 640x400 with the points as recorded, which then miss.
@Suite("Replay scaling", .serialized)
struct ReplayScalingTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    func monkeyPanStates(_ extra: [String]) throws -> (states: [String], stderr: [String]) {
        let result = try app.runBounded(["--headless", "--replay", AppBinary.recording("monkey-banana-drag.jsonl"),
                                         "--size", "640x400", "--trace", "-"] + extra, timeout: 60)
        #expect(result.status == 0)
        let states = result.stdoutText.split(separator: "\n").filter { $0.contains(#""recognizer":"monkey.pan","type""#) }
            .compactMap { line -> String? in
                guard let range = line.range(of: #""to":""#) else { return nil }
                return String(line[range.upperBound...].prefix { $0 != "\"" })
            }
        return (states, result.stderrLines)
    }

    @Test func halfSizeReplayScalesThePointsAndSaysSo() throws {
        let scaled = try monkeyPanStates([])
        #expect(scaled.states.first == "began")
        #expect(scaled.states.contains("ended"))
        #expect(scaled.stderr == ["gesture-sandbox: note: \(AppBinary.recording("monkey-banana-drag.jsonl")) was made in "
            + "1280x800; it is shown at 0.5x to fit 640x400, its points as recorded (--no-scale lays the scene out at "
            + "640x400 instead)"])
        let unscaled = try monkeyPanStates(["--no-scale"])
        #expect(unscaled.states.isEmpty)
        #expect(unscaled.stderr.isEmpty)
    }

    /// Every demo recording: the trace at half the size (and at another aspect) is the trace at the recorded size,
    /// byte for byte, and the screenshot is the window's size with the scene drawn zoomed.
    @Test(arguments: ["monkey-banana-drag.jsonl", "knob-quarter-turn.jsonl", "gallery-tour.jsonl",
                      "gallery-tap-swipe-pan.jsonl", "photo-chevron-open.jsonl", "checkmark-check.jsonl"])
    func sameTransitionsAtHalfSize(_ name: String) throws {
        let full = try app.runBounded(["--headless", "--replay", AppBinary.recording(name), "--trace", "-"], timeout: 60)
        #expect(full.status == 0)
        let shot = AppBinary.temporaryPath("half.png")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        for size in ["640x400", "900x900"] {
            let other = try app.runBounded(["--headless", "--replay", AppBinary.recording(name), "--size", size,
                                            "--trace", "-", "--screenshot", shot], timeout: 60)
            #expect(other.status == 0)
            #expect(other.stdoutText == full.stdoutText, "\(name) at \(size)")
            #expect(full.stdoutText.split(separator: "\n").count > 2)
            let png = try Data(contentsOf: URL(fileURLWithPath: shot))
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect("\(width)x\(height)" == size)
        }
    }

    @Test func fittingKeepsTheAspectAndCentres() {
        let recording = Recording(windowSize: CGSize(width: 1000, height: 500), samples: [
            .init(id: 1, phase: .down, location: CGPoint(x: 0, y: 0), timestamp: 0),
            .init(id: 1, phase: .up, location: CGPoint(x: 1000, y: 500), timestamp: 1),
        ])
        let (fitted, scale) = recording.fitted(to: CGSize(width: 500, height: 500))
        #expect(scale == 0.5)
        #expect(fitted.samples.map(\.location) == [CGPoint(x: 0, y: 125), CGPoint(x: 500, y: 375)])
    }
}
