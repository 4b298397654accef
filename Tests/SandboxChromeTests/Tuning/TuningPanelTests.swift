import Foundation
import GestureKit
import GestureTuning
import Testing
@testable import SandboxFormats
@testable import SandboxChrome

/// The F6 panel's touch handling: its buttons and sliders change the tuning at once, and its touches never reach
/// the scene.
@MainActor
@Suite("Tuning panel")
struct TuningPanelTests {
    let size = CGSize(width: 1000, height: 700)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
    let tap = TapGestureRecognizer()
    let panel = TuningPanel(model: TuningPanelModel(catalog: .builtIn))

    init() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 500, height: 700), name: "board")
        window.addSubview(view)
        view.addGestureRecognizer(tap)
        panel.isVisible = true
    }

    func touch(_ id: Int, _ phase: TouchSample.Phase, _ point: CGPoint, at t: TimeInterval) -> [TouchSample] {
        panel.filter([TouchSample(id: id, phase: phase, location: point, timestamp: t)], size: size, window: window)
    }

    func control(_ wanted: TuningPanel.Control) throws -> CGRect {
        let controls = panel.controls(rows: panel.rows(in: window), size: size)
        return try #require(controls.first { $0.1 == wanted }?.0)
    }

    @Test func presetButtonsAndSteppersApplyAtOnceAndTheirTouchesStayOnThePanel() throws {
        let android = try control(.preset("android"))
        #expect(touch(1, .down, android.mid, at: 0).isEmpty)
        #expect(touch(1, .up, android.mid, at: 0.05).isEmpty)
        #expect(tap.allowableMovement == 8)
        #expect(panel.model.presetID == "android")
        let plus = try control(.plus("tap.allowableMovement"))
        _ = touch(2, .down, plus.mid, at: 0.1)
        _ = touch(2, .up, plus.mid, at: 0.15)
        #expect(tap.allowableMovement == 9)
        let reset = try control(.reset("tap.allowableMovement"))
        _ = touch(3, .down, reset.mid, at: 0.2)
        #expect(tap.allowableMovement == 45)
    }

    @Test func draggingASliderSetsTheValueAlongItsTrackAndSelectsTheDistance() throws {
        let slider = try control(.slider("tap.allowableMovement"))
        _ = touch(1, .down, CGPoint(x: slider.minX, y: slider.midY), at: 0)
        #expect(tap.allowableMovement == 0)
        _ = touch(1, .move, CGPoint(x: slider.minX + slider.width / 4, y: slider.midY), at: 0.1)
        #expect(tap.allowableMovement == 50)
        _ = touch(1, .move, CGPoint(x: slider.maxX + 300, y: slider.midY + 200), at: 0.2)
        #expect(tap.allowableMovement == 200, "a slider keeps its finger, clamped, wherever it goes")
        #expect(touch(1, .up, .zero, at: 0.3).isEmpty)
        #expect(panel.model.slopRadius == 200)
    }

    @Test func sceneTouchesPassAndPickTheRecognizersListed() throws {
        let passed = touch(1, .down, CGPoint(x: 100, y: 100), at: 0)
        #expect(passed.count == 1)
        #expect(panel.probe == CGPoint(x: 100, y: 100))
        #expect(panel.rows(in: window).map(\.id) == ["tap.allowableMovement", "tap.maximumTapDuration",
                                                      "tap.maximumIntervalBetweenTaps"])
        _ = touch(2, .down, CGPoint(x: 700, y: 650), at: 0.1)
        #expect(panel.probe == CGPoint(x: 700, y: 650))
        #expect(panel.rows(in: window).isEmpty, "nothing tunable there")
    }

    @Test func exportWritesJSONThatLoadsBackAndSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gs-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        panel.exportFolder = folder
        panel.model.set("tap.allowableMovement", to: 30, in: window)
        let export = try control(.export)
        _ = touch(1, .down, export.mid, at: 0)
        #expect(panel.status == "exported gesture-sandbox-tuning.json (use with --tuning) and gesture-sandbox-tuning.swift")
        let loaded = try TuningFile.load(path: folder.appendingPathComponent("gesture-sandbox-tuning.json").path,
                                         catalog: .builtIn)
        #expect(loaded == panel.model.tuning)
        let swift = try String(contentsOf: folder.appendingPathComponent("gesture-sandbox-tuning.swift"), encoding: .utf8)
        #expect(swift.contains("recognizer.allowableMovement = 30  // default 45 pt"))
    }
}
