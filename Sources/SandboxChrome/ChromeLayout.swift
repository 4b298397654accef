import Foundation
import SandboxInspector

/// Hands out the window's areas to the visible chrome layers, so bars, badges and panels never overlap one another:
/// bottom bars first (the last layer in the list lowest), then badge rows at the top left (in list order), then the
/// panels, in the window above the bars (`content`) less a margin (`panelRoom`): bottom panels along its bottom, then
/// columns side by side in list order, each from what the ones before it left. Layers that ask for the whole
/// content (`content`, `belowBadges`) share it: they draw what lies over the scene, not panels.
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

    public let bounds: CGRect
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
    /// shown).
    @MainActor
    public init(_ layers: [ChromeLayer], size: CGSize, now: TimeInterval) {
        bounds = CGRect(origin: .zero, size: size)
        content = bounds
        panelRoom = .zero
        let placed = layers.map { ($0, $0.placement(at: now), $0.isVisible) }
        for (layer, placement, visible) in placed.reversed() where visible {
            guard case .bottomBar(let height) = placement else { continue }
            content.size.height -= height
            areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: content.maxY, width: size.width, height: height)
        }
        for (layer, placement, visible) in placed where visible {
            guard case .badges(let rows) = placement else { continue }
            let top = OverlayBadge.top(row: badgeRows)
            badgeRows += rows
            areas[ObjectIdentifier(layer)] = CGRect(x: 0, y: top, width: size.width,
                                                    height: OverlayBadge.top(row: badgeRows) - top)
        }
        layOutPanels(placed)
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

    /// Bottom panels, then columns, each cut from the room the ones before it left; hidden ones are given where they
    /// would go without taking room.
    @MainActor
    private mutating func layOutPanels(_ placed: [(ChromeLayer, ChromePlacement, Bool)]) {
        let m = Self.panelMargin
        var room = content.insetBy(dx: m, dy: m)
        room.size = CGSize(width: max(0, room.width), height: max(0, room.height))
        let columnsShown = placed.contains { if case .column = $0.1, $0.2 { true } else { false } }
        for (layer, placement, visible) in placed {
            guard case .bottomPanel(let wanted) = placement else { continue }
            var height = max(0, min(wanted, content.height * Self.bottomPanelShare, room.height))
            if columnsShown {
                height = min(height, max(Self.bottomPanelMinimumHeight, room.height - m - Self.columnMinimumHeight))
            }
            let area = CGRect(x: room.minX, y: room.maxY - height, width: room.width, height: height)
            areas[ObjectIdentifier(layer)] = area
            guard visible else { continue }
            room.size.height = max(0, area.minY - m - room.minY)
            reservedBottom = max(0, bounds.maxY - area.minY - Self.sceneBottomClearance)
            bottomDockTop = area.minY
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

    /// The area given to `layer`; nil for a hidden bar or badge.
    @MainActor
    public func area(of layer: ChromeLayer) -> CGRect? { areas[ObjectIdentifier(layer)] }
}
