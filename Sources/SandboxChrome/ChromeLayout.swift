import Foundation
import SandboxInspector

/// Hands out the window's areas to the visible chrome layers, so bars, badges and panels never overlap one another:
/// bottom bars first (the last layer in the list lowest), then the panels, in the window above the bars (`content`)
/// less a margin: bottom panels along its bottom, then columns side by side in list order, each from what the ones
/// before it left (`panelRoom`), then badge rows at the top left of what the panels left (in list order). Where side by
/// side the panels would leave the scene less than `sceneMinimumShare` of `content`, the bottom panel gives up lanes,
/// then the open panels become tabs of one column (`tabs`, `shows(_:)`). Layers that ask for the whole content
/// (`content`, `belowBadges`) share it: they draw what lies over the scene, not panels.
public struct ChromeLayout {
    /// The gap between panels, and between a panel and the window's edge or the bars.
    public static let panelMargin: CGFloat = 12
    /// The share of the content height a bottom panel may take (the scene is laid out in the rest); less while a
    /// column is open where the column needs it for a row.
    static let bottomPanelShare: CGFloat = 0.4
    /// The room a bottom panel leaves the columns above it where the window allows: one F6 row below a scene's hint
    /// (issue 25: at 640×400 with F4 open, F6 had no row to spare below the hint and drew over it).
    static let columnMinimumHeight: CGFloat = TuningPanel.minimumHeight + 74
    /// What a bottom panel keeps however tall the columns want to be: its heading, axis and a lane.
    static let bottomPanelMinimumHeight = TimelineLayout.height(forLanes: 1, laneHeight: TimelineLayout.compactLaneHeight)

    /// The width docked columns leave the scene: the narrowest window the scenes are laid out for. Narrower (240 pt
    /// beside F6 at 640, 376 beside F2 and F6 at 1280) the gallery's captions and the Teach scene's status were cut,
    /// so there a column lies over the scene instead. A window narrower still is zoomed whole (`NarrowWindow`).
    static let sceneMinimumWidth = NarrowWindow.minimumWidth
    /// The narrowest a docked column is made to leave the scene its minimum width (F6's presets and Export still
    /// side by side).
    static let columnMinimumWidth: CGFloat = 380

    /// How far below the F4 strip's top a scene laid out above it may reach: the scenes keep 40 points under their
    /// content (`SceneView.bottomInset`) for the bar, 34 of them the bar and 6 a gap. Counted from the window's bottom,
    /// not the bar's top, so the 44-point bar (issue 35) leaves the scene's content above F4 as the 34-point one did.
    static let sceneBottomClearance: CGFloat = 34

    public private(set) var bounds: CGRect
    /// The window above the bottom bars.
    public private(set) var content: CGRect
    /// Badge rows claimed so far.
    public private(set) var badgeRows = 0
    /// What the panels left of the content (inside its margin).
    public private(set) var panelRoom: CGRect
    /// How far the visible bottom panels (F4) reach up from the bars: the scene gives up that much of its height and
    /// is laid out above them as it is above the bars (or, keeping its points, zoomed to fit there), so nothing it
    /// explains lies under them (issue 25 item 2).
    public private(set) var reservedBottom: CGFloat = 0
    /// The height given the visible bottom panel.
    private var bottomPanelHeight: CGFloat = 0
    /// The top of the visible bottom panels' strip (F4's), where their dock band starts.
    private var bottomDockTop: CGFloat = 0
    /// How far the visible docked columns (F2 docked left or right, F6) reach in from the window's left and right
    /// edges: the scene gives up that much of its width and lies between them (live, narrower; keeping its points,
    /// zoomed to fit and moved right of a left column), so they cover nothing of it (issue 25 item 2).
    public private(set) var reservedLeft: CGFloat = 0
    /// The same from the right edge (F6, F2 docked right).
    public private(set) var reservedRight: CGFloat = 0
    /// Where the scene goes: the window less the room the docked panels reserve (the bottom bars are not taken off:
    /// a live scene lies under them as it always has).
    public var sceneArea: CGRect {
        CGRect(x: bounds.minX + reservedLeft, y: bounds.minY, width: max(1, bounds.width - reservedLeft - reservedRight),
               height: max(1, bounds.height - reservedBottom))
    }
    /// The bands the docked panels reserve (F4's the window's width, the columns' the height above the bars), which
    /// the stack fills in the scene bar's colour: around the panels, in their margins, a dock rather than the scene's
    /// cut-off edge.
    public var dockBands: [CGRect] {
        [CGRect(x: 0, y: bottomDockTop, width: bounds.width,
                height: reservedBottom > 0 ? content.maxY - bottomDockTop : 0),
         CGRect(x: 0, y: 0, width: reservedLeft, height: content.maxY),
         CGRect(x: content.maxX - reservedRight, y: 0, width: reservedRight, height: content.maxY)]
            .filter { $0.width > 0 && $0.height > 0 }
    }
    private var areas: [ObjectIdentifier: CGRect] = [:]

    /// Lays out `layers` in a window of `size` points at time `now`. Only visible layers claim bars, badge rows and
    /// panel room; a hidden panel is still told where it would go (it may hold a finger that came down while it was
    /// shown). `shownTab`: the panel the tabs show where the panels share one column (else the last open one);
    /// `avoiding`: the scene's controls and lines (window points), which that column, lying over the scene, starts
    /// below where they are at its top (the hint); asked for only then, as finding them walks the scene's views.
    @MainActor
    public init(_ layers: [ChromeLayer], size: CGSize, now: TimeInterval, shownTab: ChromeLayer? = nil,
                avoiding: () -> [CGRect] = { [] }) {
        bounds = CGRect(origin: .zero, size: size)
        content = bounds
        panelRoom = .zero
        let placed = layers.map { ($0, $0.placement(at: now), $0.isVisible) }
        for (layer, placement, visible) in placed.reversed() where visible {
            guard case .bottomBar(let height) = placement else { continue }
            content.size.height -= height
            areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: content.maxY, width: size.width, height: height)
        }
        var sideBySide = self
        sideBySide.layOutPanels(placed)
        if sideBySide.sceneShare < Self.sceneMinimumShare, sideBySide.bottomPanelHeight > Self.bottomPanelMinimumHeight {
            // The bottom panel gives up lanes (it says how many it leaves out) before the panels become tabs: its band
            // spans the scene's width between the docked columns.
            let excess = (Self.sceneMinimumShare - sideBySide.sceneShare) * content.width * content.height
            let span = max(1, content.width - sideBySide.reservedLeft - sideBySide.reservedRight)
            var shorter = self
            shorter.layOutPanels(placed, bottomPanelCap: max(Self.bottomPanelMinimumHeight,
                                                             (sideBySide.bottomPanelHeight - excess / span).rounded(.down)))
            sideBySide = shorter
        }
        if sideBySide.sceneShare >= Self.sceneMinimumShare {
            self = sideBySide
        } else {
            layOutTabs(placed, shownTab: shownTab.map(ObjectIdentifier.init), avoiding: avoiding)
        }
        // Badges go at the top left of what the panels left the scene, so a column on the left pushes them right.
        let badgeSpan = panelRoom.width > 0 ? panelRoom.insetBy(dx: -Self.panelMargin, dy: 0)
            : CGRect(x: 0, y: 0, width: size.width, height: 0)
        for (layer, placement, visible) in placed where visible {
            guard case .badges(let rows) = placement else { continue }
            let top = OverlayBadge.top(row: badgeRows)
            badgeRows += rows
            areas[ObjectIdentifier(layer)] = CGRect(x: badgeSpan.minX, y: top, width: badgeSpan.width,
                                                    height: OverlayBadge.top(row: badgeRows) - top)
        }
        let belowBadges = OverlayBadge.top(row: badgeRows)
        for (layer, placement, _) in placed {
            switch placement {
            case .content: areas[ObjectIdentifier(layer)] = content
            case .belowBadges:
                areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: belowBadges, width: content.width,
                                                        height: max(0, content.maxY - belowBadges))
            case .window: areas[ObjectIdentifier(layer)] = bounds
            case .bottomBar, .badges, .bottomPanel, .column: break
            }
        }
    }

    /// The least share of the window above the bars the panels leave the scene (issue 35 point 6: at 640×400 F2, F4
    /// and F6 covered all of it); where side by side they would leave less, they share one column as tabs.
    public static let sceneMinimumShare: CGFloat = 0.5

    /// The share of `content` neither a visible panel (a column, a bottom panel) nor a docked panel's band covers.
    public var sceneShare: CGFloat {
        let whole = content.width * content.height
        guard whole > 0 else { return 1 }
        let covered = (dockBands + panelAreas).map { $0.intersection(content) }.filter { !$0.isNull && !$0.isEmpty }
        return 1 - Self.unionArea(covered) / whole
    }

    /// The areas of the visible panels (columns, bottom panels): the shown tab's only, where they are tabs.
    public private(set) var panelAreas: [CGRect] = []

    /// Bottom panels, then columns, each cut from the room the ones before it left; hidden ones are given where they
    /// would go without taking room.
    @MainActor
    private mutating func layOutPanels(_ placed: [(ChromeLayer, ChromePlacement, Bool)],
                                       bottomPanelCap: CGFloat = .infinity) {
        let m = Self.panelMargin
        var room = content.insetBy(dx: m, dy: m)
        room.size = CGSize(width: max(0, room.width), height: max(0, room.height))
        let columnsShown = placed.contains { if case .column = $0.1, $0.2 { true } else { false } }
        for (layer, placement, visible) in placed {
            guard case .bottomPanel(let wanted) = placement else { continue }
            var height = max(0, min(wanted, content.height * Self.bottomPanelShare, room.height, bottomPanelCap))
            if columnsShown {
                height = min(height, max(Self.bottomPanelMinimumHeight, room.height - m - Self.columnMinimumHeight))
            }
            let area = CGRect(x: room.minX, y: room.maxY - height, width: room.width, height: height)
            areas[ObjectIdentifier(layer)] = area
            guard visible else { continue }
            panelAreas.append(area)
            room.size.height = max(0, area.minY - m - room.minY)
            reservedBottom = max(0, bounds.maxY - area.minY - Self.sceneBottomClearance)
            bottomDockTop = area.minY
            bottomPanelHeight = height
        }
        for (layer, placement, visible) in placed {
            guard case .column(let wanted, let side, let docked) = placement else { continue }
            var width = max(0, min(wanted, room.width))
            // Docked, it leaves the scene `sceneMinimumWidth`, narrower down to `columnMinimumWidth`; where even
            // that doesn't fit (any column at 640 pt, F2 beside F6 at 1280) it lies over the scene as an undocked column does.
            let free = content.width - reservedLeft - reservedRight - m - Self.sceneMinimumWidth
            let docks = docked && visible && free >= Self.columnMinimumWidth
            if docks { width = min(width, free) }
            let x = side == .right ? room.maxX - width : room.minX
            let area = CGRect(x: x, y: room.minY, width: width, height: room.height)
            areas[ObjectIdentifier(layer)] = area
            guard visible else { continue }
            panelAreas.append(area)
            if docks, side == .right {
                reservedRight = content.maxX - area.minX
            } else if docks {
                reservedLeft = area.maxX - content.minX
            }
            let left = max(0, room.width - width - m)
            room = CGRect(x: side == .right ? room.minX : area.maxX + m, y: room.minY, width: left, height: room.height)
        }
        panelRoom = room
    }

    /// The open panels (columns and bottom panels) as tabs of one column on the right, the full height above the
    /// bars: docked where it leaves the scene `sceneMinimumWidth`, else over the scene and at most half its width.
    /// With two or more, a strip of tabs at its top names them and the shown one is drawn below it; the others are
    /// told the same area but neither drawn nor touched (`shows(_:)`).
    @MainActor
    private mutating func layOutTabs(_ placed: [(ChromeLayer, ChromePlacement, Bool)], shownTab: ObjectIdentifier?,
                                     avoiding: () -> [CGRect]) {
        let m = Self.panelMargin
        var room = content.insetBy(dx: m, dy: m)
        room.size = CGSize(width: max(0, room.width), height: max(0, room.height))
        let panels = placed.compactMap { layer, placement, visible -> (ChromeLayer, CGFloat, Bool)? in
            switch placement {
            case .column(let width, _, _): (layer, width, visible)
            case .bottomPanel: (layer, InspectorPanel.width, visible)
            default: nil
            }
        }
        // The tabs in their keys' order (F2, F4, F5, F6, F7), whatever the chrome's drawing order.
        let open = panels.filter(\.2).sorted { (Self.key(of: $0.0)?.panelName ?? "") < (Self.key(of: $1.0)?.panelName ?? "") }
        let wanted = open.map(\.1).max() ?? 0
        let free = content.width - m - Self.sceneMinimumWidth
        let docks = free >= Self.columnMinimumWidth
        // Over the scene, as wide as leaves it `sceneMinimumShare` of its room (343 pt at 640×400: F6's texts fit).
        let overScene = (Self.sceneMinimumShare * content.width * content.height / max(1, room.height)).rounded(.down)
        let width = max(0, min(wanted, room.width, docks ? free : overScene))
        var column = CGRect(x: room.maxX - width, y: room.minY, width: width, height: room.height)
        if !docks {
            // Over the scene, below its hint and the controls at its top (the Teach scene's buttons), where that leaves
            // it half its height; the shown panel keeps clear of what lies lower down itself, as a column does.
            let top = InspectorPanel.strip(column, clearOf: avoiding()).minY
            if column.maxY - top >= 0.5 * column.height {
                column = CGRect(x: column.minX, y: top, width: column.width, height: column.maxY - top)
            }
        }
        var panel = column
        if open.count > 1 {
            let strip = CGRect(x: column.minX, y: column.minY, width: column.width, height: ChromeTarget.minimumSide)
            tabStrip = strip
            panel = CGRect(x: column.minX, y: strip.maxY + Self.tabGap, width: column.width,
                           height: max(0, column.height - strip.height - Self.tabGap))
        }
        let shown = open.contains { ObjectIdentifier($0.0) == shownTab } ? shownTab : open.last.map { ObjectIdentifier($0.0) }
        for (layer, _, _) in panels { areas[ObjectIdentifier(layer)] = panel }
        let each = column.width / CGFloat(max(1, open.count))
        for (place, (layer, _, _)) in open.enumerated() where open.count > 1 {
            let key = Self.key(of: layer)
            let name = (key?.panelName ?? "panel\(place + 1)").lowercased()
            tabs.append(ChromeTab(name: "chrome.tab.\(name)", panel: ObjectIdentifier(layer),
                                  label: key?.button?.label ?? name,
                                  shortLabel: key?.button?.shortLabel ?? name,
                                  frame: CGRect(x: column.minX + CGFloat(place) * each, y: column.minY, width: each,
                                                height: ChromeTarget.minimumSide),
                                  isShown: ObjectIdentifier(layer) == shown))
        }
        for (layer, _, visible) in open where visible && ObjectIdentifier(layer) != shown {
            tabbedAway.insert(ObjectIdentifier(layer))
        }
        if !open.isEmpty {
            panelAreas = [column]
            if docks { reservedRight = content.maxX - column.minX }
        }
        panelRoom = CGRect(x: room.minX, y: room.minY, width: max(0, room.width - width - m), height: room.height)
    }

    /// The gap between the tab strip and the panel it shows.
    static let tabGap: CGFloat = 6

    /// Where the open panels are tabs of one column: the strip along its top (nil when they are side by side, or one
    /// panel has the column alone).
    public private(set) var tabStrip: CGRect?
    /// The tabs in the strip, left to right in the chrome's order.
    public private(set) var tabs: [ChromeTab] = []
    /// The open panels another tab hides.
    private var tabbedAway: Set<ObjectIdentifier> = []

    /// Whether `layer`, if visible, is drawn and touched: false for a panel another tab hides.
    @MainActor
    public func shows(_ layer: ChromeLayer) -> Bool { !tabbedAway.contains(ObjectIdentifier(layer)) }

    /// The declaration of a panel's key, for its tab's name and label.
    @MainActor
    static func key(of layer: ChromeLayer) -> KeyDeclaration? {
        if let panel = layer as? any ChromePanel { return type(of: panel).key }
        if let panel = layer as? any SessionChromePanel { return type(of: panel).registeredKey }
        return nil
    }

    /// The area the union of `rects` covers (they are few: each edge cuts the plane into cells).
    static func unionArea(_ rects: [CGRect]) -> CGFloat {
        let xs = Set(rects.flatMap { [$0.minX, $0.maxX] }).sorted(), ys = Set(rects.flatMap { [$0.minY, $0.maxY] }).sorted()
        var area: CGFloat = 0
        for (x0, x1) in zip(xs, xs.dropFirst()) {
            for (y0, y1) in zip(ys, ys.dropFirst()) {
                let mid = CGPoint(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
                if rects.contains(where: { $0.contains(mid) }) { area += (x1 - x0) * (y1 - y0) }
            }
        }
        return area
    }

    /// The area given to `layer`; nil for a hidden bar or badge.
    @MainActor
    public func area(of layer: ChromeLayer) -> CGRect? { areas[ObjectIdentifier(layer)] }
}
