import Benchmark
import Foundation

/// Frame time of each sample scene at 1280×800 on the software renderer (offscreen driver), mid-demo, beside a bare
/// SDL loop (clear + present) measured in the same run, so the scenes' own cost is the difference. Then the same at a
/// touch laptop's native sizes (1920×1080 and 2880×1800 at scale 1, 1280×800 points at scale 2 = 2560×1600 pixels),
/// each beside the bare loop at that size: the goal is under 4 ms a frame with the app's render threads.
nonisolated(unsafe) let benchmarks = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    // Each scene as the app draws it (bands on one thread per processor) and on the main thread alone.
    // And with the F2 inspector panel drawn over it (the story of the cut's last touch sequence).
    let standard = SceneFrameFixture.defaultSize
    var cases: [(name: String, cut: SceneCut?, size: CGSize, scale: CGFloat, threads: Int?, inspector: Bool)] =
        [("frame: bare SDL loop (clear + present)", nil, standard, 1, nil, false)]
        + SceneCut.all.map { ("frame: \($0.sceneID)", $0, standard, 1, nil, false) }
        + SceneCut.all.map { ("frame: \($0.sceneID), 1 render thread", $0, standard, 1, 1, false) }
        + SceneCut.all.map { ("frame: \($0.sceneID), inspector on", $0, standard, 1, nil, true) }
    cases.append(("frame: scroll, 1,000 rows", SceneCut.scroll, standard, 1, nil, false))
    let nativeSizes: [(points: CGSize, scale: CGFloat)] = [
        (CGSize(width: 1920, height: 1080), 1), (CGSize(width: 2880, height: 1800), 1),
        (CGSize(width: 1280, height: 800), 2),
    ]
    for (points, scale) in nativeSizes {
        let label = "\(Int(points.width * scale))×\(Int(points.height * scale)) px @\(Int(scale))x"
        cases.append(("frame \(label): bare SDL loop", nil, points, scale, nil, false))
        cases += SceneCut.all.map { ("frame \(label): \($0.sceneID)", $0, points, scale, nil, false) }
    }
    for entry in cases {
        Benchmark(entry.name) { benchmark async in
            // The runner calls from a background thread; SDL, the engine and the scenes live on the main actor.
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let fixture = FixtureCache.fixture(named: entry.name, cut: entry.cut, size: entry.size,
                                                   scale: entry.scale, renderThreads: entry.threads,
                                                   inspector: entry.inspector)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { fixture.frame() }
                benchmark.stopMeasurement()
            }
        }
    }
}
