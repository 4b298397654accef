import Testing
@testable import corpus_report

/// `corpus-report --trade-off` measures every bias of the ✓'s long-down-arm score from one pair of replays per
/// stroke; a row counts the long-armed ✓ taken per person, and the `v` and other shapes let through person by person,
/// leaving out of its worst `v` the person-conditions the main score alone already fails.
@Suite struct TradeOffRowTests {
    static func judged(_ person: String, _ gesture: String, _ condition: String, main: Bool = false,
                       long: Double? = nil, count: Int = 1) -> [LongArmJudgement] {
        Array(repeating: LongArmJudgement(person: person, gesture: gesture, condition: condition, byMainScore: main,
                                          longScore: long), count: count)
    }

    /// Two people; a long-armed ✓ condition "L" and a plain one "P". Person a: ✓ scoring 1 and −1; ten `v`, one the
    /// main score takes and one scoring 0.2; a hundred circles, one scoring 0.3. Person b: a ✓ the main score takes
    /// and one scoring 0.5; ten `v`, two the main score takes (over 10 % without the score) and one scoring 5.
    static let judgements: [LongArmJudgement] =
        judged("a", "check", "L", long: 1) + judged("a", "check", "L", long: -1)
        + judged("a", "v", "P", main: true) + judged("a", "v", "P", long: 0.2) + judged("a", "v", "P", count: 8)
        + judged("a", "circle", "P", long: 0.3) + judged("a", "circle", "P", count: 99)
        + judged("b", "check", "L", main: true) + judged("b", "check", "L", long: 0.5)
        + judged("b", "v", "P", main: true, count: 2) + judged("b", "v", "P", long: 5) + judged("b", "v", "P", count: 7)

    @Test("at bias 0 every score ≥ 0 passes: a's v 2 of 10 is the worst, b's 3 of 10 is over but the main score's")
    func atZero() {
        let row = TradeOffRow(Self.judgements, biases: ["a": 0, "b": 0], longConditions: ["L"])
        #expect(row.checks == [TradeOffRow.CheckRate(condition: "L", mean: 0.75, worst: 0.5)])
        #expect(row.worstV == 0.2)
        #expect(row.meanV == 0.25)
        #expect(row.worstVWhere == "a P (2/10)")
        #expect(row.vOver == 2)
        // a: 2 v and a circle of 110 (2.7 %); b: 3 of 10.
        #expect(row.othersOver == 2)
    }

    @Test("a lower bias keeps a's v at 1 of 10 (not over 10 %) and its circle out, and takes fewer ✓")
    func lowered() {
        let row = TradeOffRow(Self.judgements, biases: ["a": -0.5, "b": -0.6], longConditions: ["L"])
        #expect(row.checks == [TradeOffRow.CheckRate(condition: "L", mean: 0.5, worst: 0.5)])
        #expect(row.worstV == 0.1)
        #expect(abs(row.meanV - 0.2) < 1e-12)
        #expect(row.worstVWhere == "a P (1/10)")
        #expect(row.vOver == 1)
        #expect(row.othersOver == 1)
    }

    @Test("a stroke no bias passes (another rule refused it) counts only when the main score takes it")
    func unscored() {
        #expect(!Self.judged("a", "v", "P")[0].accepted(bias: .greatestFiniteMagnitude))
        #expect(Self.judged("a", "v", "P", main: true)[0].accepted(bias: -.greatestFiniteMagnitude))
        let row = TradeOffRow(Self.judgements, biases: [:], longConditions: ["L"])
        #expect(row.checks == [TradeOffRow.CheckRate(condition: "L", mean: 0.25, worst: 0)])
        #expect(row.worstV == 0.1 && row.vOver == 1 && row.othersOver == 1)
        #expect(abs(row.meanV - 0.15) < 1e-12)
    }
}
