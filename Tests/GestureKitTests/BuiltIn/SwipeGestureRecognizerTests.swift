import Foundation
import GestureKit
import GestureKitTesting
import Testing

/// On the test kit: each case is exact finger samples (keyframes only) run on the virtual clock, and the swipe's
/// timeline (`state@ms`, so "not yet" before a time is part of it) with the reason it failed.
@MainActor
@Suite("SwipeGestureRecognizer")
struct SwipeGestureRecognizerTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let swipe = SwipeGestureRecognizer()
    var seen: [SwipeGestureRecognizer.Direction] { directions.value }
    private let directions = Box<[SwipeGestureRecognizer.Direction]>([])

    init() {
        let view = View(frame: CGRect(x: 100, y: 100, width: 400, height: 300), name: "view")
        window.addSubview(view)
        swipe.name = "swipe"
        view.addGestureRecognizer(swipe)
        swipe.addAction { [directions] (s: SwipeGestureRecognizer) in directions.value.append(s.recognizedDirection) }
    }

    /// Finger `id` through exactly these samples `(t, x, y)`: down at the first, moves, up at the last if it lifts.
    private func finger(_ id: Int = 1, _ samples: (TimeInterval, CGFloat, CGFloat)..., lifts: Bool = true) -> FingerPath {
        FingerPath(id: id, keyframes: samples.map { .init($0.0, CGPoint(x: $0.1, y: $0.2)) }, lifts: lifts)
    }

    private func run(_ fingers: FingerPath...) -> GestureLog {
        window.run(.fingers(fingers, sampleInterval: nil))
    }

    @Test func aQuickFlickRightRecognizesWhileTheFingerIsDown() {
        let log = run(finger(1, (0, 200, 200), (0.05, 230, 203), (0.1, 250, 205), (0.15, 260, 205)))
        #expect(log.timeline(of: "swipe") == ["ended@100", "possible@150"])
        #expect(seen == [.right])
        #expect(log.actions(of: "swipe").map(\.locationInView) == [CGPoint(x: 100, y: 100)])
    }

    @Test func failsAtTheMaximumDurationWhenStillPossible() {
        let log = run(finger(1, (0, 200, 200), (0.3, 240, 200), (0.7, 300, 200), lifts: false))
        #expect(log.timeline(of: "swipe") == ["failed@500"])
        #expect(log.outcome(of: "swipe") == .failed(because: .swipeTooSlow))
    }

    @Test func failsWhenTheTravelIsTooFarOffAxis() {
        let log = run(finger(1, (0, 200, 200), (0.05, 220, 209), (0.1, 240, 221), lifts: false))
        #expect(log.timeline(of: "swipe") == ["failed@100"])
        #expect(log.outcome(of: "swipe") == .failed(because: .swipeOffAxis))
    }

    @Test func failsWhenMovingInADirectionNotAskedFor() {
        let log = run(finger(1, (0, 200, 200), (0.02, 192, 200), (0.04, 188, 200), lifts: false))
        #expect(log.timeline(of: "swipe") == ["failed@40"])
        #expect(log.reason(of: "swipe")?.text == "wrong direction: left, wants right")
    }

    @Test func severalDirectionsAtOnceReportTheOneSeen() {
        swipe.direction = [.left, .up]
        let up = TouchStream.fingers([finger(1, (0, 300, 300), (0.1, 298, 250), (0.15, 298, 250))], sampleInterval: nil)
        let left = TouchStream.fingers([finger(1, (0, 300, 300), (0.1, 240, 305), (0.15, 240, 305))], sampleInterval: nil)
        let down = TouchStream.fingers([finger(1, (0, 300, 300), (0.1, 300, 360), lifts: false)], sampleInterval: nil)
        let log = window.run(up.then(left, after: 0.85).then(down, after: 0.85))
        #expect(seen == [.up, .left])
        #expect(log.timeline(of: "swipe") == ["ended@100", "possible@150", "ended@1100", "possible@1150", "failed@2100"])
        #expect(log.outcomes(of: "swipe") == [.recognized, .recognized, .failed(because: .swipeWrongDirection)])
    }

    @Test func aTwoFingerSwipeFollowsTheCentroid() {
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        let log = run(finger(1, (0, 200, 200), (0.05, 200, 244), (0.1, 200, 248), lifts: false),
                      finger(2, (0, 260, 200), (0.05, 260, 254), (0.1, 260, 252), lifts: false))
        #expect(log.timeline(of: "swipe") == ["ended@100"])
        #expect(seen == [.down])
        #expect(log.actions(of: "swipe").map(\.locationInView) == [CGPoint(x: 130, y: 100)])
    }

    @Test func failsWhenMoreFingersThanRequiredComeDown() {
        let log = run(finger(1, (0, 200, 200), lifts: false), finger(2, (0.05, 260, 200), lifts: false))
        #expect(log.timeline(of: "swipe") == ["failed@50"])
        #expect(log.outcome(of: "swipe") == .failed(because: .swipeWrongFingerCount))
    }

    @Test func failsWhenAFingerLiftsBeforeTheTravelIsLongEnough() {
        let log = run(finger(1, (0, 200, 200), (0.05, 240, 200), (0.1, 249, 200)))
        #expect(log.timeline(of: "swipe") == ["failed@100", "possible@100"])
        #expect(log.reason(of: "swipe")?.text == "lifted after 49 pt < minimumDistance 50 pt")
    }

    @Test func theLiftItselfMayCompleteTheTravel() {
        let log = run(finger(1, (0, 200, 200), (0.05, 240, 200), (0.1, 250, 200)))
        #expect(log.timeline(of: "swipe") == ["ended@100", "possible@100"])
    }

    @Test func cancelledTouchesFailTheSwipe() {
        let log = GestureLog(window)
        log.run(.fingers([finger(1, (0, 200, 200), (0.05, 230, 200), lifts: false)], sampleInterval: nil), settle: 0)
        window.cancelAllTouches(at: 0.1)
        #expect(log.timeline(of: "swipe") == ["failed@100", "possible@100"])
        #expect(log.outcome(of: "swipe") == .failed(because: .touchesCancelled))
        #expect(log.actions.isEmpty)
    }
}

/// A mutable value the recognizer's action closure and the test share.
@MainActor
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
