@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation
import StrokeAnalysis

/// A one-finger right chevron ">" (seed 001): down-right, then down-left, ending below its start. Discrete; see
/// `ChevronAnalyzer` for the rules and thresholds.
@MainActor
public final class ChevronGestureRecognizer: StrokeShapeGestureRecognizer<ChevronAnalyzer> {}
