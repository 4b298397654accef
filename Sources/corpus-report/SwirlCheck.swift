import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// One circle through the swirl recognizer with the pivot at its bounding-box centre, against `SweptAngle`'s winding
/// measure of the same points.
@MainActor
enum SwirlCheck {
    static func measure(_ stroke: CorpusStroke, settings: SwirlSettings = SwirlSettings())
        -> (recognizerDegrees: Double, sweptDegrees: Double, ended: Bool)? {
        let points = StrokeReplay.placed(stroke.points)
        guard points.count >= 2 else { return nil }
        let frame = StrokeReplay.frame(for: points)
        let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: points).bounds
        let pivot = CGPoint(x: box.midX, y: box.midY)
        let swirl = SwirlGestureRecognizer()
        swirl.pivot = pivot
        swirl.beginThreshold = settings.beginThresholdDegrees * .pi / 180
        swirl.deadZoneRadius = settings.deadZoneRadius
        var finalAngle: CGFloat?
        swirl.addAction { r in if r.state == .ended { finalAngle = r.angle } }
        _ = StrokeReplay.replay(points, frame: frame, into: swirl)
        let swept = SweptAngle.radians(points.map(\.location), around: pivot, deadZone: swirl.deadZoneRadius)
        return (Double(finalAngle ?? 0) * 180 / .pi, swept * 180 / .pi, finalAngle != nil)
    }
}
