import CustomRecognizers
import Foundation
import GestureKit
import GestureKitTesting
import StrokeAnalysis
import TemplateRecognition

/// Gestures taught by example, measured as a user meets them: one person teaches every shape with a few examples
/// (3 and 5, as people do in the Teach scene), and every stroke of each other person is replayed through a real
/// `TemplateGestureRecognizer` — as recorded, and under synthesized variation (reversed, another start on closed
/// shapes, turned ±15°, and the styles of the ✓'s conditions). Accuracy counts strokes recognized as their own shape
/// (a refusal or another shape is a miss), per tested person over every teacher; untaught shapes are measured by
/// teaching half the shapes and replaying the other half, both ways round, so every shape is untaught once.
@MainActor
enum TemplateReport {
    static let exampleCounts = [3, 5]
    static let accuracyTarget = 0.95
    static let worstPersonTarget = 0.90
    static let untaughtTarget = 0.85
    /// The closed shapes, drawn from another start in the "other start" condition.
    static let closedShapes: Set<String> = ["circle", "rectangle", "triangle"]

    /// One way of redrawing the tested strokes; nil for a stroke it does not apply to.
    struct Variation {
        var name: String
        var apply: (CorpusStroke) -> CorpusStroke?
    }

    static let variations: [Variation] = [
        Variation(name: "as recorded") { $0 },
        Variation(name: "reversed") { reversed($0) },
        Variation(name: "other start (closed)") { closedShapes.contains($0.gesture) ? startingLater($0) : nil },
        Variation(name: "turned +15°") { StrokeAugmentation(extent: 0, rotationDegrees: 15).applyKeepingSize(to: $0) },
        Variation(name: "turned -15°") { StrokeAugmentation(extent: 0, rotationDegrees: -15).applyKeepingSize(to: $0) },
    ] + StrokeAugmentation.styles.map { augmentation in
        Variation(name: augmentation.description) { augmentation.apply(to: $0) }
    }

    struct Figures {
        var meanAccuracy: Double
        var worstAccuracy: Double
        var worstPerson: String
        /// Untaught strokes refused; nil when not measured in this variation.
        var untaughtRefused: Double?
    }

    /// Prints the table; returns the number of failed targets (3 and 5 examples per shape, as recorded).
    static func run(_ corpus: StrokeCorpus, seed: UInt64, minimumScore: Double, rotation: TemplateSet.Rotation,
                    draws: Int, misses: inout [Miss]) -> Int {
        let strokes = corpus.strokes.filter { !$0.isDerived }
        let shapes = Array(Set(strokes.map(\.gesture))).sorted()
        let people = Array(Set(strokes.map(\.subject))).sorted()
        let halves = [Set(shapes.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)),
                      Set(shapes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))]
        print("== templates (TemplateGestureRecognizer: Protractor on points and headings, either way round, closed "
              + "shapes at every start, a threshold per gesture from its examples; minimumScore "
              + "\(TemplateMatch.format(minimumScore)), rotation \(rotation)): \(shapes.count) shapes, \(people.count) "
              + "people; each person teaches every shape, the other \(people.count - 1) people's strokes are tested; "
              + "\(draws) draw\(draws == 1 ? "" : "s") of examples per teacher; seed \(seed)")
        print("examples  variation                        mean accuracy   worst person      untaught refused")
        var failures = 0
        for count in exampleCounts {
            for variation in count == exampleCounts.first ? variations : Array(variations.prefix(1)) {
                let figures = measure(strokes, shapes: shapes, people: people, halves: halves, count: count,
                                      variation: variation, seed: seed, minimumScore: minimumScore, rotation: rotation,
                                      draws: draws, misses: &misses)
                print(String(count).leftPadded(to: 8) + "  " + variation.name.padding(toLength: 31, withPad: " ", startingAt: 0)
                      + String(format: "%.1f%%", 100 * figures.meanAccuracy).leftPadded(to: 15)
                      + (String(format: "%.1f%%", 100 * figures.worstAccuracy) + " (\(figures.worstPerson))").leftPadded(to: 17)
                      + (figures.untaughtRefused.map { String(format: "%.1f%%", 100 * $0) } ?? "-").leftPadded(to: 19))
                if variation.name == variations[0].name {
                    let targets = [
                        (figures.meanAccuracy >= accuracyTarget, "mean accuracy", figures.meanAccuracy, accuracyTarget),
                        (figures.worstAccuracy >= worstPersonTarget, "worst person", figures.worstAccuracy, worstPersonTarget),
                        (figures.untaughtRefused ?? 0 >= untaughtTarget, "untaught shapes refused",
                         figures.untaughtRefused ?? 0, untaughtTarget),
                    ]
                    for (pass, name, value, target) in targets {
                        print("          [\(pass ? "pass" : "FAIL")] \(name) \(String(format: "%.1f%%", 100 * value)) ≥ "
                              + "\(String(format: "%.0f%%", 100 * target)) (\(count) examples per shape, as recorded)")
                        if !pass { failures += 1 }
                    }
                }
            }
        }
        print("")
        return failures
    }

    static func measure(_ strokes: [CorpusStroke], shapes: [String], people: [String], halves: [Set<String>],
                        count: Int, variation: Variation, seed: UInt64, minimumScore: Double,
                        rotation: TemplateSet.Rotation, draws: Int, misses: inout [Miss]) -> Figures {
        var accuracyByPerson: [String: (hit: Int, total: Int)] = [:]
        var refused = 0, untaughtTotal = 0
        let measuresUntaught = variation.name == variations[0].name
        let keepsMisses = measuresUntaught && count == exampleCounts.first
        for (t, teacher) in people.enumerated() {
            let own = strokes.filter { $0.subject == teacher }
            let tested = strokes.filter { $0.subject != teacher }.compactMap { stroke in variation.apply(stroke).map { (stroke, $0) } }
            for draw in 0..<draws {
                var rng = SeededGenerator(seed: seed &+ UInt64(t * 1000 + draw * 10 + count))
                let gestures = shapes.map { shape in
                    TaughtGesture(name: shape, examples: pick(count, of: own.filter { $0.gesture == shape }, using: &rng)
                        .map(example))
                }
                let all = TemplateSet(gestures: gestures, rotation: rotation)
                let partial = halves.map { untaught in
                    TemplateSet(gestures: gestures.filter { !untaught.contains($0.name) }, rotation: rotation)
                }
                for (original, stroke) in tested {
                    let (name, reason, points) = recognize(stroke, with: all, minimumScore: minimumScore)
                    var cell = accuracyByPerson[stroke.subject] ?? (0, 0)
                    cell.total += 1
                    if name == stroke.gesture { cell.hit += 1 }
                    accuracyByPerson[stroke.subject] = cell
                    if keepsMisses, name != stroke.gesture {
                        misses.append(Miss(recognizer: "templates", person: stroke.subject,
                                           condition: "taught by \(teacher)", gesture: stroke.gesture, rep: original.rep,
                                           positive: true, points: points,
                                           reason: name.map { "recognized as \($0)" } ?? reason ?? "refused"))
                    }
                    guard measuresUntaught else { continue }
                    for (half, set) in zip(halves, partial) where half.contains(stroke.gesture) {
                        untaughtTotal += 1
                        let (wrong, _, points) = recognize(stroke, with: set, minimumScore: minimumScore)
                        if let wrong {
                            if keepsMisses {
                                misses.append(Miss(recognizer: "templates, untaught", person: stroke.subject,
                                                   condition: "taught by \(teacher)", gesture: stroke.gesture,
                                                   rep: original.rep, positive: false, points: points,
                                                   reason: "accepted as \(wrong)"))
                            }
                        } else {
                            refused += 1
                        }
                    }
                }
            }
        }
        let rates = people.compactMap { person -> (String, Double)? in
            guard let cell = accuracyByPerson[person], cell.total > 0 else { return nil }
            return (person, Double(cell.hit) / Double(cell.total))
        }
        let worst = rates.min { $0.1 < $1.1 } ?? ("-", 0)
        return Figures(meanAccuracy: rates.map(\.1).reduce(0, +) / Double(max(rates.count, 1)),
                       worstAccuracy: worst.1, worstPerson: worst.0,
                       untaughtRefused: measuresUntaught ? Double(refused) / Double(max(untaughtTotal, 1)) : nil)
    }

    /// `count` of one person's strokes of a shape, in an order that depends on the seed alone: the strokes are put
    /// in a fixed order before shuffling (a `Dictionary`'s own order changes from process to process). Strokes of
    /// several people are spread over them, people in a shuffled order, each giving a random stroke in turn.
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

    /// The stroke drawn the other way round, at the same pace.
    static func reversed(_ stroke: CorpusStroke) -> CorpusStroke {
        var copy = stroke
        let end = stroke.points.last?.time ?? 0
        copy.points = stroke.points.reversed().map { StrokePoint($0.location, time: end - $0.time) }
        return copy
    }

    /// A closed stroke drawn from a third of the way round, as a person starting there would: the overshoot past its
    /// start cut (the end's nearest point in the first quarter closes it), then its points from the third, round
    /// to the start and on to the third, at the recorded times.
    static func startingLater(_ stroke: CorpusStroke) -> CorpusStroke {
        let points = stroke.points
        guard let last = points.last, points.count > 6 else { return stroke }
        func gap(_ index: Int) -> CGFloat {
            hypot(points[index].location.x - last.location.x, points[index].location.y - last.location.y)
        }
        let closing = (0..<max(1, points.count / 4)).min { gap($0) < gap($1) } ?? 0
        let ring = Array(points[closing...])
        let cut = ring.count / 3
        let order = Array(ring[cut...]) + Array(ring[1...cut])
        var copy = stroke
        copy.points = zip(order, ring).map { StrokePoint($0.location, time: $1.time - ring[0].time) }
        return copy
    }

    /// The gesture a real recognizer recognizes for the replayed stroke (nil when it fails), its reason for failing,
    /// and the stroke as replayed.
    static func recognize(_ stroke: CorpusStroke, with templates: TemplateSet,
                          minimumScore: Double) -> (String?, String?, [CGPoint]) {
        let recognizer = TemplateGestureRecognizer(templates: templates)
        recognizer.minimumScore = minimumScore
        var name: String?
        recognizer.addAction { (r: GestureRecognizer) in name = (r as? TemplateGestureRecognizer)?.gesture }
        let placed = StrokeReplay.placed(stroke.points)
        let outcome = StrokeReplay.replay(placed, frame: StrokeReplay.frame(for: placed), into: recognizer)
        let reason = outcome.reason?.text
        let drawn = placed.map(\.location)
        return (name, reason, drawn)
    }
}
