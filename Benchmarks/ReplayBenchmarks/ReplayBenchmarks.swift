import Benchmark
import Foundation
import GestureKit
import SandboxHost
import SandboxScenes
import SandboxSession

/// The scrub bar's seek through the real code path (`SandboxApp.seek`, windowed app with its transport, SDL's
/// event queue, offscreen driver when no display is set): a one-minute recording re-run from the start to 60 s.
/// The goal (issue 10) is under 1 s.
nonisolated(unsafe) let benchmarks = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    Benchmark("seek: one-minute recording to 60 s") { benchmark async throws in
        // The runner calls from a background thread; SDL, the engine and the app live on the main actor.
        nonisolated(unsafe) let benchmark = benchmark
        try await MainActor.run {
            let app = try OneMinuteReplay.app()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { try app.seek(to: 60) }
            benchmark.stopMeasurement()
        }
    }
}

/// A one-minute recording in the touch-test scene, made here: a tap ending each second on pad-1, and every 10 s a
/// half-second drag across pad-2 with a move each 1/60 s (the same as `ReplaySeekTests`'s).
@MainActor
enum OneMinuteReplay {
    private static var shared: SandboxApp?

    static func app() throws -> SandboxApp {
        if let shared { return shared }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gs-seek-benchmark.jsonl")
        try recording().write(to: path, atomically: true, encoding: .utf8)
        var options = SandboxOptions()
        options.replayPath = path.path
        options.size = CGSize(width: 1280, height: 800)
        options.vsync = false
        var environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty { environment["SDL_VIDEODRIVER"] = "offscreen" }
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor], environment: environment)
        shared = app
        return app
    }

    static func recording() -> String {
        func event(_ t: Double, _ type: String, _ id: Int, _ x: Double, _ y: Double) -> (Double, String) {
            (t, String(format: #"{"t":%.4f,"type":"%@","id":%d,"x":%.1f,"y":%.1f}"#, t, type, id, x, y))
        }
        var events: [(Double, String)] = []
        for second in 0..<60 {
            events.append(event(Double(second) + 0.9, "down", 1, 300, 200))
            events.append(event(Double(second) + 1.0, "up", 1, 300, 200))
        }
        for start in stride(from: 0.2, to: 60, by: 10) {
            events.append(event(start, "down", 2, 800, 150))
            for step in 1...30 {
                events.append(event(start + Double(step) / 60, step == 30 ? "up" : "move", 2, 800 + Double(step) * 10, 150))
            }
        }
        let header = #"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}"#
        return ([header] + events.sorted { $0.0 < $1.0 }.map(\.1)).joined(separator: "\n") + "\n"
    }
}
