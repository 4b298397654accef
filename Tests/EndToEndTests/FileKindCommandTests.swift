import Foundation
import TestSupport
import Testing

/// Issue 35 point 4: every subcommand and `--replay` name a file of the app's by what its header says it is, in one
/// line, exit 1; `timeline -o` writes by extension and refuses others; a mistyped subcommand gets "Did you mean".
@Suite("File kinds on the command line", .serialized)
struct FileKindCommandTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let gestures = AppBinary.repository
        .appendingPathComponent("Examples/TaughtShapes/Sources/TaughtShapes/Resources/gestures.json").path

    @Test("a gestures file, a trace and a recording given to the wrong command are named for what they are")
    func wrongFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("t.trace.jsonl")
        let made = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"), "--trace", trace])
        #expect(made.status == 0, "\(made.stderr)")
        let gestures = Self.gestures, recording = AppBinary.recording("touch-test-tap.jsonl")
        let cases: [([String], String)] = [
            (["--headless", "--replay", gestures], "\(gestures) is a gestures file, not a recording: use --gestures"),
            (["--headless", "--replay", trace],
             "\(trace) is a trace, not a recording: draw it with timeline, or compare with check --expect"),
            (["timeline", gestures, "-o", folder.file("g.svg")],
             "timeline: \(gestures) is a gestures file, not a trace: use --gestures"),
            (["timeline", recording, "-o", folder.file("r.svg")],
             "timeline: \(recording) is a recording, not a trace: replay it with --replay, or check it with check"),
            (["check", gestures], "check: \(gestures) is a gestures file, not a recording: use --gestures"),
            (["check", recording, "--expect", gestures],
             "check: \(gestures) is a gestures file, not a trace: use --gestures"),
            (["import", gestures, "-o", folder.file("i.jsonl")],
             "import: \(gestures): this is a gestures file, not a libinput record or evemu file: use --gestures"),
            (["import", trace, "-o", folder.file("j.jsonl")],
             "import: \(trace): this is a trace, not a libinput record or evemu file: draw it with timeline, or "
                + "compare with check --expect"),
        ]
        for (arguments, line) in cases {
            let result = try app.runBounded(arguments, timeout: 60)
            #expect(result.status == 1 && !result.timedOut, "\(arguments): \(result.status)")
            #expect(result.stderrLines == ["gesture-sandbox: \(line)"], "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("g.svg")))
    }

    @Test("timeline -o writes SVG or PNG by the extension and refuses any other in one line, exit 64")
    func timelineExtensions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("t.trace.jsonl")
        let made = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"), "--trace", trace])
        #expect(made.status == 0, "\(made.stderr)")
        for name in ["t.pdf", "t.SVG.txt", "t"] {
            let output = folder.file(name)
            let result = try app.runBounded(["timeline", trace, "-o", output], timeout: 30)
            let ext = (name as NSString).pathExtension
            let what = ext.isEmpty ? "a name without an extension" : ".\(ext.lowercased())"
            #expect(result.status == 64)
            #expect(result.stderrLines == ["gesture-sandbox: -o \(output): timeline writes SVG (.svg) or PNG (.png), "
                                           + "not \(what) (see --help)"])
            #expect(!FileManager.default.fileExists(atPath: output))
        }
        let svg = try app.runBounded(["timeline", trace, "-o", folder.file("t.Svg")], timeout: 30)
        #expect(svg.status == 0)
        #expect(try String(contentsOfFile: folder.file("t.Svg"), encoding: .utf8).contains("<svg"))
        let png = try app.runBounded(["timeline", trace, "-o", folder.file("t.png")], timeout: 60)
        #expect(png.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("t.png"))).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a mistyped subcommand gets Did you mean, as a mistyped option does", arguments: [
        ("timline", "timeline"), ("chek", "check"), ("improt", "import"), ("Timeline", "timeline"),
    ])
    func didYouMean(typed: String, meant: String) throws {
        let result = try app.runBounded([typed, "x.jsonl"], timeout: 30)
        #expect(result.status == 64)
        #expect(result.stderrLines == ["gesture-sandbox: unknown subcommand '\(typed)'. Did you mean '\(meant)'? (see --help)"])
        let far = try app.runBounded(["xyzzy"], timeout: 30)
        #expect(far.status == 64)
        #expect(far.stderrLines == ["gesture-sandbox: unknown subcommand 'xyzzy' (subcommands: timeline, check, import, export-test) (see --help)"])
    }
}
