import Foundation
import SandboxInspector
import Testing

/// The F5 model on plain values: report rates over the last second, time since the last report, pressure, devices
/// seen only in events, and the counters.
@Suite("Input health")
struct InputHealthTests {
    @Test("report rate, time since the last report and pressure per finger, on the virtual clock")
    func perFinger() {
        var health = InputHealth()
        health.setListedDevices([InputHealth.Device(id: 7, name: "ELAN Touchscreen")])
        let key = InputHealth.FingerKey(device: 7, finger: 3)
        // 120 Hz for 1.5 s.
        for step in 0...180 { health.report(key, pressure: 0.25 + Double(step) / 1000, at: 10 + Double(step) / 120) }
        #expect(health.reportsPerSecond(key, now: 11.5) == 120)
        #expect(abs((health.sinceLastReport(key, now: 11.54) ?? 0) - 0.04) < 1e-9)
        #expect(health.pressure(key) == 0.25 + 0.18)
        // Half a second of silence halves the count in the window.
        #expect(health.reportsPerSecond(key, now: 12.0) == 60)
        health.end(key)
        #expect(health.fingerKeys.isEmpty)
    }

    @Test("the panel's lines name the backend, devices, fingers, counters and hints")
    func lines() {
        var health = InputHealth()
        health.videoDriver = "x11"
        health.renderer = "software"
        health.hints = [("SDL_TOUCH_MOUSE_EVENTS", "default")]
        health.setListedDevices([InputHealth.Device(id: 7, name: "ELAN Touchscreen")])
        health.report(InputHealth.FingerKey(device: 9, finger: 1), pressure: nil, at: 1)
        health.report(InputHealth.FingerKey(device: 9, finger: 1), pressure: nil, at: 1.1)
        health.count(.syntheticMouseDropped, by: 3)
        health.count(.interrupts)
        health.count(.lostCancelled, by: 0)
        health.setCount(.heldBackFromSDL, to: 4)
        // A later listing keeps the device seen only in events.
        health.setListedDevices([InputHealth.Device(id: 7, name: "ELAN Touchscreen")])
        #expect(health.lines(now: 1.2) == [
            "video driver x11 · renderer software",
            "touch device 7: ELAN Touchscreen",
            "touch device 9: device 9 (not listed by SDL)",
            "  finger 1: 2 reports/s, last 100 ms ago, pressure none",
            "synthetic mouse events dropped: 3",
            "synthetic touch events dropped: 0",
            "stuck fingers ended: 0",
            "lost fingers cancelled: 0",
            "interrupts: 1",
            "compositor touch events held back from SDL: 4",
            "hint SDL_TOUCH_MOUSE_EVENTS=default",
        ])
    }
}

/// The F5 panel stays above the scene bar in a small window, counting what it leaves out.
@MainActor
@Suite("Input health panel")
struct InputHealthPanelTests {
    @Test(arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800)])
    func fitsAboveTheBar(size: CGSize) {
        var health = InputHealth()
        health.hints = (1...6).map { ("SDL_HINT_\($0)", "1") }
        for finger in 1...5 { health.report(InputHealth.FingerKey(device: 3, finger: Int64(finger)), pressure: 0.5, at: 1) }
        let context = RecordingContext()
        InputHealthPanel.draw(health, now: 1, in: context, top: 130, size: size, bottomInset: 44)
        let texts = context.placedTexts
        #expect(texts.allSatisfy { $0.rect.maxY <= size.height - 44 }, "\(texts.map(\.rect.maxY).max() ?? 0)")
        let all = health.lines(now: 1)
        if size.height < 600 {
            #expect(texts.last?.text.hasPrefix("… ") == true
                    && texts.last?.text.hasSuffix(" more: drag up (all of it: --verbose)") == true)
            let hidden = Int(texts.last?.text.dropFirst(2).prefix { $0 != " " } ?? "") ?? 0
            #expect(texts.count - 2 + hidden == all.count, "title, shown lines, and the count of the rest")
        } else {
            #expect(texts.map(\.text) == ["Input health (F5)"] + all)
        }
    }

    /// A finger has no --verbose: the box scrolls, no further than its last line, saying what is above.
    @Test func scrollsToItsLastLine() {
        var health = InputHealth()
        health.hints = (1...6).map { ("SDL_HINT_\($0)", "1") }
        for finger in 1...5 { health.report(InputHealth.FingerKey(device: 3, finger: Int64(finger)), pressure: 0.5, at: 1) }
        let all = health.lines(now: 1)
        let size = CGSize(width: 640, height: 400)
        let context = RecordingContext()
        let drawn = InputHealthPanel.draw(health, now: 1, in: context, top: 130, size: size, bottomInset: 44, scroll: 1000)
        let texts = context.placedTexts.map(\.text)
        #expect(texts.last == all.last, "the last line shown: \(texts)")
        #expect(texts[1] == "↑ \(drawn.scroll) above: drag down" && drawn.scroll > 0 && drawn.scroll < all.count)
        #expect(Array(texts.dropFirst(2)) == Array(all.suffix(texts.count - 2)))
        #expect(context.placedTexts.allSatisfy { $0.rect.maxY <= size.height - 44 })
    }

    /// A Wayland session without EGL falls back to X11 with a reason longer than the box (and a device may have a
    /// long name): such a line wraps, indented, inside the box. Before, it ran past the box's right edge.
    @Test(arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800)])
    func aLongLineWrapsInsideTheBox(size: CGSize) {
        var health = InputHealth()
        let note = "Wayland: couldn't create the renderer (opengl: Could not create EGL context, software: no "
            + "surface): using X11 (DISPLAY=:0) instead"
        health.display = [note]
        health.setListedDevices([InputHealth.Device(id: 7, name: "Very Long Vendor Name Corporation Precision "
            + "Multi-Touch Digitizer Panel Finger Device")])
        let context = RecordingContext()
        InputHealthPanel.draw(health, now: 1, in: context, top: 130, size: size, bottomInset: 44)
        #expect(context.overflowing.isEmpty, "\(context.overflowing)")
        let texts = context.placedTexts.map(\.text)
        let noteRows = texts.drop { !$0.hasPrefix("Wayland: ") }.prefix { $0 == texts.first { $0.hasPrefix("Wayland: ") } || $0.hasPrefix("  ") }
        #expect(noteRows.count >= 2, "\(texts)")
        #expect(noteRows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == note)
        #expect(texts.contains { $0.hasPrefix("touch device 7: Very Long") })
        let box = context.calls.compactMap { if case .roundedRect(let rect, _) = $0 { rect } else { nil } }.first
        #expect(context.placedTexts.allSatisfy { box?.contains($0.rect) == true }, "\(context.placedTexts.map(\.rect))")
    }
}
