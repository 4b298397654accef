import Foundation

/// Named gestures taught by example, and how a drawing is compared with them.
///
/// The matcher is Protractor (Li 2010), the $1 recognizer's successor from the same family: each example is
/// resampled to `resampleCount` points, centred and scaled, and a drawing scores the cosine between its vector and
/// the example's after the best rotation, found in closed form. Protractor keeps the order of the points, so on its
/// own a drawing made the other way round or, for a closed shape, from another start point matches badly; here
/// (as the point-cloud matchers $P and $Q are, by construction) neither is an obstacle unless the examples say it
/// matters: a drawing is also scored reversed, and against a closed example (its ends close together) both are read
/// as loops and compared at every start. Direction is kept for a gesture whose reversed examples look like another
/// taught gesture (a swipe right beside a swipe left, a clockwise circle beside an anticlockwise one). Closed shapes
/// that the cosine barely tells apart (a triangle, a rectangle and a circle drawn by the same hand score 0.7–0.8)
/// differ in corners and closedness, which cost a score `TemplateTuning`'s penalties.
///
/// Scores run from 0 to 1: the angle between the vectors, 0 to 90°, mapped to 1 to 0 (cos 0.95 → 0.80,
/// cos 0.99 → 0.91), less the penalties. Each gesture has its own threshold, learned from how well its examples
/// match each other (`thresholds`). A drawing of several strokes is matched as its strokes joined in drawing order,
/// against examples with as many strokes.
public struct TemplateSet: Equatable, Sendable {
    /// Whether the order a gesture is drawn in matters.
    public enum Direction: String, Equatable, Sendable {
        /// Only as the examples were drawn: a swipe right doesn't match a swipe left.
        case asDrawn = "as-drawn"
        /// Either way round.
        case either
        /// Either way round, unless the gesture reversed looks like another taught gesture (its mirror): then as
        /// drawn.
        case learned
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
    /// Direction matters only where the examples say so.
    public static let defaultDirection = Direction.learned
    /// A gesture's reversed examples that score this well against another gesture make the two mirrors.
    public static let mirrorScore = 0.8
    /// The threshold of a gesture taught once, which has no spread to learn from: just above the recognizer's
    /// default `minimumScore` (0.58), so one example is judged much as that floor judges every drawing.
    public static let singleExampleThreshold = 0.6

    public var gestures: [TaughtGesture] { didSet { prepare() } }
    public var direction: Direction { didSet { prepare() } }
    public var rotation: Rotation { didSet { prepare() } }
    public var tuning: TemplateTuning { didSet { prepare() } }
    public let resampleCount: Int
    /// Each gesture's examples prepared for matching.
    private(set) var prepared: [[TemplateShape]] = []
    /// Whether each gesture matches a drawing made the other way round.
    public private(set) var reversible: [Bool] = []
    /// Each gesture's threshold, learned from its examples.
    public private(set) var thresholds: [GestureThreshold] = []

    public init(gestures: [TaughtGesture] = [], direction: Direction = TemplateSet.defaultDirection,
                rotation: Rotation = TemplateSet.defaultRotation, resampleCount: Int = TemplateSet.defaultResampleCount,
                tuning: TemplateTuning = .standard) {
        self.gestures = gestures
        self.direction = direction
        self.rotation = rotation
        self.tuning = tuning
        self.resampleCount = max(2, resampleCount)
        prepare()
    }

    /// The gesture named `name`, if taught.
    public func gesture(named name: String) -> TaughtGesture? { gestures.first { $0.name == name } }

    /// The threshold of the gesture named `name`, if taught.
    public func threshold(of name: String) -> GestureThreshold? {
        gestures.firstIndex { $0.name == name }.map { thresholds[$0] }
    }

    /// The stroke counts of the examples, ascending (`[1]` for one-finger one-stroke gestures).
    public var strokeCounts: [Int] {
        Array(Set(gestures.flatMap { $0.examples.map(\.strokes.count) })).sorted()
    }

    /// Whether any gesture has an example.
    public var isEmpty: Bool { gestures.allSatisfy(\.examples.isEmpty) }

    /// Every gesture with at least one example of as many strokes as `drawing`, best first (equal scores by name).
    public func matches(for drawing: GestureExample) -> [TemplateMatch] {
        let shape = TemplateShape(drawing, count: resampleCount, closedGap: tuning.closedGap)
        var result: [TemplateMatch] = []
        for (index, examples) in prepared.enumerated() {
            if let best = bestScore(of: shape, against: examples, reversible: reversible[index]) {
                result.append(TemplateMatch(name: gestures[index].name, score: best))
            }
        }
        return result.sorted { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
    }

    /// The best score of `shape` against `examples` of as many strokes (nil when there are none), leaving out the
    /// example at `skipping`.
    func bestScore(of shape: TemplateShape, against examples: [TemplateShape], reversible: Bool,
                   skipping: Int? = nil) -> Double? {
        var best: Double?
        for (index, example) in examples.enumerated() where example.strokeCount == shape.strokeCount && index != skipping {
            best = max(best ?? -1, score(shape, against: example, reversible: reversible))
        }
        return best
    }

    /// How well a drawing matches one example: Protractor's score on the points and on the headings (as loops at
    /// every start when the example is closed; the drawing also reversed when `reversible`), less the corner,
    /// closedness, curviness and straight-line penalties.
    func score(_ shape: TemplateShape, against example: TemplateShape, reversible: Bool) -> Double {
        let limit = rotation.limit, w = tuning.turningWeight
        func blend(_ position: Double, _ turning: Double) -> Double {
            (1 - w) * Self.score(similarity: position) + w * Self.score(similarity: turning)
        }
        var similarity: Double
        if example.isClosed {
            // Aligned at the start where the points match best; the headings are compared from the same start.
            let ahead = example.loop.loopSimilarity(to: shape.loop, maximumRotation: limit)
            similarity = blend(ahead.similarity, example.loopTurning.similarity(to: shape.loopTurning, maximumRotation: limit,
                                                                                shift: ahead.shift))
            if reversible {
                let back = example.loop.loopSimilarity(to: shape.loopBackward, maximumRotation: limit)
                similarity = max(similarity, blend(back.similarity, example.loopTurning.similarity(
                    to: shape.loopTurningBackward, maximumRotation: limit, shift: back.shift)))
            }
        } else {
            similarity = blend(example.forward.similarity(to: shape.forward, maximumRotation: limit),
                               example.turning.similarity(to: shape.turning, maximumRotation: limit))
            if reversible {
                similarity = max(similarity, blend(example.forward.similarity(to: shape.backward, maximumRotation: limit),
                                                   example.turning.similarity(to: shape.turningBackward, maximumRotation: limit)))
            }
        }
        let corners = Double(abs(shape.corners - example.corners)) * tuning.cornerPenalty
        let gap = max(0, abs(shape.gap - example.gap) - tuning.gapSlack) * tuning.gapPenalty
        let curviness = abs(shape.curviness - example.curviness) * tuning.curvinessPenalty
        let straight = shape.isStraight != example.isStraight ? tuning.straightPenalty : 0
        return max(0, similarity - corners - gap - curviness - straight)
    }

    /// The cosine mapped to 0…1 by its angle: 0° → 1, 90° or more → 0.
    static func score(similarity: Double) -> Double {
        let angle = acos(min(1, max(-1, similarity)))
        return max(0, 1 - angle / (.pi / 2))
    }

    private mutating func prepare() {
        let count = resampleCount, closedGap = tuning.closedGap
        prepared = gestures.map { $0.examples.map { TemplateShape($0, count: count, closedGap: closedGap) } }
        reversible = gestures.indices.map { index in
            switch direction {
            case .asDrawn: return false
            case .either: return true
            case .learned: return !hasMirror(index)
            }
        }
        thresholds = gestures.indices.map(learnThreshold)
    }

    /// Whether most of the gesture's examples, reversed, match another gesture's examples as drawn.
    private func hasMirror(_ index: Int) -> Bool {
        let reversed = gestures[index].examples.map {
            TemplateShape(GestureExample(strokes: $0.strokes.reversed().map { $0.reversed() }), count: resampleCount,
                          closedGap: tuning.closedGap)
        }
        guard !reversed.isEmpty else { return false }
        for other in prepared.indices where other != index {
            let alike = reversed.filter {
                (bestScore(of: $0, against: prepared[other], reversible: false) ?? 0) >= Self.mirrorScore
            }.count
            if 2 * alike > reversed.count { return true }
        }
        return false
    }

    /// Each example against the others: the threshold sits `thresholdMargin` (and at least `spreadFactor` × their
    /// spread) below the lowest, at most `highestThreshold`.
    private func learnThreshold(_ index: Int) -> GestureThreshold {
        let examples = prepared[index]
        let own = examples.indices.compactMap {
            bestScore(of: examples[$0], against: examples, reversible: reversible[index], skipping: $0)
        }
        guard let low = own.min(), let high = own.max() else {
            return GestureThreshold(threshold: Self.singleExampleThreshold)
        }
        let below = max(tuning.thresholdMargin, tuning.spreadFactor * (high - low))
        return GestureThreshold(threshold: min(tuning.highestThreshold, low - below), examplesLow: low, examplesHigh: high)
    }
}
