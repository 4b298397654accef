import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// `corpus-report --cross-validate`: each of the corpus's people held out once. The checkmark's final thresholds
/// and the tickle's vertical ratio are chosen on the other five (`CheckmarkTuning`, `TickleTuning`, on their strokes
/// under every augmentation) and measured on the held-out person under each `StrokeAugmentation`; chevron and swirl
/// keep their configured thresholds and are measured the same way, person by person. Every target is printed per fold and condition, with the worst fold.
@MainActor
enum CrossValidation {
    /// Print each misjudged stroke with the rule that decided it.
    static var showMisses = false

    static func run(_ kinds: [RecognizerKind], _ corpus: StrokeCorpus, augmentations: [StrokeAugmentation]) -> Int {
        var failures = 0
        if kinds.contains(.checkmark) {
            let all = tunedCheckmark(training: corpus.strokes, augmentations: augmentations)
            print("checkmark tuned on all six people (CheckmarkAnalyzer.Configuration's defaults):")
            print("  downArmDegrees \(format(all.downArmDegrees.lowerBound))...\(format(all.downArmDegrees.upperBound)), "
                  + "upArmDegrees \(format(all.upArmDegrees.lowerBound))...\(format(all.upArmDegrees.upperBound)), "
                  + "maximumBulge \(format(all.maximumBulge)), maximumUpstrokeBulge \(format(all.maximumUpstrokeBulge))")
            if let d = all.discriminant {
                print("  discriminant weights [\(d.weights.map { format(CGFloat($0)) }.joined(separator: ", "))], bias \(format(CGFloat(d.bias)))")
            }
            if let d = all.longDownArmDiscriminant {
                print("  longDownArmDiscriminant weights [\(d.weights.map { format(CGFloat($0)) }.joined(separator: ", "))], bias \(format(CGFloat(d.bias)))")
            }
            print("")
        }
        if kinds.contains(.checkmark) { printCheckmarkMargins(corpus, augmentations) }
        if kinds.contains(.tickle) {
            let all = tunedTickle(training: corpus.strokes, augmentations: StrokeAugmentation.standard)
            print("tickle tuned on all six people (TickleAnalyzer.Configuration's default): maximumVerticalRatio "
                  + "\(format(all.maximumVerticalRatio))\n")
        }
        for kind in kinds {
            failures += kind == .swirl ? swirl(corpus, augmentations) : shape(kind, corpus, augmentations)
        }
        return failures
    }

    /// For each final threshold, how far inside it the held-out person's ✓ stay, worst over folds and conditions
    /// (negative: some ✓ of an unseen hand fall outside): the cross-validated margins the doc comments quote.
    static func printCheckmarkMargins(_ corpus: StrokeCorpus, _ augmentations: [StrokeAugmentation]) {
        var margins: [String: CGFloat] = [:]
        func note(_ name: String, _ value: CGFloat) { margins[name] = min(margins[name] ?? .infinity, value) }
        for person in subjects(corpus) {
            let c = tunedCheckmark(training: corpus.strokes.filter { $0.subject != person }, augmentations: augmentations)
            for stroke in corpus.strokes where stroke.subject == person && stroke.gesture == "check" {
                for augmentation in augmentations {
                    guard let f = CheckmarkFeatures(points: augmentation.apply(to: stroke).points.map(\.location)) else { continue }
                    note("downArmDegrees (°)", min(f.downDegrees - c.downArmDegrees.lowerBound, c.downArmDegrees.upperBound - f.downDegrees))
                    note("upArmDegrees (°)", min(f.upDegrees - c.upArmDegrees.lowerBound, c.upArmDegrees.upperBound - f.upDegrees))
                    note("maximumBulge", c.maximumBulge - f.downBulge)
                    note("maximumUpstrokeBulge", c.maximumUpstrokeBulge - f.upBulge)
                    if let d = c.discriminant { note("discriminant score", CGFloat(d.score(f))) }
                }
            }
        }
        print("checkmark: cross-validated margins (worst held-out ✓ over folds and conditions, inside the fold's threshold)")
        for name in margins.keys.sorted() { print("  \(name): \(format(margins[name] ?? 0))") }
        print("")
    }

    static func format(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }

    static func subjects(_ corpus: StrokeCorpus) -> [String] { Array(Set(corpus.strokes.map(\.subject))).sorted() }

    /// The configuration fold `heldOut` measures with: tuned on everyone else for the checkmark.
    static func recognizer(_ kind: RecognizerKind, training: [CorpusStroke],
                           augmentations: [StrokeAugmentation]) -> () -> GestureRecognizer {
        switch kind {
        case .checkmark:
            let configuration = tunedCheckmark(training: training, augmentations: augmentations)
            return { CheckmarkGestureRecognizer(analyzer: CheckmarkAnalyzer(configuration: configuration)) }
        case .tickle:
            // The tickle's ratio is tuned on the recorded styles only: the synthesized ones are measured, not learnt.
            let configuration = tunedTickle(training: training, augmentations: StrokeAugmentation.standard)
            return { TickleGestureRecognizer(analyzer: TickleAnalyzer(configuration: configuration)) }
        case .chevron, .swirl, .all:
            return { kind.makeRecognizer() }
        }
    }

    /// Ratios the tickle needs (`TickleAnalyzer.requiredVerticalRatio`) for each person's rubs (their zig-zags
    /// turned into horizontal rubs) and other strokes, under every augmentation at the recorded size; computed once
    /// per person, as every fold reuses five of them.
    private static var tickleNeeds: [String: (rubs: [CGFloat?], others: [CGFloat?])] = [:]

    static func tickleNeeds(of strokes: [CorpusStroke], person: String,
                            augmentations: [StrokeAugmentation]) -> (rubs: [CGFloat?], others: [CGFloat?]) {
        if let cached = tickleNeeds[person] { return cached }
        var rubs: [CGFloat?] = [], others: [CGFloat?] = []
        for stroke in strokes where stroke.subject == person {
            for augmentation in augmentations {
                others.append(TickleAnalyzer.requiredVerticalRatio(
                    augmentation.applyKeepingSize(to: stroke).points.map(\.location)))
                if stroke.gesture == "zig_zag" {
                    let rub = stroke.rotatedClockwise().derived(as: "tickle")
                    rubs.append(TickleAnalyzer.requiredVerticalRatio(
                        augmentation.applyKeepingSize(to: rub).points.map(\.location)))
                }
            }
        }
        tickleNeeds[person] = (rubs, others)
        return (rubs, others)
    }

    /// The tickle's configuration chosen on `training`'s people (`TickleTuning`).
    static func tunedTickle(training: [CorpusStroke], augmentations: [StrokeAugmentation]) -> TickleAnalyzer.Configuration {
        var rubs: [CGFloat?] = [], others: [CGFloat?] = []
        for person in Set(training.map(\.subject)).sorted() {
            let needs = tickleNeeds(of: training, person: person, augmentations: augmentations)
            rubs += needs.rubs
            others += needs.others
        }
        return TickleTuning.tuned(rubs: rubs, others: others)
    }

    static func tunedCheckmark(training: [CorpusStroke], augmentations: [StrokeAugmentation]) -> CheckmarkAnalyzer.Configuration {
        let (checks, vs, longChecks) = CheckmarkTuning.trainingFeatures(of: training, augmentations: augmentations)
        let tuned = CheckmarkTuning.tuned(checks: checks, vs: vs, longChecks: longChecks)
        if showMisses {
            let q = { (values: [CGFloat]) in [0.005, 0.01, 0.05, 0.5, 0.9, 0.95, 0.99].map { String(format: "%.2f", CheckmarkTuning.quantile(values, $0)) }.joined(separator: " ") }
            print("  ratio ✓ \(q(checks.map(\.armRatio))) | v \(q(vs.map(\.armRatio)))")
            print("  tuned: ratio ≥ \(tuned.minimumArmRatio), down \(tuned.downArmDegrees), up \(tuned.upArmDegrees), bulge \(tuned.maximumBulge)/\(tuned.maximumUpstrokeBulge)")
        }
        return tuned
    }

    /// Every stroke a recognizer misjudged in the cross-validation (a refused positive or an accepted negative), for
    /// `--sheet`.
    static var misses: [Miss] = []

    private static func shape(_ kind: RecognizerKind, _ corpus: StrokeCorpus,
                              _ augmentations: [StrokeAugmentation]) -> Int {
        let samples = kind.samples(from: corpus)
        let people = subjects(corpus)
        var byFold: [String: Tally] = [:]
        for person in people {
            let training = corpus.strokes.filter { $0.subject != person }
            let make = recognizer(kind, training: training, augmentations: augmentations)
            var tally = Tally()
            for sample in samples where sample.subject == person || sample.subject == "synthetic" && person == people[0] {
                for augmentation in augmentations {
                    let stroke = kind == .tickle ? augmentation.applyKeepingSize(to: sample) : augmentation.apply(to: sample)
                    let outcome = StrokeReplay.replay(stroke, into: make())
                    tally.add(row: sample.gesture, column: augmentation.description, accepted: outcome.recognized)
                    let positive = kind.positives.contains(sample.gesture)
                    guard positive != outcome.recognized else { continue }
                    let reason = outcome.reason?.text ?? "accepted"
                    misses.append(Miss(recognizer: kind.rawValue, person: person, condition: augmentation.description,
                                       gesture: sample.gesture, rep: sample.rep, positive: positive,
                                       points: StrokeReplay.placed(stroke.points).map(\.location), reason: reason))
                    if showMisses {
                        print("  \(person) \(sample.gesture) #\(sample.rep) [\(augmentation)]: \(reason)")
                    }
                }
            }
            byFold[person] = tally
        }
        let labels = augmentations.map(\.description)
        print("== \(kind.rawValue): cross-validated by person (\(people.count) folds × \(augmentations.count) conditions; "
              + "mean over the held-out people and the worst person)")
        var failed = 0
        for target in kind.foldTargets {
            let width = max(26, (labels.map(\.count).max() ?? 0) + 2)
            print("-- \(target.heading)")
            print("condition".padding(toLength: width, withPad: " ", startingAt: 0) + "mean".leftPadded(to: 8)
                  + "worst".leftPadded(to: 9) + " person".padding(toLength: 10, withPad: " ", startingAt: 0)
                  + people.map { $0.leftPadded(to: 8) }.joined())
            var passes = true
            for label in labels {
                let rates = people.map { person -> Double in
                    guard let measured = byFold[person]?.rate(rows: target.rows, column: label), measured.total > 0 else {
                        return .nan
                    }
                    return measured.rate
                }
                let measured = rates.filter { !$0.isNaN }
                let mean = measured.reduce(0, +) / Double(max(measured.count, 1))
                let worstIndex = rates.indices.filter { !rates[$0].isNaN }.min { a, b in
                    target.isMinimum ? rates[a] < rates[b] : rates[a] > rates[b]
                }
                let worst = worstIndex.map { rates[$0] } ?? .nan
                let ok = target.passes(mean: mean, worst: worst)
                if !ok { passes = false }
                func pct(_ rate: Double) -> String { rate.isNaN ? "-" : String(format: "%.1f%%", 100 * rate) }
                print(label.padding(toLength: width, withPad: " ", startingAt: 0) + pct(mean).leftPadded(to: 8)
                      + pct(worst).leftPadded(to: 9)
                      + (" " + (worstIndex.map { people[$0] } ?? "-")).padding(toLength: 10, withPad: " ", startingAt: 0)
                      + rates.map { pct($0).leftPadded(to: 8) }.joined() + (ok ? "" : "  FAIL"))
            }
            print("\(passes ? "PASS" : "FAIL")  \(target.heading): every condition\n")
            if !passes { failed += 1 }
        }
        return failed
    }

    /// The swirl's angle against the angle swept around its pivot measured straight from the points.
    private static func swirl(_ corpus: StrokeCorpus, _ augmentations: [StrokeAugmentation]) -> Int {
        print("== swirl: cross-validated by person, angle error against the swept angle measured from the points")
        var failed = 0
        let samples = RecognizerKind.swirl.samples(from: corpus)
        for augmentation in augmentations {
            var worstError = 0.0, ended = 0, total = 0
            var worstPerson = "-"
            for sample in samples {
                let stroke = augmentation.apply(to: sample)
                guard let measured = SwirlCheck.measure(stroke) else { continue }
                total += 1
                if measured.ended { ended += 1 }
                let error = abs(measured.recognizerDegrees - measured.sweptDegrees)
                if error > worstError { worstError = error; worstPerson = sample.subject }
            }
            let passes = worstError <= 2 && ended == total
            if !passes { failed += 1 }
            print("\(passes ? "PASS" : "FAIL")  \(augmentation.description.padding(toLength: 18, withPad: " ", startingAt: 0)) "
                  + "ended \(ended)/\(total), worst angle error \(String(format: "%.3f", worstError))° (\(worstPerson)) ≤ 2°")
        }
        print("")
        return failed
    }
}
