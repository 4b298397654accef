import ArgumentParser
import Foundation
import GestureKit
import GestureKitTesting
import GestureTuning
import SandboxFormats
import SandboxHost
import SandboxScenes
import SandboxSession

/// `gesture-sandbox export-test REC -o ReplayTests.swift`: a recording as a Swift Testing file that replays its
/// touches on its scene with GestureKitTesting and expects what the recognizers did (`ReplayTestFile`), to drop
/// into a test target as the test that fails until a fix is in.
struct ExportTestCommand: FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-test",
        abstract: "Write a Swift Testing file that replays a recording on its scene and expects what its recognizers did.",
        discussion: """
        The recording's touches are replayed on its scene (a window of the recording's size, laid out as the app \
        does; the clock runs on --settle seconds after the last touch), and every recognizer that left possible \
        gets one line per expectation: its final state (.ended, .failed, .cancelled, .began, .changed), its \
        action count and, failed or cancelled, its reason code. The touches are a script literal, one instant a \
        line. The first line names the package products the test target needs (GestureKitTesting, \
        SandboxScenes; GestureTuning with --tuning). A scene of your own app (GestureSandbox.main(scenes:)) is \
        built by its type, with @testable import of its module.
        """)

    @Argument(help: ArgumentHelp("The recording (or a Linux input recording, as --replay reads).", valueName: "REC"))
    var recording: String

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Where to write the test (- for standard output, the default).", valueName: "FILE.swift"))
    var output: String = "-"

    @Option(help: ArgumentHelp("A tuning file (F6's export) applied to the recognizers, written into the test.",
                               valueName: "FILE"))
    var tuning: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds the clock runs on after the last touch.", valueName: "S"),
            transform: DecimalNumber.parse)
    var settle: Double = 2

    /// The app's own options: `--settle` and `--tuning` after the subcommand go to the parent, which declares them
    /// too (as in `check`); the declarations above stay for `export-test --help`.
    @ParentCommand var app: SandboxCommand
    var tuningPath: String? { tuning ?? app.tuning }
    var settleTime: Double { settle != SandboxOptions().settle ? settle : app.settle }

    var inputFiles: [CommandFile] {
        [CommandFile("REC", recording, role: "the recording being exported")]
            + (tuningPath.map { [CommandFile("--tuning", $0, role: "the tuning file")] } ?? [])
    }

    var outputFiles: [CommandFile] { [CommandFile("-o", output)] }

    func validate() throws {
        guard settleTime >= 0, settleTime <= 3600, settleTime.isFinite else {
            throw ValidationError("--settle must be a number of seconds from 0 to 3600 (got \(DecimalNumber.shown(settleTime)))")
        }
    }

    func run() throws {
        let failure: String? = MainActor.assumeIsolated {
            do {
                try OutputFile.write(try makeFile().text, to: output)
                return nil
            } catch let error as RecordingError {
                return "bad recording: \(error)"
            } catch let error as TuningError {
                return error.message
            } catch let error as SandboxError {
                return error.message
            } catch {
                return "\(error)"
            }
        }
        if let failure {
            ErrorLine.write("export-test: \(failure)")
            throw ExitCode.failure
        }
    }

    /// Replays the recording as the generated test will, and writes down what happened.
    @MainActor
    func makeFile() throws -> ReplayTestFile {
        let loaded = try LinuxInputImporter.load(path: recording, windowSize: nil)
        let scenes = SceneRegistry.scenes
        let sceneID = loaded.scene ?? scenes[0].id
        guard let descriptor = scenes.first(where: { $0.id == sceneID }) else {
            throw SandboxError(SceneDescriptor.unknownScene(sceneID, among: scenes))
        }
        let values = try tuningPath.map { try TuningFile.load(path: $0, catalog: TuningCatalog.builtIn) }
        let window = Window(frame: CGRect(origin: .zero, size: loaded.windowSize))
        let scene = descriptor.build(window, .silent())
        let touches = TouchStream(samples: loaded.samples)
        let log = GestureLog.replaying(touches, on: window, settle: settleTime) { window in
            values?.apply(to: window, catalog: .builtIn)
        }
        withExtendedLifetime(scene) {}
        var products = ["GestureKitTesting", "SandboxScenes"]
        var imports = ["SandboxScenes"]
        var preparation: [String] = []
        var beforeEachEvent: String?
        if let values, !values.values.isEmpty {
            products.append("GestureTuning")
            imports.append("GestureTuning")
            let entries = values.values.sorted { $0.key < $1.key }
                .map { "\(Self.swiftString($0.key)): \($0.value)" }.joined(separator: ", ")
            preparation.append("let tuning = Tuning(values: [\(entries)])")
            beforeEachEvent = "tuning.apply(to: $0, catalog: .builtIn)"
        }
        var setup: [String]
        switch sceneID {
        case TouchTestScene.descriptor.id:
            setup = ["let scene = TouchTestScene(window: window, services: .silent())"]
        case _ where SceneCatalog.scene(id: sceneID) != nil:
            setup = ["SceneCatalog.install(id: \(Self.swiftString(sceneID)), in: window)"]
        default:
            guard let type = SceneRegistry.types.first(where: { $0.id == sceneID }) else {
                throw SandboxError("scene '\(sceneID)' has no type to build it by")
            }
            let qualified = String(reflecting: type)
            let module = qualified.split(separator: ".").first.map(String.init) ?? ""
            imports.append("@testable import \(module)")
            setup = ["_ = \(qualified)(window: window, playSound: { _ in })"]
        }
        var file = ReplayTestFile(
            source: (recording as NSString).lastPathComponent,
            command: "gesture-sandbox export-test " + (recording as NSString).lastPathComponent
                + (tuningPath.map { " --tuning " + ($0 as NSString).lastPathComponent } ?? ""),
            products: products, imports: imports, size: loaded.windowSize, sceneSetup: setup,
            preparation: preparation, beforeEachEvent: beforeEachEvent, settle: settleTime, touches: touches,
            expectations: log.expectations)
        if sceneID == TouchTestScene.descriptor.id { file.closing = ["withExtendedLifetime(scene) {}"] }
        return file
    }

    private static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
