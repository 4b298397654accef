import Foundation

/// A stroke read as two arms meeting at its extreme point along `cornerDirection` (the lowest point for a ✓, the
/// rightmost for a ">"). Taking the extreme rather than looking for a sharp per-sample turn is what makes the corner
/// robust to jitter and rounded corners: it moves only when the stroke really goes further that way.
public struct TwoArmStroke: Sendable {
    /// Unit vector; the corner is the first kept point that lies furthest along it.
    public let cornerDirection: CGPoint
    public private(set) var path: StrokePath
    public private(set) var cornerIndex = 0
    private var cornerScore = -CGFloat.infinity
    /// Touch-down wobble: the stroke's first points, while they stay within max(`settleFraction` × extent,
    /// `settlePoints`) of the touch-down point, are a settling finger, not the first arm (real strokes often start
    /// with a 2–10 pt hook in another direction).
    public var settleFraction: CGFloat
    public var settlePoints: CGFloat
    private var settleEnd = 0
    /// `lowestScore[i]`: the least score along `cornerDirection` of the points up to i (how far back the first arm
    /// reaches), kept so the online rules stay O(1) a point.
    private var lowestScore: [CGFloat] = []
    /// The least score since the corner (the second arm's far end so far).
    private var lowestSinceCorner = CGFloat.infinity
    /// The first point that reached the second arm's far end so far (the corner while there is no second arm).
    public private(set) var secondArmReachIndex = 0

    public init(cornerDirection: CGPoint, minimumSpacing: CGFloat = 1.5, settleFraction: CGFloat = 0.04,
                settlePoints: CGFloat = 10) {
        self.cornerDirection = cornerDirection
        self.path = StrokePath(minimumSpacing: minimumSpacing)
        self.settleFraction = settleFraction
        self.settlePoints = settlePoints
    }

    /// Adds a sample; returns true when it was kept and the arms may have changed.
    @discardableResult public mutating func append(_ point: CGPoint) -> Bool {
        guard path.append(point) else { return false }
        noteLastPoint()
        return true
    }

    /// Keeps the final held-back sample at the end of the stroke.
    @discardableResult public mutating func flush() -> Bool {
        guard path.flush() else { return false }
        noteLastPoint()
        return true
    }

    public mutating func removeAll() {
        path.removeAll()
        cornerIndex = 0
        cornerScore = -.infinity
        settleEnd = 0
        lowestScore.removeAll(keepingCapacity: true)
        lowestSinceCorner = .infinity
        secondArmReachIndex = 0
    }

    /// How far the corner lies beyond the furthest-back point before it, along `cornerDirection`: a ✓'s down arm
    /// drop (0 while the corner is still the start).
    public var firstArmDepth: CGFloat { path.isEmpty ? 0 : cornerScore - lowestScore[cornerIndex] }
    /// How far the second arm has come back from the corner at its furthest (a ✓'s up arm's rise so far).
    public var secondArmReach: CGFloat { path.isEmpty ? 0 : cornerScore - lowestSinceCorner }
    /// How far the finger has since turned back towards the corner's side from that furthest point.
    public var secondArmFallBack: CGFloat {
        path.isEmpty ? 0 : path.points[path.count - 1].dot(cornerDirection) - lowestSinceCorner
    }

    /// Where the first arm really starts: the last point of the touch-down wobble, never past the corner.
    public var settledStartIndex: Int { min(settleEnd, cornerIndex) }
    public var settledStart: CGPoint { path.points[settledStartIndex] }
    /// Settled start → corner.
    public var settledFirstArm: CGPoint { settledStart.offset(to: corner) }
    public var settledFirstArmPathLength: CGFloat { path.pathLength(from: settledStartIndex, to: cornerIndex) }
    public var settledFirstArmBulge: CGFloat { path.bulge(from: settledStartIndex, to: cornerIndex) }

    public var start: CGPoint { path.points[0] }
    public var corner: CGPoint { path.points[cornerIndex] }
    public var end: CGPoint { path.points[path.count - 1] }
    /// Start → corner.
    public var firstArm: CGPoint { start.offset(to: corner) }
    /// Corner → latest point.
    public var secondArm: CGPoint { corner.offset(to: end) }
    public var firstArmPathLength: CGFloat { path.pathLength(from: 0, to: cornerIndex) }
    public var secondArmPathLength: CGFloat { path.pathLength(from: cornerIndex, to: path.count - 1) }
    public var firstArmBulge: CGFloat { path.bulge(from: 0, to: cornerIndex) }
    public var secondArmBulge: CGFloat { path.bulge(from: cornerIndex, to: path.count - 1) }

    /// How much longer an arm's path is than its chord, measured as path ≤ ratio × chord + slack.
    public static func isStraight(path: CGFloat, chord: CGFloat, ratio: CGFloat, slack: CGFloat) -> Bool {
        path <= ratio * chord + slack
    }

    private mutating func noteLastPoint() {
        let index = path.count - 1
        let radius = max(settleFraction * path.extent, settlePoints)
        while settleEnd + 1 < path.count, path.points[settleEnd + 1].dist(to: path.points[0]) <= radius {
            settleEnd += 1
        }
        let score = path.points[index].dot(cornerDirection)
        lowestScore.append(min(score, lowestScore.last ?? score))
        if score > cornerScore {
            cornerScore = score
            cornerIndex = index
            lowestSinceCorner = score
            secondArmReachIndex = index
        } else if score < lowestSinceCorner {
            lowestSinceCorner = score
            secondArmReachIndex = index
        }
    }
}
