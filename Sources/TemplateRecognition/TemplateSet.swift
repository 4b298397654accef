import Foundation

/// Named gestures taught by example, and how a drawing is compared with them.
///
/// The matcher is Protractor (Li 2010), the $1 recognizer's successor from the same family: each example is
/// resampled to `resampleCount` points, centred and scaled, and a drawing scores the cosine between its vector and
/// the example's after the best rotation, found in closed form. It was chosen over the point-cloud matchers $P and
/// $Q because it keeps the order of the points: a swipe right is not a swipe left and a circle drawn clockwise is
/// not one drawn anticlockwise, which a point cloud can't tell apart. Where direction should not matter,
/// `direction = .either` also scores the drawing reversed. It is linear in the points per template, so every move
/// can be scored against every example for the live top three.
///
/// Scores run from 0 to 1: the angle between the vectors, 0 to 90°, mapped to 1 to 0 (cos 0.95 → 0.80,
/// cos 0.99 → 0.91). A drawing of several strokes is matched as its strokes joined in drawing order, against
/// examples with as many strokes.
public struct TemplateSet: Equatable, Sendable {
    /// Whether the order a gesture is drawn in matters.
    public enum Direction: String, Equatable, Sendable {
        /// Only as the examples were drawn: a swipe right doesn't match a swipe left.
        case asDrawn = "as-drawn"
        /// Either way round.
        case either
    }

    /// Whether turning a gesture changes it.
    public enum Rotation: Equatable, Sendable {
        /// A drawing may be turned by at most this many degrees from an example and still match it.
        case sensitive(maximumDegrees: Double)
        /// Any rotation matches (an arrow is an arrow whichever way it points).
        case invariant

        /// Radians, or nil for any.
        var limit: Double? {
            if case let .sensitive(degrees) = self { return degrees * .pi / 180 }
            return nil
        }
    }

    /// The default: 32 points, as $1 recommends a few dozen; Protractor's 16 loses the tips of small loops.
    public static let defaultResampleCount = 32
    /// Hands tilt their drawings by a few degrees; a quarter turn is a different gesture.
    public static let defaultRotation = Rotation.sensitive(maximumDegrees: 30)

    public var gestures: [TaughtGesture] { didSet { prepare() } }
    public var direction: Direction { didSet { prepare() } }
    public var rotation: Rotation
    public let resampleCount: Int
    /// Each gesture's examples as vectors, with their stroke counts (and the reversed drawing's for `.either`).
    private(set) var prepared: [[PreparedExample]] = []

    struct PreparedExample: Equatable, Sendable {
        var strokeCount: Int
        var vector: ProtractorVector
    }

    public init(gestures: [TaughtGesture] = [], direction: Direction = .asDrawn,
                rotation: Rotation = TemplateSet.defaultRotation, resampleCount: Int = TemplateSet.defaultResampleCount) {
        self.gestures = gestures
        self.direction = direction
        self.rotation = rotation
        self.resampleCount = max(2, resampleCount)
        prepare()
    }

    /// The gesture named `name`, if taught.
    public func gesture(named name: String) -> TaughtGesture? { gestures.first { $0.name == name } }

    /// The stroke counts of the examples, ascending (`[1]` for one-finger one-stroke gestures).
    public var strokeCounts: [Int] {
        Array(Set(gestures.flatMap { $0.examples.map(\.strokes.count) })).sorted()
    }

    /// Whether any gesture has an example.
    public var isEmpty: Bool { gestures.allSatisfy(\.examples.isEmpty) }

    /// Every gesture with at least one example of as many strokes as `drawing`, best first (equal scores by name).
    public func matches(for drawing: GestureExample) -> [TemplateMatch] {
        matches(for: drawing, excluding: nil)
    }

    /// `matches(for:)` as if one example were not taught (`gesture`, `example`: indices), without preparing the set
    /// again: the Teach scene asks it for each example in turn, which re-prepared every example each time (3,000
    /// examples took 28.6 s to show).
    public func matches(for drawing: GestureExample, excluding: (gesture: Int, example: Int)?) -> [TemplateMatch] {
        let strokeCount = drawing.strokes.count
        let forward = ProtractorVector(points: drawing.allPoints, count: resampleCount)
        let backward = direction == .either
            ? ProtractorVector(points: drawing.allPoints.reversed(), count: resampleCount) : nil
        let limit = rotation.limit
        var result: [TemplateMatch] = []
        for (g, (gesture, examples)) in zip(gestures, prepared).enumerated() {
            var best: Double?
            for (e, example) in examples.enumerated()
            where example.strokeCount == strokeCount && !(excluding?.gesture == g && excluding?.example == e) {
                var similarity = example.vector.similarity(to: forward, maximumRotation: limit)
                if let backward { similarity = max(similarity, example.vector.similarity(to: backward, maximumRotation: limit)) }
                best = max(best ?? -1, similarity)
            }
            if let best { result.append(TemplateMatch(name: gesture.name, score: Self.score(similarity: best))) }
        }
        return result.sorted { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
    }

    /// The cosine mapped to 0…1 by its angle: 0° → 1, 90° or more → 0.
    static func score(similarity: Double) -> Double {
        let angle = acos(min(1, max(-1, similarity)))
        return max(0, 1 - angle / (.pi / 2))
    }

    private mutating func prepare() {
        prepared = gestures.map { gesture in
            gesture.examples.map {
                PreparedExample(strokeCount: $0.strokes.count,
                                vector: ProtractorVector(points: $0.allPoints, count: resampleCount))
            }
        }
    }
}
