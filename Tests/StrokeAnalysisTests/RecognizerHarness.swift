import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// Acceptance of a recognizer over corpus strokes, replayed through a real window, view and recognizer.
@MainActor
enum RecognizerHarness {
    static func acceptance(of strokes: [CorpusStroke], extent: CGFloat?, timeScale: TimeInterval = 1,
                           make: () -> GestureRecognizer) -> Double {
        guard !strokes.isEmpty else { return 0 }
        var accepted = 0
        for stroke in strokes {
            var s = extent.map { stroke.scaled(toExtent: $0) } ?? stroke
            if timeScale != 1 { s = s.timeScaled(timeScale) }
            if StrokeReplay.replay(s, into: make()).recognized { accepted += 1 }
        }
        return Double(accepted) / Double(strokes.count)
    }

    /// A 600 × 600 window with one full-size view carrying `recognizer`.
    static func window(with recognizer: GestureRecognizer) -> (Window, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let view = View(frame: CGRect(x: 0, y: 0, width: 600, height: 600), name: "canvas")
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return (window, view)
    }

    /// Touch samples for one finger following `points` (down, moves, and up unless `lift` is false).
    static func samples(_ points: [StrokePoint], id: Int = 1, lift: Bool = true) -> [TouchSample] {
        points.enumerated().map { index, point in
            let phase: TouchSample.Phase = index == 0 ? .down : (lift && index == points.count - 1 ? .up : .move)
            return TouchSample(id: id, phase: phase, location: point.location, timestamp: point.time + 1)
        }
    }
}
