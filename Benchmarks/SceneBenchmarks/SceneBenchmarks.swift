import Benchmark
import Foundation

/// Frame time of each sample scene at 1280×800 on the software renderer (offscreen driver), mid-demo, beside a bare
/// SDL loop (clear + present) measured in the same run, so the scenes' own cost is the difference.
nonisolated(unsafe) let benchmarks = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    // Each scene as the app draws it (bands on one thread per processor) and on the main thread alone.
    // And with the F2 inspector panel drawn over it (the story of the cut's last touch sequence).
    let cases: [(name: String, cut: SceneCut?, threads: Int?, inspector: Bool)] =
        [("frame: bare SDL loop (clear + present)", nil, nil, false)]
        + SceneCut.all.map { ("frame: \($0.sceneID)", $0, nil, false) }
        + SceneCut.all.map { ("frame: \($0.sceneID), 1 render thread", $0, 1, false) }
        + SceneCut.all.map { ("frame: \($0.sceneID), inspector on", $0, nil, true) }
    for entry in cases {
        Benchmark(entry.name) { benchmark async in
            // The runner calls from a background thread; SDL, the engine and the scenes live on the main actor.
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let fixture = FixtureCache.fixture(named: entry.name, cut: entry.cut, renderThreads: entry.threads,
                                                   inspector: entry.inspector)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { fixture.frame() }
                benchmark.stopMeasurement()
            }
        }
    }
}
