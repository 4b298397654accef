import Foundation
import GestureKit
import SandboxFormats
import SandboxScenes
import SceneTestSupport
import Testing

/// Issue 23: a ✓ as people draw it is recognized in the checkmark scene, finger events pushed through its window as
/// the app's input would be — with a lead-in to the right, a small loop at the start, a down arm curving into the
/// corner — and a stroke that is not a ✓ says why with its numbers, as fields of the trace's `reason`.
@MainActor
@Suite struct CheckmarkStyleTests {
    typealias Harness = SceneHarness<CheckmarkScene>

    static let corner = CGPoint(x: 600, y: 480)
    /// The ✓'s own arms: 45 pt down-right at 50°, then 2.4 times that up-right at -55°.
    static let start = CGPoint(x: corner.x - 45 * cos(50 * CGFloat.pi / 180), y: corner.y - 45 * sin(50 * CGFloat.pi / 180))
    static let end = CGPoint(x: corner.x + 108 * cos(-55 * CGFloat.pi / 180), y: corner.y + 108 * sin(-55 * CGFloat.pi / 180))

    /// Draws `points` 10 ms apart and returns the checkmark's states and its failure reason, if any.
    func draw(_ points: [CGPoint]) -> (states: [GestureRecognizer.State], reason: TransitionReason?, h: Harness) {
        let h = Harness(CheckmarkScene.self)
        h.stroke(points, dt: 0.01)
        let reason = h.transitions.last { $0.recognizer == "checkmark" && $0.to == .failed }?.reason
        return (h.states(of: "checkmark"), reason, h)
    }

    @Test func aCheckWithA50PointLeadInToTheRight() {
        let leadIn = CGPoint(x: Self.start.x - 50, y: Self.start.y)
        let result = draw(Harness.path([leadIn, Self.start, Self.corner, Self.end], step: 3))
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    @Test func aCheckWithASmallLoopAtTheStart() {
        // A loop 16 pt across drawn clockwise, leaving the start heading down-right into the down arm.
        let radius: CGFloat = 8
        let heading = CGPoint(x: cos(50 * CGFloat.pi / 180), y: sin(50 * CGFloat.pi / 180))
        let loop = StylePaths.loop(endingAt: Self.start, heading: heading, radius: radius)
        let result = draw(loop + Harness.path([Self.start, Self.corner, Self.end], step: 3))
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    @Test func aCheckWhoseDownArmCurvesIntoTheCorner() {
        // The down arm starts heading right and bends down: a quadratic through a control point up-right of it.
        let control = CGPoint(x: Self.corner.x - 5, y: Self.start.y - 2)
        let down = StylePaths.curve(from: Self.start, control: control, to: Self.corner, steps: 20)
        let result = draw(down + Harness.path([Self.corner, Self.end], step: 3).dropFirst())
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    /// A flick up and to the right from below the corner, then a short down arm (12 pt against a 120 pt up arm): the
    /// corner is the foot of the down arm, however short. The corner search used to want a down arm 12 % of the size
    /// deep after the flick and said "no down arm".
    @Test func aCheckWithAFlickFromBelowAndAShortDownArm() {
        let corner = CGPoint(x: 600, y: 480)
        let start = CGPoint(x: corner.x - 12 * cos(60 * CGFloat.pi / 180), y: corner.y - 12 * sin(60 * CGFloat.pi / 180))
        let flick = CGPoint(x: start.x - 35 * cos(CGFloat.pi / 4), y: start.y + 35 * sin(CGFloat.pi / 4))
        let end = CGPoint(x: corner.x + 120 * cos(-55 * CGFloat.pi / 180), y: corner.y + 120 * sin(-55 * CGFloat.pi / 180))
        let result = draw(Harness.path([flick, start, corner, end], step: 3))
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    /// The finger lands, curls a loop anticlockwise (down, right, up, left) and goes on down into the ✓. Coming
    /// round the loop it falls back from the loop's top by more than half the loop's rise, which used to fail at
    /// once as "up arm turns back down"; a fall back heading left is a loop coming round, not an up arm.
    @Test func aCheckAfterAnAnticlockwiseLoop() {
        let centre = CGPoint(x: 560, y: 400), radius: CGFloat = 16
        // From the loop's leftmost point down through its bottom, up its right side, over the top, back to the left.
        let loop = (0...24).map { i -> CGPoint in
            let a = CGFloat.pi - 2 * .pi * CGFloat(i) / 24
            return CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        }
        let corner = CGPoint(x: 585, y: 470)
        let end = CGPoint(x: corner.x + 200 * cos(-58 * CGFloat.pi / 180), y: corner.y + 200 * sin(-58 * CGFloat.pi / 180))
        let result = draw(loop + Harness.path([loop[loop.count - 1], corner, end], step: 3).dropFirst())
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    /// A shaky hand (±2 pt on every sample 1 pt apart, seeded, whole pixels): the up arm's path walked sample by
    /// sample is 1.9× its chord and failed as "up arm is not one stroke" (≤ 1.49× here); walked in steps of 5 % of
    /// the size it is the arm's.
    @Test func aShakyCheck() {
        var random: UInt64 = 23
        let shaky = Harness.path([Self.start, Self.corner, Self.end], step: 1).map { p -> CGPoint in
            func wobble() -> CGFloat {
                random ^= random << 13
                random ^= random >> 7
                random ^= random << 17
                return (CGFloat(random % 3001) / 1000 - 1.5) * 4 / 3
            }
            return CGPoint(x: (p.x + wobble()).rounded(), y: (p.y + wobble()).rounded())
        }
        print("aShakyCheck: seed 23")
        let result = draw(shaky)
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    /// A lead-in → a third of the stroke long (67 pt) before a ✓ whose up arm is 2× its down arm. The ✓-or-`v`
    /// score measured the up arm against the whole first arm, lead-in included (0.88×: "arms too even"); it
    /// measures the rise against the drop from where the ✓ starts (2.1×), as without the lead-in.
    @Test func aCheckWithALongLeadInAndEvenishArms() {
        let end = CGPoint(x: Self.corner.x + 90 * cos(-55 * CGFloat.pi / 180),
                          y: Self.corner.y + 90 * sin(-55 * CGFloat.pi / 180))
        let leadIn = CGPoint(x: Self.start.x - 67, y: Self.start.y)
        let result = draw(Harness.path([leadIn, Self.start, Self.corner, end], step: 3))
        #expect(result.states == [.ended], "\(String(describing: result.reason?.text))")
    }

    /// A zig-zag whose deepest V comes first reads as a down arm and a long, flat up arm; that up arm falls 40 pt
    /// and climbs again, a third of its 120 pt rise. It fails at the lift saying so, with the share and the limit.
    @Test func aZigZagSaysItsUpArmDips() throws {
        let vertices = [CGPoint(x: 500, y: 450), CGPoint(x: 520, y: 410), CGPoint(x: 545, y: 480), CGPoint(x: 590, y: 400),
                        CGPoint(x: 620, y: 440), CGPoint(x: 680, y: 360)]
        let result = draw(Harness.path(vertices, step: 3))
        #expect(result.states == [.failed])
        let reason = try #require(result.reason)
        #expect(reason.text.hasPrefix("up arm dips 4"))
        #expect(reason.text.hasSuffix("> maximumUpArmDip 0.30"))
        #expect(reason.numberNames == ["upArmDip", "maximumUpArmDip"])
        let dip = try #require(reason.number("upArmDip"))
        #expect(dip > 0.3 && dip < 0.4)
        let transition = try #require(result.h.transitions.last { $0.recognizer == "checkmark" && $0.to == .failed })
        #expect(TraceWriter.line(for: .transition(transition)).contains(#""maximumUpArmDip":0.3"#))
    }

    /// A loop, then a straight line up and to the right with an arrowhead: the lowest point is on the loop, and no
    /// down arm leads into it. It fails at the lift naming the loop's length against the size.
    @Test func anArrowAfterALoopSaysItsLowestPointIsOnTheLoop() throws {
        let touchDown = CGPoint(x: 560, y: 480), radius: CGFloat = 15
        let centre = CGPoint(x: touchDown.x - radius * cos(CGFloat.pi / 4), y: touchDown.y - radius * sin(CGFloat.pi / 4))
        // Anticlockwise round the centre from the touch-down: up, over the top, down the far side, through the
        // loop's bottom and back.
        let a0 = atan2(touchDown.y - centre.y, touchDown.x - centre.x)
        let loop = (0..<24).map { i -> CGPoint in
            let a = a0 - 2 * .pi * CGFloat(i) / 24
            return CGPoint(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        }
        let tip = CGPoint(x: touchDown.x + 150 * cos(CGFloat.pi / 4), y: touchDown.y - 150 * sin(CGFloat.pi / 4))
        let arrow = Harness.path([touchDown, tip, CGPoint(x: tip.x - 15, y: tip.y), tip, CGPoint(x: tip.x, y: tip.y + 15)],
                                 step: 3)
        let result = draw(loop + arrow)
        #expect(result.states == [.failed])
        let reason = try #require(result.reason)
        #expect(reason.text.hasPrefix("the lowest point is on a loop: the stroke crosses itself around it after "))
        #expect(reason.numberNames == ["loop", "minimumLoopAroundCorner"])
        #expect(reason.number("minimumLoopAroundCorner") == 0.2)
        #expect((reason.number("loop") ?? 0) >= 0.2)
    }

    /// A `v` whose first arm starts flat and bends down into the corner: judged from the bend it would read as a ✓,
    /// but its up arm rises only about as far as its first arm fell.
    @Test func aVWithACurvedFirstArmIsStillAV() {
        let top = CGPoint(x: 560, y: 380), bottom = CGPoint(x: 610, y: 480)
        let first = StylePaths.curve(from: top, control: CGPoint(x: 600, y: 380), to: bottom, steps: 30)
        let result = draw(first + Harness.path([bottom, CGPoint(x: 665, y: 375)], step: 3).dropFirst())
        #expect(result.states == [.failed], "\(String(describing: result.reason?.text))")
    }

    /// A `v`: the failure says so in the shape's terms, and the trace line carries the ratio and the needed ratio.
    @Test func aVSaysItsArmsAreTooEvenWithTheNumbersInTheTrace() throws {
        let top = CGPoint(x: 560, y: 380)
        let result = draw(Harness.path([top, CGPoint(x: 610, y: 480), CGPoint(x: 660, y: 380)], step: 3))
        #expect(result.states == [.failed])
        let reason = try #require(result.reason)
        #expect(reason.text.hasPrefix("arms too even (more a v): up arm 1"))
        #expect(reason.text.contains("× the down arm, a ✓'s is at least "))
        #expect(reason.numberNames == ["armRatio", "neededArmRatio"])
        let ratio = try #require(reason.number("armRatio")), needed = try #require(reason.number("neededArmRatio"))
        #expect(abs(ratio - 1) < 0.1)
        #expect(needed > ratio)
        let transition = try #require(result.h.transitions.last { $0.recognizer == "checkmark" && $0.to == .failed })
        let line = TraceWriter.line(for: .transition(transition))
        #expect(line.contains(#""armRatio":"#))
        #expect(line.contains(#""neededArmRatio":"#))
        #expect(line.contains(#""code":"custom""#))
    }

    /// The early failure names its evidence: a finger heading left, how far, and the limit.
    @Test func headingLeftFailsEarlyNamingTheEvidence() throws {
        let h = Harness(CheckmarkScene.self)
        let points = Harness.path([CGPoint(x: 700, y: 400), CGPoint(x: 560, y: 420)], step: 3)
        h.stroke(points, dt: 0.01, lift: false)
        let failed = try #require(h.transitions.first { $0.recognizer == "checkmark" && $0.to == .failed })
        let reason = try #require(failed.reason)
        #expect(reason.text.hasPrefix("heads left 3"))
        #expect(reason.text.hasSuffix("of the stroke so far > maximumLeftwardShare 70%"))
        #expect(reason.numberNames == ["leftward", "leftwardShare", "maximumLeftwardShare"])
        #expect(reason.number("maximumLeftwardShare") == 0.7)
        let line = TraceWriter.line(for: .transition(failed))
        #expect(line.contains(#""leftward":3"#))
        #expect(line.contains(#""maximumLeftwardShare":0.7"#))
    }
}
