import Foundation
import TemplateRecognition
import Testing

/// The matcher (Protractor) as `TemplateSet` configures it: direction and rotation per set, scores 0…1.
@Suite struct TemplateMatchingTests {
    let swipes = [Shapes.gesture("swipe right", Shapes.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 200, y: 0))),
                  Shapes.gesture("swipe left", Shapes.line(from: CGPoint(x: 200, y: 0), to: CGPoint(x: 0, y: 0)))]

    @Test func aDrawingMatchesItsOwnShapeBestAndScoresOneForTheSameShape() {
        let set = TemplateSet(gestures: [Shapes.gesture("check", Shapes.check()), Shapes.gesture("circle", Shapes.circle())])
        let matches = set.matches(for: GestureExample(Shapes.check(at: CGPoint(x: 400, y: 300), size: 60)))
        #expect(matches.map(\.name) == ["check", "circle"])
        #expect(abs(matches[0].score - 1) < 0.01, "the same shape at another place and size: \(matches)")
        #expect(matches[1].score < 0.6)
    }

    @Test func asDrawnTellsASwipeRightFromASwipeLeft() {
        let set = TemplateSet(gestures: swipes, direction: .asDrawn)
        let matches = set.matches(for: GestureExample(Shapes.line(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 300, y: 310))))
        #expect(matches.first?.name == "swipe right")
        #expect(matches.first.map { $0.score > 0.9 } == true)
        #expect(matches.last == TemplateMatch(name: "swipe left", score: 0), "opposite directions: \(matches)")
    }

    @Test func eitherDirectionMatchesAReversedDrawing() {
        let set = TemplateSet(gestures: [Shapes.gesture("circle", Shapes.circle(clockwise: true))], direction: .either)
        let anticlockwise = set.matches(for: GestureExample(Shapes.circle(clockwise: false)))
        #expect(anticlockwise.first.map { $0.score > 0.95 } == true, "\(anticlockwise)")
        let asDrawn = TemplateSet(gestures: set.gestures, direction: .asDrawn).matches(for: GestureExample(Shapes.circle(clockwise: false)))
        #expect(asDrawn.first.map { $0.score < 0.8 } == true, "\(asDrawn)")
    }

    @Test func rotationSensitivityIsPerSet() {
        let gestures = [Shapes.gesture("check", Shapes.check())]
        let turned = GestureExample(Shapes.rotated(Shapes.check(), by: 90))
        let slightly = GestureExample(Shapes.rotated(Shapes.check(), by: 20))
        let sensitive = TemplateSet(gestures: gestures, rotation: .sensitive(maximumDegrees: 30))
        #expect(sensitive.matches(for: slightly)[0].score > 0.97)
        #expect(sensitive.matches(for: turned)[0].score < 0.7)
        let invariant = TemplateSet(gestures: gestures, rotation: .invariant)
        #expect(invariant.matches(for: turned)[0].score > 0.97)
    }

    @Test func onlyExamplesWithAsManyStrokesAreCompared() {
        let cross = TaughtGesture(name: "x", examples: [GestureExample(strokes: [
            Shapes.line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 100)).map { TemplatePoint($0) },
            Shapes.line(from: CGPoint(x: 100, y: 0), to: CGPoint(x: 0, y: 100)).map { TemplatePoint($0) },
        ])])
        let set = TemplateSet(gestures: [cross, Shapes.gesture("check", Shapes.check())])
        #expect(set.strokeCounts == [1, 2])
        #expect(set.matches(for: GestureExample(Shapes.check())).map(\.name) == ["check"])
        let drawnX = GestureExample(strokes: cross.examples[0].strokes.map { $0.map { TemplatePoint(x: $0.x * 2, y: $0.y * 2) } })
        #expect(set.matches(for: drawnX).map(\.name) == ["x"])
    }

    @Test func gesturesTaughtWithTheSameShapeAreReportedTooAlike() throws {
        let set = TemplateSet(gestures: [
            Shapes.gesture("check", Shapes.check(), Shapes.check(wobble: 8), Shapes.check(wobble: -6)),
            Shapes.gesture("tick", Shapes.check(wobble: 4), Shapes.check(wobble: -3)),
            Shapes.gesture("circle", Shapes.circle(), Shapes.circle(radius: 40)),
        ])
        let confusions = set.confusions(minimumScore: 0.8)
        #expect(Set(confusions.map { "\($0.gesture)/\($0.other)" }) == ["check/tick", "tick/check"])
        let first = try #require(confusions.first)
        #expect(first.description.hasPrefix("check and tick are too alike: "))
        #expect(first.description.contains(" of check's 3 examples match tick ("))
        let distinct = TemplateSet(gestures: [set.gestures[0], set.gestures[2]])
        #expect(distinct.confusions(minimumScore: 0.8).isEmpty)
    }
}
