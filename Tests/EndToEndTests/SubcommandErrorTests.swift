import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// Issue 21, items 9, 10 and 13: the subcommands' bad input and unwritable outputs are one clear line each (usage
/// errors exit 64, run-time ones 1), names of any length and characters draw, and number options read decimals only.
@Suite("Subcommand errors", .serialized)
struct SubcommandErrorTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// A small trace in `folder`, as the main command writes it.
    func trace(in folder: TemporaryFolder) throws -> String {
        let path = folder.file("in.trace.jsonl")
        let made = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"), "--trace", path])
        #expect(made.status == 0, "\(made.stderr)")
        return path
    }

    @Test("timeline -o FOLDER, and into a folder that doesn't exist: one line naming what is wrong, exit 1")
    func unwritableOutputs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try trace(in: folder)
        let cases = [(folder.path, "it is a folder; name a file"),
                     ("/nonexistent-gs-folder/dir/x.svg", "folder /nonexistent-gs-folder/dir doesn't exist"),
                     (trace + "/x.svg", "\(trace) is not a folder")]
        for (output, reason) in cases {
            for name in [output, output.replacingOccurrences(of: ".svg", with: ".png")] {
                let result = try app.runBounded(["timeline", trace, "-o", name], timeout: 30)
                #expect(result.status == 1 && !result.timedOut)
                #expect(result.stderrLines == ["gesture-sandbox: timeline: can't write \(name): \(reason)"])
            }
        }
        let imported = try app.runBounded(["import", AppBinary.recording("knob-circle.evemu"), "-o", folder.path])
        #expect(imported.status == 1)
        #expect(imported.stderrLines == ["gesture-sandbox: import: can't write \(folder.path): it is a folder; name a file"])
    }

    @Test("a PNG timeline of 20,000 lanes is refused with its limit, before anything is written; the SVG is drawn")
    func tooManyLanesForPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("many.trace.jsonl")
        var text = #"{"format":"gesture-sandbox-trace","version":2}"# + "\n"
        for serial in 1...20_000 {
            let t = Double(serial) / 1000
            text += #"{"t":\#(t),"view":"board","delivery":"began","touches":1,"serials":[\#(serial)]}"# + "\n"
            text += #"{"t":\#(t + 0.0005),"view":"board","delivery":"ended","touches":1,"serials":[\#(serial)]}"# + "\n"
        }
        try text.write(toFile: trace, atomically: false, encoding: .utf8)
        let png = folder.file("many.png")
        let result = try app.runBounded(["timeline", trace, "-o", png], timeout: 120)
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: timeline: 20000 lanes are too many for a PNG (at most 543): "
                                           + "write an SVG, or show fewer with --from and --until"])
        #expect(!FileManager.default.fileExists(atPath: png))
        let fewer = try app.runBounded(["timeline", trace, "-o", png, "--from", "0", "--until", "0.5"], timeout: 120)
        #expect(fewer.status == 0 && fewer.stderr.isEmpty, "\(fewer.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a 5 MB view name draws as a PNG, cut to its place: no font error, exit 0")
    func hugeName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("huge.trace.jsonl"), png = folder.file("huge.png")
        let name = String(repeating: "v", count: 5_000_000)
        let text = #"{"format":"gesture-sandbox-trace","version":2}"# + "\n"
            + #"{"t":0.1,"view":"\#(name)","delivery":"began","touches":1,"serials":[1]}"# + "\n"
            + #"{"t":0.2,"view":"\#(name)","delivery":"ended","touches":1,"serials":[1]}"# + "\n"
        try text.write(toFile: trace, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["timeline", trace, "-o", png], timeout: 120)
        #expect(result.status == 0 && !result.timedOut)
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(300))")
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a PNG timeline whose text can't be drawn (a broken font) is one line and exit 1, and no file (it was exit 0)")
    func undrawablePicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try trace(in: folder)
        let assets = folder.file("assets"), png = folder.file("t.png")
        try FileManager.default.createDirectory(atPath: assets + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: assets + "/images",
                                                   withDestinationPath: AppBinary.repository.path + "/Assets/images")
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            try "not a font\n".write(toFile: assets + "/fonts/" + name, atomically: false, encoding: .utf8)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["GESTURE_SANDBOX_ASSETS"] = assets
        let result = try app.runBounded(["timeline", trace, "-o", png], environment: environment, timeout: 60)
        #expect(result.status == 1 && !result.timedOut)
        // The line names the text being drawn and its size (`text "…" at N px:`), then SDL_ttf's reason.
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("gesture-sandbox: timeline: can't draw \(png): text \"") == true)
        #expect(result.stderrLines.first?.hasSuffix(
            " px: TTF_OpenFont(\(assets)/fonts/DejaVuSans-Bold.ttf) failed: Couldn't load font file") == true)
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test("names and reasons holding control characters give a well-formed SVG that keeps them readable")
    func controlCharactersInSVG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("odd.trace.jsonl"), svg = folder.file("odd.svg")
        try """
        {"format":"gesture-sandbox-trace","version":2}
        {"t":0.1,"view":"a\\u0001b\\u000bc\\ufffed\\uffff\\te","delivery":"began","touches":1,"serials":[1]}
        {"t":0.15,"recognizer":"r\\u0002<&>\\"","type":"TapGestureRecognizer","view":"v","from":"possible","to":"failed","action":false,"x":1,"y":2,"reason":{"code":"tap.no-next-tap","text":"no next tap"}}
        {"t":0.2,"view":"a\\u0001b\\u000bc\\ufffed\\uffff\\te","delivery":"cancelled","touches":1,"serials":[1],"note":"cancelled by g\\u001f\\u0000h"}
        """.write(toFile: trace, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["timeline", trace, "-o", svg], timeout: 30)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: svg))
        let parser = XMLParser(data: data)
        let titles = LaneTitles()
        parser.delegate = titles
        #expect(parser.parse() && parser.parserError == nil, "not well-formed XML: \(String(describing: parser.parserError))")
        #expect(titles.values == [#"touch #1 → a\u{1}b\u{B}c\u{FFFE}d\u{FFFF}"# + "\te", "r\\u{2}<&>\""])
        #expect(String(decoding: data, as: UTF8.self).contains(#"data-label="cancelled by g\u{1F}\u{0}h""#))
    }

    @Test("bad option values of the subcommands and repeated options: one line, exit 64, nothing written", arguments: [
        (["timeline", "T", "--from", "-1", "-o", "OUT"],
         "--from must be a finite number of seconds, 0 or more (got -1) (see --help)"),
        (["timeline", "T", "--until", "0.5", "--from", "1", "-o", "OUT"], "--until must be later than --from (got 1 and 0.5) (see --help)"),
        (["timeline", "T", "--from", "0x1", "-o", "OUT"],
         "The value '0x1' is invalid for '--from <S>': write it as a decimal number, e.g. 2 or 0.35 (see --help)"),
        (["check", "R", "--settle", "0x10"],
         "The value '0x10' is invalid for '--settle <S>': write it as a decimal number, e.g. 2 or 0.35 (see --help)"),
        (["--headless", "--settle", "0x10", "--trace", "OUT"],
         "The value '0x10' is invalid for '--settle <S>': write it as a decimal number, e.g. 2 or 0.35 (see --help)"),
        (["--headless", "--replay-speed", "nan", "--trace", "OUT"],
         "The value 'nan' is invalid for '--replay-speed <X>': write it as a decimal number, e.g. 2 or 0.35 (see --help)"),
        (["--headless", "--settle", "0", "--trace", "OUT", "--trace", "OUT2"],
         "--trace is given twice ('OUT', then 'OUT2'): give it once (see --help)"),
        (["timeline", "T", "-o", "OUT", "--output", "OUT2"],
         "-o / --output is given twice ('OUT', then 'OUT2'): give it once (see --help)"),
        (["import", "E", "-o", "OUT", "--scene-id", "knob", "--scene-id=gallery"],
         "--scene-id is given twice ('knob', then 'gallery'): give it once (see --help)"),
        (["check", "R", "--settle", "1", "--settle", "2"], "--settle is given twice ('1', then '2'): give it once (see --help)"),
        (["import", "E", "--scene-id", "nope", "-o", "OUT"],
         "--scene-id: unknown scene 'nope': use one of monkey-banana, knob, checkmark, photo-chevron, gallery, teach, scroll, touch-test (see --help)"),
    ])
    func usageErrors(arguments: [String], line: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = ["T": try trace(in: folder), "R": folder.file("r.jsonl"), "E": AppBinary.recording("knob-circle.evemu"),
                     "OUT": folder.file("out.jsonl"), "OUT2": folder.file("out2.jsonl")]
        try FileManager.default.copyItem(atPath: AppBinary.recording("touch-test-tap.jsonl"), toPath: files["R"]!)
        let result = try app.runBounded(arguments.map { files[$0] ?? $0 }, timeout: 30)
        // The message shows a value of over 60 characters as its first 60 and "…" (a long TMPDIR makes such paths).
        let expected = files.reduce(line) { text, file in
            let shown = file.value.count > 60 ? String(file.value.prefix(60)) + "…" : file.value
            return text.replacingOccurrences(of: "'\(file.key)'", with: "'\(shown)'")
        }
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderrLines == ["gesture-sandbox: " + expected])
        #expect(result.stdout.isEmpty)
        for name in ["OUT", "OUT2"] { #expect(!FileManager.default.fileExists(atPath: files[name]!), "\(name) was written") }
    }
}

/// The `data-title` of every lane of a timeline SVG.
private final class LaneTitles: NSObject, XMLParserDelegate {
    private(set) var values: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if attributes["class"] == "lane", let title = attributes["data-title"] { values.append(title) }
    }
}
