import Foundation
import GestureKit
import SandboxInspector

/// F5: the input health panel, a column on the left over the scene (it reserves no room), below the scene's hint:
/// the layout keeps it apart from F2 docked left and from the other panels (issue 35: F2 and F5 overlapped), and puts
/// the badges right of it.
@MainActor
public final class InputHealthLayer: SessionChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "F5", meaning: "input health: devices, report rates, dropped events, hints",
        commandLine: "F5 input health (driver, renderer, touch devices, reports per second and pressure per finger, "
            + "dropped synthetic events, stuck and lost fingers, interrupts, hints)",
        panelName: "F5", escapeRank: 4, command: .toggleInputHealth,
        button: ChromeButton(name: "chrome.f5", command: .toggleInputHealth, label: "F5 input", shortLabel: "F5"))

    public var isVisible = false
    private let health: () -> InputHealth
    /// The box last drawn: its height follows the lines, wrapped as drawn.
    private var drawnBox: CGRect?
    /// Lines scrolled off the top (`InputHealthPanel.draw`), and the fingers dragging the box with the scroll when
    /// each went down.
    private var scroll = 0
    private var drags: [Int: (y: CGFloat, scroll: Int)] = [:]

    /// `health`: the input translator's health, read each frame the panel is drawn.
    public nonisolated static var registeredKey: KeyDeclaration? { key }

    /// Reads the session's input health each time it is drawn.
    public static func make(in session: ChromeSession) -> InputHealthLayer { InputHealthLayer(health: session.health) }

    public init(health: @escaping () -> InputHealth) {
        self.health = health
    }

    public func placement(at now: TimeInterval) -> ChromePlacement {
        .column(width: InputHealthPanel.width, side: .left, docked: false)
    }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleInputHealth else { return false }
        isVisible.toggle()
        return true
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        let box = clear(area, frame)
        (drawnBox, scroll) = InputHealthPanel.draw(health(), now: frame.now, in: context, top: box.minY,
                                                   size: CGSize(width: box.maxX + 12, height: box.maxY),
                                                   trailingInset: Self.closeColumn, left: box.minX, scroll: scroll)
    }

    /// A finger on the box is its own: dragged up, the lines below come into view, a line a line's height, down, the
    /// ones above (at 640×400 it ended "… 5 more (all of it: --verbose)", an option a finger can't give).
    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        let box = isVisible && !area.isNull ? drawnBox ?? .null : .null
        return samples.filter { sample in
            let point = frame.viewport.layoutPoint(fromScene: sample.location)
            if sample.phase == .down {
                guard !frame.isReplayed(sample.id), box.contains(point) else { return true }
                drags[sample.id] = (point.y, scroll)
                return false
            }
            guard let drag = drags[sample.id] else { return true }
            if sample.phase == .move {
                scroll = max(0, drag.scroll + Int(((drag.y - point.y) / InputHealthPanel.lineHeight).rounded()))
            } else {
                drags[sample.id] = nil
            }
            return false
        }
    }

    /// The part of `area` below the scene's hint and clear of its controls and lines, as F6 keeps, where that
    /// leaves room for a few lines; else the whole area.
    func clear(_ area: CGRect, _ frame: ChromeFrame) -> CGRect {
        let clear = InspectorPanel.strip(area, clearOf: InspectorPanel.controlFrames(in: frame.window, zoom: frame.zoom,
                                                                                      origin: frame.origin))
        return clear.height >= 80 ? clear : area
    }

    /// The room the × takes at the box's right: its circle is 8 points inside the 44-point button.
    static let closeColumn = ChromeTarget.minimumSide - 4

    /// A finger has no F5 key (issue 35): a × at the box's top right.
    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        let box = clear(area, frame)
        let span = InputHealthPanel.boxSpan(in: CGSize(width: box.maxX + 12, height: box.maxY), left: box.minX)
        let side = ChromeTarget.minimumSide
        guard span.width >= side * 2, box.height >= side else { return nil }
        return ChromeTarget(name: "chrome.f5.close", frame: CGRect(x: span.x + span.width - side, y: box.minY,
                                                                   width: side, height: side))
    }

    /// The box as last drawn; before its first frame, none.
    public func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect? { drawnBox }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func close() -> Bool {
        isVisible = false
        return true
    }
}
