import Foundation
@testable import SandboxFormats
import Testing

/// A fuzzed trace (issue 21's `traces` target) with `"touches":1e308` crashed `timeline` (SIGILL: a Double too large
/// for Int); every whole-number field beyond ±2^53 is refused on its line instead.
@Suite("Trace reader limits")
struct TraceReaderLimitTests {
    @Test("a whole number too large for the trace is refused on its line, not a crash", arguments: [
        ("1e308", "1e+308"), ("-1e308", "-1e+308"), ("1e19", "1e+19"), ("9007199254740994", "9.007199254740994e+15"),
    ])
    func hugeWholeNumber(_ written: String, _ shown: String) {
        let trace = """
            {"format":"gesture-sandbox-trace","version":2}
            {"t":0.5,"view":"canvas","delivery":"began","touches":\(written),"serials":[1]}
            """
        #expect(throws: TraceReader.ReadError(line: 2, message: "\"touches\" is \(shown), beyond ±2^53")) {
            try TraceReader.parse(trace)
        }
    }

    /// The `traces` fuzz target's next finding: `"t":1e308` read, and `timeline` then crashed laying out a time axis
    /// a hundred orders of magnitude long (Int of an infinite tick). A time beyond the limit is refused on its line.
    @Test("a time beyond the trace's limit is refused on its line", arguments: ["1e308", "1e10", "1000000001"])
    func hugeTime(_ written: String) {
        let trace = """
            {"format":"gesture-sandbox-trace","version":2}
            {"t":\(written),"view":"pad-1","delivery":"began","touches":1,"serials":[1]}
            {"t":0.18,"view":"pad-1","delivery":"ended","touches":1,"serials":[1]}
            """
        #expect(throws: TraceReader.ReadError(line: 2, message: "\"t\" must be a time from 0 to 1000000000 s")) {
            try TraceReader.parse(trace)
        }
    }
}
