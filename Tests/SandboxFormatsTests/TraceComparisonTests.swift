import Foundation
import Testing
@testable import SandboxFormats

@Suite("Trace comparison")
struct TraceComparisonTests {
    static func transition(_ t: String, _ name: String, _ from: String, _ to: String) -> String {
        #"{"t":\#(t),"recognizer":"\#(name)","type":"TapGestureRecognizer","view":"v","from":"\#(from)","to":"\#(to)","action":false,"x":0,"y":0}"#
    }

    @Test func equalTracesMatchAndHaveNoReport() {
        let text = "a\nb\n"
        let comparison = TraceComparison(expected: text, actual: text)
        #expect(comparison.matches)
        #expect(comparison.report == nil)
    }

    @Test func theReportNamesTheFirstDifferentLineBothVersionsAndTheTransitionsAroundIt() {
        let t = Self.transition
        let shared = [t("0.1", "a", "possible", "began"), #"{"t":0.1,"view":"v","delivery":"began","touches":1}"#]
        let expected = shared + [t("0.2", "a", "began", "ended"), t("0.2", "b", "possible", "failed")]
        let actual = shared + [t("0.2", "a", "began", "cancelled"), t("0.2", "b", "possible", "failed"),
                               t("0.3", "c", "possible", "ended")]
        let comparison = TraceComparison(expected: expected.joined(separator: "\n") + "\n",
                                         actual: actual.joined(separator: "\n") + "\n")
        #expect(comparison.firstDifference == 3)
        #expect(comparison.report == """
            first difference at line 3 (expected 4 lines, got 5)
              expected: \(expected[2])
              actual:   \(actual[2])
              transitions before it (both):
                   1  t=0.1 a possible → began
              transitions after it, expected:
                   4  t=0.2 b possible → failed
              transitions after it, actual:
                   4  t=0.2 b possible → failed
                   5  t=0.3 c possible → ended
            """)
    }

    @Test func aTraceThatStopsEarlyDiffersWhereItEnds() {
        let comparison = TraceComparison(expected: "x\ny\n", actual: "x\n")
        #expect(comparison.firstDifference == 2)
        #expect(comparison.report?.contains("  actual:   (end of trace)") == true)
        #expect(comparison.report?.contains("transitions after it, actual: none") == true)
    }

    @Test @MainActor func malformedExpectedTracesAreNamedWithTheirLine() {
        #expect(GoldenTraceCheck.problem(inTrace: "", named: "e.jsonl") == "expected trace e.jsonl is empty (create it with --update)")
        #expect(GoldenTraceCheck.problem(inTrace: "{}\n{\"t\":", named: "e.jsonl") == "expected trace e.jsonl:2: not valid JSON")
        #expect(GoldenTraceCheck.problem(inTrace: "{}\n\n[1]\n", named: "e.jsonl")
            == "expected trace e.jsonl:3: expected a JSON object, found an array")
        #expect(GoldenTraceCheck.problem(inTrace: "{}\n", named: "e.jsonl") == nil)
    }

    @Test @MainActor func pairsComeFromARecordingOrADirectory() throws {
        #expect(GoldenTraceCheck.tracePath(for: "/a/knob.jsonl") == "/a/knob.trace.jsonl")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-pairs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b.jsonl", "a.jsonl", "a.trace.jsonl", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        let pairs = try GoldenTraceCheck.pairs(for: folder.path, expect: "/golden")
        #expect(pairs.map(\.recording) == ["a.jsonl", "b.jsonl"].map { folder.appendingPathComponent($0).path })
        #expect(pairs.map(\.expected) == ["/golden/a.trace.jsonl", "/golden/b.trace.jsonl"])
        #expect(throws: SandboxError("no such recording or directory: /nowhere")) {
            try GoldenTraceCheck.pairs(for: "/nowhere", expect: nil)
        }
    }
}
