import Foundation
import GestureKit
import StrokeAnalysis

/// Replays recorded strokes through a real window, view and recognizer, touch sample by touch sample with the
/// recorded timestamps, so measurements exercise the same code path as a finger (used by corpus-report and tests).
@MainActor
public enum StrokeReplay {
    /// Margin around the stroke inside the window, so every sample hits the view.
    public nonisolated static let margin: CGFloat = 40

    /// Window-sized frame for a stroke whose points were moved to start at (`margin`, `margin`).
    public static func frame(for stroke: [StrokePoint]) -> CGRect {
        let box = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: stroke).bounds
        return CGRect(x: 0, y: 0, width: box.width + 2 * margin, height: box.height + 2 * margin)
    }

    /// Moves a stroke so its bounding box starts at (`margin`, `margin`); timestamps start at `startTime`. Pure, so
    /// the tests that feed an analyzer alone run off the main actor.
    public nonisolated static func placed(_ stroke: [StrokePoint], startTime: TimeInterval = 1) -> [StrokePoint] {
        let placed = CorpusStroke(gesture: "", device: "", subject: "", rep: 0, points: stroke)
            .translated(to: CGPoint(x: margin, y: margin))
        let t0 = stroke.first?.time ?? 0
        return placed.points.map { StrokePoint($0.location, time: $0.time - t0 + startTime) }
    }

    /// Replays `stroke` (already in window coordinates, times increasing) into `recognizer`, attached to a view
    /// filling a fresh window of `frame`. `configure` runs after attaching, before the first touch.
    public static func replay(_ stroke: [StrokePoint], frame: CGRect, into recognizer: GestureRecognizer,
                              configure: (View) -> Void = { _ in }) -> ReplayOutcome {
        let window = Window(frame: frame)
        let view = View(frame: CGRect(origin: .zero, size: frame.size), name: "canvas")
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        configure(view)
        var actions: [GestureRecognizer.State] = []
        recognizer.addAction { (r: GestureRecognizer) in actions.append(r.state) }
        var transitions: [GestureRecognizer.State] = []
        var reason: TransitionReason?
        window.observers.append { event in
            if case .transition(let t) = event, t.to != .possible {
                transitions.append(t.to)
                if t.to == .failed { reason = t.reason }
            }
        }
        var outcome = ReplayOutcome(finalState: .possible, actions: [])
        var travelled: CGFloat = 0
        for (index, point) in stroke.enumerated() {
            let phase: TouchSample.Phase = index == 0 ? .down : (index == stroke.count - 1 ? .up : .move)
            if index > 0 { travelled += point.location.distance(to: stroke[index - 1].location) }
            window.dispatch([TouchSample(id: 1, phase: phase, location: point.location, timestamp: point.time)])
            if outcome.decidedAtSample == nil, transitions.contains(where: \.isTerminal) || recognizer.state != .possible {
                outcome.decidedAtSample = index
                outcome.decidedAfterDistance = travelled
            }
        }
        // The engine resets the recognizer once the finger lifts, so the outcome is the last terminal transition.
        outcome.finalState = transitions.last(where: \.isTerminal) ?? recognizer.state
        outcome.actions = actions
        outcome.reason = outcome.finalState == .failed ? reason : nil
        return outcome
    }

    /// Replays a corpus stroke: placed in a window of its own size plus margins.
    public static func replay(_ stroke: CorpusStroke, into recognizer: GestureRecognizer) -> ReplayOutcome {
        let points = placed(stroke.points)
        return replay(points, frame: frame(for: points), into: recognizer)
    }
}
