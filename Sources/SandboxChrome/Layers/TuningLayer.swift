import Foundation
import GestureKit
import SandboxInspector

/// F6: the tuning panel, a column on the right above the bars (and above F4), clear of the scene's controls and the
/// lines it explains itself with (its hint), as F2 is. The slop circles of a selected distance belong to the scene;
/// they show while the panel is open.
@MainActor
public final class TuningLayer: SessionChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "F6", meaning: "live tuning of the recognizers' parameters; wheel, ↑ / ↓, PgUp / PgDn scroll it",
        commandLine: "F6 tuning panel (the wheel over it, Up/Down and PgUp/PgDn scroll its list)",
        panelName: "F6", escapeRank: 1, command: .toggleTuningPanel,
        button: ChromeButton(name: "chrome.f6", command: .toggleTuningPanel, label: "F6 tuning", shortLabel: "F6"))

    public let panel: TuningPanel

    public nonisolated static var registeredKey: KeyDeclaration? { key }

    /// The session's panel: its model holds the tuning every scene's recognizers get.
    public static func make(in session: ChromeSession) -> TuningLayer { TuningLayer(panel: session.tuningPanel) }

    public init(panel: TuningPanel) {
        self.panel = panel
    }

    public var isVisible: Bool { panel.isVisible }

    public func placement(at now: TimeInterval) -> ChromePlacement { .column(width: TuningPanel.width, side: .right) }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleTuningPanel else { return false }
        panel.isVisible.toggle()
        return true
    }

    /// F6; while open, PgUp/PgDn and ↑/↓ scroll its list (the F2 panel takes them otherwise).
    public func handle(_ command: KeyCommand, in area: CGRect, frame: ChromeFrame) -> Bool {
        switch command {
        case .scrollInspector, .scrollLines: panel.scroll(command, window: frame.window, in: clear(area, frame))
        default: handle(command)
        }
    }

    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        panel.filter(samples, in: panel.isVisible ? clear(area, frame) : area, window: frame.window, zoom: frame.zoom,
                     origin: frame.origin, tracks: false)
    }

    /// "Under the last touch" is the last touch on the scene: the bar button that opened F6 was (issue 35, by
    /// touch: F6 opened from the bar said "no tunable recognizers here").
    public func sceneWillReceive(_ samples: [TouchSample]) { panel.track(samples) }

    public func scroll(wheel notches: Int, at point: CGPoint, in area: CGRect, frame: ChromeFrame) -> Bool {
        panel.scroll(wheel: notches, at: point, window: frame.window, in: clear(area, frame))
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        panel.draw(in: context, window: frame.window, area: clear(area, frame), zoom: frame.zoom,
                   origin: frame.origin)
    }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        .close("chrome.f6.close", of: panel.frame(rows: panel.rows(in: frame.window).count, in: clear(area, frame)))
    }

    public func close() -> Bool {
        guard panel.isVisible else { return false }
        panel.isVisible = false
        return true
    }

    /// The part of `area` the panel uses: the strip under it, clear of the scene's controls and lines (`zoom` times
    /// their scene size) where that leaves it a row.
    func clear(_ area: CGRect, _ frame: ChromeFrame) -> CGRect {
        let strip = CGRect(x: area.maxX - min(TuningPanel.width, area.width), y: area.minY,
                           width: min(TuningPanel.width, area.width), height: area.height)
        let clear = InspectorPanel.strip(strip, clearOf: InspectorPanel.controlFrames(in: frame.window, zoom: frame.zoom,
                                                                                           origin: frame.origin))
        // Where keeping clear would leave no room for a row (640×400 with F4 open), the panel takes its whole area.
        guard clear.height >= TuningPanel.minimumHeight else { return area }
        return CGRect(x: area.minX, y: clear.minY, width: area.width, height: clear.height)
    }
}
