import Foundation
import GestureKit
import GestureTuning
import SandboxFormats

/// The F6 panel: the tunable parameters of the recognizers under the last touch (all the scene's before one), each
/// with its value, default, a slider and −/+/reset buttons; preset and export buttons; and a slop circle around
/// each finger while a distance is selected. Touches that start on the panel belong to it and never reach the scene.
/// What it shows and changes is `TuningPanelModel`; this class only lays it out, draws it and reads touches.
@MainActor
final class TuningPanel {
    enum Control: Equatable {
        case preset(String), export, slider(String), minus(String), plus(String), reset(String)
    }

    let model: TuningPanelModel
    var isVisible = false
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

    static let width: CGFloat = 400
    static let rowHeight: CGFloat = 46
    static let headerHeight: CGFloat = 70

    init(model: TuningPanelModel) {
        self.model = model
    }

    // MARK: Layout

    func rows(in window: Window) -> [TuningPanelModel.Row] {
        model.rows(for: probe.map { model.recognizers(in: window, at: $0) } ?? Self.allRecognizers(in: window))
    }

    func frame(rows: Int, size: CGSize) -> CGRect {
        let height = min(size.height - 24, Self.headerHeight + CGFloat(rows) * Self.rowHeight + 26)
        return CGRect(x: size.width - Self.width - 12, y: 12, width: Self.width, height: height)
    }

    /// Every control with its frame, for drawing and for touches.
    func controls(rows: [TuningPanelModel.Row], size: CGSize) -> [(CGRect, Control)] {
        let panel = frame(rows: rows.count, size: size)
        var controls: [(CGRect, Control)] = []
        for (index, preset) in TuningPreset.all.enumerated() {
            controls.append((CGRect(x: panel.minX + 8 + CGFloat(index) * 84, y: panel.minY + 34, width: 78, height: 26),
                             .preset(preset.id)))
        }
        controls.append((CGRect(x: panel.maxX - 118, y: panel.minY + 34, width: 110, height: 26), .export))
        for (index, row) in rows.enumerated() {
            let top = panel.minY + Self.headerHeight + CGFloat(index) * Self.rowHeight
            guard top + Self.rowHeight <= panel.maxY - 20 else { break }
            let lineY = top + 22
            controls.append((CGRect(x: panel.minX + 8, y: lineY, width: Self.width - 118, height: 20), .slider(row.id)))
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
        guard isVisible || !panelFingers.isEmpty else {
            track(samples)
            return samples
        }
        let rows = rows(in: window)
        let controls = controls(rows: rows, size: size)
        var passed: [TouchSample] = []
        for sample in samples {
            let point = CGPoint(x: sample.location.x * zoom, y: sample.location.y * zoom)
            if sample.phase == .down, isVisible, frame(rows: rows.count, size: size).contains(point) {
                let control = controls.first { $0.0.contains(point) }
                panelFingers[sample.id] = .some(nil)
                if let control { press(control, at: point, rows: rows, window: window, finger: sample.id) }
                continue
            }
            guard let dragging = panelFingers[sample.id] else {
                track([sample])
                passed.append(sample)
                continue
            }
            if sample.phase == .move, let id = dragging, let slider = controls.first(where: { $0.1 == .slider(id) }) {
                slide(id, to: point, in: slider.0, window: window)
            }
            if sample.phase == .up || sample.phase == .cancel { panelFingers[sample.id] = nil }
        }
        return passed
    }

    private func track(_ samples: [TouchSample]) {
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
        context.transform = .identity
        context.alpha = 1
        if let slop = model.slopRadius {
            let radius = slop * zoom
            let centres = downPoints.isEmpty ? (probe.map { [$0] } ?? []) : Array(downPoints.values)
            for point in centres {
                let centre = CGPoint(x: point.x * zoom, y: point.y * zoom)
                let circle = CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2)
                context.fillEllipse(in: circle, color: Color(red: 1, green: 0.55, blue: 0, alpha: 0.18))
                context.strokeEllipse(in: circle, color: Color(red: 1, green: 0.45, blue: 0), lineWidth: 2)
            }
        }
        guard isVisible else { return }
        let rows = rows(in: window)
        let panel = frame(rows: rows.count, size: size)
        let controls = controls(rows: rows, size: size)
        let small = Font.systemFont(ofSize: 12), label = Font.systemFont(ofSize: 13)
        context.fillRoundedRect(panel, cornerRadius: 10, color: Color(white: 0.08, alpha: 0.88))
        let preset = model.presetID.flatMap { id in TuningPreset.all.first { $0.id == id }?.title } ?? "custom"
        let scope = probe == nil ? "the whole scene" : "under the last touch"
        context.drawText("Tuning (F6) · \(preset) · \(scope)", in: CGRect(x: panel.minX + 10, y: panel.minY + 6,
                         width: panel.width - 20, height: 22), font: .boldSystemFont(ofSize: 13), color: .white,
                         alignment: .left)
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
        let line = !status.isEmpty ? status : source ?? "yellow: tuned · grey tick: default · drag a slider or press − +"
        context.drawText(line, in: CGRect(x: panel.minX + 10, y: panel.maxY - 22, width: panel.width - 20, height: 18),
                         font: .systemFont(ofSize: 10), color: .lightGray, alignment: .left)
    }

    private func drawRow(_ parameter: TunableParameter, _ row: TuningPanelModel.Row, slider: CGRect,
                         _ context: GraphicsContext, small: Font, label: Font) {
        let selected = model.selected == row.id
        let nameRect = CGRect(x: slider.minX, y: slider.minY - 20, width: 220, height: 18)
        // A long name (tap.maximumIntervalBetweenTaps) takes a smaller type rather than being cut.
        let nameFont = [label, Font(size: label.size - 1), Font(size: label.size - 2)]
            .first { context.sizeOfText(row.id, font: $0).width <= nameRect.width } ?? Font(size: label.size - 2)
        context.drawText(row.id, in: nameRect, font: nameFont, color: selected ? .orange : .white, alignment: .left)
        let value = parameter.format(row.value) + "  (default " + parameter.format(row.defaultValue) + ")"
        context.drawText(value, in: CGRect(x: slider.minX + 160, y: slider.minY - 20, width: Self.width - 176, height: 18),
                         font: small, color: row.isTuned ? .yellow : .lightGray, alignment: .right)
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
