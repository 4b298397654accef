@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation
import StrokeAnalysis

/// The shared body of the discrete one-finger shape recognizers: it feeds the tracked finger's window-coordinate
/// locations (so a transformed view does not rotate the shape) to a `StrokeAnalyzer` and fails the moment the
/// analyzer says the stroke can no longer become the shape, letting other recognizers have the touches.
///
/// A second finger fails it; a cancelled touch fails it (discrete recognizers never go to cancelled). The finger is
/// followed by `OneFingerGestureRecognizer`, as the taught gestures' is.
@MainActor
open class StrokeShapeGestureRecognizer<Analyzer: StrokeAnalyzer>: OneFingerGestureRecognizer {
    /// The analyzer following the current stroke; read it for the reason of a failure (`verdict`).
    public private(set) var analyzer = Analyzer()

    public required init() {
        super.init()
    }

    /// A recognizer judging with `analyzer`, another configuration of it (corpus-report's cross-validation tunes
    /// one per fold).
    public convenience init(analyzer: Analyzer) {
        self.init()
        self.analyzer = analyzer
    }

    /// Called after every point the analyzer accepted while still possible; subclasses refresh derived properties.
    open func analyzerDidChange() {}

    /// A second finger fails it.
    override open func fingerCameDown(_ touch: Touch, fingers: Int) -> Bool {
        guard fingers == 1 else {
            fail(because: "a second finger came down (one-finger stroke)")
            return false
        }
        return true
    }

    /// Feeds the finger's position in window points to the analyzer.
    override open func follow(_ touch: Touch) {
        let verdict = analyzer.add(touch.location(in: nil), at: touch.timestamp)
        analyzerDidChange()
        switch verdict {
        case .possible: break
        case .recognized: setState(.ended)
        case .failed: failWithVerdict()
        }
    }

    /// The stroke is finished: the analyzer's last word recognizes or fails it.
    override open func fingerLifted(_ touch: Touch) {
        analyzer.finish()
        analyzerDidChange()
        if analyzer.verdict == .recognized { setState(.ended) } else { failWithVerdict() }
    }

    override open func reset() {
        super.reset()
        analyzer.reset()
        analyzerDidChange()
    }

    /// Fails with the rule the analyzer says broke, its measured value and limit by name ("down arm bulges 0.31 >
    /// maximumBulge 0.22", downArmBulge 0.31, maximumBulge 0.22), so a trace carries them as fields.
    private func failWithVerdict() {
        guard let failure = analyzer.verdict.failure else { return fail(because: "not the shape") }
        fail(because: failure.text, numbers: failure.numbers, names: failure.names)
    }
}
