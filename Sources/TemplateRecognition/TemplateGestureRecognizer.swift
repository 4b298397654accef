@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation

/// A discrete recognizer for gestures taught by example (see `TemplateSet` for the matcher and why): it follows
/// one finger, and when the drawing is finished (the finger lifts, or for templates of several strokes, no next
/// stroke began within `strokeInterval`) it recognizes the best-matching gesture when its score reaches both
/// `minimumScore` and the gesture's own threshold, learned from the spread of its examples
/// (`TemplateSet.thresholds`), exposing `gesture` and `score`. It takes part in arbitration like any recognizer: a pan that
/// begins first prevents it, and a recognizer that requires it to fail waits for the lift.
///
/// Every failure says why with its numbers, also as named fields of the trace's reason ("best lasso 0.61 <
/// minimumScore 0.70; next circle 0.54", "best triangle 0.71 < its threshold 0.78 (its examples 0.80–0.93)",
/// "2 fingers; templates are one-finger"), and the trace's `ended` row
/// carries `gesture` and `score`.
@MainActor
public final class TemplateGestureRecognizer: OneFingerGestureRecognizer {
    /// The taught gestures and how they are compared.
    public var templates: TemplateSet
    /// The lowest score that recognizes (0…1), whatever a gesture's own threshold.
    public var minimumScore: Double = TemplateGestureRecognizer.defaultMinimumScore
    /// A drawing shorter than this (points, all strokes together) is a tap or a rest, not a gesture.
    public var minimumPathLength: CGFloat = 20
    /// With templates of several strokes: how long after a lift the next stroke may begin.
    public var strokeInterval: TimeInterval = 0.5

    /// Chosen on the corpus (`corpus-report --templates`, templates from one person tested on the others): below it
    /// a drawing is nothing taught whatever the thresholds learned from the examples say.
    public nonisolated static let defaultMinimumScore = 0.58

    /// The recognized gesture's name; nil until the recognizer ends.
    public private(set) var gesture: String?
    /// The recognized gesture's score; 0 until the recognizer ends.
    public private(set) var score: Double = 0
    /// The gestures ranked for the finished drawing (set when it recognizes or fails on the match).
    public private(set) var matches: [TemplateMatch] = []
    /// Why the recognizer failed this attempt, in the words of its trace reason; nil when it didn't fail on its own
    /// account (it recognized, is still deciding, or arbitration or a cancel failed it).
    public private(set) var reasonForFailure: String?
    /// What has been drawn in this attempt, in window points (so a transformed view does not turn the drawing).
    public private(set) var drawing = GestureExample(strokes: [])

    public required init() {
        templates = TemplateSet()
        super.init()
    }

    public convenience init(templates: TemplateSet) {
        self.init()
        self.templates = templates
    }

    /// The gestures ranked for what is drawn so far, for showing the top matches while the finger moves.
    public var currentMatches: [TemplateMatch] {
        drawing.strokes.isEmpty ? [] : templates.matches(for: drawing)
    }

    override public var recognitionFields: [TraceField] {
        guard let gesture else { return [] }
        return [.string("gesture", gesture), .number("score", (score * 1000).rounded() / 1000)]
    }

    /// Refuses a finger when nothing is taught, when it is not the only one, or when it would begin a stroke more
    /// than any template has; else starts a stroke (and stops waiting for one).
    override public func fingerCameDown(_ touch: Touch, fingers: Int) -> Bool {
        guard !templates.isEmpty else {
            refuse("no gestures taught (0 templates)", named: ["templates": 0])
            return false
        }
        guard fingers == 1 else {
            refuse("\(fingers) fingers; templates are one-finger", named: ["fingers": Double(fingers)])
            return false
        }
        let most = templates.strokeCounts.last ?? 1
        guard drawing.strokes.count < most else {
            refuse("stroke \(drawing.strokes.count + 1) > \(most) (the most strokes a template has)",
                 named: ["strokes": Double(drawing.strokes.count + 1), "maximumStrokes": Double(most)])
            return false
        }
        cancelTimers()
        drawing.strokes.append([])
        return true
    }

    /// Adds the finger's position, in window points, to the stroke being drawn.
    override public func follow(_ touch: Touch) {
        let start = drawing.strokes.first?.first?.t ?? touch.timestamp
        drawing.strokes[drawing.strokes.count - 1].append(TemplatePoint(touch.location(in: nil), t: touch.timestamp - start))
    }

    /// A stroke ended: decide now, or wait `strokeInterval` for the next one when a template has more strokes.
    override public func fingerLifted(_ touch: Touch) {
        if templates.strokeCounts.contains(where: { $0 > drawing.strokes.count }) {
            scheduleTimer(after: strokeInterval) { recognizer in
                (recognizer as? TemplateGestureRecognizer)?.decide()
            }
        } else {
            decide()
        }
    }

    override public func reset() {
        super.reset()
        drawing = GestureExample(strokes: [])
        gesture = nil
        score = 0
        reasonForFailure = nil
        matches = []
    }

    /// The drawing is finished: recognize the best match or fail saying why.
    private func decide() {
        guard state == .possible else { return }
        let length = drawing.pathLength
        guard length >= Double(minimumPathLength) else {
            refuse("path \(Self.points(length)) pt < minimumPathLength \(Self.points(Double(minimumPathLength))) pt",
                 named: ["path": length, "minimumPathLength": Double(minimumPathLength)])
            return
        }
        let strokes = drawing.strokes.count
        matches = templates.matches(for: drawing)
        guard let best = matches.first else {
            let counts = templates.strokeCounts.map(String.init).joined(separator: ", ")
            refuse("\(strokes) stroke\(strokes == 1 ? "" : "s"); the templates have \(counts)", named: ["strokes": Double(strokes)])
            return
        }
        guard best.score >= minimumScore else {
            let next = matches.dropFirst().first
            let text = "best \(best) < minimumScore \(TemplateMatch.format(minimumScore))"
                + (next.map { "; next \($0)" } ?? "")
            if let next {
                refuse(text, named: ["best": best.score, "minimumScore": minimumScore, "next": next.score])
            } else {
                refuse(text, named: ["best": best.score, "minimumScore": minimumScore])
            }
            return
        }
        if let learned = templates.threshold(of: best.name), best.score < learned.threshold {
            let text = "best \(best) < its threshold \(TemplateMatch.format(learned.threshold))"
                + (learned.spread.map { " (\($0))" } ?? "")
            if let low = learned.examplesLow, let high = learned.examplesHigh {
                refuse(text, named: ["best": best.score, "threshold": learned.threshold, "examplesLow": low,
                                     "examplesHigh": high])
            } else {
                refuse(text, named: ["best": best.score, "threshold": learned.threshold])
            }
            return
        }
        gesture = best.name
        score = best.score
        setState(.ended)
    }

    /// Fails saying why, keeping the words for `reasonForFailure`.
    private func refuse(_ text: String, named fields: KeyValuePairs<String, Double>) {
        reasonForFailure = text
        fail(because: text, named: fields)
    }

    /// Whole points ("3").
    private static func points(_ value: Double) -> String { String(Int(value.rounded())) }
}
