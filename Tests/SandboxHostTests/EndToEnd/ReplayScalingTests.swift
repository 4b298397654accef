import Foundation
@testable import SandboxHost
import Testing

/// Issue 14, item 3 (scaling): a recording made at 1280x800 and replayed at 640x400 lands on the same views, its
/// points scaled to fit (said once on stderr); `--no-scale` keeps the points, which then miss.
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
        #expect(scaled.stderr.count == 1)
        #expect(scaled.stderr.first?.contains("scaled by 0.5 to fit 640x400 (--no-scale keeps them as recorded)") == true)
        let unscaled = try monkeyPanStates(["--no-scale"])
        #expect(unscaled.states.isEmpty)
        #expect(unscaled.stderr.isEmpty)
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
