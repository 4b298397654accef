import Foundation
import GestureKit

/// F6: the tuning panel above the bars. Always drawn: with the panel closed, the slop circles of a selected
/// distance still show.
@MainActor
public final class TuningLayer: ChromeLayer {
    public let panel: TuningPanel

    public init(panel: TuningPanel) {
        self.panel = panel
    }

    public func placement(at now: TimeInterval) -> ChromePlacement { .content }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleTuningPanel else { return false }
        panel.isVisible.toggle()
        return true
    }

    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        panel.filter(samples, size: CGSize(width: area.maxX, height: area.maxY), window: frame.window, zoom: frame.zoom)
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        panel.draw(in: context, window: frame.window, size: CGSize(width: area.maxX, height: area.maxY), zoom: frame.zoom)
    }

    public var escapeRank: Int? { 1 }

    public func close() -> Bool {
        guard panel.isVisible else { return false }
        panel.isVisible = false
        return true
    }
}
