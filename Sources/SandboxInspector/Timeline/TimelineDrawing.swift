import Foundation
import GestureKit

/// Draws a timeline's layout through a `GraphicsContext`: the in-app F4 strip (dark, over the scene) and the PNG
/// export (light, like the SVG).
@MainActor
public enum TimelineDrawing {
    public struct Style: Sendable {
        public var background: Color
        public var text: Color
        public var grid: Color
        public static let overlay = Style(background: Color(white: 0.07), text: Color(white: 0.9),
                                          grid: Color(white: 1, alpha: 0.12))
        public static let paper = Style(background: .white, text: Color(white: 0.13), grid: Color(white: 0.9))
    }

    public static func draw(_ layout: TimelineLayout, title: String, style: Style, in context: GraphicsContext) {
        context.transform = .identity
        context.alpha = 1
        let bounds = layout.bounds
        context.fillRoundedRect(bounds, cornerRadius: 8, color: style.background)
        context.pushClip(bounds)
        defer { context.popClip() }
        let small = Font.systemFont(ofSize: 11)
        // Names and titles are cut to their place: the font renderer fails on text wider than a surface can be.
        context.drawText(TimelineLayout.cut(title, toFit: layout.headingRect.width), in: layout.headingRect,
                         font: .boldSystemFont(ofSize: 12), color: style.text, alignment: .left)
        for tick in layout.ticks {
            context.fill(CGRect(x: tick.x, y: layout.plot.minY - 4, width: 1, height: layout.plot.height), color: style.grid)
            // Centred on its tick, but kept inside the picture at either end.
            let labelX = min(max(tick.x - 40, bounds.minX), bounds.maxX - 80)
            context.drawText("\(tick.milliseconds) ms", in: CGRect(x: labelX, y: layout.plot.minY - 20, width: 80, height: 16),
                             font: small, color: style.text.withAlphaComponent(0.7), alignment: .center)
        }
        for (index, lane) in layout.lanes.enumerated() {
            if index % 2 == 1 { context.fill(lane.row, color: style.grid.withAlphaComponent(style.grid.alpha * 0.5)) }
            context.drawText(TimelineLayout.cut(lane.lane.title, toFit: lane.titleRect.width), in: lane.titleRect,
                             font: small, color: style.text, alignment: .left)
            for placed in lane.spans {
                context.fillRoundedRect(placed.rect, cornerRadius: 3, color: TimelineLayout.color(of: placed.span.kind))
            }
            for placed in lane.marks {
                let color = TimelineLayout.color(of: placed.mark.kind)
                let c = placed.center
                context.fillEllipse(in: CGRect(x: c.x - 5, y: c.y - 5, width: 10, height: 10), color: color)
                context.drawText(placed.shortLabel, in: placed.labelRect, font: Font.systemFont(ofSize: 10), color: color,
                                 alignment: placed.labelAlignment)
            }
        }
    }
}
