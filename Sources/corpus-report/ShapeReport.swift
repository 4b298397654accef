import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// Acceptance tables and targets for one discrete shape recognizer.
@MainActor
enum ShapeReport {
    /// Prints the report; returns the number of failed targets.
    static func run(_ kind: RecognizerKind, _ corpus: StrokeCorpus, scale: Double?) -> Int {
        let conditions = kind.conditions(scale: scale)
        let samples = kind.samples(from: corpus)
        var byShape = Tally()
        var byDevice = Tally()
        var earliestFailure: [String: [CGFloat]] = [:]
        for condition in conditions {
            for sample in samples {
                let stroke = condition.apply(to: sample)
                let outcome = StrokeReplay.replay(stroke, into: kind.makeRecognizer())
                byShape.add(row: sample.gesture, column: condition.label, accepted: outcome.recognized)
                let role = kind.positives.contains(sample.gesture) ? "positives" : "negatives"
                byDevice.add(row: "\(sample.device) \(role)", column: condition.label, accepted: outcome.recognized)
                if !outcome.recognized, let distance = outcome.decidedAfterDistance {
                    let length = zip(stroke.points, stroke.points.dropFirst()).reduce(CGFloat(0)) {
                        $0 + $1.0.location.distance(to: $1.1.location)
                    }
                    earliestFailure[sample.gesture, default: []].append(length > 0 ? min(distance / length, 1) : 1)
                }
            }
        }
        let labels = conditions.map(\.label)
        print("== \(kind.rawValue): acceptance per shape (\(samples.count) strokes × \(conditions.count) conditions)")
        print(byShape.render(title: "shape", columns: labels))
        print("\n-- per device")
        print(byDevice.render(title: "device", columns: labels))
        if !earliestFailure.isEmpty {
            print("\n-- how early rejected strokes fail: median share of the stroke's path drawn when it failed")
            let parts = earliestFailure.keys.sorted().map { shape -> String in
                let values = earliestFailure[shape, default: []].sorted()
                return "\(shape) " + String(format: "%.0f%%", 100 * values[values.count / 2])
            }
            print(parts.joined(separator: ", "))
        }
        print("\n-- targets (checked in every condition; the worst is shown)")
        let targets = kind.targets({ rows, condition in byShape.rate(rows: rows, column: condition).rate },
                                   conditions: labels)
        targets.forEach { print($0.line) }
        print("")
        return targets.filter { !$0.passes }.count
    }
}
