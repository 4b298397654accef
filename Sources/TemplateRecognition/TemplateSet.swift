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

    /// A gesture's threshold is learned from at most this many of its examples, spread evenly over them (the first,
    /// the last and those between), each scored against the others: 32 × 31 scores however many were taught, so a
    /// gesture with 10,000 examples is prepared in bounded time (all pairs took 10⁸ scores).
    public static let thresholdSample = 32
    /// Mirror detection reverses at most this many of a gesture's examples (spread evenly) and scores them against
    /// as many of each other gesture's: at most 5 × 5 scores a pair of gestures, all of them when taught 3–5 times.
    public static let mirrorSample = 5
    /// Past this many gestures with examples, mirrors are not looked for (every gesture reads both ways under
    /// `.learned`): the search pairs every gesture with every other, which is quadratic in the gestures.
    public static let maximumMirrorGestures = 64

    public var gestures: [TaughtGesture] { didSet { prepare(after: oldValue) } }
    public var direction: Direction { didSet { prepareAll() } }
    public var rotation: Rotation { didSet { prepareAll() } }
    public var tuning: TemplateTuning { didSet { prepareAll() } }
    public let resampleCount: Int
    /// Each gesture's examples prepared for matching.
    private(set) var prepared: [[TemplateShape]] = []
    /// Whether each gesture matches a drawing made the other way round.
    public private(set) var reversible: [Bool] = []
    /// Each gesture's threshold, learned from its examples.
    public private(set) var thresholds: [GestureThreshold] = []
    /// Whether mirrors were looked for (at most `maximumMirrorGestures` gestures with examples, direction `.learned`).
    public private(set) var mirrorsSearched = false
    /// The scores (one drawing or example against one example) the last change of the set computed to learn its
    /// thresholds and mirrors: bounded by the samples, so counted by the tests, not timed.
    public private(set) var preparationComparisons = 0
    /// Each gesture's revision: kept while the gesture is unchanged, new when its name or examples change, so what
    /// was learned from it is kept across edits of other gestures and found stale after its own.
    private var revisions: [Int] = []
    private var nextRevision = 0
    /// Mirrors found, as (revision of the gesture reversed, revision of the gesture it matches as drawn).
    private var mirrorPairs: Set<MirrorPair> = []

    private struct MirrorPair: Hashable, Sendable {
        let reversed: Int
        let asDrawn: Int
    }

    public init(gestures: [TaughtGesture] = [], direction: Direction = TemplateSet.defaultDirection,
                rotation: Rotation = TemplateSet.defaultRotation, resampleCount: Int = TemplateSet.defaultResampleCount,
                tuning: TemplateTuning = .standard) {
        self.gestures = gestures
        self.direction = direction
        self.rotation = rotation
        self.tuning = tuning
        self.resampleCount = max(2, resampleCount)
        prepareAll()
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
        matches(for: drawing, excluding: nil)
    }

    /// `matches(for:)` as if one example were not taught (`gesture`, `example`: indices), without preparing the set
    /// again: the Teach scene asks it for each example in turn, which re-prepared every example each time (3,000
    /// examples took 28.6 s to show).
    public func matches(for drawing: GestureExample, excluding: (gesture: Int, example: Int)?) -> [TemplateMatch] {
        var comparisons = 0
        return matches(for: drawing, excluding: excluding, comparisons: &comparisons)
    }

    /// `matches(for:excluding:)`, adding to `comparisons` the drawing-against-example scores it computed: one per
    /// example of as many strokes, whatever the thresholds and mirrors (learned when the examples changed).
    func matches(for drawing: GestureExample, excluding: (gesture: Int, example: Int)?,
                 comparisons: inout Int) -> [TemplateMatch] {
        let shape = TemplateShape(drawing, count: resampleCount, closedGap: tuning.closedGap)
        var result: [TemplateMatch] = []
        for (index, examples) in prepared.enumerated() {
            let skipping = excluding?.gesture == index ? excluding?.example : nil
            if let best = bestScore(of: shape, against: examples, reversible: reversible[index], skipping: skipping,
                                    comparisons: &comparisons) {
                result.append(TemplateMatch(name: gestures[index].name, score: best))
            }
        }
        return result.sorted { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
    }

    /// The best score of `shape` against `examples` of as many strokes (nil when there are none), leaving out the
    /// example at `skipping`.
    func bestScore(of shape: TemplateShape, against examples: [TemplateShape], reversible: Bool,
                   skipping: Int? = nil) -> Double? {
        var comparisons = 0
        return bestScore(of: shape, against: examples, reversible: reversible, skipping: skipping,
                         comparisons: &comparisons)
    }

    /// `bestScore(of:against:reversible:skipping:)`, adding the scores computed to `comparisons`.
    func bestScore(of shape: TemplateShape, against examples: [TemplateShape], reversible: Bool, skipping: Int?,
                   comparisons: inout Int) -> Double? {
        var best: Double?
        for (index, example) in examples.enumerated() where example.strokeCount == shape.strokeCount && index != skipping {
            comparisons += 1
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

    /// Equal when taught alike with the same settings (what was learned follows from those).
    public static func == (lhs: TemplateSet, rhs: TemplateSet) -> Bool {
        lhs.gestures == rhs.gestures && lhs.direction == rhs.direction && lhs.rotation == rhs.rotation
            && lhs.tuning == rhs.tuning && lhs.resampleCount == rhs.resampleCount
    }

    /// Prepares every gesture again (the settings changed).
    private mutating func prepareAll() {
        prepared = []
        revisions = []
        mirrorPairs = []
        mirrorsSearched = false
        prepare(after: [])
    }

    /// Prepares what changed since `old`: a gesture equal to one in `old` keeps its prepared examples, revision and
    /// threshold (unless whether it reads reversed changed); a changed gesture keeps the prepared examples that are
    /// unchanged at their index (an added example prepares one). Mirrors are looked for between the changed gestures
    /// and the rest only.
    private mutating func prepare(after old: [TaughtGesture]) {
        var comparisons = 0
        let count = resampleCount, closedGap = tuning.closedGap
        // Old gestures by name, made only when a gesture is not where it was (one added or dropped before it).
        var byName: [String: Int]?
        let oldPrepared = prepared, oldRevisions = revisions, oldReversible = reversible, oldThresholds = thresholds
        var kept: [Int?] = []
        kept.reserveCapacity(gestures.count)
        prepared = []
        prepared.reserveCapacity(gestures.count)
        revisions = []
        revisions.reserveCapacity(gestures.count)
        for (index, gesture) in gestures.enumerated() {
            let atIndex = index < old.count && index < oldPrepared.count ? index : nil
            var same = atIndex.flatMap { old[$0] == gesture ? $0 : nil }
            var named: Int?
            if same == nil, !old.isEmpty {
                if byName == nil {
                    var names: [String: Int] = [:]
                    for (index, gesture) in old.enumerated() where index < oldPrepared.count { names[gesture.name] = index }
                    byName = names
                }
                named = byName?[gesture.name]
                same = named.flatMap { old[$0] == gesture ? $0 : nil }
            }
            if let same {
                prepared.append(oldPrepared[same])
                revisions.append(oldRevisions[same])
                kept.append(same)
                continue
            }
            let base = named ?? atIndex
            let before = base.map { old[$0].examples } ?? []
            prepared.append(gesture.examples.enumerated().map { e, example in
                if let base, e < before.count, before[e] == example { return oldPrepared[base][e] }
                return TemplateShape(example, count: count, closedGap: closedGap)
            })
            revisions.append(nextRevision)
            nextRevision += 1
            kept.append(nil)
        }
        findMirrors(changed: gestures.indices.filter { kept[$0] == nil }, comparisons: &comparisons)
        let mirrored = Set(mirrorPairs.map(\.reversed))
        reversible = revisions.map { revision in
            switch direction {
            case .asDrawn: return false
            case .either: return true
            case .learned: return !mirrored.contains(revision)
            }
        }
        thresholds = gestures.indices.map { index in
            if let same = kept[index], oldReversible[same] == reversible[index] { return oldThresholds[same] }
            return learnThreshold(index, comparisons: &comparisons)
        }
        preparationComparisons = comparisons
    }

    /// The indices of at most `limit` of `count` items, spread evenly from the first to the last.
    static func sample(_ count: Int, limit: Int) -> [Int] {
        guard count > limit else { return Array(0..<count) }
        guard limit > 1 else { return limit == 1 ? [0] : [] }
        return (0..<limit).map { $0 * (count - 1) / (limit - 1) }
    }

    /// Updates `mirrorPairs` for the gestures at `changed`: pairs with a revision no longer taught are dropped, and
    /// each changed gesture is tried both ways against every other gesture with examples. Looked for again from
    /// scratch when the search was off (too many gestures) and no longer is.
    private mutating func findMirrors(changed: [Int], comparisons: inout Int) {
        let taught = gestures.indices.filter { !prepared[$0].isEmpty }
        guard direction == .learned, taught.count <= Self.maximumMirrorGestures else {
            mirrorPairs = []
            mirrorsSearched = false
            return
        }
        let fresh = mirrorsSearched ? Set(changed) : Set(taught)
        if !mirrorPairs.isEmpty {
            let live = Set(revisions)
            mirrorPairs = mirrorPairs.filter { live.contains($0.reversed) && live.contains($0.asDrawn) }
        }
        mirrorsSearched = true
        var samples: [Int: [TemplateShape]] = [:], reversedSamples: [Int: [TemplateShape]] = [:]
        func sample(_ index: Int) -> [TemplateShape] {
            if let found = samples[index] { return found }
            let picked = Self.sample(prepared[index].count, limit: Self.mirrorSample).map { prepared[index][$0] }
            samples[index] = picked
            return picked
        }
        func reversedSample(_ index: Int) -> [TemplateShape] {
            if let found = reversedSamples[index] { return found }
            let examples = gestures[index].examples
            let picked = Self.sample(examples.count, limit: Self.mirrorSample).map {
                TemplateShape(GestureExample(strokes: examples[$0].strokes.reversed().map { $0.reversed() }),
                              count: resampleCount, closedGap: tuning.closedGap)
            }
            reversedSamples[index] = picked
            return picked
        }
        /// Whether most of `index`'s sampled examples, reversed, match `other`'s sampled examples as drawn.
        func mirrors(_ index: Int, _ other: Int) -> Bool {
            let reversed = reversedSample(index), targets = sample(other)
            let alike = reversed.filter {
                (bestScore(of: $0, against: targets, reversible: false, skipping: nil, comparisons: &comparisons) ?? 0)
                    >= Self.mirrorScore
            }.count
            return 2 * alike > reversed.count
        }
        for index in taught where fresh.contains(index) {
            for other in taught where other != index && !(fresh.contains(other) && other < index) {
                if mirrors(index, other) { mirrorPairs.insert(MirrorPair(reversed: revisions[index], asDrawn: revisions[other])) }
                if mirrors(other, index) { mirrorPairs.insert(MirrorPair(reversed: revisions[other], asDrawn: revisions[index])) }
            }
        }
    }

    /// The sampled examples (`thresholdSample`) each against the others: the threshold sits `thresholdMargin`
    /// (tightened past 3 examples by `marginTightening`, to no less than `minimumMargin`, and at least `spreadFactor` × their spread) below the lowest,
    /// at most `highestThreshold`.
    private func learnThreshold(_ index: Int, comparisons: inout Int) -> GestureThreshold {
        guard prepared[index].count > 1 else { return GestureThreshold(threshold: Self.singleExampleThreshold) }
        let examples = Self.sample(prepared[index].count, limit: Self.thresholdSample).map { prepared[index][$0] }
        let own = examples.indices.compactMap {
            bestScore(of: examples[$0], against: examples, reversible: reversible[index], skipping: $0,
                      comparisons: &comparisons)
        }
        guard let low = own.min(), let high = own.max() else {
            return GestureThreshold(threshold: Self.singleExampleThreshold)
        }
        let tightened = tuning.thresholdMargin * pow(3 / Double(max(3, examples.count)), tuning.marginTightening)
        let margin = max(min(tuning.minimumMargin, tuning.thresholdMargin), tightened)
        let below = max(margin, tuning.spreadFactor * (high - low))
        return GestureThreshold(threshold: min(tuning.highestThreshold, low - below), examplesLow: low, examplesHigh: high)
    }
}
