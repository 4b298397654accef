import Foundation
@testable import SandboxHost
import TestSupport
import Testing
@testable import SandboxSession

/// Broken or missing assets are reported, each once, on one prefixed line naming the file, and the app goes on
/// without them. The assets are a temporary folder: links to the real images and fonts, with the file under test
/// replaced.
@Suite("Broken and missing assets", .serialized)
struct AssetProblemTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let assets = AppBinary.repository.appendingPathComponent("Assets").path

    /// Two taps on the monkey (each chomps) in the monkey-banana scene.
    static let monkeyTaps = """
        {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"monkey-banana"}
        {"t":0.1,"type":"down","id":1,"x":409.6,"y":434}
        {"t":0.15,"type":"up","id":1,"x":409.6,"y":434}
        {"t":1.1,"type":"down","id":1,"x":409.6,"y":434}
        {"t":1.15,"type":"up","id":1,"x":409.6,"y":434}

        """

    /// An Assets folder whose `images` and `fonts` are the real ones and whose `sounds` holds `sounds`
    /// (name → bytes).
    func assetsFolder(in folder: TemporaryFolder, sounds: [String: Data]) throws -> String {
        let root = folder.file("Assets")
        try FileManager.default.createDirectory(atPath: root + "/sounds", withIntermediateDirectories: true)
        for name in ["images", "fonts"] {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name,
                                                       withDestinationPath: Self.assets + "/" + name)
        }
        for (name, bytes) in sounds { try bytes.write(to: URL(fileURLWithPath: root + "/sounds/" + name)) }
        return root
    }

    func environment(assets: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[AssetCatalog.environmentVariable] = assets
        return environment
    }

    func giggle() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/sounds/giggle.wav")) }

    func runTaps(assets: String, in folder: TemporaryFolder, extra: [String] = []) throws -> AppBinary.BoundedResult {
        let replay = folder.file("taps.jsonl")
        try Self.monkeyTaps.write(toFile: replay, atomically: false, encoding: .utf8)
        return try app.runBounded(["--headless", "--replay", replay, "--settle", "0.5", "--trace", "-"] + extra,
                                  environment: environment(assets: assets))
    }

    @Test("a corrupt chomp.wav is reported once, with its path, and the app runs on without it")
    func corruptSound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let assets = try assetsFolder(in: folder, sounds: ["chomp.wav": Data("RIFF\u{4}\0\0\0WAVEjunk".utf8),
                                                           "giggle.wav": try giggle()])
        let result = try runTaps(assets: assets, in: folder)
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: can't read sound \(assets)/sounds/chomp.wav: ")
            == true, "\(result.stderr)")
        let tap = #""recognizer":"monkey.tap","type":"TapGestureRecognizer","view":"monkey","from":"possible","to":"ended""#
        #expect(result.stdoutText.components(separatedBy: tap).count == 3, "the two taps were not both recognized")
    }

    @Test("a missing sound is named once, with its path")
    func missingSound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let assets = try assetsFolder(in: folder, sounds: ["giggle.wav": try giggle()])
        let result = try runTaps(assets: assets, in: folder)
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderrLines == ["gesture-sandbox: missing sound file: \(assets)/sounds/chomp.wav"])
    }

    @Test("a corrupt PNG is reported on our line only: libpng adds nothing of its own")
    func corruptImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.file("Assets")
        for name in ["images", "sounds"] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/fonts", withDestinationPath: Self.assets + "/fonts")
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.assets + "/images") {
            try FileManager.default.createSymbolicLink(atPath: root + "/images/" + name,
                                                       withDestinationPath: Self.assets + "/images/" + name)
        }
        try FileManager.default.removeItem(atPath: root + "/images/monkey.png")
        // A PNG signature and a header chunk whose CRC is wrong: libpng's own error path.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png += Data("IHDR".utf8) + Data([0, 0, 0, 64, 0, 0, 0, 64, 8, 6, 0, 0, 0]) + Data([1, 2, 3, 4])
        png += Data(repeating: 0x55, count: 64)
        try png.write(to: URL(fileURLWithPath: root + "/images/monkey.png"))
        for sound in ["chomp.wav", "giggle.wav"] {
            try FileManager.default.createSymbolicLink(atPath: root + "/sounds/" + sound,
                                                       withDestinationPath: Self.assets + "/sounds/" + sound)
        }
        let shot = folder.file("shot.png")
        let result = try runTaps(assets: root, in: folder, extra: ["--screenshot", shot])
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderrLines.allSatisfy { $0.hasPrefix("gesture-sandbox: ") }, "\(result.stderr)")
        #expect(result.stderr.contains("\(root)/images/monkey.png"), "\(result.stderr)")
    }

    @Test("a missing image (jungle.* gone) is one line naming the files looked for, said once; the app runs on")
    func missingImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.file("Assets")
        try FileManager.default.createDirectory(atPath: root + "/images", withIntermediateDirectories: true)
        for name in ["fonts", "sounds"] {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: Self.assets + "/" + name)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.assets + "/images")
        where !name.hasPrefix("jungle") {
            try FileManager.default.createSymbolicLink(atPath: root + "/images/" + name,
                                                       withDestinationPath: Self.assets + "/images/" + name)
        }
        let shot = folder.file("shot.png")
        let result = try runTaps(assets: root, in: folder, extra: ["--screenshot", shot])
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderrLines == ["gesture-sandbox: missing image: no \(root)/images/jungle.png or "
                                           + "\(root)/images/jungle.jpg"])
        #expect(FileManager.default.fileExists(atPath: shot), "the frame is drawn without the backdrop")
    }

    @Test("GESTURE_SANDBOX_ASSETS naming a folder that doesn't exist is one line and exit 1, not ignored")
    func missingOverride() throws {
        let path = "/nonexistent-gs-assets"
        let result = try app.runBounded(["--headless", "--scene", "touch-test", "--settle", "0"],
                                        environment: environment(assets: path))
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: GESTURE_SANDBOX_ASSETS is \(path), which holds no "
                                           + "images/ folder: point it at the folder that holds images/ and fonts/, "
                                           + "or unset it"])
    }
}
