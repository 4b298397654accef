// swift-tools-version:6.2
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is whatever the clone was called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// A benchmark executable in the folder of its name, with the benchmark library and plugin and these of the app's
/// products.
func benchmark(_ name: String, using products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: rootPackage) },
        path: name,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

/// Release-build benchmarks (ordo-one/benchmark), kept out of the main package so `make test` stays fast.
/// Run with `make bench` or `cd Benchmarks && swift package benchmark`.
let package = Package(
    name: "GestureSandboxBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmark("EngineBenchmarks", using: ["GestureKit"]),
        benchmark("RenderingBenchmarks", using: ["GestureKit", "SandboxHost", "SandboxSession"]),
        benchmark("ParsingBenchmarks", using: ["SandboxFormats"]),
        benchmark("ReplayBenchmarks", using: ["GestureKit", "SandboxHost", "SandboxSession", "SandboxScenes"]),
        benchmark("SceneBenchmarks", using: ["GestureKit", "SandboxHost", "SandboxSession", "SandboxFormats",
                                             "SandboxScenes", "SandboxInspector"]),
        benchmark("RecognizerBenchmarks", using: ["GestureKit", "StrokeAnalysis", "CustomRecognizers",
                                                  "TemplateRecognition", "SandboxFormats"]),
    ],
    swiftLanguageModes: [.v6]
)
