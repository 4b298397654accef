import Foundation

/// One recorded stroke of the corpus (or one derived from it by a rotation or mirror), with the transforms the
/// measurements need. Coordinates are y-down screen points; times are seconds since the first point.
public struct CorpusStroke: Sendable {
    public var gesture: String
    public var device: String
    public var subject: String
    public var rep: Int
    public var points: [StrokePoint]
    /// How many pen-down attempts the record held; `points` is the last one (see `StrokeCorpus`).
    public var attempts: Int
    /// The corpus shape this stroke was derived from, or nil for a recorded stroke.
    public var derivedFrom: String?

    public init(gesture: String, device: String, subject: String, rep: Int, points: [StrokePoint],
                attempts: Int = 1, derivedFrom: String? = nil) {
        self.gesture = gesture
        self.device = device
        self.subject = subject
        self.rep = rep
        self.points = points
        self.attempts = attempts
        self.derivedFrom = derivedFrom
    }

    public var isDerived: Bool { derivedFrom != nil }

    /// Bounding box of the points.
    public var bounds: CGRect {
        guard let first = points.first?.location else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.location.x); maxX = max(maxX, point.location.x)
            minY = min(minY, point.location.y); maxY = max(maxY, point.location.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same stroke with every location mapped through `transform`.
    public func mapped(_ transform: (CGPoint) -> CGPoint) -> CorpusStroke {
        var copy = self
        copy.points = points.map { StrokePoint(transform($0.location), time: $0.time) }
        return copy
    }

    /// Rotated 90° clockwise on a y-down screen: (x, y) → (−y, x). A caret becomes a ">" drawn top to bottom.
    public func rotatedClockwise() -> CorpusStroke { mapped { CGPoint(x: -$0.y, y: $0.x) } }

    /// Rotated 90° anticlockwise on a y-down screen: (x, y) → (y, −x). A `v` becomes a ">" drawn bottom to top.
    public func rotatedAnticlockwise() -> CorpusStroke { mapped { CGPoint(x: $0.y, y: -$0.x) } }

    /// Mirrored left–right, which turns an anticlockwise circle into a clockwise one.
    public func mirrored() -> CorpusStroke { mapped { CGPoint(x: -$0.x, y: $0.y) } }

    /// Scaled uniformly so the larger side of the bounding box is `extent` points, with the box's origin at
    /// `origin`; this is how the tests replay one hand's stroke at 40 pt and at 400 pt.
    public func scaled(toExtent extent: CGFloat, origin: CGPoint = CGPoint(x: 20, y: 20)) -> CorpusStroke {
        let box = bounds
        let factor = extent / max(box.width, box.height, 1)
        return mapped {
            CGPoint(x: origin.x + ($0.x - box.minX) * factor, y: origin.y + ($0.y - box.minY) * factor)
        }
    }

    /// Moved so the bounding box starts at `origin`, keeping its size.
    public func translated(to origin: CGPoint) -> CorpusStroke {
        let box = bounds
        return mapped { CGPoint(x: origin.x + $0.x - box.minX, y: origin.y + $0.y - box.minY) }
    }

    /// Timestamps multiplied by `factor`: 0.5 is drawn twice as fast, 2 twice as slowly.
    public func timeScaled(_ factor: TimeInterval) -> CorpusStroke {
        var copy = self
        copy.points = points.map { StrokePoint($0.location, time: $0.time * factor) }
        return copy
    }

    /// Relabelled as a derived sample of `gesture`, remembering the corpus shape it came from.
    public func derived(as gesture: String) -> CorpusStroke {
        var copy = self
        copy.derivedFrom = self.gesture
        copy.gesture = gesture
        return copy
    }
}
