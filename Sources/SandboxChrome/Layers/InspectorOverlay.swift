import Foundation
import GestureKit
import SandboxInspector

/// The host's side of the inspector: feeds it the window's events and the touches dispatched, and draws its F2
/// panel and F4 timeline above the scene, clear of the bars along the bottom and of the scene's controls.
@MainActor
public final class InspectorOverlay {
    public let inspector = Inspector()
    public var showsTimeline = false

    public init() {}

    public func observe(_ window: Window) {
        inspector.observe(window)
    }

    /// Dispatches `samples` to `window` in the batches the window makes of them (`Window.batches`), telling the
    /// inspector before and after each: a slow frame can hold one sequence's last up and the next one's down.
    public func dispatch(_ samples: [TouchSample], to window: Window) {
        for batch in Window.batches(samples) {
            inspector.willDispatch(batch, to: window)
            window.dispatch(batch)
            inspector.didDispatch(to: window)
        }
    }

    /// F2 (dock right → left → collapsed → hidden), F4, PgUp/PgDn; false for other commands.
    public func perform(_ command: KeyCommand) -> Bool {
        switch command {
        case .toggleRecognizerPanel: inspector.panel.cycle()
        case .toggleTimeline: showsTimeline.toggle()
        case .scrollInspector(let entries): inspector.panel.scroll(by: entries, in: inspector.story)
        default: return false
        }
        return true
    }

    /// F4's heading: what the axis counts from, and the lanes a small window leaves out.
    static func timelineTitle(origin: TimeInterval, hiddenLanes: Int) -> String {
        var title = String(format: "F4 · last %.0f s · ms since the sequence began at %.3f s", TimelineRecorder.span,
                           origin)
        if hiddenLanes > 0 { title += " · \(hiddenLanes) lane\(hiddenLanes == 1 ? "" : "s") not shown" }
        return title
    }

    /// Draws in window points (`size`); the scene's controls, to keep clear of, are `zoom` times their scene size.
    func draw(in context: GraphicsContext, window: Window, size: CGSize, bottomInset: CGFloat, now: TimeInterval,
              zoom: CGFloat = 1) {
        var timelineHeight: CGFloat = 0
        if showsTimeline {
            let timeline = inspector.timeline.timeline(until: now)
            let compact = TimelineLayout.compactLaneHeight
            timelineHeight = min(TimelineLayout.height(forLanes: timeline.lanes.count, laneHeight: compact),
                                 size.height * 0.55)
            let area = CGRect(x: 8, y: size.height - bottomInset - timelineHeight - 6, width: size.width - 16,
                              height: timelineHeight)
            // The axis counts from the touch sequence's start, as the F2 story's times do.
            let origin = inspector.story.startTime ?? timeline.start
            let layout = TimelineLayout(timeline, in: area, laneHeight: compact, origin: origin, wholeLanes: true)
            TimelineDrawing.draw(layout, title: Self.timelineTitle(origin: origin, hiddenLanes: layout.hiddenLanes),
                                 style: .overlay, in: context)
        }
        inspector.panel.draw(inspector.story, in: context, size: size,
                             bottomInset: bottomInset + (timelineHeight > 0 ? timelineHeight + 6 : 0),
                             avoiding: InspectorPanel.controlFrames(in: window).map {
                                 CGRect(x: $0.minX * zoom, y: $0.minY * zoom, width: $0.width * zoom,
                                        height: $0.height * zoom)
                             })
    }
}

extension InspectorOverlay: ChromeLayer {
    public func placement(at now: TimeInterval) -> ChromePlacement { .content }

    public func handle(_ command: KeyCommand) -> Bool { perform(command) }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        draw(in: context, window: frame.window, size: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0,
             now: frame.window.clock.now, zoom: frame.zoom)
    }

    /// The timeline scrolls with time.
    public func keepsFramesComing(at now: TimeInterval) -> Bool { showsTimeline }

    public var escapeRank: Int? { 2 }

    /// The timeline first, then the story panel.
    public func close() -> Bool {
        if showsTimeline {
            showsTimeline = false
            return true
        }
        guard inspector.panel.isVisible else { return false }
        inspector.panel.isVisible = false
        return true
    }
}
