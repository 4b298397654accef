// swift-tools-version:6.2
import PackageDescription

/// An app of its own built on Gesture Sandbox: a lasso recognizer the sandbox doesn't have, a scene for it, and tests
/// on the sandbox's test kit. The sandbox comes in by path here; another package names it by URL instead.
let package = Package(
    name: "LassoSandbox",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GestureSandbox", path: "../.."),
    ],
    targets: [
        .target(name: "Lasso", dependencies: [
            .product(name: "GestureKit", package: "GestureSandbox"),
            .product(name: "SandboxScenes", package: "GestureSandbox"),
            .product(name: "GestureTuning", package: "GestureSandbox"),
        ]),
        .executableTarget(name: "lasso-sandbox", dependencies: [
            "Lasso",
            .product(name: "GestureSandboxApp", package: "GestureSandbox"),
        ]),
        .testTarget(name: "LassoTests", dependencies: [
            "Lasso",
            .product(name: "GestureKit", package: "GestureSandbox"),
            .product(name: "GestureKitTesting", package: "GestureSandbox"),
            // KnobQuarterTurnReplayTests, written by `gesture-sandbox export-test`, builds a sample scene.
            .product(name: "SandboxScenes", package: "GestureSandbox"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
