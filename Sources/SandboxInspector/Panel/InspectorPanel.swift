import Foundation
import GestureKit

/// The F2 panel: the story of the current (or last) touch sequence. From the top: the recognizers that received its
/// touches in delivery order with their states and, for failed, cancelled and waiting ones, the reason; the
/// relationships that mattered as a small graph; each touch's messages to its view; then the whole history, which
/// follows the newest line until scrolled (PgUp/PgDn).
///
/// Docked right or left (or collapsed to one line), it keeps clear of the scene's controls: where a control lies
/// under its column it starts below it, or moves to the other side if that leaves it too short.
@MainActor
public final class InspectorPanel {
    public var isVisible = false
    public var dock = PanelDock.right
    public static let width: CGFloat = 480
    static let margin: CGFloat = 12
    public static let lineHeight: CGFloat = 16
    static let graphHeight: CGFloat = 140
    static let regular = Font.systemFont(ofSize: 12)
    static let bold = Font.boldSystemFont(ofSize: 12)
    /// History entries scrolled back from the newest (0: following the end).
    public private(set) var scrollOffset = 0
    private let wrapping = TextWrapping()

    public init() {}

    /// F2: right → left → collapsed → hidden → right.
    public func cycle() {
        guard isVisible else {
            isVisible = true
            dock = .right
            return
        }
        if let next = dock.next { dock = next } else { isVisible = false }
    }

    /// Scrolls the history by `entries` (positive: back in time).
    public func scroll(by entries: Int, in story: TouchSequenceStory) {
        scrollOffset = min(max(0, scrollOffset + entries), max(0, story.entries.count - 1))
    }

    public func resetScroll() { scrollOffset = 0 }

    /// The frames of what the panel must not cover, in window points: visible controls (buttons and the like), and
    /// the lines a scene explains itself with, the labels on its root view (its hint; the checkmark's red reason
    /// under the paper, shown or not, so the panel doesn't jump when it shows: issue 25 item 2, docked right the panel
    /// cut it to "…without a downstro"). `zoom`: how many window points a scene point takes (a replay drawn zoomed);
    /// `origin`: where the scene starts in the window (right of F2 docked left).
    public static func controlFrames(in window: Window, zoom: CGFloat = 1, origin: CGPoint = .zero) -> [CGRect] {
        var frames: [CGRect] = []
        func add(_ view: View) {
            let frame = view.convert(view.bounds, to: nil)
            frames.append(CGRect(x: frame.minX * zoom + origin.x, y: frame.minY * zoom + origin.y, width: frame.width * zoom,
                                 height: frame.height * zoom))
        }
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if view is Control { add(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        for scene in window.subviews where !scene.isHidden {
            for line in scene.subviews where line is Label && !line.isHidden { add(line) }
        }
        return frames
    }

    /// Where the panel goes in a window of `size` whose bottom `bottomInset` points belong to the host's bars, when
    /// it is the only panel open.
    public func frame(in size: CGSize, bottomInset: CGFloat, avoiding controls: [CGRect]) -> CGRect {
        let m = Self.margin
        let area = CGRect(x: m, y: m, width: max(0, size.width - 2 * m), height: max(0, size.height - bottomInset - 2 * m))
        return frame(in: area, avoiding: controls)
    }

    /// Where the panel goes in `area` (what the other panels leave it): docked right or left in it, as wide as it
    /// allows. `controls` are kept clear of: one in the upper half starts the column below it, one in the lower
    /// half ends it above; when that leaves its own side short, the other side of the area, if taller.
    public func frame(in area: CGRect, avoiding controls: [CGRect]) -> CGRect {
        let width = min(Self.width, area.width)
        if dock == .collapsed {
            return CGRect(x: area.maxX - width, y: area.minY, width: width, height: min(area.height, Self.lineHeight + 12))
        }
        func column(onRight: Bool) -> CGRect {
            Self.strip(CGRect(x: onRight ? area.maxX - width : area.minX, y: area.minY, width: width, height: area.height),
                       clearOf: controls)
        }
        let preferred = column(onRight: dock == .right)
        // Its own side while that keeps most of the column (a line under it ends it a little higher); else the
        // taller side.
        if preferred.height >= max(min(240, area.height), 0.6 * area.height) { return preferred }
        let other = column(onRight: dock != .right)
        return other.height > preferred.height ? other : preferred
    }

    /// The part of `strip` clear of `frames`: one in its upper half starts it below, one in its lower half ends it
    /// above (8 points from either). Other panels (F6) keep clear of a scene's controls and lines this way too.
    public static func strip(_ strip: CGRect, clearOf frames: [CGRect]) -> CGRect {
        var top = strip.minY, end = strip.maxY
        for frame in frames where frame.intersects(strip) {
            if frame.midY < strip.midY { top = max(top, frame.maxY + 8) } else { end = min(end, frame.minY - 8) }
        }
        return CGRect(x: strip.minX, y: top, width: strip.width, height: max(0, end - top))
    }

    public func draw(_ story: TouchSequenceStory, in context: GraphicsContext, size: CGSize, bottomInset: CGFloat = 0,
                     avoiding controls: [CGRect] = []) {
        guard isVisible else { return }
        draw(story, in: context, frame: frame(in: size, bottomInset: bottomInset, avoiding: controls))
    }

    /// Draws the panel in `panel` (from `frame(in:avoiding:)`); nothing when that is too small to say anything.
    /// `onLeft`: see `keyLine(for:onLeft:)`.
    public func draw(_ story: TouchSequenceStory, in context: GraphicsContext, frame panel: CGRect,
                     onLeft: Bool? = nil) {
        guard isVisible, panel.width >= 120, panel.height >= Self.lineHeight + 12 else { return }
        context.transform = .identity
        context.alpha = 1
        context.fillRoundedRect(panel, cornerRadius: 10, color: InspectorPalette.panelBackground)
        context.pushClip(panel.insetBy(dx: 4, dy: 4))
        defer { context.popClip() }
        var writer = LineWriter(context: context, wrapping: wrapping, x: panel.minX + 12, width: panel.width - 24,
                                y: panel.minY + 6)
        writer.bottom = panel.maxY - 4
        if dock == .collapsed {
            writer.line(Self.headline(of: story), font: Self.bold, color: InspectorPalette.heading)
            return
        }
        writer.line(Self.title(of: story), font: Self.bold, color: InspectorPalette.heading)
        writer.line(Self.keyLine(for: dock, onLeft: onLeft), font: Self.regular, color: InspectorPalette.dim)
        writer.gap()
        // Each section gets a share of the height, so the history always keeps at least a quarter of it.
        let h = panel.height
        writer.line("Recognizers, in delivery order", font: Self.bold, color: InspectorPalette.heading)
        writer.limit = panel.minY + 0.45 * h
        if story.recognizers.isEmpty {
            writer.line(story.touches.isEmpty ? "(touch a view to start a story)"
                            : "(none on its touches' hit paths)", font: Self.regular, color: InspectorPalette.dim)
        }
        for recognizer in story.recognizers {
            let color = recognizer.isWaiting ? InspectorPalette.waiting : InspectorPalette.color(for: recognizer.state)
            let state = recognizer.isWaiting ? "waiting" : recognizer.state.rawValue
            let summary = recognizer.summary
            writer.tagged(state, tagColor: color,
                          text: summary == recognizer.state.rawValue ? recognizer.name : "\(recognizer.name): \(summary)")
        }
        writer.endSection()
        writer.gap()
        writer.line("Relationships", font: Self.bold, color: InspectorPalette.heading)
        if !story.relationships.isEmpty, writer.y + Self.graphHeight + 2 * Self.lineHeight > panel.minY + 0.72 * h {
            writer.line("(\(story.relationships.count); more room with fewer recognizers)", font: Self.regular,
                        color: InspectorPalette.dim)
        } else if story.relationships.isEmpty {
            writer.line("(none between these recognizers)", font: Self.regular, color: InspectorPalette.dim)
        } else {
            let area = CGRect(x: panel.minX + 8, y: writer.y, width: panel.width - 16, height: Self.graphHeight)
            RelationshipGraph(story: story).draw(in: context, area: area)
            writer.y += Self.graphHeight
            writer.wrapped(RelationshipGraph.legend, font: Self.regular, color: InspectorPalette.dim, indent: 0)
        }
        writer.gap()
        writer.line("Touches → views", font: Self.bold, color: InspectorPalette.heading)
        writer.limit = max(writer.y + 4 * Self.lineHeight, panel.minY + 0.75 * h)
        for touch in story.touches {
            writer.wrapped(touch.summary, font: Self.regular,
                           color: touch.isUnusual ? InspectorPalette.unusual : InspectorPalette.text, indent: 0)
        }
        writer.endSection()
        if !story.scrollDecisions.isEmpty {
            writer.gap()
            writer.line("Scroll views", font: Self.bold, color: InspectorPalette.heading)
            writer.limit = max(writer.y + 4 * Self.lineHeight, panel.minY + 0.82 * h)
            for decision in story.scrollDecisions {
                writer.wrapped(decision.text, font: Self.regular, color: InspectorPalette.text, indent: 0)
            }
            writer.endSection()
        }
        writer.gap()
        let scrolled = scrollOffset > 0 ? " (scrolled back \(scrollOffset); PgDn returns)" : ""
        writer.line("History: \(story.entries.count) lines\(scrolled)", font: Self.bold, color: InspectorPalette.heading)
        drawHistory(story, in: context, area: CGRect(x: writer.x, y: writer.y, width: writer.width,
                                                     height: panel.maxY - 6 - writer.y))
    }

    /// The newest entries that fit, ending `scrollOffset` entries back, each wrapped, oldest at the top.
    private func drawHistory(_ story: TouchSequenceStory, in context: GraphicsContext, area: CGRect) {
        guard area.height >= Self.lineHeight else { return }
        let capacity = Int(area.height / Self.lineHeight)
        var blocks: [(lines: [String], color: Color)] = []
        var used = 0
        let newest = story.entries.count - 1 - scrollOffset
        var index = newest
        let start = story.startTime ?? 0
        func block(_ entry: StoryEntry) -> (lines: [String], color: Color) {
            let text = String(format: "%+.3f ", entry.event.time - start) + entry.text
            return (wrapping.lines(text, width: area.width, font: Self.regular, in: context), Self.color(of: entry))
        }
        while index >= 0, used < capacity {
            let next = block(story.entries[index])
            blocks.append(next)
            used += next.lines.count
            index -= 1
        }
        // Scrolled back to the start: fill the rest with the entries after, so the first line is at the top.
        var forward = newest + 1
        while index < 0, used < capacity, forward < story.entries.count {
            let next = block(story.entries[forward])
            if used + next.lines.count > capacity { break }
            blocks.insert(next, at: 0)
            used += next.lines.count
            forward += 1
        }
        var y = area.maxY - CGFloat(min(used, capacity)) * Self.lineHeight
        var skip = max(0, used - capacity)
        for block in blocks.reversed() {
            for line in block.lines {
                if skip > 0 {
                    skip -= 1
                    continue
                }
                context.drawText(line, in: CGRect(x: area.minX, y: y, width: area.width, height: Self.lineHeight),
                                 font: Self.regular, color: block.color, alignment: .left)
                y += Self.lineHeight
            }
        }
    }

    static func color(of entry: StoryEntry) -> Color {
        switch entry.event {
        case .transition(let t): InspectorPalette.color(for: t.to == .possible && t.reason == nil ? .possible : t.to)
        case .delivery(let d): d.note == nil ? InspectorPalette.text : InspectorPalette.unusual
        case .wait: InspectorPalette.waiting
        case .unseenTouch: InspectorPalette.dim
        }
    }

    static func title(of story: TouchSequenceStory) -> String {
        guard let start = story.startTime else { return "Touch sequence: none yet" }
        let end = story.entries.last?.lastTime ?? start
        return String(format: "Touch sequence %.3f–%.3f s · %d touch%@", start, end, story.touches.count,
                      story.touches.count == 1 ? "" : "es")
    }

    /// The line under the title: where the panel is docked now and what F2 does next (issue 25 item 4: it used
    /// to read "dock left" whatever the dock). `onLeft`: which half of the window it is drawn in, where the panels
    /// beside it or the panel tabs put it on the other side than its dock (issue 35: at 640×400 with F6 it said
    /// "docked right" at the left edge); nil, where it is docked.
    public static func keyLine(for dock: PanelDock, onLeft: Bool? = nil) -> String {
        switch dock {
        case .right where onLeft == true: "at the left (no room on the right) · F2: dock left   PgUp/PgDn history"
        case .right: "docked right · F2: dock left   PgUp/PgDn history"
        case .left where onLeft == false: "at the right (no room on the left) · F2: collapse   PgUp/PgDn history"
        case .left: "docked left · F2: collapse   PgUp/PgDn history"
        case .collapsed: "collapsed · F2: hide"
        }
    }

    /// The collapsed tab: which recognizers ended and how many failed, were cancelled or wait.
    static func headline(of story: TouchSequenceStory) -> String {
        let ended = story.recognizers.filter { $0.state == .ended || $0.state.isActive }.map(\.name)
        let failed = story.recognizers.filter { $0.state == .failed }.count
        let cancelled = story.recognizers.filter { $0.state == .cancelled }.count
        let waiting = story.recognizers.filter(\.isWaiting).count
        var parts = [ended.isEmpty ? "nothing recognized" : ended.joined(separator: ", ")]
        if failed > 0 { parts.append("\(failed) failed") }
        if cancelled > 0 { parts.append("\(cancelled) cancelled") }
        if waiting > 0 { parts.append("\(waiting) waiting") }
        return "F2 ▸ " + parts.joined(separator: " · ")
    }
}

extension GestureRecognizer.State {
    /// Began or changed.
    var isActive: Bool { self == .began || self == .changed }
}

/// Lays text lines down the panel.
@MainActor
struct LineWriter {
    let context: GraphicsContext
    let wrapping: TextWrapping
    let x: CGFloat
    let width: CGFloat
    var y: CGFloat
    /// Lines that would end below this are counted, not drawn, and `endSection` says how many.
    var limit = CGFloat.infinity
    /// The panel's inside bottom: no line is drawn past it, whatever the section's limit.
    var bottom = CGFloat.infinity
    private var hidden = 0

    init(context: GraphicsContext, wrapping: TextWrapping, x: CGFloat, width: CGFloat, y: CGFloat) {
        (self.context, self.wrapping, self.x, self.width, self.y) = (context, wrapping, x, width, y)
    }

    /// A line, wrapped when the panel is narrower than it (beside F6 in a small window).
    mutating func line(_ text: String, font: Font, color: Color, indent: CGFloat = 0) {
        for part in wrapping.lines(text, width: width - indent, font: font, in: context) {
            put(part, font: font, color: color, indent: indent)
        }
    }

    private mutating func put(_ text: String, font: Font, color: Color, indent: CGFloat) {
        if y + 2 * InspectorPanel.lineHeight > limit || y + InspectorPanel.lineHeight > bottom {
            hidden += 1
            return
        }
        context.drawText(text, in: CGRect(x: x + indent, y: y, width: width - indent, height: InspectorPanel.lineHeight),
                         font: font, color: color, alignment: .left)
        y += InspectorPanel.lineHeight
    }

    mutating func wrapped(_ text: String, font: Font, color: Color, indent: CGFloat) {
        line(text, font: font, color: color, indent: indent)
    }

    /// A coloured state word in the first 64 points, then the text, wrapped beside it.
    mutating func tagged(_ tag: String, tagColor: Color, text: String) {
        if y + 2 * InspectorPanel.lineHeight <= limit, y + InspectorPanel.lineHeight <= bottom {
            context.drawText(tag, in: CGRect(x: x, y: y, width: 64, height: InspectorPanel.lineHeight),
                             font: InspectorPanel.bold, color: tagColor, alignment: .left)
        }
        wrapped(text, font: InspectorPanel.regular, color: InspectorPalette.heading, indent: 64)
    }

    mutating func gap() { y += 6 }

    /// Ends a section that had a height limit: "… 12 more lines" if some didn't fit.
    mutating func endSection() {
        limit = .infinity
        if hidden > 0 { line("… \(hidden) more line\(hidden == 1 ? "" : "s")", font: InspectorPanel.regular,
                             color: InspectorPalette.dim) }
        hidden = 0
    }
}
