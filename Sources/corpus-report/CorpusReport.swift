import ArgumentParser
import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// Replays the unistroke corpus through the real custom recognizers (window → view → recognizer, recorded
/// timestamps) and prints acceptance per shape and device against the targets.
@main
struct CorpusReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus-report",
        abstract: "Measure the custom recognizers on the unistroke corpus.")

    @Option(help: "Path of unistrokes-dev.jsonl.")
    var corpus: String = StrokeCorpus.defaultPath

    @Option(help: "checkmark, chevron, tickle, swirl or all.")
    var recognizer: RecognizerKind = .all

    @Option(help: "Replay every stroke resized to this extent (points) instead of the default sizes.")
    var scale: Double?

    mutating func run() throws {
        let loaded: StrokeCorpus
        do {
            loaded = try StrokeCorpus.load(path: corpus)
        } catch let error as StrokeCorpusError {
            throw ValidationError(error.description)
        }
        let multi = loaded.strokes.filter { $0.attempts > 1 }.count
        print("corpus: \(corpus) — \(loaded.strokes.count) strokes (\(multi) records held several pen-down "
              + "attempts; the last attempt is replayed)\n")
        let kinds: [RecognizerKind] = recognizer == .all ? RecognizerKind.shapes + [.swirl] : [recognizer]
        let scale = self.scale
        var failures = 0
        MainActor.assumeIsolated {
            for kind in kinds {
                failures += kind == .swirl ? SwirlReport.run(loaded) : ShapeReport.run(kind, loaded, scale: scale)
            }
        }
        print(failures == 0 ? "ALL TARGETS PASS" : "\(failures) TARGET(S) FAIL")
        if failures > 0 { throw ExitCode(1) }
    }
}
