import Foundation

/// One sampled point of a drawn stroke: where (in points) and, when known, when (seconds since the stroke began;
/// nil for points made by hand or read from a file that didn't record time). Matching uses only the locations.
public struct TemplatePoint: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var t: Double?

    public init(x: Double, y: Double, t: Double? = nil) {
        self.x = x
        self.y = y
        self.t = t
    }

    public init(_ location: CGPoint, t: Double? = nil) {
        self.init(x: Double(location.x), y: Double(location.y), t: t)
    }

    public var location: CGPoint { CGPoint(x: x, y: y) }
}
