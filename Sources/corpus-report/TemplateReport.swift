import CustomRecognizers
import Foundation
import GestureKit
import GestureKitTesting
import StrokeAnalysis
import TemplateRecognition

/// Gestures taught by example, measured on strangers: for each person of the corpus, templates are drawn from the
/// other people's strokes (k per shape, spread over those people) and every stroke of the held-out person is
/// replayed through a real `TemplateGestureRecognizer`. Accuracy counts strokes recognized as their own shape (a
/// rejection is a miss); the rejection rate teaches half the shapes and counts the held-out person's strokes of the
/// other half that the recognizer fails.
@MainActor
enum TemplateReport {
    static let exampleCounts = [1, 3, 5, 10]
    /// Draws of templates per person and count, averaged: which strokes become templates matters most with few.
    static let trials = 5
    static let accuracyTarget = 0.95
    static let worstPersonTarget = 0.90

    struct Figures {
        var meanAccuracy: Double
        var worstAccuracy: Double
        var worstPerson: String
        var rejection: Double
    }

    /// Prints the table; returns the number of failed targets (judged at the largest count).
    static func run(_ corpus: StrokeCorpus, seed: UInt64, minimumScore: Double, rotation: TemplateSet.Rotation) -> Int {
        let strokes = corpus.strokes.filter { !$0.isDerived }
        let shapes = Array(Set(strokes.map(\.gesture))).sorted()
        let people = Array(Set(strokes.map(\.subject))).sorted()
        let untaught = Set(shapes.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        print("== templates (TemplateGestureRecognizer, Protractor, minimumScore \(TemplateMatch.format(minimumScore)), "
              + "rotation \(rotation)): \(shapes.count) shapes, \(people.count) people, person-wise; "
              + "\(trials) draws of templates each; seed \(seed)")
        print("examples/shape   mean accuracy   worst person      rejection of untaught shapes")
        var failures = 0
        for count in exampleCounts {
            let figures = measure(strokes, shapes: shapes, people: people, untaught: untaught, count: count,
                                  seed: seed, minimumScore: minimumScore, rotation: rotation)
            print(String(count).leftPadded(to: 14) + String(format: "%.1f%%", 100 * figures.meanAccuracy).leftPadded(to: 16)
                  + (String(format: "%.1f%%", 100 * figures.worstAccuracy) + " (\(figures.worstPerson))").leftPadded(to: 17)
                  + String(format: "%.1f%%", 100 * figures.rejection).leftPadded(to: 20))
            if count == exampleCounts.last {
                let mean = figures.meanAccuracy >= accuracyTarget, worst = figures.worstAccuracy >= worstPersonTarget
                print("\n-- targets with \(count) examples per shape")
                print("  [\(mean ? "pass" : "FAIL")] mean accuracy \(String(format: "%.1f%%", 100 * figures.meanAccuracy)) ≥ 95%")
                print("  [\(worst ? "pass" : "FAIL")] worst person \(String(format: "%.1f%%", 100 * figures.worstAccuracy)) ≥ 90%")
                failures += (mean ? 0 : 1) + (worst ? 0 : 1)
            }
        }
        print("")
        return failures
    }

    static func measure(_ strokes: [CorpusStroke], shapes: [String], people: [String], untaught: Set<String>, count: Int,
                        seed: UInt64, minimumScore: Double, rotation: TemplateSet.Rotation) -> Figures {
        var accuracyByPerson: [String: (hit: Int, total: Int)] = [:]
        var rejected = 0, untaughtTotal = 0
        for (p, person) in people.enumerated() {
            let test = strokes.filter { $0.subject == person }
            let training = strokes.filter { $0.subject != person }
            for trial in 0..<trials {
                var rng = SeededGenerator(seed: seed &+ UInt64(p * 1000 + trial * 10 + count))
                let gestures = shapes.map { shape in
                    TaughtGesture(name: shape, examples: pick(count, of: training.filter { $0.gesture == shape }, using: &rng)
                        .map(example))
                }
                let all = TemplateSet(gestures: gestures, rotation: rotation)
                let half = TemplateSet(gestures: gestures.filter { !untaught.contains($0.name) }, rotation: rotation)
                for stroke in test {
                    let name = recognize(stroke, with: all, minimumScore: minimumScore)
                    var cell = accuracyByPerson[person] ?? (0, 0)
                    cell.total += 1
                    if name == stroke.gesture { cell.hit += 1 }
                    accuracyByPerson[person] = cell
                    if untaught.contains(stroke.gesture) {
                        untaughtTotal += 1
                        if recognize(stroke, with: half, minimumScore: minimumScore) == nil { rejected += 1 }
                    }
                }
            }
        }
        let rates = people.map { person -> (String, Double) in
            let cell = accuracyByPerson[person] ?? (0, 1)
            return (person, Double(cell.hit) / Double(max(cell.total, 1)))
        }
        let worst = rates.min { $0.1 < $1.1 } ?? ("-", 0)
        return Figures(meanAccuracy: rates.map(\.1).reduce(0, +) / Double(max(rates.count, 1)),
                       worstAccuracy: worst.1, worstPerson: worst.0,
                       rejection: Double(rejected) / Double(max(untaughtTotal, 1)))
    }

    /// `count` strokes spread over the people: people in a shuffled order, each giving a random stroke in turn. The
    /// draw depends on the seed alone: people and their strokes are put in a fixed order before shuffling (a
    /// `Dictionary`'s own order changes from process to process).
    static func pick(_ count: Int, of strokes: [CorpusStroke], using rng: inout SeededGenerator) -> [CorpusStroke] {
        let people = Set(strokes.map(\.subject)).sorted()
        var byPerson: [String: [CorpusStroke]] = [:]
        for person in people {
            byPerson[person] = strokes.filter { $0.subject == person }
                .sorted { ($0.gesture, $0.device, $0.rep) < ($1.gesture, $1.device, $1.rep) }
                .shuffled(using: &rng)
        }
        let order = people.shuffled(using: &rng)
        var picked: [CorpusStroke] = []
        while picked.count < count, byPerson.values.contains(where: { !$0.isEmpty }) {
            for person in order where picked.count < count {
                if let stroke = byPerson[person]?.popLast() { picked.append(stroke) }
            }
        }
        return picked
    }

    static func example(_ stroke: CorpusStroke) -> GestureExample {
        let t0 = stroke.points.first?.time ?? 0
        return GestureExample(strokes: [stroke.points.map { TemplatePoint($0.location, t: $0.time - t0) }])
    }

    /// The gesture a real recognizer recognizes for the replayed stroke, or nil when it fails.
    static func recognize(_ stroke: CorpusStroke, with templates: TemplateSet, minimumScore: Double) -> String? {
        let recognizer = TemplateGestureRecognizer(templates: templates)
        recognizer.minimumScore = minimumScore
        var name: String?
        recognizer.addAction { (r: GestureRecognizer) in name = (r as? TemplateGestureRecognizer)?.gesture }
        _ = StrokeReplay.replay(stroke, into: recognizer)
        return name
    }
}
