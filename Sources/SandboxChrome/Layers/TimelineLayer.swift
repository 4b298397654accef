import Foundation
import GestureKit
import SandboxInspector

/// F4: the timeline of the last seconds, a strip along the bottom above the bars, under the F2 and F6 columns (the
/// layout keeps them apart). Its axis counts from the touch sequence's start, as the F2 story's times do; a strip too
/// short for every lane shows whole lanes and says how many it left out.
@MainActor
public final class TimelineLayer: SessionChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "F4", meaning: "timeline of the last seconds", commandLine: "F4 timeline", panelName: "F4", escapeRank: 2,
        command: .toggleTimeline,
        button: ChromeButton(name: "chrome.f4", command: .toggleTimeline, label: "F4 timeline", shortLabel: "F4"))

    public nonisolated static var registeredKey: KeyDeclaration? { key }

    unowned let overlay: InspectorOverlay

    /// F2's own timeline: the inspector the host feeds draws both.
    public static func make(in session: ChromeSession) -> TimelineLayer { session.inspector.timelineLayer }

    init(overlay: InspectorOverlay) {
        self.overlay = overlay
    }

    public var isVisible: Bool { overlay.showsTimeline }

    /// As tall as the scene's lanes need: one for each of its recognizers and two for touches (the layout may give
    /// it less). Counted from the scene, not from the lanes shown, so the strip, and the scene laid out above it,
    /// keep their size while touches come and go.
    public func placement(at now: TimeInterval) -> ChromePlacement {
        // Hidden, it takes no room and needn't count (the app lays the chrome out every frame).
        guard isVisible else { return .bottomPanel(height: 0) }
        let lanes = Self.recognizerCount(in: overlay.inspector.window) + 2
        return .bottomPanel(height: TimelineLayout.height(forLanes: lanes, laneHeight: TimelineLayout.compactLaneHeight))
    }

    static func recognizerCount(in view: View?) -> Int {
        guard let view else { return 0 }
        return view.gestureRecognizers.count + view.subviews.reduce(0) { $0 + recognizerCount(in: $1) }
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        let now = frame.window.clock.now
        let timeline = overlay.inspector.timeline.timeline(until: now)
        let origin = overlay.inspector.story.startTime ?? timeline.start
        let layout = TimelineLayout(timeline, in: area, laneHeight: TimelineLayout.compactLaneHeight, origin: origin,
                                    wholeLanes: true)
        var title = InspectorOverlay.timelineTitle(origin: origin, hiddenLanes: layout.hiddenLanes)
        // In a narrow column (the panel tabs at 640×400) the heading says the same in fewer words.
        if context.sizeOfText(title, font: .boldSystemFont(ofSize: 12)).width > layout.headingRect.width {
            title = InspectorOverlay.timelineTitle(origin: origin, hiddenLanes: layout.hiddenLanes, short: true)
        }
        TimelineDrawing.draw(layout, title: title, style: .overlay, in: context)
    }

    /// The timeline scrolls with time.
    public func keepsFramesComing(at now: TimeInterval) -> Bool { true }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? { .close("chrome.f4.close", of: area) }

    public func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect? { area }

    public func close() -> Bool {
        guard overlay.showsTimeline else { return false }
        overlay.showsTimeline = false
        return true
    }
}
