import Foundation

/// A finger the translator considers down, as the overlay draws it.
public struct ActiveFinger: Equatable, Sendable {
    /// The small integer id the engine sees.
    public var id: Int
    public var source: FingerSource
    /// Window points.
    public var location: CGPoint

    public init(id: Int, source: FingerSource, location: CGPoint) {
        (self.id, self.source, self.location) = (id, source, location)
    }
}
