// swift-tools-version:6.2
import PackageDescription

/// The engine, the shape analysis, the recognizers and the software rasterizer are compiled with -O in debug builds
/// too (the rasterizer fills every pixel of the tests' windows up to 3840x2160 and 30000 pt wide): the tests' corpus
/// cross-validation replays thousands of strokes through them, and unoptimized that took most of `make test`
/// (StrokeAnalysisTests alone about 25 minutes of a loaded two-core run, 3 minutes with only StrokeAnalysis
/// optimized, since the rest went to the engine's dispatch). Still the debug configuration: testable, DEBUG defined.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// The launcher is C, linked statically: nothing for the loader to map before its sigprocmask, which comes 0.37 ms
/// after its exec (median) instead of 0.49 ms linked to libc alone, and 0.89 or 1.45 ms as swiftc links C by default
/// (libstdc++ and libm with the static Swift runtime, libswiftCore without). swiftc links every product: told to
/// leave out its start-up object (`-nostartfiles`, which needs the Swift runtime) and to take the `-lswiftCore` it
/// always adds from the static library, where nothing is used (`-static-stdlib`); `-static` through clang, as swiftc
/// refuses it, and clang told not to warn that swiftc's `-pie` means nothing then. Not a static PIE: SwiftPM's
/// `-rpath=$ORIGIN` makes one crash at start. The package carries a lintian override for it (packaging/).
let staticC: [LinkerSetting] = [.unsafeFlags(["-nostartfiles", "-static-stdlib", "-Xclang-linker", "-static",
                                              "-Xclang-linker", "-Wno-unused-command-line-argument"])]

/// Layers, each a target so the compiler guards the boundaries:
/// - GestureKit: the engine (views, touches, delivery, recognizers, arbitration). Pure Swift, no SDL, no wall clock.
/// - GestureKitTesting: tools for testing recognizers and the engine's guarantees on the virtual clock.
/// - GestureTuning: the tunable recognizer parameters and presets behind the F6 panel; no SDL.
/// - SandboxFormats: every file the app reads or writes (recordings, traces, tuning files, view dumps, Linux input
///   recordings, templates), on one strict JSON reader, and the outputs they are written through; no SDL.
/// - StrokeAnalysis / CustomRecognizers: the scenes' custom recognizers and the shape analysis they stand on.
/// - TemplateRecognition: gestures taught by example (templates, `TemplateGestureRecognizer`; their file is in
///   SandboxFormats); no SDL.
/// - SandboxScenes: the sample scenes and the touch-test scene, drawn through GestureKit's GraphicsContext, and how the
///   host sees a scene (SceneDescriptor, SceneServices); no SDL.
/// - SandboxInspector: the explanations (F2 story panel, timeline, overlays), drawn through GraphicsContext; no SDL.
/// - SandboxChrome: the chrome layer protocol, its layout and ordered list, and every bar and panel (scene bar,
///   replay transport, inspector, stats, input health, tuning, help, recording indicator); no SDL.
/// - SandboxRendering: the software rasterizer (triangle batches, bitmaps, image sampling); pixels in memory, no SDL.
/// - SandboxSession: the session's SDL-free logic (options, outputs, assets, frame pacing, display scale, input
///   helpers).
/// - CWaylandClient: libwayland-client, to look at a Wayland compositor before SDL starts on it (SandboxHost/Display).
/// - CDisplayConnection, CDisplayEscape: the display server's socket under an SDL window, and the signal that sends the
///   main thread out of an SDL call stuck on a lost one (a compiled C file, so its state is one in the process).
/// - CWaylandTouchGuard: the guard between a compositor's touches and SDL 2.26's wl_touch handlers, which crash on a
///   finger they never saw go down or one on libdecor's title bar.
/// - CSDL2*, SandboxHost: SDL lives only here, and only what needs it (window, event pump, input translation,
///   renderer, audio, replay feeding, the session and its frame loops); ArchitectureTests holds both halves.
/// - GestureSandboxApp: the command line and `GestureSandbox.main(scenes:)`, shared by every app built on the package.
/// - gesture-sandbox, gesture-sandbox-app, corpus-report: the executables. `gesture-sandbox` is a C launcher that
///   blocks the ending signals and execs `gesture-sandbox-app` (the Swift app), so a signal in the dynamic loader's
///   first milliseconds waits for the app's handlers instead of killing it (issue 36).
let package = Package(
    name: "GestureSandbox",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .library(name: "GestureKitTesting", targets: ["GestureKitTesting"]),
        .library(name: "GestureTuning", targets: ["GestureTuning"]),
        .library(name: "SandboxFormats", targets: ["SandboxFormats"]),
        .library(name: "SandboxChrome", targets: ["SandboxChrome"]),
        .library(name: "SandboxRendering", targets: ["SandboxRendering"]),
        .library(name: "SandboxSession", targets: ["SandboxSession"]),
        .library(name: "SandboxHost", targets: ["SandboxHost"]),
        .library(name: "TemplateRecognition", targets: ["TemplateRecognition"]),
        // For the recognizers' benchmarks (Benchmarks/RecognizerBenchmarks), which can only depend on products.
        .library(name: "StrokeAnalysis", targets: ["StrokeAnalysis"]),
        .library(name: "CustomRecognizers", targets: ["CustomRecognizers"]),
        .library(name: "SandboxScenes", targets: ["SandboxScenes"]),
        .library(name: "SandboxInspector", targets: ["SandboxInspector"]),
        .library(name: "GestureSandboxApp", targets: ["GestureSandboxApp"]),
        .executable(name: "gesture-sandbox", targets: ["gesture-sandbox"]),
        .executable(name: "gesture-sandbox-app", targets: ["gesture-sandbox-app"]),
        .executable(name: "corpus-report", targets: ["corpus-report"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC plugin (swift package generate-documentation); nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "GestureKit", swiftSettings: optimizedInDebug),
        .target(name: "GestureKitTesting", dependencies: ["GestureKit"]),
        .target(name: "GestureTuning", dependencies: ["GestureKit"]),
        // Optimized too: the tests stream megabyte recordings and read 100,000-gesture files through the JSON reader.
        .target(name: "SandboxFormats", dependencies: ["GestureKit", "GestureTuning", "TemplateRecognition"],
                exclude: ["Templates/README.md"], swiftSettings: optimizedInDebug),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "StrokeAnalysis", dependencies: ["CZlib"], swiftSettings: optimizedInDebug),
        .target(name: "CustomRecognizers", dependencies: ["GestureKit", "StrokeAnalysis"], swiftSettings: optimizedInDebug),
        .target(name: "TemplateRecognition", dependencies: ["GestureKit"], swiftSettings: optimizedInDebug),
        .target(name: "SandboxScenes",
                dependencies: ["GestureKit", "CustomRecognizers", "TemplateRecognition", "SandboxFormats"]),
        // SDL's headers are included as <SDL2/...> (Debian's libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev; the
        // Makefile installs them), not through pkg-config, whose -D_REENTRANT SwiftPM refuses with a warning on
        // every build; the module maps link the libraries.
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2TTF"),
        .systemLibrary(name: "CSDL2Image"),
        .systemLibrary(name: "CWaylandClient", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(name: "CDisplayConnection"),
        .target(name: "CDisplayEscape"),
        // Defines libwayland-client's wl_proxy_add_listener in the app, so SDL's wl_touch listener can be guarded.
        .target(name: "CWaylandTouchGuard", linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("dl")]),
        .target(name: "SandboxInspector", dependencies: ["GestureKit", "SandboxFormats"]),
        .target(name: "SandboxChrome",
                dependencies: ["GestureKit", "SandboxInspector", "GestureTuning", "SandboxFormats"]),
        .target(name: "SandboxRendering", swiftSettings: optimizedInDebug),
        .target(name: "SandboxSession", dependencies: ["GestureKit", "SandboxFormats"]),
        .target(name: "SandboxHost",
                dependencies: ["GestureKit", "SandboxInspector", "GestureTuning", "SandboxFormats", "SandboxChrome",
                               "SandboxRendering", "SandboxSession", "SandboxScenes",
                               "CSDL2", "CSDL2TTF", "CSDL2Image", "CWaylandClient", "CDisplayConnection",
                               "CDisplayEscape", "CWaylandTouchGuard"]),
        .target(
            name: "GestureSandboxApp",
            dependencies: [
                "GestureKit", "GestureKitTesting", "SandboxHost", "SandboxSession", "SandboxScenes", "SandboxInspector", "GestureTuning",
                "SandboxChrome",
                "SandboxFormats", "CustomRecognizers", "StrokeAnalysis", "TemplateRecognition",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "gesture-sandbox-app", dependencies: ["GestureSandboxApp"]),
        .executableTarget(name: "gesture-sandbox", linkerSettings: staticC),
        .executableTarget(
            name: "gesture-sandbox-fuzz",
            dependencies: ["GestureKit", "GestureKitTesting", "GestureTuning", "SandboxHost", "SandboxSession",
                           "SandboxFormats", "SandboxInspector", "SandboxScenes"]
        ),
        .executableTarget(
            name: "corpus-report",
            dependencies: [
                "CustomRecognizers", "StrokeAnalysis", "GestureKit", "GestureKitTesting", "TemplateRecognition",
                "SandboxFormats",
                // The contact sheet (--sheet) is drawn offscreen with the app's renderer and fonts.
                "SandboxHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CorpusReportTests", dependencies: [
            "corpus-report", "SandboxHost", "SandboxRendering", "SandboxFormats", "CustomRecognizers", "StrokeAnalysis",
            "GestureKit",
        ]),
        .testTarget(name: "GestureKitTests", dependencies: ["GestureKit", "GestureKitTesting"]),
        .testTarget(name: "StrokeAnalysisTests",
                    dependencies: ["StrokeAnalysis", "CustomRecognizers", "GestureKit", "GestureKitTesting"]),
        // What tests of any target share: temporary folders, the repository's files (no SDL).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // What the scenes' tests share with the host's tests of the scenes: a scene driven by synthetic fingers.
        .target(name: "SceneTestSupport", dependencies: ["GestureKit", "SandboxScenes"], path: "Tests/SceneTestSupport"),
        .testTarget(name: "SandboxHostTests",
                    dependencies: ["SandboxHost", "SandboxRendering", "SandboxSession", "SandboxScenes", "SandboxFormats",
                                   "SandboxChrome", "GestureKit", "GestureTuning", "TemplateRecognition", "TestSupport",
                                   "SceneTestSupport", "CSDL2"]),
        // End-to-end: the built app run as a process, X servers (Xvfb, xdotool), weston; `make test-unit` skips it.
        .testTarget(name: "EndToEndTests",
                    dependencies: ["SandboxHost", "SandboxRendering", "SandboxSession", "SandboxScenes", "SandboxFormats",
                                   "SandboxChrome", "GestureKit", "GestureKitTesting", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "SandboxInspectorTests",
                    dependencies: ["SandboxInspector", "SandboxFormats", "SandboxScenes", "GestureKit", "GestureKitTesting"]),
        .testTarget(name: "TemplateRecognitionTests",
                    dependencies: ["TemplateRecognition", "GestureKit", "GestureKitTesting", "StrokeAnalysis"]),
        .testTarget(name: "GestureTuningTests",
                    dependencies: ["GestureTuning", "SandboxFormats", "GestureKit", "GestureKitTesting"]),
        .testTarget(name: "SandboxFormatsTests",
                    dependencies: ["SandboxFormats", "GestureKit", "GestureKitTesting", "TemplateRecognition", "TestSupport"]),
        .testTarget(name: "SandboxRenderingTests", dependencies: ["SandboxRendering", "GestureKitTesting"]),
        .testTarget(name: "SandboxSessionTests", dependencies: ["SandboxSession"]),
        .testTarget(name: "SandboxChromeTests",
                    dependencies: ["SandboxChrome", "SandboxInspector", "GestureKit", "GestureTuning", "SandboxFormats",
                                   "GestureKitTesting"]),
        // No SDL: the scenes' tests that draw through the host or run a session are in SandboxHostTests/Scenes.
        .testTarget(name: "SandboxScenesTests",
                    dependencies: ["SandboxScenes", "SandboxFormats", "SandboxChrome", "GestureKit", "GestureKitTesting",
                                   "GestureTuning", "TemplateRecognition", "TestSupport", "SceneTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
