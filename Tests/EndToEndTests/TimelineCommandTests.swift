import Foundation
import Testing

/// `gesture-sandbox timeline`: a recording's trace drawn as SVG and PNG; a malformed trace is one line naming it.
@Suite("Timeline command", .serialized)
struct TimelineCommandTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// Runs the app under `timeout`, so a hang fails the test instead of the suite.
    func run(_ arguments: [String]) throws -> AppBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", app.url.path] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return AppBinary.Result(status: process.terminationStatus, reason: process.terminationReason, stdout: stdout,
                                stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("a replayed gallery trace becomes an SVG with a lane per touch and recognizer, and a PNG")
    func svgAndPNG() throws {
        let trace = AppBinary.temporaryPath("trace.jsonl"), svg = AppBinary.temporaryPath("t.svg")
        let png = AppBinary.temporaryPath("t.png")
        defer { [trace, svg, png].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let replay = try run(["--headless", "--replay", AppBinary.recording("gallery-tap-swipe-pan.jsonl"),
                              "--settle", "0.6", "--trace", trace])
        #expect(replay.status == 0, "\(replay.stderr)")
        let drawn = try run(["timeline", trace, "-o", svg, "--from", "0.05", "--until", "1.35", "--title", "tap"])
        #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains(#"<g class="lane" data-kind="touch" data-title="touch #1 → board">"#))
        #expect(text.contains(#"<g class="lane" data-kind="recognizer" data-title="gallery.double-tap">"#))
        #expect(text.contains(#"data-label="failed: no next tap within 0.35 s""#))
        #expect(text.contains(#"class="span waiting" data-start-ms="180" data-end-ms="530""#))
        let picture = try run(["timeline", trace, "-o", png])
        #expect(picture.status == 0, "\(picture.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a malformed trace is one error line naming the file and line, exit 1")
    func malformed() throws {
        let trace = AppBinary.temporaryPath("bad.jsonl"), svg = AppBinary.temporaryPath("bad.svg")
        defer { [trace, svg].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try """
        {"format":"gesture-sandbox-trace","version":2}
        {"t":0.1,"view":"board","delivery":"began","touches":1,"serials":[1]}
        {"t":0.2,"view":"board","delivery":"sideways","touches":1}
        """.write(toFile: trace, atomically: true, encoding: .utf8)
        let result = try run(["timeline", trace, "-o", svg])
        #expect(result.status == 1)
        #expect(result.stderr == "gesture-sandbox: timeline: \(trace): line 3: unknown delivery \"sideways\"\n")
        #expect(!FileManager.default.fileExists(atPath: svg))
    }
}
