import Foundation
import GestureKit
import GestureTuning
import SandboxFormats
import SandboxInspector

/// The F6 panel: the tunable parameters of the recognizers under the last touch (all the scene's before one), each
/// with its value, default, a slider and −/+/reset buttons; preset and export buttons; and a slop circle around
/// each finger while a distance is selected. Touches that start on the panel belong to it and never reach the scene.
/// What it shows and changes is `TuningPanelModel`; this class only lays it out, draws it and reads touches.
@MainActor
public final class TuningPanel {
    enum Control: Equatable {
        case preset(String), export, slider(String), minus(String), plus(String), reset(String)
    }

    public let model: TuningPanelModel
    public var isVisible = false
    /// Where exported files go.
    var exportFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The last line of feedback (export result, chosen preset's source).
    private(set) var status = ""
    /// Where the last scene touch came down: its recognizers are listed.
    private(set) var probe: CGPoint?
    /// Scene fingers down, by id, at their touch-down points (the slop circles' centres).
    private var downPoints: [Int: CGPoint] = [:]
    /// Panel fingers, by id, with the slider each is dragging (nil: some other control or none).
    private var panelFingers: [Int: String?] = [:]
    /// Fingers dragging the list's background, by id: where they came down (y) and the scroll then.
    private var listDrags: [Int: (y: CGFloat, offset: Int)] = [:]
    /// Rows scrolled past at the top (issue 25 item 1: at 1280×800 the panel showed 14 of 15 rows, and nothing
    /// scrolled it); kept within the rows there are when used (they change with the touch that picks them).
    private(set) var scrollOffset = 0

    static let width: CGFloat = 400
    nonisolated static let rowHeight: CGFloat = 46
    nonisolated static let headerHeight: CGFloat = 70
    /// Two lines of 10-point text: the export's confirmation names both files and doesn't fit one line.
    nonisolated static let footerHeight: CGFloat = 36
    /// The panel with one row.
    nonisolated static let minimumHeight = headerHeight + rowHeight + footerHeight + 4

    public init(model: TuningPanelModel) {
        self.model = model
    }

    // MARK: Layout

    func rows(in window: Window) -> [TuningPanelModel.Row] {
        model.rows(for: probe.map { model.recognizers(in: window, at: $0) } ?? Self.allRecognizers(in: window))
    }

    /// The area a window of `size` gives the panel when it is the only one open: its top right, inside the margin.
    static func area(in size: CGSize) -> CGRect {
        CGRect(origin: .zero, size: size).insetBy(dx: ChromeLayout.panelMargin, dy: ChromeLayout.panelMargin)
    }

    /// The panel at the top right of `area`, as tall as its rows need or the area allows.
    func frame(rows: Int, in area: CGRect) -> CGRect {
        // An empty list still has its one line ("no tunable recognizers here") above the footer.
        let needed = Self.headerHeight + CGFloat(max(1, rows)) * Self.rowHeight + Self.footerHeight + 4
        // As wide as the area allows: docked beside the scene in a small window F6 is given less than its width.
        let width = min(Self.width, area.width)
        return CGRect(x: area.maxX - width, y: area.minY, width: width, height: max(0, min(area.height, needed)))
    }

    func frame(rows: Int, size: CGSize) -> CGRect { frame(rows: rows, in: Self.area(in: size)) }

    /// How many rows the panel has room for (none in a window too short for one).
    func rowCapacity(rows: Int, in area: CGRect) -> Int {
        let panel = frame(rows: rows, in: area)
        return max(0, Int(((panel.height - Self.headerHeight - Self.footerHeight) / Self.rowHeight).rounded(.down)))
    }

    /// The first row shown: the scroll, kept within the rows there are.
    func firstRow(rows: Int, in area: CGRect) -> Int {
        min(max(0, scrollOffset), max(0, rows - rowCapacity(rows: rows, in: area)))
    }

    /// Scrolls the list by `rows` (positive: down the list).
    func scroll(by rows: Int, window: Window, in area: CGRect) {
        let count = self.rows(in: window).count
        scrollOffset = firstRow(rows: count, in: area)
        scrollOffset = min(max(0, scrollOffset + rows), max(0, count - rowCapacity(rows: count, in: area)))
    }

    /// PgUp/PgDn (a page of rows) and ↑/↓ (one row) while the panel is open; false when it is closed, and the F2
    /// panel takes them.
    func scroll(_ command: KeyCommand, window: Window, in area: CGRect) -> Bool {
        guard isVisible else { return false }
        let page = max(1, rowCapacity(rows: rows(in: window).count, in: area))
        switch command {
        case .scrollInspector(let entries): scroll(by: entries > 0 ? -page : page, window: window, in: area)
        case .scrollLines(let lines): scroll(by: -lines, window: window, in: area)
        default: return false
        }
        return true
    }

    /// A wheel turned `notches` (positive: away from the user, up the list) with the pointer at `point` (window
    /// points): scrolls the list when the pointer is over the panel; false when it isn't, and the wheel goes on.
    func scroll(wheel notches: Int, at point: CGPoint, window: Window, in area: CGRect) -> Bool {
        guard isVisible, frame(rows: rows(in: window).count, in: area).contains(point) else { return false }
        scroll(by: -notches, window: window, in: area)
        return true
    }

    func controls(rows: [TuningPanelModel.Row], size: CGSize) -> [(CGRect, Control)] {
        controls(rows: rows, in: Self.area(in: size))
    }

    /// Every control with its frame, for drawing and for touches: the rows from the scroll on, as many as fit.
    func controls(rows: [TuningPanelModel.Row], in area: CGRect) -> [(CGRect, Control)] {
        let panel = frame(rows: rows.count, in: area)
        var controls: [(CGRect, Control)] = []
        // Narrower than 400 points (the panel tabs' column at 640×400) the presets share what Export leaves.
        let presetWidth = min(78, (panel.width - 16 - 116) / CGFloat(TuningPreset.all.count) - 6)
        for (index, preset) in TuningPreset.all.enumerated() {
            controls.append((CGRect(x: panel.minX + 8 + CGFloat(index) * (presetWidth + 6), y: panel.minY + 34,
                                    width: presetWidth, height: 26), .preset(preset.id)))
        }
        controls.append((CGRect(x: panel.maxX - 118, y: panel.minY + 34, width: 110, height: 26), .export))
        for (index, row) in rows.dropFirst(firstRow(rows: rows.count, in: area)).enumerated() {
            let top = panel.minY + Self.headerHeight + CGFloat(index) * Self.rowHeight
            guard top + Self.rowHeight <= panel.maxY - Self.footerHeight else { break }
            let lineY = top + 22
            controls.append((CGRect(x: panel.minX + 8, y: lineY, width: panel.width - 118, height: 20),
                             .slider(row.id)))
            controls.append((CGRect(x: panel.maxX - 104, y: lineY - 2, width: 30, height: 24), .minus(row.id)))
            controls.append((CGRect(x: panel.maxX - 70, y: lineY - 2, width: 30, height: 24), .plus(row.id)))
            controls.append((CGRect(x: panel.maxX - 36, y: lineY - 2, width: 28, height: 24), .reset(row.id)))
        }
        return controls
    }

    // MARK: Touches

    /// Takes the panel's touches out of `samples` and acts on them; notes where scene fingers come down. The panel
    /// is in window points: `zoom` window points per sample point (a replay drawn zoomed to fit).
    func filter(_ samples: [TouchSample], size: CGSize, window: Window, zoom: CGFloat = 1) -> [TouchSample] {
        filter(samples, in: Self.area(in: size), window: window, zoom: zoom)
    }

    /// The same, with the panel in `area`. A finger on the list's background (not on a control) scrolls the list
    /// as it drags, as on a phone; one on a slider moves the slider. `tracks`: the samples passed on are the last
    /// touch's; the app's chrome passes false and tracks only what reaches the scene (`track(_:)`).
    func filter(_ samples: [TouchSample], in area: CGRect, window: Window, zoom: CGFloat = 1,
                origin: CGPoint = .zero, tracks: Bool = true) -> [TouchSample] {
        guard isVisible || !panelFingers.isEmpty else {
            if tracks { track(samples) }
            return samples
        }
        let rows = rows(in: window)
        let controls = controls(rows: rows, in: area)
        let panel = frame(rows: rows.count, in: area)
        var passed: [TouchSample] = []
        for sample in samples {
            let point = SceneViewport.layoutPoint(fromScene: sample.location, zoom: zoom, origin: origin)
            if sample.phase == .down, isVisible, panel.contains(point) {
                let control = controls.first { $0.0.contains(point) }
                panelFingers[sample.id] = .some(nil)
                if let control {
                    press(control, at: point, rows: rows, window: window, finger: sample.id)
                } else if point.y >= panel.minY + Self.headerHeight {
                    listDrags[sample.id] = (point.y, firstRow(rows: rows.count, in: area))
                }
                continue
            }
            guard let dragging = panelFingers[sample.id] else {
                if tracks { track([sample]) }
                passed.append(sample)
                continue
            }
            if sample.phase == .move, let id = dragging, let slider = controls.first(where: { $0.1 == .slider(id) }) {
                slide(id, to: point, in: slider.0, window: window)
            }
            if sample.phase == .move, let drag = listDrags[sample.id] {
                // Up the screen: down the list, a row per row height dragged.
                let moved = Int(((drag.y - point.y) / Self.rowHeight).rounded())
                scrollOffset = min(max(0, drag.offset + moved), max(0, rows.count - rowCapacity(rows: rows.count, in: area)))
            }
            if sample.phase == .up || sample.phase == .cancel {
                panelFingers[sample.id] = nil
                listDrags[sample.id] = nil
            }
        }
        return passed
    }

    /// Follows the fingers on the scene: the last one down is the touch whose recognizers the panel lists.
    func track(_ samples: [TouchSample]) {
        for sample in samples {
            switch sample.phase {
            case .down:
                downPoints[sample.id] = sample.location
                probe = sample.location
            case .move: break
            case .up, .cancel: downPoints[sample.id] = nil
            }
        }
    }

    private func press(_ control: (CGRect, Control), at point: CGPoint, rows: [TuningPanelModel.Row], window: Window,
                       finger: Int) {
        func current(_ id: String) -> Double { rows.first { $0.id == id }?.value ?? 0 }
        switch control.1 {
        case let .preset(id):
            guard let preset = TuningPreset.all.first(where: { $0.id == id }) else { return }
            model.choose(preset, in: window)
            status = ""
        case .export:
            status = export()
        case let .slider(id):
            status = ""
            panelFingers[finger] = .some(id)
            slide(id, to: point, in: control.0, window: window)
        case let .minus(id):
            model.step(id, by: -1, in: window, current: current(id))
        case let .plus(id):
            model.step(id, by: 1, in: window, current: current(id))
        case let .reset(id):
            model.reset(id, in: window)
            model.selected = id
        }
    }

    private func slide(_ id: String, to point: CGPoint, in track: CGRect, window: Window) {
        guard let parameter = model.catalog.parameter(id) else { return }
        let fraction = Double(min(max((point.x - track.minX) / track.width, 0), 1))
        let raw = parameter.range.lowerBound + fraction * (parameter.range.upperBound - parameter.range.lowerBound)
        model.set(id, to: (raw / parameter.step).rounded() * parameter.step, in: window)
    }

    /// Writes the tuning as JSON and as Swift into `exportFolder`; returns the line to show.
    func export() -> String {
        let json = exportFolder.appendingPathComponent("gesture-sandbox-tuning.json")
        let swift = exportFolder.appendingPathComponent("gesture-sandbox-tuning.swift")
        do {
            try TuningFile.json(model.tuning).write(to: json, atomically: true, encoding: .utf8)
            try TuningFile.swift(model.tuning, catalog: model.catalog).write(to: swift, atomically: true, encoding: .utf8)
        } catch {
            return "can't export to \(exportFolder.path): \(error.localizedDescription)"
        }
        FileHandle.standardError.write(Data("gesture-sandbox: tuning exported to \(json.path) and \(swift.path)\n".utf8))
        return "exported \(json.lastPathComponent) (use with --tuning) and \(swift.lastPathComponent)"
    }

    // MARK: Drawing

    /// The slop circles (under the panel), then the panel; in window points, where the scene is drawn `zoom` times
    /// its size (a replay zoomed to fit).
    func draw(in context: GraphicsContext, window: Window, size: CGSize, zoom: CGFloat = 1) {
        draw(in: context, window: window, area: Self.area(in: size), zoom: zoom)
    }

    /// The same, with the panel in `area`.
    func draw(in context: GraphicsContext, window: Window, area: CGRect, zoom: CGFloat = 1, origin: CGPoint = .zero) {
        context.transform = .identity
        context.alpha = 1
        // The circle explains the selected slider: it goes when the panel does (issue 25 item 4).
        guard isVisible else { return }
        if let slop = model.slopRadius {
            let radius = slop * zoom
            let centres = downPoints.isEmpty ? (probe.map { [$0] } ?? []) : Array(downPoints.values)
            for point in centres {
                let centre = SceneViewport.layoutPoint(fromScene: point, zoom: zoom, origin: origin)
                let circle = CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)
                context.fillEllipse(in: circle, color: Color(red: 1, green: 0.55, blue: 0, alpha: 0.18))
                context.strokeEllipse(in: circle, color: Color(red: 1, green: 0.45, blue: 0), lineWidth: 2)
            }
        }
        let rows = rows(in: window)
        let panel = frame(rows: rows.count, in: area)
        guard panel.height > 0 else { return }
        let controls = controls(rows: rows, in: area)
        context.pushClip(panel)
        defer { context.popClip() }
        let small = Font.systemFont(ofSize: 12), label = Font.systemFont(ofSize: 13)
        context.fillRoundedRect(panel, cornerRadius: 10, color: InspectorPalette.panelBackground)
        let preset = model.stateTitle
        let scope = probe == nil ? "the whole scene" : "under the last touch"
        // Left of the close button; a narrow panel says less.
        let titleFont = Font.boldSystemFont(ofSize: 13), titleWidth = panel.width - 20 - ChromeTarget.minimumSide
        let title = ["Tuning (F6) · \(preset) · \(scope)", "F6 · \(preset) · \(scope)", "F6 · \(preset)"]
            .first { context.sizeOfText($0, font: titleFont).width <= titleWidth } ?? "F6 · \(preset)"
        context.drawText(title, in: CGRect(x: panel.minX + 10, y: panel.minY + 6, width: titleWidth, height: 22),
                         font: titleFont, color: .white, alignment: .left)
        for (rect, control) in controls {
            switch control {
            case let .preset(id):
                let title = TuningPreset.all.first { $0.id == id }?.title ?? id
                button(title, rect, context, lit: model.presetID == id, font: label)
            case .export:
                button("Export", rect, context, lit: false, font: label)
            case let .slider(id):
                guard let parameter = model.catalog.parameter(id), let row = rows.first(where: { $0.id == id }) else { break }
                drawRow(parameter, row, slider: rect, context, small: small, label: label)
            case .minus: button("−", rect, context, lit: false, font: label)
            case .plus: button("+", rect, context, lit: false, font: label)
            case .reset: button("↺", rect, context, lit: false, font: label)
            }
        }
        if rows.isEmpty {
            context.drawText("no tunable recognizers here", in: CGRect(x: panel.minX + 10, y: panel.minY + 70,
                             width: panel.width - 20, height: 20), font: label, color: .lightGray, alignment: .left)
        }
        let source = model.presetID.flatMap { id in TuningPreset.all.first { $0.id == id } }.map { "\($0.title): \($0.source)" }
        var line = !status.isEmpty ? status : source ?? "yellow: tuned · grey tick: default · drag a slider or press − +"
        let shown = controls.filter { if case .slider = $0.1 { true } else { false } }.count
        if status.isEmpty, shown < rows.count {
            let first = firstRow(rows: rows.count, in: area)
            line = shown == 0 ? "\(rows.count) rows: no room for one, make the window taller"
                : "rows \(first + 1)–\(first + shown) of \(rows.count): wheel, ↑/↓, PgUp/PgDn or drag the list · " + line
        }
        let footer = Font.systemFont(ofSize: 10)
        for (index, text) in Self.footerLines(line, width: panel.width - 20, font: footer, in: context).enumerated() {
            context.drawText(text, in: CGRect(x: panel.minX + 10, y: panel.maxY - Self.footerHeight + 2 + CGFloat(index) * 15,
                                              width: panel.width - 20, height: 15),
                             font: footer, color: .lightGray, alignment: .left)
        }
    }

    /// `text` in at most two lines of `width`, broken between words (the second line is cut only if it must be).
    static func footerLines(_ text: String, width: CGFloat, font: Font, in context: GraphicsContext) -> [String] {
        guard context.sizeOfText(text, font: font).width > width else { return [text] }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        var split = words.count - 1
        while split > 1, context.sizeOfText(words[..<split].joined(separator: " "), font: font).width > width { split -= 1 }
        return [words[..<split].joined(separator: " "), words[split...].joined(separator: " ")]
    }

    private func drawRow(_ parameter: TunableParameter, _ row: TuningPanelModel.Row, slider: CGRect,
                         _ context: GraphicsContext, small: Font, label: Font) {
        let selected = model.selected == row.id
        let nameRect = CGRect(x: slider.minX, y: slider.minY - 20, width: 220, height: 18)
        // A long name (tap.maximumIntervalBetweenTaps) takes a smaller type rather than being cut.
        let nameFont = [label, Font(size: label.size - 1), Font(size: label.size - 2)]
            .first { context.sizeOfText(row.id, font: $0).width <= nameRect.width } ?? Font(size: label.size - 2)
        context.drawText(row.id, in: nameRect, font: nameFont, color: selected ? .orange : .white, alignment: .left)
        // Right of the name; where the default doesn't fit beside it (a narrow panel), the grey tick shows it.
        let valueRect = CGRect(x: slider.minX + 160, y: slider.minY - 20, width: slider.width - 58, height: 18)
        let room = valueRect.maxX - slider.minX - context.sizeOfText(row.id, font: nameFont).width - 8
        let full = parameter.format(row.value) + "  (default " + parameter.format(row.defaultValue) + ")"
        let value = context.sizeOfText(full, font: small).width <= min(room, valueRect.width) ? full : parameter.format(row.value)
        context.drawText(value, in: valueRect, font: small, color: row.isTuned ? .yellow : .lightGray, alignment: .right)
        let track = CGRect(x: slider.minX, y: slider.midY - 3, width: slider.width, height: 6)
        context.fillRoundedRect(track, cornerRadius: 3, color: Color(white: 0.35))
        let span = parameter.range.upperBound - parameter.range.lowerBound
        func x(_ value: Double) -> CGFloat {
            track.minX + track.width * CGFloat(min(max((value - parameter.range.lowerBound) / span, 0), 1))
        }
        context.fill(CGRect(x: x(row.defaultValue) - 1, y: track.minY - 4, width: 2, height: track.height + 8),
                     color: Color(white: 0.7))
        let knob = CGRect(x: x(row.value) - 7, y: slider.midY - 7, width: 14, height: 14)
        context.fillEllipse(in: knob, color: row.isTuned ? .orange : .white)
    }

    private func button(_ title: String, _ rect: CGRect, _ context: GraphicsContext, lit: Bool, font: Font) {
        context.fillRoundedRect(rect, cornerRadius: 5, color: lit ? .blue : Color(white: 0.28))
        context.drawText(title, in: rect, font: font, color: .white, alignment: .center)
    }

    private static func allRecognizers(in view: View) -> [GestureRecognizer] {
        view.gestureRecognizers + view.subviews.flatMap { allRecognizers(in: $0) }
    }
}
