@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation
import StrokeAnalysis

/// A one-finger ✓ (seed 000, listing 1-8): down-right, then a longer up-right stroke. Discrete. Unlike the listing it
/// checks the whole upstroke and the arm lengths, so a `v`, caret, arrow or pigtail does not pass (see
/// `CheckmarkAnalyzer` for the thresholds and why).
@MainActor
public final class CheckmarkGestureRecognizer: StrokeShapeGestureRecognizer<CheckmarkAnalyzer> {
    /// Where the upstroke began (the lowest turning point), in the view's coordinates; `.zero` before a stroke.
    public private(set) var midPoint: CGPoint = .zero

    override public func analyzerDidChange() {
        guard let corner = analyzer.midPoint else {
            midPoint = .zero
            return
        }
        midPoint = view?.convert(corner, from: nil) ?? corner
    }
}
