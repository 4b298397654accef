import Foundation

/// One sample of a single-finger stroke: where the finger was and when, in seconds.
public struct StrokePoint: Sendable, Equatable {
    public var location: CGPoint
    public var time: TimeInterval

    public init(_ location: CGPoint, time: TimeInterval) {
        self.location = location
        self.time = time
    }

    public init(x: CGFloat, y: CGFloat, time: TimeInterval) {
        self.init(CGPoint(x: x, y: y), time: time)
    }
}
