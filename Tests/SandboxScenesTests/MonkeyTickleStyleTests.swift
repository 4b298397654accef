import Foundation
import GestureKit
import SandboxScenes
import SceneTestSupport
import Testing

/// Issue 23 for the tickle, through the monkey scene's window as the app's input would be: a short rub (35 pt)
/// after a 20 pt lead-in to the left. The seed's counter measured each run from the touch-down, 20 pt into the
/// rub, so no run ever reached a tickle length from it ("only 0 direction changes").
@MainActor
@Suite struct MonkeyTickleStyleTests {
    typealias Harness = SceneHarness<MonkeyBananaScene>

    @Test func aShortRubAfterALeftwardLeadInGiggles() {
        let h = Harness(MonkeyBananaScene.self)
        let c = h.scene.monkey.center
        let rub = Harness.path([c + CGPoint(x: 20, y: 0), c, c + CGPoint(x: 35, y: 2), c + CGPoint(x: 0, y: 4),
                                c + CGPoint(x: 35, y: 6), c + CGPoint(x: 0, y: 8)], step: 3)
        h.stroke(rub, dt: 0.008)
        h.wait(0.2)
        #expect(h.states(of: "monkey.tickle") == [.ended], "\(h.transitions.filter { $0.recognizer == "monkey.tickle" })")
        #expect(h.sounds == ["giggle"])
    }

    /// A loop drawn first (70 pt across, its own two runs), then a zig-zag rub stepping down 50 pt a run, as
    /// the corpus's rotated zig-zags do: the rub is found beginning after the loop's runs. The seed's reading from
    /// the touch-down meets the loop's steep runs and its reversal points stepping back up (the previous rules
    /// failed it).
    @Test func aZigZagRubAfterALoopGiggles() {
        let h = Harness(MonkeyBananaScene.self)
        let c = h.scene.monkey.center
        let centre = c + CGPoint(x: 0, y: -35)
        let loop = stride(from: 180, through: 540, by: 10).map { Harness.bearing(CGFloat($0), radius: 35, around: centre) }
        let rub = Harness.path([c, c + CGPoint(x: 110, y: 50), c + CGPoint(x: 0, y: 100), c + CGPoint(x: 110, y: 150),
                                c + CGPoint(x: 0, y: 200), c + CGPoint(x: 110, y: 250)], step: 4)
        h.stroke(loop + rub.dropFirst(), dt: 0.008)
        h.wait(0.2)
        #expect(h.states(of: "monkey.tickle") == [.ended], "\(h.transitions.filter { $0.recognizer == "monkey.tickle" })")
        #expect(h.sounds == ["giggle"])
    }
}
