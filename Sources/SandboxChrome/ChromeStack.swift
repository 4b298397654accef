import Foundation
import GestureKit
import SandboxInspector

/// The app's chrome layers in one ordered list (drawing order, first under the rest), and everything the frame loop
/// does with them: lay them out, offer them keys and touches, draw them, ask whether they keep frames coming, and
/// close the topmost for Esc.
@MainActor
public final class ChromeStack {
    public let layers: [ChromeLayer]
    /// Fingers pressed on a panel's close button, with the layer whose it is.
    private var closing: [Int: ObjectIdentifier] = [:]
    /// Fingers pressed on a panel tab, with the panel it shows.
    private var pressedTabs: [Int: ObjectIdentifier] = [:]
    /// Fingers that went down on a panel or beside the scene (a docked panel's band), which the scene never sees.
    private var covered: Set<Int> = []
    /// The panel the tabs show, where the open panels share one column: the one last opened or tapped.
    private var shownTab: ChromeLayer?
    /// The layers visible at the last layout, to tell which one just opened.
    private var lastVisible: Set<ObjectIdentifier> = []
    /// Whether the last layout showed the open panels as tabs, where Esc closes the one in view first.
    private var tabbed = false

    /// Absent layers (`nil`: a bar a headless run doesn't have) are left out.
    public init(_ layers: [ChromeLayer?]) {
        self.layers = layers.compactMap { $0 }
    }

    /// The layout now; a panel just opened becomes the tab shown (the newest replaces the others in view). With the
    /// `frame`, the panel tabs' column over the scene starts below the scene's hint.
    public func layout(size: CGSize, now: TimeInterval, frame: ChromeFrame? = nil) -> ChromeLayout {
        let visible = tabPanels(at: now)
        if let opened = layers.last(where: { visible.contains(ObjectIdentifier($0)) && !lastVisible.contains(ObjectIdentifier($0)) }) {
            shownTab = opened
        }
        lastVisible = visible
        let layout = ChromeLayout(layers, size: size, now: now, shownTab: shownTab) {
            frame.map { InspectorPanel.controlFrames(in: $0.window, zoom: $0.zoom, origin: $0.origin) } ?? []
        }
        tabbed = !layout.tabs.isEmpty
        return layout
    }

    /// Shows `layer`'s tab where the open panels are tabs, as tapping it does.
    public func showTab(_ layer: ChromeLayer) {
        shownTab = layer
        lastVisible = tabPanels(at: 0)
    }

    /// The visible panels that can be tabs: columns and bottom panels.
    private func tabPanels(at now: TimeInterval) -> Set<ObjectIdentifier> {
        Set(layers.filter { layer in
            guard layer.isVisible else { return false }
            switch layer.placement(at: now) {
            case .column, .bottomPanel: return true
            default: return false
            }
        }.map(ObjectIdentifier.init))
    }

    /// The first layer that handles `command` takes it; false when none did.
    public func handle(_ command: KeyCommand) -> Bool {
        layers.contains { $0.handle(command) }
    }

    /// The same, each layer told its area in a window of `size` (F6 scrolls its list by a page of its rows).
    public func handle(_ command: KeyCommand, size: CGSize, frame: ChromeFrame) -> Bool {
        let layout = layout(size: size, now: frame.now, frame: frame)
        return layers.contains { $0.handle(command, in: layout.area(of: $0) ?? .null, frame: frame) }
    }

    /// Offers `samples` to every layer, topmost (last in the list) first, as the wheel is and as a finger sees
    /// them: the drawer of the bar's buttons lies over F6, whose list took the taps meant for the drawer when the
    /// layers were offered them bottom first. Hidden layers are offered them too: they may hold a finger that came
    /// down while they were shown. A finger that goes down on what a visible layer draws over the scene
    /// (`coverFrame`: the help, F2, F4, F5, F7) and the layer doesn't take, or outside the scene's area (the band a
    /// docked panel reserves), is the chrome's to its lift: before, it reached the view beneath the help, or became
    /// F2's and F6's "last touch" on no view at all (issue 35, by touch). Returns what none took, which every layer
    /// is then shown (`sceneWillReceive`).
    public func takeTouches(_ samples: [TouchSample], size: CGSize, frame: ChromeFrame) -> [TouchSample] {
        let layout = layout(size: size, now: frame.now, frame: frame)
        var rest = takeTabTouches(takeCloseButtonTouches(dropCoveredFingers(samples), layout: layout, frame: frame),
                                  layout: layout, frame: frame)
        for layer in layers.reversed() {
            let area = layout.shows(layer) ? layout.area(of: layer) ?? .null : .null
            rest = layer.takeTouches(rest, in: area, frame: frame)
            if layer.isVisible, !area.isNull, let drawn = layer.coverFrame(in: area, frame: frame) {
                rest = cover(rest, frame: frame) { drawn.contains($0) }
            }
        }
        rest = cover(rest, frame: frame) { !frame.viewport.sceneArea.contains($0) }
        for layer in layers { layer.sceneWillReceive(rest) }
        return rest
    }

    /// Takes the fingers that go down (not a replay's) where `covers` says, to their lift (in this batch, the
    /// rest of their samples too; in later ones, `dropCoveredFingers`).
    private func cover(_ samples: [TouchSample], frame: ChromeFrame, where covers: (CGPoint) -> Bool) -> [TouchSample] {
        var taken: Set<Int> = []
        return samples.filter { sample in
            if sample.phase == .down {
                guard !frame.isReplayed(sample.id), covers(frame.viewport.layoutPoint(fromScene: sample.location))
                else { return true }
                covered.insert(sample.id)
                taken.insert(sample.id)
                return false
            }
            guard taken.contains(sample.id) else { return true }
            if sample.phase != .move { covered.remove(sample.id) }
            return false
        }
    }

    /// The moves and lifts of fingers a cover took.
    private func dropCoveredFingers(_ samples: [TouchSample]) -> [TouchSample] {
        samples.filter { sample in
            guard sample.phase != .down, covered.contains(sample.id) else { return true }
            if sample.phase != .move { covered.remove(sample.id) }
            return false
        }
    }

    /// Offers a wheel turn to the visible layers, topmost (last in the list) first; false when none took it.
    public func scroll(wheel notches: Int, at point: CGPoint, size: CGSize, frame: ChromeFrame) -> Bool {
        let layout = layout(size: size, now: frame.now, frame: frame)
        return layers.reversed().contains { layer in
            guard layer.isVisible, layout.shows(layer), let area = layout.area(of: layer) else { return false }
            return layer.scroll(wheel: notches, at: point, in: area, frame: frame)
        }
    }

    /// A press on a visible panel's close button is the button's; lifting on it closes the panel.
    private func takeCloseButtonTouches(_ samples: [TouchSample], layout: ChromeLayout,
                                        frame: ChromeFrame) -> [TouchSample] {
        func button(at point: CGPoint) -> ChromeLayer? {
            layers.reversed().first { layer in
                guard layer.isVisible, layout.shows(layer), let area = layout.area(of: layer) else { return false }
                return layer.closeButton(in: area, frame: frame)?.frame.contains(point) ?? false
            }
        }
        return samples.filter { sample in
            if sample.phase == .down, frame.isReplayed(sample.id) { return true }
            let point = frame.viewport.layoutPoint(fromScene: sample.location)
            if sample.phase == .down {
                guard let layer = button(at: point) else { return true }
                closing[sample.id] = ObjectIdentifier(layer)
                return false
            }
            guard let pressed = closing[sample.id] else { return true }
            if sample.phase != .move { closing[sample.id] = nil }
            if sample.phase == .up, let layer = button(at: point), ObjectIdentifier(layer) == pressed {
                _ = layer.close()
            }
            return false
        }
    }

    /// A press on a panel tab is the tab's; lifting on the same tab shows its panel.
    private func takeTabTouches(_ samples: [TouchSample], layout: ChromeLayout, frame: ChromeFrame) -> [TouchSample] {
        func tab(at point: CGPoint) -> ChromeTab? { layout.tabs.first { $0.frame.contains(point) } }
        return samples.filter { sample in
            if sample.phase == .down, frame.isReplayed(sample.id) { return true }
            let point = frame.viewport.layoutPoint(fromScene: sample.location)
            if sample.phase == .down {
                guard let tab = tab(at: point) else { return true }
                pressedTabs[sample.id] = tab.panel
                return false
            }
            guard let pressed = pressedTabs[sample.id] else { return true }
            if sample.phase != .move { pressedTabs[sample.id] = nil }
            if sample.phase == .up, tab(at: point)?.panel == pressed {
                shownTab = layers.first { $0.isVisible && ObjectIdentifier($0) == pressed } ?? shownTab
            }
            return false
        }
    }

    /// Every visible layer's touch targets and close buttons (window points), and the panel tabs, for `--dump-views`.
    public func touchTargets(size: CGSize, frame: ChromeFrame) -> [ChromeTarget] {
        let layout = layout(size: size, now: frame.now, frame: frame)
        return layout.tabs.map { ChromeTarget(name: $0.name, frame: $0.frame) }
            + layers.filter { $0.isVisible && layout.shows($0) }.flatMap { layer -> [ChromeTarget] in
            guard let area = layout.area(of: layer) else { return [] }
            return layer.touchTargets(in: area, frame: frame) + [layer.closeButton(in: area, frame: frame)].compactMap { $0 }
        }
    }

    public func didDeliver(at time: TimeInterval) {
        for layer in layers { layer.didDeliver(at: time) }
    }

    /// Draws the docked panels' bands, then every visible layer in its area.
    public func draw(in context: GraphicsContext, size: CGSize, frame: ChromeFrame) {
        let layout = layout(size: size, now: frame.now, frame: frame)
        context.transform = .identity
        context.alpha = 1
        for band in layout.dockBands { context.fill(band, color: SceneBar.background) }
        Self.drawTabs(layout, in: context)
        for layer in layers where layer.isVisible && layout.shows(layer) {
            guard let area = layout.area(of: layer) else { continue }
            layer.draw(in: context, area: area, frame: frame)
            if let button = layer.closeButton(in: area, frame: frame) { Self.drawClose(button.frame, in: context) }
        }
    }

    /// The tab strip: each open panel's label, the shown one lit, on an opaque bar as the scene bar's buttons are.
    /// Drawn under the panels: its bar reaches down behind the shown panel's top, so no scene text shows between.
    static func drawTabs(_ layout: ChromeLayout, in context: GraphicsContext) {
        guard let strip = layout.tabStrip else { return }
        context.transform = .identity
        context.alpha = 1
        context.fillRoundedRect(CGRect(x: strip.minX, y: strip.minY, width: strip.width,
                                       height: strip.height + ChromeLayout.tabGap + 12),
                                cornerRadius: 8, color: Color(white: 0.1))
        let font = Font.systemFont(ofSize: 13)
        for tab in layout.tabs {
            let label = context.sizeOfText(tab.label, font: font).width <= tab.frame.width - 12 ? tab.label : tab.shortLabel
            context.fillRoundedRect(tab.frame.insetBy(dx: 3, dy: 4), cornerRadius: 6,
                                    color: tab.isShown ? .blue : Color(white: 0.25))
            context.drawText(label, in: tab.frame, font: font, color: .white, alignment: .center)
        }
    }

    /// A round × inside the button's 44-point square.
    static func drawClose(_ frame: CGRect, in context: GraphicsContext) {
        context.transform = .identity
        context.alpha = 1
        let circle = frame.insetBy(dx: 8, dy: 8)
        context.fillEllipse(in: circle, color: Color(white: 0.3))
        context.drawText("×", in: circle, font: .boldSystemFont(ofSize: 18), color: .white, alignment: .center)
    }

    public func keepsFramesComing(at now: TimeInterval) -> Bool {
        layers.contains { $0.isVisible && $0.keepsFramesComing(at: now) }
    }

    /// Esc: closes the open layer first in the Esc order; false when none was open. Where the panels are tabs and a
    /// tab is next in that order, the one in view goes first: Esc never closes a panel the user can't see.
    public func closeTopmost() -> Bool {
        let closable = layers.filter { $0.isVisible && $0.escapeRank != nil }.sorted { $0.escapeRank! < $1.escapeRank! }
        if tabbed, let shown = shownTab, shown.isVisible, shown.escapeRank != nil,
           let first = closable.first, lastVisible.contains(ObjectIdentifier(first)), shown.close() {
            return true
        }
        return closable.contains { $0.close() }
    }
}
