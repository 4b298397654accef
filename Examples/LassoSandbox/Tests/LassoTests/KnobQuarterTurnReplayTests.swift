// products: GestureKitTesting, SandboxScenes
// Written by `gesture-sandbox export-test knob-quarter-turn.jsonl`: the touches of knob-quarter-turn.jsonl replayed on its scene at 1280x800,
// expecting what the recognizers did then. Edit an expectation to what the fix should make it,
// and the test fails until the fix is in.
import Foundation
import GestureKit
import GestureKitTesting
import SandboxScenes
import Testing

@MainActor
@Suite("knob-quarter-turn.jsonl")
struct KnobQuarterTurnReplayTests {
    @Test("replays as recorded")
    func replay() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        SceneCatalog.install(id: "knob", in: window)
        let log = GestureLog.replaying(touches, on: window, settle: 2)
        #expect(log.finalState(of: "knob.double-tap") == .ended)
        #expect(log.actionCount(of: "knob.double-tap") == 1)
        #expect(log.finalState(of: "knob.swirl") == .failed)
        #expect(log.actionCount(of: "knob.swirl") == 35)
        #expect(log.finalReason(of: "knob.swirl") == .custom)
    }

    /// The recording's touches, one instant a line: t=SECONDS PHASE#FINGER(X,Y) in window points.
    let touches = TouchStream(script: """
        t=0.5 down#1(640,244)
        t=0.515 move#1(644.19,244.07)
        t=0.53 move#1(648.37,244.29)
        t=0.545 move#1(652.54,244.66)
        t=0.56 move#1(656.7,245.17)
        t=0.575 move#1(660.84,245.82)
        t=0.59 move#1(664.95,246.62)
        t=0.605 move#1(669.03,247.56)
        t=0.62 move#1(673.08,248.65)
        t=0.635 move#1(677.08,249.87)
        t=0.65 move#1(681.04,251.24)
        t=0.665 move#1(684.95,252.74)
        t=0.68 move#1(688.81,254.37)
        t=0.695 move#1(692.6,256.14)
        t=0.71 move#1(696.34,258.05)
        t=0.725 move#1(700,260.08)
        t=0.74 move#1(703.59,262.23)
        t=0.755 move#1(707.1,264.52)
        t=0.77 move#1(710.53,266.92)
        t=0.785 move#1(713.88,269.44)
        t=0.8 move#1(717.13,272.07)
        t=0.815 move#1(720.3,274.82)
        t=0.83 move#1(723.36,277.68)
        t=0.845 move#1(726.32,280.64)
        t=0.86 move#1(729.18,283.7)
        t=0.875 move#1(731.93,286.87)
        t=0.89 move#1(734.56,290.12)
        t=0.905 move#1(737.08,293.47)
        t=0.92 move#1(739.48,296.9)
        t=0.935 move#1(741.77,300.41)
        t=0.95 move#1(743.92,304)
        t=0.965 move#1(745.95,307.66)
        t=0.98 move#1(747.86,311.4)
        t=0.995 move#1(749.63,315.19)
        t=1.01 move#1(751.26,319.05)
        t=1.025 move#1(752.76,322.96)
        t=1.04 move#1(754.13,326.92)
        t=1.055 move#1(755.35,330.92)
        t=1.07 move#1(756.44,334.97)
        t=1.085 move#1(757.38,339.05)
        t=1.1 move#1(758.18,343.16)
        t=1.115 move#1(758.83,347.3)
        t=1.13 move#1(759.34,351.46)
        t=1.145 move#1(759.71,355.63)
        t=1.16 move#1(759.93,359.81)
        t=1.175 up#1(760,364)
        t=2.175 down#1(640,284)
        t=2.225 up#1(640,284)
        t=2.325 down#1(640,284)
        t=2.375 up#1(640,284)
        """)
}
