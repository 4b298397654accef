import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// Replays circles (recorded anticlockwise, and mirrored to clockwise) through the swirl recognizer with the pivot
/// at each stroke's bounding-box centre, and compares its final angle with the angle the stroke truly swept.
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
                let result = measure(stroke)
                errors.append(result.error)
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

    /// The recognizer's final angle against the true swept angle, in degrees.
    static func measure(_ stroke: CorpusStroke) -> (error: Double, ended: Bool, angle: Double) {
        let points = StrokeReplay.placed(stroke.points)
        let frame = StrokeReplay.frame(for: points)
        let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: points).bounds
        let pivot = CGPoint(x: box.midX, y: box.midY)
        let swirl = SwirlGestureRecognizer()
        swirl.pivot = pivot
        var finalAngle: CGFloat?
        swirl.addAction { r in if r.state == .ended { finalAngle = r.angle } }
        _ = StrokeReplay.replay(points, frame: frame, into: swirl)
        let truth = trueSweep(points.map(\.location), around: pivot, deadZone: swirl.deadZoneRadius)
        let measured = Double(finalAngle ?? 0)
        return (abs(measured - truth) * 180 / .pi, finalAngle != nil, measured * 180 / .pi)
    }

    /// The angle swept around `pivot`, by walking each segment in 32 sub-steps (so no single step can wrap) and
    /// summing; points within the dead zone are skipped as the recognizer skips them.
    static func trueSweep(_ points: [CGPoint], around pivot: CGPoint, deadZone: CGFloat) -> Double {
        let outside = points.filter { hypot($0.x - pivot.x, $0.y - pivot.y) > deadZone }
        var total = 0.0
        for (a, b) in zip(outside, outside.dropFirst()) {
            var previous = atan2(Double(a.y - pivot.y), Double(a.x - pivot.x))
            for step in 1...32 {
                let f = CGFloat(step) / 32
                let p = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                let bearing = atan2(Double(p.y - pivot.y), Double(p.x - pivot.x))
                var delta = bearing - previous
                if delta > .pi { delta -= 2 * .pi }
                if delta < -.pi { delta += 2 * .pi }
                total += delta
                previous = bearing
            }
        }
        return total
    }
}
