import Foundation
@testable import TemplateRecognition
import Testing

/// Issue 36 made the Teach scene linear in what it holds (10,000 examples of one gesture, 100,000 gestures); issue
/// 38's thresholds (every example against every other) and mirrors (every gesture against every other) were
/// quadratic. The work is counted, not timed: the scores a change of the set computes (`preparationComparisons`) and
/// the scores a match computes.
@Suite struct TemplateSetWorkTests {
    static let check = GestureExample(Shapes.check())
    static let threshold = TemplateSet.thresholdSample * (TemplateSet.thresholdSample - 1)
    static let mirrorPair = 2 * TemplateSet.mirrorSample * TemplateSet.mirrorSample

    /// A drawing's score count: one per example of as many strokes.
    func matchComparisons(_ set: TemplateSet, _ drawing: GestureExample) -> Int {
        var comparisons = 0
        _ = set.matches(for: drawing, excluding: nil, comparisons: &comparisons)
        return comparisons
    }

    /// 1,000 examples, not 10,000: preparing an example (`TemplateShape`) takes about 0.4 ms in a debug build, and
    /// the counts below don't depend on how many there are (all pairs would be 10⁶ scores here, 10⁸ at 10,000).
    @Test("Many examples of one gesture: its threshold from 32 of them, a match one score per example, an edit 32 × 31")
    func manyExamples() {
        let few = TemplateSet(gestures: [TaughtGesture(name: "check", examples: Array(repeating: Self.check, count: 100))])
        var set = TemplateSet(gestures: [TaughtGesture(name: "check", examples: Array(repeating: Self.check, count: 1_000))])
        #expect(few.preparationComparisons == Self.threshold)
        #expect(set.preparationComparisons == Self.threshold)
        #expect(set.threshold(of: "check")?.examplesLow != nil)
        #expect(matchComparisons(set, GestureExample(Shapes.check(size: 90))) == 1_000)
        set.gestures[0].examples.append(GestureExample(Shapes.check(wobble: 6)))
        #expect(set.preparationComparisons == Self.threshold, "an added example learns from the sample again, no more")
        // A second gesture: its mirror search pairs it with the first once each way, from samples; the first
        // gesture's threshold is kept.
        set.gestures.append(Shapes.gesture("v", Shapes.v()))
        #expect(set.preparationComparisons == 2 * TemplateSet.mirrorSample, "\(set.preparationComparisons)")
        #expect(matchComparisons(set, GestureExample(Shapes.v(size: 90))) == 1_002)
        // Leaving one example out of a match (the Teach scene's look-alike check) scores the rest.
        var comparisons = 0
        _ = set.matches(for: Self.check, excluding: (0, 3), comparisons: &comparisons)
        #expect(comparisons == 1_001)
    }

    @Test("The sample spreads from the first example to the last")
    func sampleSpread() {
        #expect(TemplateSet.sample(3, limit: 32) == [0, 1, 2])
        #expect(TemplateSet.sample(10_000, limit: 5) == [0, 2_499, 4_999, 7_499, 9_999])
        #expect(Set(TemplateSet.sample(10_000, limit: 32)).count == 32)
    }

    @Test("100,000 gestures: an edit searches mirrors only past the changed gesture, never every pair")
    func manyGestures() {
        // The mirror search stops past `maximumMirrorGestures` gestures with examples: 100 here, so none of it runs.
        var gestures = (0..<100_000).map { TaughtGesture(name: "g\($0)") }
        for index in stride(from: 0, to: 100_000, by: 1_000) { gestures[index].examples = [Self.check] }
        var set = TemplateSet(gestures: gestures)
        #expect(set.preparationComparisons == 0)
        #expect(!set.mirrorsSearched)
        #expect(set.reversible.allSatisfy { $0 })
        #expect(matchComparisons(set, GestureExample(Shapes.check(size: 90))) == 100)
        set.gestures[5].examples = [Self.check, GestureExample(Shapes.check(wobble: 6))]
        #expect(set.preparationComparisons == 2, "only the edited gesture's threshold: its two examples each way")
        // Within the limit, an edit pairs the edited gesture with each other taught gesture, once each way.
        var small = TemplateSet(gestures: (0..<TemplateSet.maximumMirrorGestures).map {
            TaughtGesture(name: "g\($0)", examples: [Self.check])
        })
        #expect(small.mirrorsSearched)
        small.gestures[7].examples.append(Self.check)
        let others = TemplateSet.maximumMirrorGestures - 1
        #expect(small.preparationComparisons <= others * Self.mirrorPair + Self.threshold)
        #expect(small.preparationComparisons == others * (2 + 2) + 2, "\(small.preparationComparisons)")
    }

    @Test("A mirror found stays found across edits of other gestures and goes with its gesture's edit")
    func mirrorsFollowEdits() {
        var set = TemplateSet(gestures: [
            Shapes.gesture("clockwise", Shapes.circle(clockwise: true)),
            Shapes.gesture("anticlockwise", Shapes.circle(clockwise: false)),
            Shapes.gesture("check", Shapes.check()),
        ])
        #expect(set.reversible == [false, false, true])
        set.gestures[2].examples.append(GestureExample(Shapes.check(wobble: 6)))
        #expect(set.reversible == [false, false, true])
        set.gestures.remove(at: 1)
        #expect(set.reversible == [true, true])
        set.gestures.insert(Shapes.gesture("anticlockwise", Shapes.circle(clockwise: false)), at: 0)
        #expect(set.reversible == [false, false, true])
    }
}
