import Foundation
import TestSupport
import Testing

/// Issue 21, items 1-3: `import -o`, `timeline -o` (SVG and PNG) and `check --update` write through the user's path as
/// the main command's outputs do: a symlink, a hard link, a FIFO, a device or a read-only file is written through or
/// refused, never replaced by a new regular file; a full or closed standard output is one line and exit 1; an output
/// naming the command's own input is refused (exit 64) and the input kept. Every FIFO, link and device copy is made
/// in a temporary folder; no test opens a real device node by its own name.
@Suite("Subcommand outputs written through their paths", .serialized)
struct SubcommandOutputTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// A subcommand that writes a file, and how it names its output.
    enum Writer: String, CaseIterable, CustomTestStringConvertible {
        case importRecording, timelineSVG, timelinePNG, checkUpdate

        var testDescription: String { rawValue }

        /// The word its error lines start with.
        var command: String {
            switch self {
            case .importRecording: "import"
            case .timelineSVG, .timelinePNG: "timeline"
            case .checkUpdate: "check"
            }
        }

        /// The output's name ends as the command expects (`.png` picks PNG).
        var outputName: String { self == .timelinePNG ? "out.png" : self == .timelineSVG ? "out.svg" : "out.jsonl" }

        /// Makes the input in `folder` (a trace to draw, a recording to check) and returns the arguments writing to
        /// `output`.
        func arguments(in folder: TemporaryFolder, app: AppBinary, output: String) throws -> [String] {
            switch self {
            case .importRecording:
                return ["import", AppBinary.recording("knob-circle.evemu"), "-o", output]
            case .timelineSVG, .timelinePNG:
                let trace = folder.file("in.trace.jsonl")
                if !FileManager.default.fileExists(atPath: trace) {
                    let made = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                                   "--trace", trace])
                    #expect(made.status == 0, "\(made.stderr)")
                }
                return ["timeline", trace, "-o", output]
            case .checkUpdate:
                let recording = folder.file("in.jsonl")
                if !FileManager.default.fileExists(atPath: recording) {
                    try FileManager.default.copyItem(atPath: AppBinary.recording("touch-test-tap.jsonl"),
                                                     toPath: recording)
                }
                return ["check", recording, "--expect", output, "--update"]
            }
        }
    }

    /// What `writer` writes into a fresh regular file.
    func reference(_ writer: Writer, in folder: TemporaryFolder) throws -> Data {
        let path = folder.file("reference-" + writer.outputName)
        let result = try app.runBounded(try writer.arguments(in: folder, app: app, output: path))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count > 100)
        return data
    }

    @Test("a symlink stays a symlink and its target gets the output, old contents gone", arguments: Writer.allCases)
    func symlink(_ writer: Writer) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = try reference(writer, in: folder)
        let target = folder.file("target-" + writer.outputName), link = folder.file(writer.outputName)
        try String(repeating: "stale ", count: 100_000).write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try app.runBounded(try writer.arguments(in: folder, app: app, output: link))
        #expect(result.status == 0 && result.stderr.isEmpty && !result.timedOut, "\(result.stderr)")
        #expect(TemporaryFolder.type(at: link) == .typeSymbolicLink, "the symlink was replaced")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == expected)
    }

    @Test("a hard link sees the new output: the file is truncated in place, not replaced", arguments: Writer.allCases)
    func hardLink(_ writer: Writer) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = try reference(writer, in: folder)
        let file = folder.file(writer.outputName), other = folder.file("other-link")
        try String(repeating: "old\n", count: 10_000).write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: file, toPath: other)
        let result = try app.runBounded(try writer.arguments(in: folder, app: app, output: file))
        #expect(result.status == 0 && result.stderr.isEmpty && !result.timedOut, "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == expected, "the file was replaced, not rewritten")
    }

    @Test("a FIFO's reader gets the output and the FIFO stays a FIFO", arguments: Writer.allCases)
    func fifo(_ writer: Writer) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = try reference(writer, in: folder)
        let fifo = folder.file(writer.outputName)
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(path: fifo)
        let result = try app.runBounded(try writer.arguments(in: folder, app: app, output: fifo), timeout: 60)
        let received = reader.finish()
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(received == expected)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    @Test("a read-only file keeps its mode: written through where the user may (root), else refused and kept",
          arguments: Writer.allCases)
    func readOnly(_ writer: Writer) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = try reference(writer, in: folder)
        let file = folder.file(writer.outputName)
        let old = Data("read-only contents\n".utf8)
        try old.write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o444) == 0)
        let result = try app.runBounded(try writer.arguments(in: folder, app: app, output: file))
        #expect(!result.timedOut)
        if getuid() == 0 {
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == expected)
        } else {
            #expect(result.status == 1)
            #expect(result.stderrLines == ["gesture-sandbox: \(writer.command): can't write \(file): Permission denied"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == old)
        }
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o7777 == 0o444, "the mode became \(String(info.st_mode & 0o7777, radix: 8))")
    }

    @Test("copies of /dev/null and /dev/full (mknod, in a temporary folder) stay devices; the full one is one line, exit 1",
          arguments: Writer.allCases)
    func devices(_ writer: Writer) throws {
        try #require(OutputPathTests.canMakeDevices, "needs root and a temporary folder that allows device nodes")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let null = folder.file("null-" + writer.outputName), full = folder.file("full-" + writer.outputName)
        #expect(mknod(null, S_IFCHR | 0o666, OutputPathTests.memoryDevice(3)) == 0)
        #expect(mknod(full, S_IFCHR | 0o666, OutputPathTests.memoryDevice(7)) == 0)
        let quiet = try app.runBounded(try writer.arguments(in: folder, app: app, output: null))
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && !quiet.timedOut, "\(quiet.stderr)")
        let failing = try app.runBounded(try writer.arguments(in: folder, app: app, output: full))
        #expect(failing.status == 1 && failing.reason == .exit && !failing.timedOut)
        #expect(failing.stderrLines == ["gesture-sandbox: \(writer.command): can't write \(full): No space left on device"])
        for node in [null, full] {
            var info = stat()
            #expect(lstat(node, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "\(node) was replaced")
        }
    }

    @Test("import -o - into a full standard output (a /dev/full copy): one line, exit 1, no crash")
    func importIntoFullStandardOutput() throws {
        try #require(OutputPathTests.canMakeDevices, "needs root and a temporary folder that allows device nodes")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stderr = try runIntoFullStandardOutput(["import", AppBinary.recording("knob-circle.evemu"), "-o", "-"], in: folder)
        #expect(stderr == "gesture-sandbox: import: can't write -: No space left on device\n")
    }

    /// Runs the app with `arguments`, its standard output a /dev/full copy in `folder`; expects exit 1 (no signal
    /// death) and returns its standard error.
    private func runIntoFullStandardOutput(_ arguments: [String], in folder: TemporaryFolder) throws -> String {
        let full = folder.file("full")
        #expect(mknod(full, S_IFCHR | 0o666, OutputPathTests.memoryDevice(7)) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: full))
        defer { try? handle.close() }
        let process = app.process(arguments)
        let err = Pipe()
        process.standardOutput = handle
        process.standardError = err
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
        return String(decoding: stderr, as: UTF8.self)
    }

    /// What the commands print as their answer (`check`'s verdict, the scene list, the version, the help) was lost
    /// without a word on a full standard output, and the exit status said all was well.
    @Test("a report printed to a full standard output (a /dev/full copy) is one line and exit 1", arguments: [
        ["check", AppBinary.recording("touch-test-tap.jsonl"), "--expect", "TRACE"], ["--list-scenes"], ["--version"],
        ["--help"], ["check", "--help"],
    ])
    func reportIntoFullStandardOutput(_ arguments: [String]) throws {
        try #require(OutputPathTests.canMakeDevices, "needs root and a temporary folder that allows device nodes")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.file("expected.trace.jsonl")
        let made = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"), "--trace", trace])
        #expect(made.status == 0, "\(made.stderr)")
        let stderr = try runIntoFullStandardOutput(arguments.map { $0 == "TRACE" ? trace : $0 }, in: folder)
        #expect(stderr == "gesture-sandbox: can't write standard output: No space left on device\n")
    }

    @Test("import -o - into a pipe its reader closed: one line, exit 1, not killed by SIGPIPE")
    func importIntoClosedPipe() throws {
        let out = Pipe()
        let result = try app.runBounded(["import", AppBinary.recording("knob-circle.evemu"), "-o", "-"],
                                        stdout: out, readsStandardOutput: false) { _ in
            try out.fileHandleForReading.close()
        }
        #expect(result.reason == .exit, "killed by signal \(result.status)")
        #expect(result.status == 1 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: import: can't write -: Broken pipe"])
    }

    /// How the output names the input: the same path, a symlink to it, a hard link to it.
    enum Alias: String, CaseIterable, CustomTestStringConvertible {
        case same, symlink, hardLink
        var testDescription: String { rawValue }

        func path(to input: String, in folder: TemporaryFolder) throws -> String {
            switch self {
            case .same: return input
            case .symlink:
                let link = folder.file("alias-symlink")
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
                return link
            case .hardLink:
                let link = folder.file("alias-hardlink")
                try FileManager.default.linkItem(atPath: input, toPath: link)
                return link
            }
        }
    }

    @Test("an output naming the command's own input, directly or through a link, is refused: one line, exit 64, the input kept",
          arguments: Alias.allCases)
    func outputOverInput(_ alias: Alias) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recording = folder.file("in.jsonl"), trace = folder.file("in.trace.jsonl"), evemu = folder.file("in.evemu")
        try FileManager.default.copyItem(atPath: AppBinary.recording("touch-test-tap.jsonl"), toPath: recording)
        try FileManager.default.copyItem(atPath: AppBinary.recording("knob-circle.evemu"), toPath: evemu)
        let made = try app.runBounded(["--headless", "--replay", recording, "--trace", trace])
        #expect(made.status == 0, "\(made.stderr)")
        let cases: [(input: String, arguments: (String) -> [String], line: (String) -> String)] = [
            (recording, { ["check", recording, "--expect", $0, "--update"] },
             { "--expect \($0) is the recording being replayed: name another file" }),
            (evemu, { ["import", evemu, "-o", $0] }, { "-o \($0) is the recording being imported: name another file" }),
            (trace, { ["timeline", trace, "-o", $0] }, { "-o \($0) is the trace being drawn: name another file" }),
        ]
        for (input, arguments, line) in cases {
            let original = try Data(contentsOf: URL(fileURLWithPath: input))
            let output = try alias.path(to: input, in: folder)
            let result = try app.runBounded(arguments(output), timeout: 30)
            #expect(!result.timedOut)
            #expect(result.status == 64, "\(arguments(output)): \(result.stderr)")
            #expect(result.stderrLines == ["gesture-sandbox: \(line(output)) (see --help)"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == original, "\(input) was overwritten")
            if alias != .same { try FileManager.default.removeItem(atPath: output) }
        }
    }

    @Test("check DIR --update refuses an expected trace that is a link to its recording; import refuses -o naming the .desc")
    func outputOverInputInFolderAndDescription() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recording = folder.file("a.jsonl"), expected = folder.file("a.trace.jsonl")
        try FileManager.default.copyItem(atPath: AppBinary.recording("touch-test-tap.jsonl"), toPath: recording)
        try FileManager.default.createSymbolicLink(atPath: expected, withDestinationPath: recording)
        let original = try Data(contentsOf: URL(fileURLWithPath: recording))
        let checked = try app.runBounded(["check", folder.path, "--update"], timeout: 30)
        #expect(checked.status == 64 && !checked.timedOut)
        #expect(checked.stderrLines == ["gesture-sandbox: the expected trace \(expected) is the recording being replayed: "
                                            + "name another file (see --help)"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: recording)) == original)

        // An events-only evemu file reads its device from NAME.desc beside it.
        let full = try String(contentsOfFile: AppBinary.recording("knob-circle.evemu"), encoding: .utf8)
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let isEvent = { (line: Substring) in line.hasPrefix("E:") }
        let events = folder.file("touch.events"), description = folder.file("touch.desc")
        try lines.filter(isEvent).joined(separator: "\n").appending("\n").write(toFile: events, atomically: false,
                                                                                encoding: .utf8)
        try lines.filter { !isEvent($0) }.joined(separator: "\n").write(toFile: description, atomically: false,
                                                                         encoding: .utf8)
        let works = try app.runBounded(["import", events, "-o", "-"], timeout: 30)
        #expect(works.status == 0 && works.stderr.isEmpty, "\(works.stderr)")
        let kept = try Data(contentsOf: URL(fileURLWithPath: description))
        let imported = try app.runBounded(["import", events, "-o", description], timeout: 30)
        #expect(imported.status == 64)
        #expect(imported.stderrLines == ["gesture-sandbox: -o \(description) is the device description: name another file "
                                             + "(see --help)"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: description)) == kept)
    }

    @Test("the main command refuses an output naming its --tuning file too, and keeps it")
    func outputOverTuning() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tuning = folder.file("tuning.json")
        let text = #"{"format":"gesture-sandbox-tuning","version":1,"values":{"tap.allowableMovement":8}}"# + "\n"
        try text.write(toFile: tuning, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                         "--tuning", tuning, "--trace", tuning], timeout: 30)
        #expect(result.status == 64 && !result.timedOut)
        #expect(result.stderrLines == ["gesture-sandbox: --trace \(tuning) is the tuning file: name another file (see --help)"])
        #expect(try String(contentsOfFile: tuning, encoding: .utf8) == text)
    }
}
