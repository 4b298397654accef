// products: GestureKitTesting, SandboxScenes
// Written by `gesture-sandbox export-test lasso-two-tiles.jsonl`: the touches of lasso-two-tiles.jsonl replayed on its scene at 1280x800,
// expecting what the recognizers did then. Edit an expectation to what the fix should make it,
// and the test fails until the fix is in.
import Foundation
import GestureKit
import GestureKitTesting
import SandboxScenes
@testable import Lasso
import Testing

@MainActor
@Suite("lasso-two-tiles.jsonl")
struct LassoTwoTilesReplayTests {
    @Test("replays as recorded")
    func replay() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        _ = Lasso.LassoScene(window: window, playSound: { _ in })
        let log = GestureLog.replaying(touches, on: window, settle: 2)
        #expect(log.finalState(of: "lasso") == .ended)
        #expect(log.actionCount(of: "lasso") == 1)
    }

    /// The recording's touches, one instant a line: t=SECONDS PHASE#FINGER(X,Y) in window points.
    let touches = TouchStream(script: """
        t=0 down#1(435,93)
        t=0.0167 move#1(466.4,93.8)
        t=0.0333 move#1(497.4,96.1)
        t=0.05 move#1(527.7,99.9)
        t=0.0667 move#1(557,105.1)
        t=0.0833 move#1(585,111.8)
        t=0.1 move#1(611.3,119.7)
        t=0.1167 move#1(635.7,129)
        t=0.1333 move#1(657.9,139.3)
        t=0.15 move#1(677.7,150.7)
        t=0.1667 move#1(694.8,163)
        t=0.1833 move#1(709.1,176.1)
        t=0.2 move#1(720.3,189.7)
        t=0.2167 move#1(728.4,203.9)
        t=0.2333 move#1(733.4,218.4)
        t=0.25 move#1(735,233)
        t=0.2667 move#1(733.4,247.6)
        t=0.2833 move#1(728.4,262.1)
        t=0.3 move#1(720.3,276.3)
        t=0.3167 move#1(709.1,289.9)
        t=0.3333 move#1(694.8,303)
        t=0.35 move#1(677.7,315.3)
        t=0.3667 move#1(657.9,326.7)
        t=0.3833 move#1(635.7,337)
        t=0.4 move#1(611.3,346.3)
        t=0.4167 move#1(585,354.2)
        t=0.4333 move#1(557,360.9)
        t=0.45 move#1(527.7,366.1)
        t=0.4667 move#1(497.4,369.9)
        t=0.4833 move#1(466.4,372.2)
        t=0.5 move#1(435,373)
        t=0.5167 move#1(403.6,372.2)
        t=0.5333 move#1(372.6,369.9)
        t=0.55 move#1(342.3,366.1)
        t=0.5667 move#1(313,360.9)
        t=0.5833 move#1(285,354.2)
        t=0.6 move#1(258.7,346.3)
        t=0.6167 move#1(234.3,337)
        t=0.6333 move#1(212.1,326.7)
        t=0.65 move#1(192.3,315.3)
        t=0.6667 move#1(175.2,303)
        t=0.6833 move#1(160.9,289.9)
        t=0.7 move#1(149.7,276.3)
        t=0.7167 move#1(141.6,262.1)
        t=0.7333 move#1(136.6,247.6)
        t=0.75 move#1(135,233)
        t=0.7667 move#1(136.6,218.4)
        t=0.7833 move#1(141.6,203.9)
        t=0.8 move#1(149.7,189.7)
        t=0.8167 move#1(160.9,176.1)
        t=0.8333 move#1(175.2,163)
        t=0.85 move#1(192.3,150.7)
        t=0.8667 move#1(212.1,139.3)
        t=0.8833 move#1(234.3,129)
        t=0.9 move#1(258.7,119.7)
        t=0.9167 move#1(285,111.8)
        t=0.9333 move#1(313,105.1)
        t=0.95 move#1(342.3,99.9)
        t=0.9667 move#1(372.6,96.1)
        t=0.9833 move#1(403.6,93.8)
        t=1 up#1(435,93)
        """)
}
