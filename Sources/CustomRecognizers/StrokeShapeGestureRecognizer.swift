@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation
import StrokeAnalysis

/// The shared body of the discrete one-finger shape recognizers: it feeds the tracked finger's window-coordinate
/// locations (so a transformed view does not rotate the shape) to a `StrokeAnalyzer` and fails the moment the
/// analyzer says the stroke can no longer become the shape, letting other recognizers have the touches.
///
/// A second finger fails it; a cancelled touch fails it (discrete recognizers never go to cancelled).
@MainActor
open class StrokeShapeGestureRecognizer<Analyzer: StrokeAnalyzer>: GestureRecognizer {
    /// The analyzer following the current stroke; read it for the reason of a failure (`verdict`).
    public private(set) var analyzer = Analyzer()
    private var trackedTouch: Touch?

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

    override open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else {
            fail(because: "a second finger came down (one-finger stroke)")
            return
        }
        trackedTouch = touch
        feed(touch)
    }

    override open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        feed(touch)
    }

    override open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        feed(touch)
        guard state == .possible else { return }
        analyzer.finish()
        analyzerDidChange()
        if analyzer.verdict == .recognized { setState(.ended) } else { failWithVerdict() }
    }

    override open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { setState(.failed) }
    }

    override open func reset() {
        super.reset()
        analyzer.reset()
        trackedTouch = nil
        analyzerDidChange()
    }

    private func feed(_ touch: Touch) {
        let verdict = analyzer.add(touch.location(in: nil), at: touch.timestamp)
        analyzerDidChange()
        switch verdict {
        case .possible: break
        case .recognized: setState(.ended)
        case .failed: failWithVerdict()
        }
    }

    /// Fails with the rule the analyzer says broke, its measured value and limit by name ("down arm bulges 0.31 >
    /// maximumBulge 0.22", downArmBulge 0.31, maximumBulge 0.22), so a trace carries them as fields.
    private func failWithVerdict() {
        guard let failure = analyzer.verdict.failure else { return fail(because: "not the shape") }
        fail(because: failure.text, numbers: failure.numbers, names: failure.names)
    }
}
