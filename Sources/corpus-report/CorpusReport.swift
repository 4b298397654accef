import ArgumentParser
import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis
import SandboxFormats
import TemplateRecognition

/// Replays the unistroke corpus through the real custom recognizers (window → view → recognizer, recorded
/// timestamps) and prints acceptance per shape and device against the targets.
@main
struct CorpusReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus-report",
        abstract: "Measure the custom recognizers on the unistroke corpus.")

    @Option(help: ArgumentHelp("""
        The corpus: the packed form the project ships, or the original JSON Lines (a .jsonl name).
        """, valueName: "FILE"))
    var corpus: String = StrokeCorpus.defaultPath

    @Option(help: "checkmark, chevron, tickle, swirl or all.")
    var recognizer: RecognizerKind = .all

    @Option(help: "Replay every stroke resized to this extent (points) instead of the default sizes.")
    var scale: Double?

    @Flag(help: """
        Cross-validate by person: each person held out once, the checkmark's thresholds chosen on the other five, \
        every target measured on the held-out person under each augmentation (110 pt 75 Hz whole pixels; 110 pt \
        as recorded, whole pixels, 60/90/240 Hz, ±10°; 40 and 400 pt 75 Hz whole pixels; and fourteen styles the \
        corpus lacks: lead-ins, loops, curved arms, a long down arm, a dwell, speed, jitter), with the mean and the \
        worst person.
        """)
    var crossValidate = false

    @Flag(help: "With --cross-validate: print every misjudged stroke with the rule that decided it.")
    var showMisses = false

    @Option(help: ArgumentHelp("""
        Cross-validate (as --cross-validate) and draw every stroke a recognizer refused or accepted wrongly, with \
        its reason, grouped by recognizer, person and condition, into a PNG contact sheet. With --templates: the \
        strokes missed with 3 examples per shape, as recorded, and the untaught strokes accepted.
        """, valueName: "FILE.png"))
    var sheet: String?

    @Flag(help: """
        With --cross-validate: print each threshold's cross-validated margin, how far it could be tightened before \
        a held-out person's gesture is lost (the figure its doc comment quotes).
        """)
    var margins = false

    @Flag(help: """
        The ✓'s long-down-arm score (issue 38) cross-validated by person at several biases, each a share of the \
        training v it lets through: the long-armed ✓ taken (mean and worst person) against the v and other shapes \
        let through person by person, the operating points within 10 %, 12.5 % and 20 % of a person's v, and which \
        score took each person's v where they pass over 10 %.
        """)
    var tradeOff = false

    @Flag(help: """
        Gestures taught by example: each person teaches every shape (3 and 5 examples per shape), every other \
        person's strokes are tested, as recorded and reversed, closed shapes from another start, turned ±15° and \
        in the styles of the ✓'s conditions; the accuracy (mean and worst person) and the refusal of shapes not \
        taught.
        """)
    var templates = false

    @Option(help: "With --templates: the seed of the draws of templates.")
    var seed: UInt64 = 26

    @Option(help: "With --templates: draws of examples per teacher.")
    var draws: Int = 1

    @Option(help: "With --templates: the recognizer's minimumScore.")
    var minimumScore: Double = TemplateGestureRecognizer.defaultMinimumScore

    @Option(help: "With --templates: the rotation a drawing may have from an example, in degrees, or 'any'.")
    var rotation: String = "30"

    mutating func run() throws {
        if let sheet {
            try Self.reportingSandboxError { try MissSheet.checkOutput(sheet) }
            crossValidate = !templates
        }
        let loaded: StrokeCorpus
        do {
            loaded = try StrokeCorpus.load(path: corpus)
        } catch let error as StrokeCorpusError {
            throw ValidationError(error.description)
        }
        let multi = loaded.strokes.filter { $0.attempts > 1 }.count
        print("corpus: \(corpus) — \(loaded.strokes.count) strokes (\(multi) records held several pen-down "
              + "attempts; the last attempt is replayed)\n")
        if templates {
            let turn: TemplateSet.Rotation
            if rotation == "any" {
                turn = .invariant
            } else if let degrees = Double(rotation), degrees >= 0 {
                turn = .sensitive(maximumDegrees: degrees)
            } else {
                throw ValidationError("--rotation must be degrees ≥ 0 or 'any' (got \(rotation))")
            }
            guard draws >= 1 else { throw ValidationError("--draws must be at least 1 (got \(draws))") }
            let seed = self.seed, minimumScore = self.minimumScore, draws = self.draws
            let (failures, misses) = MainActor.assumeIsolated {
                var misses: [Miss] = []
                let failures = TemplateReport.run(loaded, seed: seed, minimumScore: minimumScore, rotation: turn,
                                                  draws: draws, misses: &misses)
                return (failures, misses)
            }
            if let sheet { try Self.writeSheet(misses, to: sheet) }
            print(failures == 0 ? "ALL TARGETS PASS" : "\(failures) TARGET(S) FAIL")
            if failures > 0 { throw ExitCode(1) }
            return
        }
        if tradeOff {
            let failures = MainActor.assumeIsolated { LongArmTradeOff.run(loaded, augmentations: StrokeAugmentation.all) }
            if failures > 0 { throw ExitCode(1) }
            return
        }
        let kinds: [RecognizerKind] = recognizer == .all ? RecognizerKind.shapes + [.swirl] : [recognizer]
        let scale = self.scale
        var failures = 0
        if crossValidate {
            let showMisses = self.showMisses, margins = self.margins
            failures = MainActor.assumeIsolated {
                CrossValidation.showMisses = showMisses
                if margins { Margins.run(kinds, loaded, augmentations: StrokeAugmentation.all) }
                return CrossValidation.run(kinds, loaded, augmentations: StrokeAugmentation.all)
            }
            if let sheet { try Self.writeSheet(MainActor.assumeIsolated { CrossValidation.misses }, to: sheet) }
            print(failures == 0 ? "ALL TARGETS PASS ON THE WORST FOLD" : "\(failures) TARGET(S) FAIL ON THE WORST FOLD")
            if failures > 0 { throw ExitCode(1) }
            return
        }
        MainActor.assumeIsolated {
            for kind in kinds {
                failures += kind == .swirl ? SwirlReport.run(loaded) : ShapeReport.run(kind, loaded, scale: scale)
            }
        }
        print(failures == 0 ? "ALL TARGETS PASS" : "\(failures) TARGET(S) FAIL")
        if failures > 0 { throw ExitCode(1) }
    }

    /// Draws `misses` into the contact sheet at `path` and says how many it drew.
    private static func writeSheet(_ misses: [Miss], to path: String) throws {
        try reportingSandboxError { try MainActor.assumeIsolated { try MissSheet.write(misses, to: path) } }
        print("contact sheet: \(misses.count) misjudged strokes drawn into \(path)")
    }

    /// Runs `body`; a `SandboxError` ends the run with its one line on standard error and exit code 1.
    private static func reportingSandboxError(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SandboxError {
            FileHandle.standardError.write(Data("corpus-report: \(error.message)\n".utf8))
            throw ExitCode.failure
        }
    }
}
