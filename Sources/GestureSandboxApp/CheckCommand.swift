import ArgumentParser
import Foundation
import SandboxHost
import SandboxFormats
import SandboxSession

/// `gesture-sandbox check`: golden-trace regression checks (see `GoldenTraceCheck`).
struct CheckCommand: FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replay recordings headless and compare their traces with expected ones.",
        discussion: """
        RECORDING is a recording file or a directory of them. A file is checked against --expect TRACE (default \
        NAME.trace.jsonl beside NAME.jsonl); a directory checks every NAME.jsonl in it against NAME.trace.jsonl \
        (in the same directory, or in --expect DIR) and ends with a summary line. A difference prints the first \
        differing line, both versions and the recognizer transitions around it.

        Turn a manual session into a regression test: record it (--record FILE), look at it (--replay FILE), \
        accept it (check FILE --update), and run check in CI.

        Exit status: 0 when every trace matches (or was updated), 1 when one differs, an input is unusable or a \
        signal (Ctrl-C, SIGTERM, SIGHUP) stopped the check.
        """)

    @Argument(help: ArgumentHelp("A recording, or a directory of recordings.", valueName: "RECORDING"))
    var recording: String

    @Option(help: ArgumentHelp("The expected trace (a directory for a directory of recordings).", valueName: "TRACE"))
    var expect: String?

    @Flag(help: "Write the replay's trace as the expected one instead of comparing.")
    var update = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds the clock runs on after the last event, as for --headless.", valueName: "S"),
            transform: DecimalNumber.parse)
    var settle: Double = 2

    @Option(help: ArgumentHelp("Replay with this recognizer tuning, as --tuning does.", valueName: "FILE"))
    var tuning: String?

    /// The app's own options. `--settle` and `--tuning` are the app's names too, and ArgumentParser gives a value
    /// after the subcommand to the parent when both declare the name: read here, `check --tuning FILE` was the
    /// untuned replay (issue 25 item 8). The declarations above stay for `check --help`.
    @ParentCommand var app: SandboxCommand

    /// The tuning file, wherever the parser put it.
    var tuningPath: String? { tuning ?? app.tuning }
    /// The settle time, wherever the parser put it (the default unless either was given).
    var settleTime: Double { settle != SandboxOptions().settle ? settle : app.settle }

    /// The recordings of every pair and the tuning file; with `--update`, the expected traces are outputs.
    private var pairs: [(recording: String, expected: String)] {
        (try? MainActor.assumeIsolated { try GoldenTraceCheck.pairs(for: recording, expect: expect) }) ?? []
    }

    var inputFiles: [CommandFile] {
        pairs.map { CommandFile("RECORDING", $0.recording, role: "the recording being replayed") }
            + [tuningPath.map { CommandFile("--tuning", $0, role: "the tuning file") }].compactMap { $0 }
    }

    var outputFiles: [CommandFile] {
        update ? pairs.map { CommandFile(expect == nil ? "the expected trace" : "--expect", $0.expected) } : []
    }

    func validate() throws {
        guard settleTime >= 0, settleTime.isFinite else { throw ValidationError("--settle must be a finite number, 0 or more") }
        guard settleTime <= 1_000_000 else {
            throw ValidationError("--settle must be at most 1000000 s (got \(DecimalNumber.shown(settleTime)))")
        }
    }

    func run() throws {
        // A file of another kind is named for what it is before any trace is looked for beside it (issue 35).
        let refusals = [FileKind.refusal(of: recording, wanted: [.recording, .otherJSON, .libinputRecord, .evemu],
                                         as: "a recording"),
                        expect.flatMap { FileKind.refusal(of: $0, wanted: [.trace, .otherJSON], as: "a trace") }]
        if let refusal = refusals.compactMap({ $0 }).first {
            ErrorLine.write("check: \(refusal)")
            throw ExitCode.failure
        }
        // As the app itself: an ending signal stops the replay in progress, which removes its trace from the
        // temporary directory, and then the check.
        TerminationSignals.install()
        var options = SandboxOptions()
        options.settle = settleTime
        options.tuningPath = tuningPath
        let failure: String? = MainActor.assumeIsolated {
            do {
                let pairs = try GoldenTraceCheck.pairs(for: recording, expect: expect)
                let check = GoldenTraceCheck(scenes: SceneRegistry.scenes, options: options, update: update,
                                             tunables: SceneRegistry.tunables)
                let passed = check.run(pairs, print: { print($0) }, printError: { ErrorLine.write("check: \($0)") })
                return passed ? nil : ""
            } catch let error as SandboxError {
                return error.message
            } catch {
                return "\(error)"
            }
        }
        guard let failure else { return }
        if !failure.isEmpty { ErrorLine.write("check: \(failure)") }
        throw ExitCode.failure
    }
}
