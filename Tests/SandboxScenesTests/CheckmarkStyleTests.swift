import Foundation
import GestureKit
import SandboxFormats
import SandboxHost
import SandboxScenes
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
        #expect(reason.text.hasSuffix("of the stroke so far > maximumLeftwardShare 50%"))
        #expect(reason.numberNames == ["leftward", "leftwardShare", "maximumLeftwardShare"])
        #expect(reason.number("maximumLeftwardShare") == 0.5)
        let line = TraceWriter.line(for: .transition(failed))
        #expect(line.contains(#""leftward":3"#))
        #expect(line.contains(#""maximumLeftwardShare":0.5"#))
    }
}
