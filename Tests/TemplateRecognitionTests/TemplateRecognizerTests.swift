import Foundation
@_spi(GestureRecognizerSubclass) import GestureKit
import GestureKitTesting
import TemplateRecognition
import Testing

/// The recognizer's own decisions: what it recognizes on lift, and every failure with its reason and named numbers.
@MainActor
@Suite struct TemplateRecognizerTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "canvas")
    let recognizer = TemplateGestureRecognizer(templates: TemplateSet(gestures: [
        Shapes.gesture("check", Shapes.check(), Shapes.check(wobble: 10)),
        Shapes.gesture("circle", Shapes.circle()),
        Shapes.gesture("v", Shapes.v()),
    ]))

    init() {
        window.addSubview(view)
        view.isMultipleTouchEnabled = true
        recognizer.name = "template"
        view.addGestureRecognizer(recognizer)
    }

    func failure(_ log: GestureLog) -> TransitionReason? {
        log.transitions(of: "template").first { $0.to == .failed }?.reason
    }

    @Test func recognizesTheBestMatchOnLiftWithItsNameAndScore() {
        var seen: [(String?, Double)] = []
        recognizer.addAction { (r: TemplateGestureRecognizer) in seen.append((r.gesture, r.score)) }
        let log = window.run(.drag(along: Shapes.check(at: CGPoint(x: 300, y: 300), size: 90)))
        #expect(log.outcome(of: "template") == .recognized, "\(log.story)")
        #expect(seen.count == 1)
        #expect(seen.first?.0 == "check")
        #expect(seen.first.map { $0.1 > 0.95 } == true)
        let ended = log.transitions(of: "template").first { $0.to == .ended }
        #expect(ended?.fields.map(\.name) == ["gesture", "score"])
        #expect(ended?.fields.first == .string("gesture", "check"))
        if case let .number(score)? = ended?.fields.last?.value { #expect(score > 0.95 && score <= 1) } else {
            Issue.record("no score field")
        }
    }

    @Test func aPoorMatchFailsNamingTheBestAndTheNextWithTheirScores() throws {
        recognizer.minimumScore = 0.8
        let log = window.run(.drag(along: Shapes.line(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 500, y: 300))))
        let reason = try #require(failure(log))
        #expect(reason.code == .custom)
        #expect(reason.numberNames == ["best", "minimumScore", "next"])
        let best = try #require(reason.number("best")), next = try #require(reason.number("next"))
        #expect(best < 0.8 && next <= best)
        #expect(reason.number("minimumScore") == 0.8)
        let matches = recognizer.matches
        #expect(matches.isEmpty, "cleared by the reset after the lift")
        let pattern = #/best (check|circle|v) 0\.\d\d < minimumScore 0\.80; next (check|circle|v) 0\.\d\d/#
        #expect(reason.text.wholeMatch(of: pattern) != nil, "\(reason.text)")
        #expect(reason.text.contains(String(format: "%.2f", best)))
    }

    @Test func aSecondFingerFailsItSayingHowMany() throws {
        let log = window.run(.twoFingerPan(from: CGPoint(x: 300, y: 300), by: CGPoint(x: 100, y: 0)))
        let reason = try #require(failure(log))
        #expect(reason.text == "2 fingers; templates are one-finger")
        #expect(reason.number("fingers") == 2)
    }

    @Test func aTapIsNotADrawing() throws {
        let log = window.run(.tap(at: CGPoint(x: 300, y: 300)))
        let reason = try #require(failure(log))
        #expect(reason.text == "path 0 pt < minimumPathLength 20 pt")
        #expect(reason.numberNames == ["path", "minimumPathLength"])
        #expect(reason.number("minimumPathLength") == 20)
    }

    @Test func withNothingTaughtItFailsAtOnce() throws {
        recognizer.templates = TemplateSet()
        let log = window.run(.drag(along: Shapes.check()))
        let reason = try #require(failure(log))
        #expect(reason.text == "no gestures taught (0 templates)")
        #expect(reason.number("templates") == 0)
    }

    @Test func aMultiStrokeTemplateWaitsForTheNextStroke() {
        let first = Shapes.line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        let second = Shapes.line(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 200))
        recognizer.templates = TemplateSet(gestures: [TaughtGesture(name: "x", examples: [
            GestureExample(strokes: [first.map { TemplatePoint($0) }, second.map { TemplatePoint($0) }]),
        ])])
        let log = GestureLog(window)
        log.run(.drag(along: first.map { $0 + CGPoint(x: 200, y: 100) }, hold: 0), settle: 0.2)
        #expect(log.outcome(of: "template") == .possible, "waiting for a second stroke: \(log.story)")
        log.run(.drag(along: second.map { $0 + CGPoint(x: 200, y: 100) }, hold: 0), settle: 1)
        #expect(log.outcome(of: "template") == .recognized, "\(log.story)")
    }

    @Test func oneStrokeOfATwoStrokeTemplateFailsWhenTheIntervalPasses() throws {
        let first = Shapes.line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        recognizer.templates = TemplateSet(gestures: [TaughtGesture(name: "x", examples: [
            GestureExample(strokes: [first.map { TemplatePoint($0) }, first.reversed().map { TemplatePoint($0) }]),
        ])])
        let log = window.run(.drag(along: first, hold: 0), settle: 1)
        let reason = try #require(failure(log))
        #expect(reason.text == "1 stroke; the templates have 2")
    }
}

/// The per-gesture threshold: a drawing whose best match is under the threshold its gesture learned from its own
/// examples is refused saying so, with the examples' spread (the matcher before had one global score).
@MainActor
@Suite struct TemplateThresholdReasonTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "canvas")
    let recognizer: TemplateGestureRecognizer

    init() {
        // A threshold just under the examples (the standard margin, 0.28, is for strangers' hands).
        var tight = TemplateTuning.standard
        tight.thresholdMargin = 0.02
        recognizer = TemplateGestureRecognizer(templates: TemplateSet(gestures: [
            Shapes.gesture("check", Shapes.check(), Shapes.check(wobble: 4), Shapes.check(wobble: -4)),
            Shapes.gesture("circle", Shapes.circle(), Shapes.circle(radius: 40)),
        ], tuning: tight))
        window.addSubview(view)
        recognizer.name = "template"
        view.addGestureRecognizer(recognizer)
    }

    @Test func aDrawingUnderItsGesturesThresholdIsRefusedWithTheRuleAndItsNumbers() throws {
        recognizer.minimumScore = 0
        let learned = try #require(recognizer.templates.threshold(of: "check"))
        let low = try #require(learned.examplesLow), high = try #require(learned.examplesHigh)
        #expect(low <= high && learned.threshold < low)
        // A ✓ whose down arm is as long as its up arm: closest to the check, but not as close as its examples are.
        let drawing = Shapes.polyline([CGPoint(x: 200, y: 200), CGPoint(x: 290, y: 330), CGPoint(x: 390, y: 170)])
        let log = window.run(.drag(along: drawing))
        let reason = try #require(log.transitions(of: "template").first { $0.to == .failed }?.reason)
        #expect(reason.numberNames == ["best", "threshold", "examplesLow", "examplesHigh"])
        let best = try #require(reason.number("best"))
        #expect(best < learned.threshold)
        #expect(reason.number("threshold") == learned.threshold)
        let f = TemplateMatch.format
        #expect(reason.text == "best check \(f(best)) < its threshold \(f(learned.threshold)) (its examples \(f(low))–\(f(high)))")
    }

    @Test func aGestureTaughtOnceHasTheDefaultThresholdAndNoSpread() {
        let set = TemplateSet(gestures: [Shapes.gesture("v", Shapes.v())])
        #expect(set.threshold(of: "v") == GestureThreshold(threshold: TemplateSet.singleExampleThreshold))
        #expect(set.threshold(of: "v")?.spread == nil)
    }
}
