import Foundation

/// Recognizes a tickle as in seed 003: horizontal back-and-forth, counting direction changes of at least 25 pt, and
/// recognized as soon as there are more than two (the seed's constants), while the finger is still down.
///
/// Unlike the seed it also demands that the rubbing be horizontal: each run between reversals may drift vertically
/// only a fraction of its horizontal travel, so a zig-zag (vertical reversals), a star or a brace (tall strokes whose
/// x happens to reverse) fail, and a vertical drag fails within about one tickle length.
public struct TickleAnalyzer: StrokeAnalyzer {
    public struct Configuration: Sendable {
        /// Horizontal travel that counts as one tickle (seed 003: 25 pt). Absolute: a tickle is a finger-sized rub.
        public var movementPerTickle: CGFloat = 25
        /// Direction changes needed (seed 003: more than 2).
        public var requiredDirectionChanges = 3
        /// Within a run, vertical travel ≤ ratio × horizontal travel + `verticalSlack`. Rotated zig-zags (real
        /// horizontal rubbing) stay under 0.8; a star's or brace's runs are mostly vertical (≥ 1.5).
        public var maximumVerticalRatio: CGFloat = 1.0
        /// Vertical travel every run may have regardless of its length (wobble of a real finger).
        public var verticalSlack: CGFloat = 15

        public init() {}
    }

    public var configuration: Configuration
    public private(set) var verdict: StrokeVerdict = .possible
    /// Direction changes of at least one tickle length seen so far.
    public private(set) var directionChanges = 0

    private var path = StrokePath()
    /// Cumulative |dx| and |dy| along the kept points, so any run's travel is a subtraction.
    private var travelX: [CGFloat] = []
    private var travelY: [CGFloat] = []
    /// +1 rightwards, -1 leftwards, 0 before the first tickle length.
    private var direction: CGFloat = 0
    private var runStart = 0
    private var runExtreme = 0

    public init() {
        self.configuration = Configuration()
    }

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    @discardableResult public mutating func add(_ point: CGPoint, at time: TimeInterval) -> StrokeVerdict {
        guard verdict == .possible, path.append(point) else { return verdict }
        noteLastPoint()
        return verdict
    }

    @discardableResult public mutating func finish() -> StrokeVerdict {
        guard verdict == .possible else { return verdict }
        if path.flush() { noteLastPoint() }
        if verdict == .possible {
            verdict = .failed("only \(directionChanges) direction changes")
        }
        return verdict
    }

    public mutating func reset() {
        path.removeAll()
        travelX.removeAll(keepingCapacity: true)
        travelY.removeAll(keepingCapacity: true)
        verdict = .possible
        directionChanges = 0
        direction = 0
        runStart = 0
        runExtreme = 0
    }

    private mutating func noteLastPoint() {
        let index = path.count - 1
        let point = path.points[index]
        if index == 0 {
            travelX.append(0)
            travelY.append(0)
            return
        }
        let previous = path.points[index - 1]
        travelX.append(travelX[index - 1] + abs(point.x - previous.x))
        travelY.append(travelY[index - 1] + abs(point.y - previous.y))

        let c = configuration
        let extremeX = path.points[runExtreme].x
        if direction == 0 {
            if abs(point.x - path.points[0].x) >= c.movementPerTickle {
                direction = point.x > path.points[0].x ? 1 : -1
                runExtreme = index
            }
        } else if (point.x - extremeX) * direction >= 0 {
            runExtreme = index
        } else if (extremeX - point.x) * direction >= c.movementPerTickle {
            // The new run starts at the old extreme; it must itself be horizontal before it can count.
            guard isHorizontal(from: runExtreme, to: index) else { return }
            directionChanges += 1
            direction = -direction
            runStart = runExtreme
            runExtreme = index
            if directionChanges >= c.requiredDirectionChanges {
                verdict = .recognized
            }
            return
        }
        _ = isHorizontal(from: runStart, to: index)
    }

    /// Checks the run between two kept points; fails the analyzer when it moved vertically too much.
    private mutating func isHorizontal(from start: Int, to end: Int) -> Bool {
        let c = configuration
        let vertical = travelY[end] - travelY[start]
        let horizontal = travelX[end] - travelX[start]
        guard vertical > c.maximumVerticalRatio * horizontal + c.verticalSlack else { return true }
        verdict = .failed("moving vertically (\(Int(vertical)) pt up/down against \(Int(horizontal)) pt across)")
        return false
    }
}
