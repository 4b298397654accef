import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// Replays circles (recorded anticlockwise, and mirrored to clockwise) through the swirl recognizer with the pivot
/// at each stroke's bounding-box centre, and compares its final angle with the angle the stroke swept, measured
/// independently as a winding (`SweptAngle`, through `SwirlCheck`).
@MainActor
enum SwirlReport {
    /// Largest allowed difference from the true swept angle.
    static let maximumErrorDegrees: Double = 2

    static func run(_ corpus: StrokeCorpus) -> Int {
        print("== swirl: angle on circles, pivot = bounding-box centre")
        var failures = 0
        for (name, strokes) in [("circle (anticlockwise)", corpus.strokes(of: "circle")),
                                ("circle_cw (mirrored)", corpus.clockwiseCircles)] {
            var errors: [Double] = []
            var ended = 0
            for stroke in strokes {
                guard let result = SwirlCheck.measure(stroke) else { continue }
                errors.append(abs(result.recognizerDegrees - result.sweptDegrees))
                if result.ended { ended += 1 }
            }
            let maximum = errors.max() ?? 0
            let mean = errors.reduce(0, +) / Double(max(errors.count, 1))
            let pass = maximum <= maximumErrorDegrees && ended == strokes.count
            if !pass { failures += 1 }
            print("\(pass ? "PASS" : "FAIL")  \(name): \(strokes.count) strokes, ended \(ended), angle error max "
                  + String(format: "%.3f°, mean %.3f° (target ≤ %.0f°)", maximum, mean, maximumErrorDegrees))
        }
        print("")
        return failures
    }
}
