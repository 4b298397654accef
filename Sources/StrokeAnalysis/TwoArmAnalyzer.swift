import Foundation

/// The online analyzer every two-arm shape shares (`CheckmarkAnalyzer`, `ChevronAnalyzer`): it follows the stroke as
/// a `TwoArmStroke`, judges each kept point by the shape's prefix rules and the end of the stroke by its prefix
/// rules, then its final rules. Points stop counting once the verdict is in.
public struct TwoArmAnalyzer<Shape: TwoArmShape>: StrokeAnalyzer {
    public typealias Configuration = Shape.Configuration

    public var configuration: Configuration
    public private(set) var verdict: StrokeVerdict = .possible
    private var arms = TwoArmStroke(cornerDirection: Shape.cornerDirection)

    public init() {
        self.configuration = Shape.defaultConfiguration
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The corner so far (the extreme point along `Shape.cornerDirection`), nil before the first point.
    public var corner: CGPoint? { arms.path.isEmpty ? nil : arms.corner }

    @discardableResult public mutating func add(_ point: CGPoint, at time: TimeInterval) -> StrokeVerdict {
        guard verdict == .possible, arms.append(point) else { return verdict }
        if let reason = Shape.prefixFailure(of: arms, configuration: configuration) { verdict = .failed(reason) }
        return verdict
    }

    /// Ends the stroke: the held-back last point is kept and the whole stroke judged, prefix rules first.
    @discardableResult public mutating func finish() -> StrokeVerdict {
        guard verdict == .possible else { return verdict }
        arms.flush()
        if let reason = Shape.prefixFailure(of: arms, configuration: configuration)
            ?? Shape.finalFailure(of: arms, configuration: configuration) {
            verdict = .failed(reason)
        } else {
            verdict = .recognized
        }
        return verdict
    }

    public mutating func reset() {
        arms.removeAll()
        verdict = .possible
    }
}
