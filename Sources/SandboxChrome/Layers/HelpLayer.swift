import Foundation
import GestureKit
import SandboxInspector

/// H or ?: the in-app help, centred above the bars; first to close on Esc.
@MainActor
public final class HelpLayer: ChromeLayer {
    public let overlay = HelpOverlay()

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

    public var escapeRank: Int? { 0 }

    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        .close("chrome.help.close", of: HelpOverlay.frame(in: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0))
    }

    public func close() -> Bool {
        overlay.isVisible = false
        return true
    }
}
