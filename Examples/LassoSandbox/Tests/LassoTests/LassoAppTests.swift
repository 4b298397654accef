import Foundation
import Testing

/// The example app through the sandbox's shared command line, headless: the lasso scene replays a recording and the
/// trace, the view dump and the screenshot say what happened; `check` holds the recordings to their golden traces.
@Suite("Lasso app, headless")
struct LassoAppTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `lasso-sandbox` executable, built beside this test bundle.
    static func executable() throws -> URL {
        let runner = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("lasso-sandbox")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "lasso-sandbox beside \(runner.path)"])
    }

    /// Runs the app to its end (bounded by `timeout`) and returns its status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", try executable().path] + arguments
        process.currentDirectoryURL = package
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lasso-\(UUID().uuidString)-\(name)").path
    }

    /// The texts of the labels in a `--dump-views` file, by view name.
    static func labelTexts(in dump: String) throws -> [String: String] {
        var texts: [String: String] = [:]
        func walk(_ view: [String: Any]) {
            if let name = view["name"] as? String, let text = view["text"] as? String { texts[name] = text }
            for subview in view["subviews"] as? [[String: Any]] ?? [] { walk(subview) }
        }
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dump)))
        walk(try #require(root as? [String: Any]))
        return texts
    }

    @Test func aLassoAroundTwoTilesSelectsThem() throws {
        let trace = Self.temporary("trace.jsonl"), dump = Self.temporary("views.json"), shot = Self.temporary("shot.png")
        defer { for path in [trace, dump, shot] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try Self.run(["--headless", "--replay", "Recordings/lasso-two-tiles.jsonl", "--trace", trace,
                                   "--dump-views", dump, "--screenshot", shot, "--settle", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        let lasso = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("\"recognizer\":\"lasso\"") }
        #expect(lasso.count == 2)
        #expect(lasso.first?.contains("\"from\":\"possible\",\"to\":\"ended\",\"action\":true") == true)
        #expect(try Self.labelTexts(in: dump)["lasso.status"] == "Selected: tile-1, tile-2")
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 800)
    }

    @Test func aLoopLeftOpenSaysWhyUnderTheBoard() throws {
        let trace = Self.temporary("trace.jsonl"), dump = Self.temporary("views.json")
        defer { for path in [trace, dump] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try Self.run(["--headless", "--replay", "Recordings/lasso-left-open.jsonl", "--trace", trace,
                                   "--dump-views", dump, "--settle", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.contains("\"to\":\"failed\""))
        #expect(text.contains("\"text\":\"ends 339 pt from its start > closingDistance 60 pt\""))
        #expect(try Self.labelTexts(in: dump)["lasso.status"]
            == "Not a lasso: ends 339 pt from its start > closingDistance 60 pt")
    }

    /// The golden traces beside the recordings still match: the regression check a user's CI runs.
    @Test func recordingsMatchTheirGoldenTraces() throws {
        let result = try Self.run(["check", "Recordings"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("check: 2 recordings: 2 match, 0 differ, 0 errors"), "\(result.stdout)")
    }

    /// The scene is the app's first and default; the sandbox's own scenes follow.
    @Test func theSceneListStartsWithTheLasso() throws {
        let result = try Self.run(["--list-scenes"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
            == ["lasso", "monkey-banana", "knob", "checkmark", "photo-chevron", "gallery", "teach", "scroll", "touch-test"])
    }
}
