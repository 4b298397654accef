import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// `corpus-report --trade-off`: the ✓'s long-down-arm score (issue 38 point 3) cross-validated by person at
/// several biases, each the share of the fold's training `v` it lets through (`CheckmarkTuning.longDownArmVShare`
/// is the shipped one). Each held-out stroke is replayed twice per condition — without the score, and with it
/// taking everything it may judge — and its score is kept, so every bias is measured without another replay; the
/// shipped share is then checked against the real recognizer.
@MainActor
enum LongArmTradeOff {
    static let shares: [Double] = [0, 0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.04, 0.06, 0.1, 0.15,
                                   0.2, 0.3]

    static func run(_ corpus: StrokeCorpus, augmentations: [StrokeAugmentation]) -> Int {
        let people = CrossValidation.subjects(corpus)
        var judgements: [LongArmJudgement] = []
        var biases: [Double: [String: Double]] = [:]
        var differ = 0, checked = 0
        for person in people {
            let training = corpus.strokes.filter { $0.subject != person }
            let (checks, vs, longChecks) = CheckmarkTuning.trainingFeatures(of: training, augmentations: augmentations)
            let tuned = CheckmarkTuning.tuned(checks: checks, vs: vs, longChecks: longChecks)
            guard let score = tuned.longDownArmDiscriminant else { continue }
            let longVs = CheckmarkTuning.longDownArmVs(vs, tuned)
            for share in shares { biases[share, default: [:]][person] = score.passing(share, of: longVs).bias }
            var withoutScore = tuned, takingAll = tuned
            withoutScore.longDownArmDiscriminant = nil
            takingAll.longDownArmDiscriminant?.bias = .greatestFiniteMagnitude
            for stroke in corpus.strokes where stroke.subject == person {
                for augmentation in augmentations {
                    let drawn = augmentation.apply(to: stroke)
                    func accepts(_ c: CheckmarkAnalyzer.Configuration) -> Bool {
                        let recognizer = CheckmarkGestureRecognizer(analyzer: CheckmarkAnalyzer(configuration: c))
                        return StrokeReplay.replay(drawn, into: recognizer).recognized
                    }
                    let points = StrokeReplay.placed(drawn.points).map(\.location)
                    let features = accepts(takingAll) ? CheckmarkFeatures(points: points, configuration: tuned) : nil
                    let judgement = LongArmJudgement(person: person, gesture: stroke.gesture,
                                                     condition: augmentation.description, byMainScore: accepts(withoutScore),
                                                     longScore: features.map { score.score($0) - score.bias })
                    judgements.append(judgement)
                    if judgement.byMainScore || judgement.longScore != nil {
                        checked += 1
                        if judgement.accepted(bias: score.bias) != accepts(tuned) { differ += 1 }
                    }
                }
            }
        }
        let longConditions = augmentations.filter(\.tunesTheLongDownArm).map(\.description)
        let labels = augmentations.filter(\.tunesTheLongDownArm).map { $0.style.map { "\($0)" } ?? $0.description }
        print("== checkmark: the long-down-arm score's trade-off, cross-validated by person (\(people.count) folds × "
              + "\(augmentations.count) conditions; its bias at a share of the fold's training v whose up arm is at "
              + "least \(CheckmarkAnalyzer.Configuration().longDownArmMinimumRatio)× the down arm)")
        print("v mean: the highest mean over the people in a condition (target ≤ 10 %); v worst: the highest v "
              + "acceptance of a person in a condition where the main score alone holds it ≤ 10 %; over: "
              + "person-conditions with the v > 10 % / all shapes but the ✓ > 1 %")
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        print("share".leftPadded(to: 7) + labels.map { ("✓ " + $0 + " mean / worst").leftPadded(to: 35) }.joined()
              + "  v mean   v worst  " + pad("(where)", 28) + " over v / other")
        var rows: [(share: Double, row: TradeOffRow)] = []
        for share in shares {
            let row = TradeOffRow(judgements, biases: biases[share] ?? [:], longConditions: longConditions)
            rows.append((share, row))
            let checks = row.checks.map { (pct($0.mean) + " / " + pct($0.worst)).leftPadded(to: 35) }.joined()
            print(pct(share, 2).leftPadded(to: 7) + checks + pct(row.meanV).leftPadded(to: 8)
                  + pct(row.worstV).leftPadded(to: 9) + "   " + pad(row.worstVWhere, 28) + "\(row.vOver)".leftPadded(to: 7)
                  + " / \(row.othersOver)" + (share == CheckmarkTuning.longDownArmVShare ? " (shipped)" : ""))
        }
        print("\noperating points (the largest share within each limit on v worst):")
        for limit in [0.1, 0.125, 0.2] {
            guard let best = rows.last(where: { $0.row.worstV <= limit + 1e-9 }) else {
                print("  v worst ≤ \(pct(limit)): none")
                continue
            }
            let checks = zip(labels, best.row.checks).map { "\($0) \(pct($1.mean)) (worst \(pct($1.worst)))" }
            print("  v worst ≤ \(pct(limit)): share \(pct(best.share, 2)), " + checks.joined(separator: ", ")
                  + ", v mean \(pct(best.row.meanV)), v worst \(pct(best.row.worstV)), over \(best.row.vOver) / "
                  + "\(best.row.othersOver)")
        }
        printVs(judgements, biases: biases[CheckmarkTuning.longDownArmVShare] ?? [:])
        print("\nchecked against the recognizer at the shipped share: \(differ) of \(checked) strokes any score "
              + "takes judged differently\n")
        return differ == 0 ? 0 : 1
    }

    /// Each person-condition whose `v` pass more than 10 % at the shipped share, with which score took them.
    static func printVs(_ judgements: [LongArmJudgement], biases: [String: Double]) {
        var counts: [String: (main: Int, long: Int, total: Int)] = [:], order: [String] = []
        for j in judgements where j.gesture == "v" {
            let key = "\(j.person) \(j.condition)"
            if counts[key] == nil { order.append(key) }
            var count = counts[key] ?? (0, 0, 0)
            count.total += 1
            if j.byMainScore {
                count.main += 1
            } else if j.accepted(bias: biases[j.person] ?? -.infinity) {
                count.long += 1
            }
            counts[key] = count
        }
        print("\nv over 10 % at the shipped share (accepted by the main score + by the long-down-arm score / held out):")
        for key in order {
            guard let c = counts[key], Double(c.main + c.long) > 0.1 * Double(c.total) else { continue }
            print("  \(key): \(c.main) + \(c.long) / \(c.total)")
        }
    }

    static func pct(_ rate: Double, _ decimals: Int = 1) -> String {
        rate.isNaN ? "-" : String(format: "%.\(decimals)f%%", 100 * rate)
    }
}
