// swift-tools-version:6.2
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is whatever the clone was called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

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
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: rootPackage),
            ],
            path: "EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: rootPackage),
                .product(name: "SandboxHost", package: rootPackage),
                .product(name: "SandboxSession", package: rootPackage),
            ],
            path: "RenderingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ParsingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SandboxFormats", package: rootPackage),
            ],
            path: "ParsingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ReplayBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: rootPackage),
                .product(name: "SandboxHost", package: rootPackage),
                .product(name: "SandboxSession", package: rootPackage),
                .product(name: "SandboxScenes", package: rootPackage),
            ],
            path: "ReplayBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SceneBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: rootPackage),
                .product(name: "SandboxHost", package: rootPackage),
                .product(name: "SandboxSession", package: rootPackage),
                .product(name: "SandboxFormats", package: rootPackage),
                .product(name: "SandboxScenes", package: rootPackage),
                .product(name: "SandboxInspector", package: rootPackage),
            ],
            path: "SceneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RecognizerBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: rootPackage),
                .product(name: "StrokeAnalysis", package: rootPackage),
                .product(name: "CustomRecognizers", package: rootPackage),
                .product(name: "TemplateRecognition", package: rootPackage),
                .product(name: "SandboxFormats", package: rootPackage),
            ],
            path: "RecognizerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
