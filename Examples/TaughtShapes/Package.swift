// swift-tools-version:6.2
import PackageDescription

/// From the sandbox to your app: gestures taught in the sandbox's Teach scene (saved as a templates file) recognized
/// in a scene of this package's own, with tests. The sandbox comes in by path here; another package names it by URL.
let package = Package(
    name: "TaughtShapes",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GestureSandbox", path: "../.."),
    ],
    targets: [
        .target(name: "TaughtShapes", dependencies: [
            .product(name: "GestureKit", package: "GestureSandbox"),
            .product(name: "SandboxScenes", package: "GestureSandbox"),
            .product(name: "SandboxFormats", package: "GestureSandbox"),
            .product(name: "TemplateRecognition", package: "GestureSandbox"),
        ], resources: [.copy("Resources/gestures.json")]),
        .executableTarget(name: "taught-shapes", dependencies: [
            "TaughtShapes",
            .product(name: "GestureSandboxApp", package: "GestureSandbox"),
        ]),
        .testTarget(name: "TaughtShapesTests", dependencies: [
            "TaughtShapes",
            .product(name: "GestureKit", package: "GestureSandbox"),
            .product(name: "GestureKitTesting", package: "GestureSandbox"),
            .product(name: "TemplateRecognition", package: "GestureSandbox"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
