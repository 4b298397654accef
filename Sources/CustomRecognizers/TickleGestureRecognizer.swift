@_spi(GestureRecognizerSubclass) import GestureKit
import Foundation
import StrokeAnalysis

/// Seed 003's tickle: horizontal back-and-forth with more than two direction changes of 25 pt, recognized while
/// the finger is still moving (discrete). It fails on vertical rubbing and when the finger lifts too soon; see
/// `TickleAnalyzer`.
@MainActor
public final class TickleGestureRecognizer: StrokeShapeGestureRecognizer<TickleAnalyzer> {
    /// Direction changes counted so far in this attempt.
    public var directionChanges: Int { analyzer.directionChanges }
}
