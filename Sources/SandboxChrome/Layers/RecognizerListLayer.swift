import Foundation
import GestureKit
import SandboxInspector

/// F7: every recognizer of the scene with its state, read from the scene's window each frame, in a column on the
/// left that lies over the scene (it reserves no room, so the scene and its trace stay as they were). Added as a
/// panel is: this file and its line in `AppChrome.panels`.
@MainActor
public final class RecognizerListLayer: ChromePanel {
    public nonisolated static let key = KeyDeclaration(
        keys: "F7", meaning: "the scene's recognizers, each with its state", commandLine: "F7 the scene's recognizers "
            + "with their states", panelName: "F7", escapeRank: 6, command: .functionKey(7),
        button: ChromeButton(name: "chrome.f7", command: .functionKey(7), label: "F7 recognizers", shortLabel: "F7"))
    static let width: CGFloat = 280
    static let rowHeight: CGFloat = 18

    public private(set) var isVisible = false

    public init() {}

    public func placement(at now: TimeInterval) -> ChromePlacement { .column(width: Self.width, side: .left, docked: false) }

    public func handle(_ command: KeyCommand) -> Bool {
        guard command == .functionKey(7) else { return false }
        isVisible.toggle()
        return true
    }

    /// "name (type): state" for each recognizer: a view's own, in the order they were added, then its subviews'.
    static func rows(in view: View) -> [String] {
        view.gestureRecognizers.map { "\($0.name.isEmpty ? $0.typeName : "\($0.name) (\($0.typeName))"): \($0.state)" }
            + view.subviews.flatMap { rows(in: $0) }
    }

    /// Where the list is drawn: from the top of its column, or below the scene's hint and the controls and lines at
    /// the column's top (its column lies over the scene), as F6 keeps clear of them; at 640×400 it covered the hint's
    /// left end. As tall as its rows need.
    func box(in area: CGRect, frame: ChromeFrame) -> CGRect {
        let clear = InspectorPanel.strip(area, clearOf: InspectorPanel.controlFrames(in: frame.window, zoom: frame.zoom,
                                                                                      origin: frame.origin))
        // Where keeping clear would leave no row, the list takes its whole column.
        let column = clear.height >= 40 + Self.rowHeight ? clear : area
        let rows = CGFloat(max(Self.rows(in: frame.window).count, 1))
        return CGRect(x: column.minX, y: column.minY, width: column.width,
                      height: min(column.height, 40 + rows * Self.rowHeight))
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        let rows = Self.rows(in: frame.window)
        context.transform = .identity
        context.alpha = 1
        let box = box(in: area, frame: frame)
        // Opaque, as F2 and F6 beside it in the panel tabs.
        context.fillRoundedRect(box, cornerRadius: 8, color: InspectorPalette.panelBackground)
        context.drawText("F7 · recognizers", in: CGRect(x: box.minX + 10, y: box.minY + 8, width: box.width - 64,
                                                         height: 20),
                         font: .boldSystemFont(ofSize: 13), color: .white, alignment: .left)
        var y = box.minY + 34
        let font = Font.systemFont(ofSize: 11)
        for row in rows.isEmpty ? ["none in this scene"] : rows where y + Self.rowHeight <= box.maxY {
            let line = CGRect(x: box.minX + 10, y: y, width: box.width - 20, height: Self.rowHeight)
            context.drawText(Self.fitted(row, width: line.width, font: font, in: context), in: line, font: font,
                             color: .white, alignment: .left)
            y += Self.rowHeight
        }
    }

    /// A row as fits `width`: without its recognizer's type first ("name: state"), then cut in the middle, so the
    /// state at its end shows (at 640×400 "gallery.edge-pan (ScreenEdgePanGestureRecognizer): possible" ran past
    /// the box).
    static func fitted(_ row: String, width: CGFloat, font: Font, in context: GraphicsContext) -> String {
        guard context.sizeOfText(row, font: font).width > width else { return row }
        var short = row
        if let open = row.range(of: " ("), let close = row.range(of: "): ", range: open.upperBound..<row.endIndex) {
            short = String(row[..<open.lowerBound]) + ": " + String(row[close.upperBound...])
        }
        return context.truncated(short, toFit: width, font: font, mode: .byTruncatingMiddle)
    }

    public var escapeRank: Int? { Self.key.escapeRank }

    public func closeButton(in area: CGRect, frame: ChromeFrame) -> ChromeTarget? {
        .close("chrome.f7.close", of: box(in: area, frame: frame))
    }

    public func coverFrame(in area: CGRect, frame: ChromeFrame) -> CGRect? { box(in: area, frame: frame) }

    public func close() -> Bool {
        guard isVisible else { return false }
        isVisible = false
        return true
    }
}
