import Foundation
import GestureKit
import GestureKitTesting
import Testing

/// The touch-script builders produce exactly the samples they promise: phases, finger ids, times and places.
@Suite("Touch scripts")
struct TouchScriptTests {
    private func lines(_ stream: TouchStream) -> [String] { stream.description.components(separatedBy: "\n") }

    @Test func aTapIsADownAndAnUp() {
        #expect(lines(.tap(at: CGPoint(x: 10, y: 20))) == ["t=0.000 down#1(10,20)", "t=0.050 up#1(10,20)"])
    }

    @Test func aTwoFingerTapPutsBothFingersDownInOneEventSideBySide() {
        #expect(lines(.tap(at: CGPoint(x: 100, y: 50), fingers: 2, duration: 0.1))
            == ["t=0.000 down#1(80,50) down#2(120,50)", "t=0.100 up#1(80,50) up#2(120,50)"])
    }

    @Test func nTapsFollowEachOtherAfterTheInterval() {
        let stream = TouchStream.taps(3, at: CGPoint(x: 5, y: 5), duration: 0.05, interval: 0.2)
        #expect(zip(stream.events.map { $0[0].timestamp }, [0, 0.05, 0.25, 0.3, 0.5, 0.55]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(stream.events.map { $0[0].phase } == [.down, .up, .down, .up, .down, .up])
    }

    @Test func aLongPressHoldsStillWithoutMovesUnlessItDrifts() {
        #expect(lines(.longPress(at: CGPoint(x: 10, y: 10), duration: 0.6)) == ["t=0.000 down#1(10,10)", "t=0.600 up#1(10,10)"])
        let drifting = TouchStream.longPress(at: CGPoint(x: 10, y: 10), duration: 0.5, drift: CGPoint(x: 30, y: 0))
        #expect(drifting.events.count == 31)
        #expect(drifting.events.last?.first?.location == CGPoint(x: 40, y: 10))
    }

    @Test func aDragMovesAtItsSpeedEverySixtiethThenHoldsAndLifts() {
        let stream = TouchStream.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), speed: 200, hold: 0.1)
        let samples = stream.events.map { $0[0] }
        #expect(samples.first?.phase == .down)
        #expect(samples.dropFirst().dropLast().allSatisfy { $0.phase == .move })
        #expect(samples.count == 32)
        for sample in samples.dropLast() {
            #expect(abs(sample.location.x - 200 * sample.timestamp) < 1e-9)
        }
        #expect(samples[samples.count - 2].timestamp == 0.5)
        #expect(samples.last == TouchSample(id: 1, phase: .up, location: CGPoint(x: 100, y: 0), timestamp: 0.6))
    }

    @Test func aDragAlongAPathTurnsAtItsCornersAtConstantSpeed() {
        let stream = TouchStream.drag(along: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 30)],
                                      speed: 300, hold: 0)
        let corner = stream.events.first { $0[0].location == CGPoint(x: 30, y: 0) }
        #expect(corner?[0].timestamp == 0.1)
        #expect(stream.events.last?[0] == TouchSample(id: 1, phase: .up, location: CGPoint(x: 30, y: 30), timestamp: 0.2))
    }

    @Test func aFlickLiftsWhileMoving() {
        let stream = TouchStream.flick(from: .zero, velocity: CGPoint(x: 0, y: 600), duration: 0.1)
        let samples = stream.events.map { $0[0] }
        #expect(samples.last == TouchSample(id: 1, phase: .up, location: CGPoint(x: 0, y: 60), timestamp: 0.1))
        #expect(abs(samples[samples.count - 2].location.y - 50) < 1e-9)
    }

    @Test func aSwipeGoesItsDirectionWithItsFingersSideBySideAcrossIt() {
        let stream = TouchStream.swipe(from: CGPoint(x: 100, y: 100), .up, distance: 80, fingers: 2, spacing: 20)
        #expect(lines(stream).first == "t=0.000 down#1(90,100) down#2(110,100)")
        #expect(lines(stream).last == "t=0.100 up#1(90,20) up#2(110,20)")
    }

    @Test func aPinchSpreadsTwoFingersFromOneDistanceToTheOther() {
        let stream = TouchStream.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 300, duration: 0.2)
        #expect(lines(stream).first == "t=0.000 down#1(250,200) down#2(150,200)")
        #expect(lines(stream).suffix(2) == ["t=0.200 move#1(350,200) move#2(50,200)", "t=0.250 up#1(350,200) up#2(50,200)"])
    }

    @Test func aRotationTurnsBothFingersAboutTheCentre() {
        let stream = TouchStream.rotate(center: CGPoint(x: 100, y: 100), by: .pi / 2, radius: 50, duration: 0.2)
        #expect(lines(stream).first == "t=0.000 down#1(150,100) down#2(50,100)")
        #expect(lines(stream).last == "t=0.250 up#1(100,150) up#2(100,50)")
    }

    @Test func aTwoFingerPanMovesBothFingersTogether() {
        let stream = TouchStream.twoFingerPan(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 90), spacing: 60)
        #expect(lines(stream).first == "t=0.000 down#1(70,100) down#2(130,100)")
        #expect(lines(stream).last == "t=0.350 up#1(70,190) up#2(130,190)")
    }

    @Test func anEdgePanStartsJustInsideTheEdgeAndMovesAway() {
        let bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(lines(.edgePan(from: .left, of: bounds, distance: 100)).first == "t=0.000 down#1(2,300)")
        #expect(lines(.edgePan(from: .left, of: bounds, distance: 100)).last == "t=0.300 up#1(102,300)")
        #expect(lines(.edgePan(from: .bottom, of: bounds, position: 0.25, distance: 100)).last == "t=0.300 up#1(200,498)")
    }

    @Test func arbitraryFingersJoinInOneEventWhenTheyChangeAtOnce() {
        let stream = TouchStream.fingers(
            FingerPath(1, (0, CGPoint(x: 0, y: 0)), (0.05, CGPoint(x: 0, y: 0))),
            FingerPath(7, (0.05, CGPoint(x: 9, y: 9)), (0.1, CGPoint(x: 9, y: 9)))
        )
        #expect(lines(stream) == ["t=0.000 down#1(0,0)", "t=0.050 up#1(0,0) down#7(9,9)", "t=0.100 up#7(9,9)"])
        let held = TouchStream.fingers(FingerPath(1, (0, CGPoint(x: 0, y: 0)), (0.02, CGPoint(x: 6, y: 0)), lifts: false))
        #expect(lines(held) == ["t=0.000 down#1(0,0)", "t=0.017 move#1(5,0)", "t=0.020 move#1(6,0)"])
        #expect(held.events.last?[0].location == CGPoint(x: 6, y: 0))
    }

    @Test func scriptsComposeInSequenceAndAtOnce() {
        let tap = TouchStream.tap(at: CGPoint(x: 1, y: 1))
        #expect(lines(tap.then(tap, after: 0.3)) == ["t=0.000 down#1(1,1)", "t=0.050 up#1(1,1)",
                                                    "t=0.350 down#1(1,1)", "t=0.400 up#1(1,1)"])
        #expect(lines(tap.together(with: .tap(at: CGPoint(x: 5, y: 5)).delayed(by: 0.05)))
            == ["t=0.000 down#1(1,1)", "t=0.050 up#1(1,1) down#2(5,5)", "t=0.100 up#2(5,5)"])
    }
}
