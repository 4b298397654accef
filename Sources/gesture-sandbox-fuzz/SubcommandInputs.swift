import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureKit
import GestureTuning
import SandboxFormats
import SandboxHost
import SandboxInspector

/// The subcommands' inputs: traces given to `timeline` and `check`, tuning files given to `--tuning`, and Linux
/// recordings given to `import`. Each input is mutated from a seed, written to `OUT/current` first (a crash leaves
/// it there), and read as the subcommand reads it; what it promises is then checked.
extension Fuzzer {
    /// Runs `body` on mutated seeds for `seconds`; `body` says whether the input was accepted.
    mutating func fuzzInputs(_ name: String, for seconds: TimeInterval,
                             _ body: (inout Fuzzer, Data) -> Bool) -> String {
        let start = Date()
        var accepted = 0
        while Date().timeIntervalSince(start) < seconds {
            let input = mutate(seeds.randomElement(using: &rng)!)
            save(input, as: "current")
            let begin = HangWatchdog.processorSeconds()
            runs += 1
            watchdog.begin()
            if body(&self, input) { accepted += 1 }
            watchdog.end()
            let spent = HangWatchdog.processorSeconds() - begin
            if spent > 1 { report("slow (\(spent) s of processor time)", input) }
        }
        return "\(name): \(runs) runs in \(Int(Date().timeIntervalSince(start))) s, \(accepted) accepted, \(findings) findings"
    }

    /// `timeline` and `check`: the trace reads or is refused naming a line; one that reads lays out, draws as SVG
    /// that is well-formed XML, and compares with its seed (the `check` diff) without trouble.
    mutating func fuzzTraces(for seconds: TimeInterval) -> String {
        fuzzInputs("traces", for: seconds) { fuzzer, input in
            guard let text = String(data: input, encoding: .utf8) else { return false }
            let events: [GestureTraceEvent]
            do {
                events = try TraceReader.parse(text)
            } catch let error as TraceReader.ReadError {
                if error.line < 1 { fuzzer.report("trace refused without a line: \(error)", input) }
                return false
            } catch {
                fuzzer.report("trace refused with an unexpected error: \(error)", input)
                return false
            }
            let timeline = Timeline(events: events)
            let svg = TimelineSVG.document(for: timeline, title: "fuzz")
            if let problem = Self.xmlProblem(svg) { fuzzer.report("timeline SVG is not XML: \(problem)", input) }
            _ = TraceComparison(expected: text, actual: String(decoding: fuzzer.seeds[0], as: UTF8.self)).report
            return true
        }
    }

    /// `--tuning`: a file reads or is refused with a `TuningError` naming the file; one that reads holds only known
    /// parameters within their ranges, and writes back to the same tuning.
    mutating func fuzzTuning(for seconds: TimeInterval) -> String {
        let catalog = TuningCatalog.builtIn
        return fuzzInputs("tuning", for: seconds) { fuzzer, input in
            let tuning: Tuning
            do {
                tuning = try TuningFile.parse(input, file: "fuzz", catalog: catalog)
            } catch let error as TuningError {
                if !"\(error)".contains("fuzz") { fuzzer.report("tuning refused without naming the file: \(error)", input) }
                return false
            } catch {
                fuzzer.report("tuning refused with an unexpected error: \(error)", input)
                return false
            }
            for (key, value) in tuning.values {
                guard let parameter = catalog.parameter(key), parameter.range.contains(value) else {
                    fuzzer.report("tuning accepted \(key) = \(value), unknown or out of range", input)
                    return true
                }
            }
            let again = try? TuningFile.parse(Data(TuningFile.json(tuning).utf8), file: "again", catalog: catalog)
            if again != tuning { fuzzer.report("tuning doesn't read back as written", input) }
            return true
        }
    }

    /// `import` and `--replay` of Linux recordings: both read a file the same way (one detector: the same refusal,
    /// or the same touches); a refusal names the file; an import writes a recording the app reads back and writes
    /// again to the same text, and that replays through a scene with the touch guarantee kept.
    mutating func fuzzImports(for seconds: TimeInterval) -> String {
        let path = "\(out)/current"
        return fuzzInputs("imports", for: seconds) { fuzzer, input in
            var imported: Recording?, importError: String?, replayError: String?
            do { imported = try LinuxInputImporter.recording(contentsOf: path) } catch { importError = "\(error)" }
            do { _ = try LinuxInputImporter.load(path: path, windowSize: nil) } catch { replayError = "\(error)" }
            let format = RecordingFormat.detect(input)
            if format == .evemu || format == .libinputRecord, importError != replayError {
                fuzzer.report("import and --replay read it differently: \(importError ?? "read") / \(replayError ?? "read")", input)
            }
            if let importError, !importError.hasPrefix(path) {
                fuzzer.report("import refused without naming the file: \(importError)", input)
            }
            guard let imported else { return false }
            // Written positions are rounded to the format's digits, so the text, not the samples, must come back.
            let text = RecordingWriter.text(of: imported)
            do {
                let back = try RecordingParser.parse(Data(text.utf8), file: "imported")
                if RecordingWriter.text(of: back) != text {
                    fuzzer.report("the recording import wrote reads back to a different one", input)
                }
            } catch {
                fuzzer.report("the app refuses the recording import wrote: \(error)", input)
            }
            fuzzer.check(imported, input: input)
            return true
        }
    }

    /// The first well-formedness problem of an XML document, nil when it has none.
    static func xmlProblem(_ document: String) -> String? {
        let parser = XMLParser(data: Data(document.utf8))
        return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "unparsable")
    }
}
