import Benchmark
import Foundation

/// Per-frame cost of `SDLGraphicsContext` on the offscreen software renderer at 1280×800: the whole test scene
/// (200 antialiased ellipses, a fifth of them rotated and stroked, 50 text labels and 10 scaled photos) and each
/// layer alone, so a regression points at its primitive.
nonisolated(unsafe) let benchmarks = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
                                           maxDuration: .seconds(3))
    let layers: [(name: String, ellipses: Bool, labels: Bool, images: Bool)] = [
        ("frame: 200 ellipses + 50 labels + 10 images", true, true, true),
        ("frame: 200 antialiased ellipses", true, false, false),
        ("frame: 50 text labels (cached)", false, true, false),
        ("frame: 10 scaled images", false, false, true),
        ("frame: clear only", false, false, false),
    ]
    for layer in layers {
        Benchmark(layer.name) { benchmark async in
            // The benchmark runner calls from a background thread; SDL and the context live on the main actor.
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let fixture = try! RenderingFixture()
                fixture.drawFrame()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    fixture.drawFrame(ellipses: layer.ellipses, labels: layer.labels, images: layer.images)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
