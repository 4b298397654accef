import Foundation
import GestureKit
@testable import SandboxHost
import SandboxInspector
import Testing
@testable import SandboxChrome

/// Issue 25 item 3, the F4 strip as the app draws it (real font): its axis counts from the touch sequence's start,
/// each lane's latest label is shown whole, and a small window shows whole lanes only, saying how many it left out.
@MainActor
@Suite("F4 timeline strip", .serialized)
struct TimelineStripTests {
    nonisolated static let sizes = [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                                    CGSize(width: 1920, height: 1080)]

    /// The layout test's board with every built-in kind on it: nine lanes after its tap.
    func busyScene(size: CGSize, overlay: InspectorOverlay) -> Window {
        let window = OverlayLayoutTests().sceneWithStory(size: size, overlay: overlay)
        let more: [(GestureRecognizer, String)] = [
            (LongPressGestureRecognizer(), "long-press"), (SwipeGestureRecognizer(), "swipe"),
            (PinchGestureRecognizer(), "pinch"), (RotationGestureRecognizer(), "rotation"),
            (ScreenEdgePanGestureRecognizer(), "edge-pan"),
        ]
        for (recognizer, name) in more {
            recognizer.name = "board.\(name)"
            window.subviews[0].addGestureRecognizer(recognizer)
        }
        let point = CGPoint(x: size.width / 2, y: size.height / 3)
        window.dispatch([TouchSample(id: 2, phase: .down, location: point, timestamp: 1)])
        window.dispatch([TouchSample(id: 2, phase: .up, location: point, timestamp: 1.08)])
        window.advance(to: 1.6)
        return window
    }

    @Test(arguments: sizes)
    func theAxisCountsFromTheSequenceAndTheLatestLabelsAreWhole(size: CGSize) throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let overlay = InspectorOverlay()
        let window = busyScene(size: size, overlay: overlay)
        overlay.showsTimeline = true
        overlay.draw(in: context, window: window, size: size, bottomInset: OverlayLayoutTests.bottomInset, now: 1.6)
        let texts = context.texts.map(\.text)
        #expect(texts.contains("0 ms"), "\(texts)")
        #expect(!texts.contains("1000 ms"), "session time on the axis: \(texts)")
        #expect(texts.first { $0.hasPrefix("F4 · last 6 s · ms since the sequence began at 1.000 s") } != nil)
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
        // Every lane's last label, as drawn, is its whole label.
        let timeline = overlay.inspector.timeline.timeline(until: 1.6)
        let shown = timeline.lanes.compactMap(\.marks.last?.label).filter { texts.contains($0) }
        let layoutLanes = TimelineLayout(timeline, in: CGRect(x: 8, y: 0, width: size.width - 16, height: 2000),
                                         laneHeight: TimelineLayout.compactLaneHeight, origin: 1)
        #expect(layoutLanes.lanes.allSatisfy { lane in lane.marks.last.map { $0.shortLabel == $0.mark.label } ?? true })
        #expect(!shown.isEmpty && shown.contains { $0.hasPrefix("failed: ") }, "\(shown)")
    }

    @Test func aSmallWindowShowsWholeLanesAndSaysHowManyItLeftOut() throws {
        let size = CGSize(width: 640, height: 400)
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let overlay = InspectorOverlay()
        let window = busyScene(size: size, overlay: overlay)
        overlay.showsTimeline = true
        overlay.draw(in: context, window: window, size: size, bottomInset: OverlayLayoutTests.bottomInset, now: 1.6)
        let timeline = overlay.inspector.timeline.timeline(until: 1.6)
        let strip = try #require(context.shapes.first)
        let layout = TimelineLayout(timeline, in: strip, laneHeight: TimelineLayout.compactLaneHeight, origin: 1,
                                    wholeLanes: true)
        #expect(layout.hiddenLanes > 0 && layout.lanes.count + layout.hiddenLanes == timeline.lanes.count)
        #expect(layout.lanes.allSatisfy { $0.row.maxY <= strip.maxY })
        let heading = try #require(context.texts.first { $0.text.hasPrefix("F4 · ") }?.text)
        #expect(heading.hasSuffix(" · \(layout.hiddenLanes) lanes not shown"))
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
    }
}
