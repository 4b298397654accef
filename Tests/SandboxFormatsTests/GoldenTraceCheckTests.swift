import Foundation
import SandboxFormats
import Testing

/// The `check` run on a replay given to it (the host gives `SandboxApp`; here a stand-in returns fixed traces): what
/// each pair comes to, the lines it prints, and that `--update` writes what the replay wrote.
@MainActor
@Suite struct GoldenTraceCheckTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-golden-\(UUID().uuidString)")

    func write(_ text: String, _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func eachPairMatchesDiffersOrFailsAndTheSummaryCountsThem() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = try write("{\"t\":1}\n", "same.trace.jsonl")
        let other = try write("{\"t\":2}\n", "other.trace.jsonl")
        let check = GoldenTraceCheck { recording in
            guard recording != "broken.jsonl" else { throw SandboxError("can't read broken.jsonl") }
            return "{\"t\":1}\n"
        }
        #expect(check.check(recording: "same.jsonl", expected: same).outcome == .match)
        guard case .mismatch(let comparison) = check.check(recording: "other.jsonl", expected: other).outcome else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(comparison.firstDifference == 1)
        #expect(check.check(recording: "broken.jsonl", expected: same).outcome == .error("can't read broken.jsonl"))
        var printed: [String] = [], errors: [String] = []
        let passed = check.run([("same.jsonl", same), ("broken.jsonl", same)], print: { printed.append($0) },
                               printError: { errors.append($0) })
        #expect(!passed)
        #expect(printed == ["ok       same.jsonl", "check: 2 recordings: 1 match, 0 differ, 1 errors"])
        #expect(errors == ["can't read broken.jsonl"])
    }

    @Test func updateWritesWhatTheReplayWrote() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try write("{\"t\":9}\n", "knob.trace.jsonl")
        let check = GoldenTraceCheck(update: true) { _ in "{\"t\":1}\n{\"t\":2}\n" }
        #expect(check.check(recording: "knob.jsonl", expected: expected).outcome == .updated)
        #expect(try String(contentsOfFile: expected, encoding: .utf8) == "{\"t\":1}\n{\"t\":2}\n")
    }
}
