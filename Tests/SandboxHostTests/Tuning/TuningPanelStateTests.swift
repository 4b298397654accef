import Foundation
import GestureKit
import GestureTuning
@testable import SandboxHost
import Testing
@testable import SandboxChrome

/// Issue 25 item 4, the F6 panel: its header says the tuning's state ("custom" only when a value differs from its
/// default), the orange slop circle goes when the panel closes, and the export's confirmation is shown whole.
@MainActor
@Suite("Tuning panel states", .serialized)
struct TuningPanelStateTests {
    let size = CGSize(width: 1280, height: 740)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 740))
    let tap = TapGestureRecognizer()
    let panel = TuningPanel(model: TuningPanelModel(catalog: .builtIn))

    init() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 600, height: 740), name: "board")
        window.addSubview(view)
        view.addGestureRecognizer(tap)
        panel.isVisible = true
    }

    /// The header's state and scope: what follows "Tuning (F6) · ", or "F6 · " where the panel, leaving its × room,
    /// says less.
    func header(_ context: MeasuredRecordingContext) -> String? {
        context.texts.first { $0.text.hasPrefix("Tuning (F6) · ") || $0.text.hasPrefix("F6 · ") }?.text
            .replacingOccurrences(of: "Tuning (F6) · ", with: "").replacingOccurrences(of: "F6 · ", with: "")
    }

    @Test func theHeaderSaysCustomOnlyWhenAValueDiffersFromItsDefault() throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        panel.draw(in: context, window: window, size: size)
        #expect(header(context) == "defaults · the whole scene")
        panel.model.set("tap.allowableMovement", to: 30, in: window)
        context.reset()
        panel.draw(in: context, window: window, size: size)
        #expect(header(context) == "custom: 1 changed · the whole scene")
        // Dragged back onto the default: tuned, but nothing differs.
        panel.model.set("tap.allowableMovement", to: 45, in: window)
        context.reset()
        panel.draw(in: context, window: window, size: size)
        #expect(header(context) == "defaults · the whole scene")
        panel.model.choose(TuningPreset.android, in: window)
        context.reset()
        panel.draw(in: context, window: window, size: size)
        #expect(header(context) == "Android · the whole scene")
    }

    @Test func theSlopCircleGoesWithThePanel() throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        _ = panel.filter([TouchSample(id: 1, phase: .down, location: CGPoint(x: 300, y: 300), timestamp: 0)],
                         size: size, window: window)
        panel.model.set("tap.allowableMovement", to: 60, in: window)
        let circle = CGRect(x: 240, y: 240, width: 120, height: 120)
        panel.draw(in: context, window: window, size: size)
        #expect(context.shapes.contains(circle))
        panel.isVisible = false
        context.reset()
        panel.draw(in: context, window: window, size: size)
        #expect(context.shapes.isEmpty && context.texts.isEmpty)
    }

    @Test(arguments: [CGSize(width: 640, height: 360), CGSize(width: 1280, height: 740), CGSize(width: 1920, height: 1020)])
    func theExportConfirmationIsShownWhole(size: CGSize) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        panel.exportFolder = folder
        let export = try #require(panel.controls(rows: panel.rows(in: window), size: size).first { $0.1 == .export }?.0)
        _ = panel.filter([TouchSample(id: 1, phase: .down, location: CGPoint(x: export.midX, y: export.midY),
                                      timestamp: 0)], size: size, window: window)
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        panel.draw(in: context, window: window, size: size)
        let footer = context.texts.filter { $0.font.size == 10 }
        #expect(footer.map(\.text).joined(separator: " ")
            == "exported gesture-sandbox-tuning.json (use with --tuning) and gesture-sandbox-tuning.swift")
        #expect(footer.count == 2)
        #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts)")
        let frame = panel.frame(rows: panel.rows(in: window).count, size: size)
        #expect(footer.allSatisfy { frame.contains($0.rect) })
    }
}
