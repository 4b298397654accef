import Foundation
import GestureKit
import GestureKitTesting
import Testing

/// The code of the articles "Writing a recognizer" and "Testing recognizers with GestureKitTesting", run for real:
/// `ArticleCodeTests` checks every Swift block of those articles is a copy of code in this folder.
@MainActor
@Suite("Article: testing the stroke recognizer")
struct StrokeGestureRecognizerArticleTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "canvas")
    let stroke = StrokeGestureRecognizer()

    init() {
        stroke.name = "stroke"
        canvas.addGestureRecognizer(stroke)
        window.addSubview(canvas)
    }

    @Test func aLongStrokeIsRecognized() {
        let log = window.run(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 400, y: 300), speed: 600))
        #expect(log.outcome(of: "stroke") == .recognized)
        #expect(log.actionStates(of: "stroke") == [.ended])
    }

    @Test func aShortStrokeFailsAndSaysWhy() {
        let log = window.run(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300)))
        #expect(log.outcome(of: "stroke") == .failed(because: .custom))
        #expect(log.reason(of: "stroke")?.text == "ended 60 pt from its start < minimumLength 100 pt")
        #expect(log.reason(of: "stroke")?.numbers == [60, 100])
        #expect(log.actions(of: "stroke").isEmpty)
    }

    @Test func aSlowStrokeFailsWhenItsTimerRunsOut() {
        let log = window.run(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 400, y: 300), speed: 150))
        #expect(log.reason(of: "stroke")?.text == "still down after maximumDuration 1.0 s")
        #expect(log.timeline(of: "stroke").first == "failed@1000")
    }

    @Test func theViewStillGetsItsTouchesWhenTheStrokeFails() {
        let log = window.run(.tap(at: CGPoint(x: 300, y: 300)))
        #expect(log.received("canvas") == [.began, .ended])
    }

    @Test func noTouchIsEverLeftOpen() {
        var random = SeededGenerator(seed: 27)
        for _ in 0..<20 {
            let stream = TouchStream.random(using: &random, in: window.bounds, events: 60, fingerIDs: [1, 2, 3])
            #expect(TouchGuaranteeCheck.violations(playing: stream, on: window) == [], "\(stream)")
        }
    }

    @Test func theActionRunsWithTheRecognizer() {
        canvas.removeGestureRecognizer(stroke)
        var strokes: [CGPoint] = []
        let recognizer = StrokeGestureRecognizer { stroke in
            if let start = stroke.start { strokes.append(start) }
        }
        canvas.addGestureRecognizer(recognizer)
        window.run(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 400, y: 300), speed: 600))
        #expect(strokes == [CGPoint(x: 100, y: 300)])
    }
}
