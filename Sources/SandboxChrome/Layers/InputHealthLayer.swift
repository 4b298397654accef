import Foundation
import GestureKit
import SandboxInspector

/// F5: the input health panel, under the badges at the top left.
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

    /// `health`: the input translator's health, read each frame the panel is drawn.
    public nonisolated static var registeredKey: KeyDeclaration? { key }

    /// Reads the session's input health each time it is drawn.
    public static func make(in session: ChromeSession) -> InputHealthLayer { InputHealthLayer(health: session.health) }

    public init(health: @escaping () -> InputHealth) {
        self.health = health
    }

    public func placement(at now: TimeInterval) -> ChromePlacement { .belowBadges }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleInputHealth else { return false }
        isVisible.toggle()
        return true
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        InputHealthPanel.draw(health(), now: frame.now, in: context, top: area.minY,
                              size: CGSize(width: area.maxX, height: area.maxY), trailingInset: Self.closeColumn)
    }

    /// The room the × takes at the box's right: its circle is 8 points inside the 44-point button.
    static let closeColumn = ChromeTarget.minimumSide - 4

    /// A finger has no F5 key (issue 35): a × at the box's top right.
    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        let span = InputHealthPanel.boxSpan(in: CGSize(width: area.maxX, height: area.maxY))
        let side = ChromeTarget.minimumSide
        guard span.width >= side * 2, area.height >= side else { return nil }
        return ChromeTarget(name: "chrome.f5.close", frame: CGRect(x: span.x + span.width - side, y: area.minY,
                                                                   width: side, height: side))
    }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func close() -> Bool {
        isVisible = false
        return true
    }
}
