import Foundation

/// What one bias of the long-down-arm score costs and gains over the held-out people (issue 38 point 3): the
/// long-armed ✓ taken, against the `v` and other shapes let through person by person.
struct TradeOffRow: Equatable {
    /// The ✓ taken in one long-down-arm condition: the mean over the people and the worst person's.
    struct CheckRate: Equatable {
        var condition: String
        var mean: Double
        var worst: Double
    }

    var checks: [CheckRate]
    /// The highest `v` acceptance of any person in any condition where the main score alone keeps that person's
    /// `v` within 10 % (the others fail whatever this score does), and whose it is.
    var worstV: Double
    var worstVWhere: String
    /// The `v` target's own measure: the highest, over the conditions, mean over the people of their `v` acceptance.
    var meanV: Double
    /// Person-conditions with the `v` over 10 %, and with all shapes but the ✓ (the `v` among them) over 1 %.
    var vOver: Int
    var othersOver: Int

    /// Measured on `judgements` with each person's fold's bias (`biases[person]`).
    init(_ judgements: [LongArmJudgement], biases: [String: Double], longConditions: [String]) {
        struct Count { var accepted = 0, byMain = 0, total = 0 }
        var checks: [String: [String: Count]] = [:], vs: [String: Count] = [:], others: [String: Count] = [:]
        var vsByCondition: [String: [String: Count]] = [:]
        for j in judgements {
            let accepted = j.accepted(bias: biases[j.person] ?? -.infinity)
            func add(_ count: inout Count) {
                count.total += 1
                if accepted { count.accepted += 1 }
                if j.byMainScore { count.byMain += 1 }
            }
            let key = "\(j.person) \(j.condition)"
            if j.gesture == "check" {
                add(&checks[j.condition, default: [:]][j.person, default: Count()])
            } else {
                add(&others[key, default: Count()])
                if j.gesture == "v" {
                    add(&vs[key, default: Count()])
                    add(&vsByCondition[j.condition, default: [:]][j.person, default: Count()])
                }
            }
        }
        func rate(_ c: Count) -> Double { c.total == 0 ? 0 : Double(c.accepted) / Double(c.total) }
        self.checks = longConditions.map { condition in
            let rates = (checks[condition] ?? [:]).values.map(rate)
            return CheckRate(condition: condition, mean: rates.reduce(0, +) / Double(max(rates.count, 1)),
                             worst: rates.min() ?? .nan)
        }
        let heldByMain = vs.filter { Double($0.value.byMain) <= 0.1 * Double($0.value.total) }
        let worst = heldByMain.max { rate($0.value) < rate($1.value) || rate($0.value) == rate($1.value) && $0.key > $1.key }
        worstV = worst.map { rate($0.value) } ?? 0
        worstVWhere = worst.map { "\($0.key) (\($0.value.accepted)/\($0.value.total))" } ?? "-"
        meanV = vsByCondition.values.map { people in people.values.map(rate).reduce(0, +) / Double(people.count) }.max() ?? 0
        vOver = vs.values.filter { rate($0) > 0.1 }.count
        othersOver = others.values.filter { rate($0) > 0.01 }.count
    }
}
