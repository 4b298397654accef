import Foundation
import GestureKit
import GestureKitTesting
import Testing

/// The code of the article "Why a gesture did or didn't fire", run for real (see `ArticleCodeTests`).
@MainActor
@Suite("Article: why a gesture did or didn't fire")
struct WhyItFiredArticleTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let board = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600), name: "board")
    let tap = TapGestureRecognizer()
    let doubleTap = TapGestureRecognizer()

    init() {
        window.addSubview(board)
        tap.name = "tap"
        doubleTap.name = "double-tap"
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        board.addGestureRecognizer(tap)
        board.addGestureRecognizer(doubleTap)
    }

    @Test func observersHearEveryDecisionWithItsReason() {
        var story: [String] = []
        window.observers.append { event in
            switch event {
            case let .transition(change):
                if let reason = change.reason {
                    story.append("\(change.recognizer) \(change.from) → \(change.to): \(reason.text)")
                } else {
                    story.append("\(change.recognizer) \(change.from) → \(change.to)")
                }
            case let .wait(wait):
                story.append("\(wait.recognizer): \(wait.text)")
            case .delivery, .unseenTouch:
                break
            }
        }
        window.run(.tap(at: CGPoint(x: 400, y: 300)))
        #expect(story == [
            "tap: waiting for double-tap to fail",
            "double-tap possible → failed: no next tap within 0.35 s",
            "tap: done waiting: double-tap failed, went ahead",
            "tap possible → ended",
            "tap ended → possible",
            "double-tap failed → possible",
        ])
    }

    @Test func aReasonCarriesACodeAndItsNumbers() {
        let log = window.run(.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 500, y: 300)))
        let reason = log.reason(of: "tap")
        #expect(reason?.code == .tapMoved)
        #expect(reason?.code.numberNames == ["moved", "allowableMovement"])
        #expect(reason?.numbers == [50, 45])
        #expect(reason?.text == "moved 50 pt > allowableMovement 45 pt")
    }

    @Test func aTouchARecognizerNeverSawIsReportedToo() {
        doubleTap.isEnabled = false
        let log = window.run(.tap(at: CGPoint(x: 400, y: 300)))
        #expect(log.unseenTouches.map(\.text) == ["did not receive touch #1: disabled"])
    }
}
