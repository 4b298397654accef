import Foundation
import GestureKit
@testable import SandboxSession
import Testing

/// What V saves: the latest touch sequence, from the down that found no finger down, cut to its last 10 s with the
/// fingers already down then given a down where they were.
@MainActor
@Suite struct RecentTouchesTests {
    func sample(_ id: Int, _ phase: TouchSample.Phase, _ x: Double, _ t: Double) -> TouchSample {
        TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: 10), timestamp: t)
    }

    func describe(_ clip: [TouchSample]) -> [String] {
        clip.map { "\($0.phase.rawValue)#\($0.id)@\($0.timestamp) x\(Int($0.location.x))" }
    }

    @Test("the latest sequence only: a second finger joining keeps it, a lift of all ends it")
    func latestSequence() {
        let touches = RecentTouches()
        #expect(touches.clip(now: 1).isEmpty)
        for sample in [sample(1, .down, 0, 1), sample(1, .up, 0, 1.1),
                       sample(2, .down, 5, 2), sample(3, .down, 6, 2.5), sample(2, .up, 5, 3), sample(3, .move, 7, 3.2),
                       sample(3, .up, 7, 3.4)] {
            touches.append(sample, source: nil)
        }
        #expect(describe(touches.clip(now: 4).map(\.sample)) == ["down#2@2.0 x5", "down#3@2.5 x6", "up#2@3.0 x5", "move#3@3.2 x7",
                                                   "up#3@3.4 x7"])
    }

    @Test("a sequence longer than 10 s is cut to its last 10 s, the held finger coming down where it was")
    func longSequenceIsCut() {
        let touches = RecentTouches()
        touches.append(sample(1, .down, 0, 0), source: nil)
        for step in 1...30 { touches.append(sample(1, .move, Double(step), Double(step)), source: nil) }
        let clip = describe(touches.clip(now: 30).map(\.sample))
        #expect(clip.first == "down#1@20.0 x19")
        #expect(clip.dropFirst().first == "move#1@20.0 x20")
        #expect(clip.count == 12)
    }

    /// Before the fix the last 10 s were counted back from the moment V was pressed: a gesture looked at for more
    /// than 10 s before pressing V gave "no touches to save yet".
    @Test("V pressed long after the gesture ended still saves all of it")
    func pressedLongAfter() {
        let touches = RecentTouches()
        for sample in [sample(1, .down, 0, 1), sample(1, .move, 5, 1.2), sample(1, .up, 5, 1.3)] {
            touches.append(sample, source: nil)
        }
        #expect(describe(touches.clip(now: 60).map(\.sample)) == ["down#1@1.0 x0", "move#1@1.2 x5", "up#1@1.3 x5"])
    }

    /// Before the fix a finger resting without a move in the last 10 s gave an empty clip.
    @Test("a finger still down and resting for over 10 s: the clip is its down where it rests, 10 s ago")
    func restingFinger() {
        let touches = RecentTouches()
        for sample in [sample(1, .down, 0, 1), sample(1, .move, 5, 1.2)] { touches.append(sample, source: nil) }
        #expect(describe(touches.clip(now: 30).map(\.sample)) == ["down#1@20.0 x5"])
    }

    /// Before the fix the sequence had no scene and V saved it on the scene shown when V was pressed.
    @Test("the sequence keeps the scene it was made on; the next one takes its own")
    func sequenceScene() {
        let touches = RecentTouches()
        touches.append(sample(1, .down, 0, 1), source: nil, scene: "touch-test")
        touches.append(sample(1, .up, 0, 1.1), source: nil, scene: "touch-test")
        #expect(touches.sequenceScene == "touch-test")
        touches.append(sample(2, .down, 0, 2), source: nil, scene: "knob")
        #expect(touches.sequenceScene == "knob")
    }
}
