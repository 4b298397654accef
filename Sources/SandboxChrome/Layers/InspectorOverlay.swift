import Foundation
import GestureKit
import SandboxInspector

/// The host's side of the inspector: has it observe each scene's window (its events and the touches the host
/// dispatches), and draws its F2 panel and F4 timeline above the scene, clear of the bars along the bottom and of
/// the scene's controls.
@MainActor
public final class InspectorOverlay {
    public nonisolated static let key = KeyDeclaration(
        keys: "F2, PgUp / PgDn, ↑ / ↓", meaning: "the touch-sequence story: right, left, collapsed, off; scroll its history",
        commandLine: "F2 touch-sequence story (right, left, collapsed, off; PgUp/PgDn and Up/Down scroll its history)",
        panelName: "F2", escapeRank: 3, command: .toggleRecognizerPanel,
        button: ChromeButton(name: "chrome.f2", command: .toggleRecognizerPanel, label: "F2 story", shortLabel: "F2"))

    public let inspector = Inspector()
    public var showsTimeline = false
    /// Fingers dragging F2's history: where each went down (window points) and the scroll then.
    private var historyDrags: [Int: (y: CGFloat, offset: Int)] = [:]

    public init() {}

    public func observe(_ window: Window) {
        inspector.observe(window)
    }

    /// F2 (dock right → left → collapsed → hidden), F4, PgUp/PgDn and ↑/↓; false for other commands.
    public func perform(_ command: KeyCommand) -> Bool {
        switch command {
        case .toggleRecognizerPanel: inspector.panel.cycle()
        case .toggleTimeline: showsTimeline.toggle()
        case .scrollInspector(let entries), .scrollLines(let entries):
            inspector.panel.scroll(by: entries, in: inspector.story)
        default: return false
        }
        return true
    }

    /// F4, a layer of its own (a strip along the bottom); this one is F2's column.
    public private(set) lazy var timelineLayer = TimelineLayer(overlay: self)

    /// F4's heading: what the axis counts from, and the lanes a small window leaves out.
    /// `short`: for a narrow strip, "F4 · ms from 2.356 s · 8 hidden".
    static func timelineTitle(origin: TimeInterval, hiddenLanes: Int, short: Bool = false) -> String {
        if short {
            return String(format: "F4 · ms from %.3f s", origin) + (hiddenLanes > 0 ? " · \(hiddenLanes) hidden" : "")
        }
        var title = String(format: "F4 · last %.0f s · ms since the sequence began at %.3f s", TimelineRecorder.span,
                           origin)
        if hiddenLanes > 0 { title += " · \(hiddenLanes) lane\(hiddenLanes == 1 ? "" : "s") not shown" }
        return title
    }

    /// The F2 panel's frame in `area` (window points), clear of the scene's controls and explanation lines, which
    /// are `zoom` times their scene size.
    public func storyFrame(in area: CGRect, window: Window, zoom: CGFloat = 1, origin: CGPoint = .zero) -> CGRect {
        inspector.panel.frame(in: area, avoiding: InspectorPanel.controlFrames(in: window, zoom: zoom, origin: origin))
    }

    /// Draws F2 and F4 as the app lays them out in a window of `size` whose bottom `bottomInset` points are bars.
    func draw(in context: GraphicsContext, window: Window, size: CGSize, bottomInset: CGFloat, now: TimeInterval,
              zoom: CGFloat = 1) {
        let layers: [ChromeLayer] = [timelineLayer, self]
        let layout = ChromeLayout(layers, size: CGSize(width: size.width, height: size.height - bottomInset), now: now)
        let frame = ChromeFrame(window: window, now: now, zoom: zoom)
        for layer in layers where layer.isVisible {
            layer.draw(in: context, area: layout.area(of: layer) ?? .null, frame: frame)
        }
    }
}

extension InspectorOverlay: SessionChromePanel {
    public nonisolated static var registeredKey: KeyDeclaration? { key }

    /// The session's inspector: the host observes the scene's window through it.
    public static func make(in session: ChromeSession) -> InspectorOverlay { session.inspector }

    public var isVisible: Bool { inspector.panel.isVisible }

    /// A column on the side it is docked, which the scene gives up; collapsed, its headline at the right over the
    /// scene's top, which keeps its width.
    public func placement(at now: TimeInterval) -> ChromePlacement {
        .column(width: InspectorPanel.width, side: inspector.panel.dock == .left ? .left : .right,
                docked: inspector.panel.dock != .collapsed)
    }

    public func handle(_ command: KeyCommand) -> Bool { perform(command) }

    /// A finger on F2 is its own: dragged down, the history scrolls back (the older lines come down into view), up,
    /// towards the newest, an entry a line's height, as PgUp and PgDn do; a finger has no PgUp (issue 35).
    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        let panel = isVisible ? storyFrame(in: area, window: frame.window, zoom: frame.zoom, origin: frame.origin) : .null
        return samples.filter { sample in
            let point = frame.viewport.layoutPoint(fromScene: sample.location)
            if sample.phase == .down {
                guard !frame.isReplayed(sample.id), panel.contains(point) else { return true }
                historyDrags[sample.id] = (point.y, inspector.panel.scrollOffset)
                return false
            }
            guard let drag = historyDrags[sample.id] else { return true }
            if sample.phase == .move {
                let wanted = drag.offset + Int(((point.y - drag.y) / InspectorPanel.lineHeight).rounded())
                inspector.panel.scroll(by: wanted - inspector.panel.scrollOffset, in: inspector.story)
            } else {
                historyDrags[sample.id] = nil
            }
            return false
        }
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        let panel = storyFrame(in: area, window: frame.window, zoom: frame.zoom, origin: frame.origin)
        // Which half it is in: the panels beside it, or the tabs' column on the right, may put it on the other side
        // than its dock.
        inspector.panel.draw(inspector.story, in: context, frame: panel,
                             onLeft: panel.midX < frame.viewport.layoutSize.width / 2)
    }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        .close("chrome.f2.close", of: storyFrame(in: area, window: frame.window, zoom: frame.zoom, origin: frame.origin))
    }

    public func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect? {
        storyFrame(in: area, window: frame.window, zoom: frame.zoom, origin: frame.origin)
    }

    public func close() -> Bool {
        guard inspector.panel.isVisible else { return false }
        inspector.panel.isVisible = false
        return true
    }
}
