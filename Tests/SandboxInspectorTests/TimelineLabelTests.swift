import Foundation
import GestureKit
@testable import SandboxInspector
import Testing

/// Issue 25 item 3: a lane's last label too long for the strip (a 640 pt window) was cut mid-word with "…"; it now
/// drops its last clauses (the detail after the reason, which F2 shows whole) before it is ever cut.
@Suite("F4 lane labels")
struct TimelineLabelTests {
    static let prevented = "failed: prevented by gallery.swipe-right (recognized): neither gallery.rotation's nor "
        + "gallery.swipe-right's delegate allows shouldRecognizeSimultaneouslyWith"

    func layout(label: String, width: CGFloat) -> TimelineLayout {
        var timeline = Timeline(events: [], from: 0, until: 1)
        timeline.lanes = [Timeline.Lane(kind: .recognizer, title: "gallery.rotation",
                                        spans: [Timeline.Span(kind: .possible, start: 0, end: 0.05, label: "")],
                                        marks: [Timeline.Mark(kind: .failed, time: 0.05, label: label)])]
        return TimelineLayout(timeline, in: CGRect(x: 12, y: 0, width: width, height: 200),
                              laneHeight: TimelineLayout.compactLaneHeight, wholeLanes: true)
    }

    @Test(arguments: [CGFloat(616), 800])
    func aLongReasonKeepsItsFirstClauseWhole(width: CGFloat) throws {
        let mark = try #require(layout(label: Self.prevented, width: width).lanes.first?.marks.last)
        #expect(mark.shortLabel == "failed: prevented by gallery.swipe-right (recognized)", "\(mark.shortLabel)")
        #expect(!mark.shortLabel.contains("…"))
        #expect(CGFloat(mark.shortLabel.count) * TimelineLayout.characterWidth <= mark.labelRect.width)
        #expect(mark.labelRect.minX >= mark.center.x, "the label starts at its mark")
    }

    @Test func aLabelThatFitsIsWholeAndOneWithNoClauseToDropIsCut() throws {
        #expect(layout(label: Self.prevented, width: 1900).lanes.first?.marks.last?.shortLabel == Self.prevented)
        let single = "failed: did not start within 13 pt of the left edge of the window (300 pt away) " + String(repeating: "x", count: 60)
        let mark = try #require(layout(label: single, width: 616).lanes.first?.marks.last)
        #expect(mark.shortLabel.hasSuffix("…") && mark.shortLabel.hasPrefix("failed: did not start"))
    }
}
