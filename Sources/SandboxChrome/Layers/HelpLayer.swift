import Foundation
import GestureKit
import SandboxInspector

/// H or ?: the in-app help, centred above the bars; first to close on Esc.
@MainActor
public final class HelpLayer: ChromePanel {
    /// First to close on Esc.
    public nonisolated static let key = KeyDeclaration(
        keys: "H or ?", meaning: "this help", commandLine: "H or ? this help in the app (every key and mouse simulation)",
        panelName: "help", escapeRank: 0,
        button: ChromeButton(name: "chrome.help", command: .toggleHelp, label: "H help", shortLabel: "Help"))

    public let overlay = HelpOverlay(keys: KeyTable.helpRows)

    public init() {}

    public var isVisible: Bool { overlay.isVisible }

    public func placement(at now: TimeInterval) -> ChromePlacement { .content }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleHelp else { return false }
        overlay.isVisible.toggle()
        return true
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        overlay.draw(in: context, size: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0)
    }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        .close("chrome.help.close", of: HelpOverlay.frame(in: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0))
    }

    public func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect? {
        HelpOverlay.frame(in: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0)
    }

    public func close() -> Bool {
        overlay.isVisible = false
        return true
    }
}
