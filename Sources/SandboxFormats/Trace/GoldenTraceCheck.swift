import Foundation

/// `gesture-sandbox check`: replays recordings headless and compares their traces with expected ones, so a manual
/// session becomes a regression test (record, look, accept with `--update`, check in CI).
///
/// A recording file is checked against `--expect TRACE` (default: `NAME.trace.jsonl` beside `NAME.jsonl`). A
/// directory checks every `NAME.jsonl` in it (not `*.trace.jsonl`) against `NAME.trace.jsonl` in the same directory,
/// or in `--expect DIR`. The replay itself is the host's (`GoldenTraceCheck(scenes:options:update:tunables:)` in
/// SandboxHost); everything else here is file handling and trace comparison.
@MainActor
public struct GoldenTraceCheck {
    public enum Outcome: Equatable, Sendable {
        case match
        case mismatch(TraceComparison)
        case updated
        case error(String)
    }

    public struct Result: Equatable, Sendable {
        public var recording: String
        public var expected: String
        public var outcome: Outcome
    }

    /// The trace a headless replay of a recording writes, as `--headless --replay R --trace FILE` would.
    public var replay: @MainActor (String) throws -> String
    public var update = false

    public init(update: Bool = false, replay: @escaping @MainActor (String) throws -> String) {
        self.update = update
        self.replay = replay
    }

    /// The recording/trace pairs to check for `path` (a recording or a directory of them).
    public static func pairs(for path: String, expect: String?) throws -> [(recording: String, expected: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SandboxError("no such recording or directory: \(path)")
        }
        guard isDirectory.boolValue else { return [(path, expect ?? tracePath(for: path))] }
        let folder = URL(fileURLWithPath: path)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".trace.jsonl") }.sorted()
        guard !names.isEmpty else { throw SandboxError("no recordings (*.jsonl) in \(path)") }
        let traces = expect.map { URL(fileURLWithPath: $0) } ?? folder
        return names.map { name in
            (folder.appendingPathComponent(name).path,
             traces.appendingPathComponent(URL(fileURLWithPath: tracePath(for: name)).lastPathComponent).path)
        }
    }

    /// `NAME.jsonl` → `NAME.trace.jsonl`.
    public static func tracePath(for recording: String) -> String {
        (recording.hasSuffix(".jsonl") ? String(recording.dropLast(6)) : recording) + ".trace.jsonl"
    }

    /// Checks (or, with `update`, rewrites) one pair.
    public func check(recording: String, expected: String) -> Result {
        func result(_ outcome: Outcome) -> Result { Result(recording: recording, expected: expected, outcome: outcome) }
        let expectedText: String?
        if update {
            expectedText = nil
        } else {
            guard let data = FileManager.default.contents(atPath: expected) else {
                return result(.error("can't read expected trace \(expected) (create it with --update)"))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                return result(.error("expected trace \(expected) is not UTF-8 text"))
            }
            if let problem = Self.problem(inTrace: text, named: expected) { return result(.error(problem)) }
            expectedText = text
        }
        let actual: String
        do {
            actual = try replay(recording)
        } catch let error as SandboxError {
            return result(.error(error.message))
        } catch {
            return result(.error("\(error)"))
        }
        guard let expectedText else {
            // Written through the path, as every output is: a link, a device or a read-only file is not replaced.
            do {
                try OutputFile.write(actual, to: expected)
            } catch let error as SandboxError {
                return result(.error(error.message))
            } catch {
                return result(.error("can't write \(expected): \(error)"))
            }
            return result(.updated)
        }
        let comparison = TraceComparison(expected: expectedText, actual: actual)
        return result(comparison.matches ? .match : .mismatch(comparison))
    }

    /// Why `text` can't be an expected trace (empty, a line that isn't a JSON object), naming the line; nil if fine.
    public static func problem(inTrace text: String, named name: String) -> String? {
        var sawLine = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            sawLine = true
            let value: JSONValue
            do {
                value = try JSONReader.value(of: String(line))
            } catch let error as JSONError {
                guard case .repeatedKey = error.kind else { return "expected trace \(name):\(index + 1): not valid JSON" }
                return "expected trace \(name):\(index + 1): \(error.message)"
            } catch {
                return "expected trace \(name):\(index + 1): not valid JSON"
            }
            guard case .object = value else {
                return "expected trace \(name):\(index + 1): expected a JSON object, found \(value.kindName)"
            }
        }
        return sawLine ? nil : "expected trace \(name) is empty (create it with --update)"
    }

    /// Runs every pair, reporting one line per pair (and the diff of each mismatch) through `print` and each unusable
    /// input as one line through `printError`, then a summary line when there was more than one pair. Returns
    /// whether everything matched (or was updated). An ending signal (`TerminationSignals`) stops it after the pair
    /// in progress, which is not reported (its replay was cut short), with one line through `printError` instead.
    public func run(_ pairs: [(recording: String, expected: String)], print: (String) -> Void,
                    printError: (String) -> Void) -> Bool {
        var counts = (match: 0, mismatch: 0, updated: 0, error: 0)
        for (index, pair) in pairs.enumerated() {
            let result = check(recording: pair.recording, expected: pair.expected)
            if TerminationSignals.wasReceived {
                printError("stopped by a signal after \(index) of \(pairs.count) recordings")
                return false
            }
            let name = pair.recording
            switch result.outcome {
            case .match:
                counts.match += 1
                print("ok       \(name)")
            case let .mismatch(comparison):
                counts.mismatch += 1
                print("DIFFERS  \(name) vs \(pair.expected): " + (comparison.report ?? ""))
            case .updated:
                counts.updated += 1
                print("updated  \(pair.expected)")
            case let .error(message):
                counts.error += 1
                printError(message)
            }
        }
        if pairs.count > 1 {
            var parts = ["\(counts.match) match", "\(counts.mismatch) differ", "\(counts.error) errors"]
            if update { parts = ["\(counts.updated) updated", "\(counts.error) errors"] }
            print("check: \(pairs.count) recordings: " + parts.joined(separator: ", "))
        }
        return counts.mismatch == 0 && counts.error == 0
    }
}
