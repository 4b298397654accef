import Foundation

/// The geometry of a drawn loop: its length, how far its end lies from its start, the area it encloses and which
/// points lie inside. The loop is closed by a straight segment from the last point back to the first.
public struct LassoLoop: Sendable, Equatable {
    public let points: [CGPoint]

    public init(_ points: [CGPoint]) {
        self.points = points
    }

    /// The length of the path as drawn (without the closing segment).
    public var length: CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The distance between where the finger came down and where it lifted.
    public var gap: CGFloat {
        guard let first = points.first, let last = points.last else { return 0 }
        return hypot(last.x - first.x, last.y - first.y)
    }

    /// The enclosed area (shoelace formula; a figure eight's lobes partly cancel, which is what keeps a scribble out).
    public var area: CGFloat {
        guard points.count >= 3 else { return 0 }
        var twice: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// Even-odd point in polygon: a ray to the right crosses the loop an odd number of times from inside.
    public func contains(_ point: CGPoint) -> Bool {
        guard points.count >= 3 else { return false }
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            if (current.y > point.y) != (previous.y > point.y) {
                let crossing = current.x + (point.y - current.y) / (previous.y - current.y) * (previous.x - current.x)
                if point.x < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }
}
