import Foundation
import GestureKit
import SandboxInspector
import Testing

/// Issue 11, item 4: the in-app help lists every key and mouse simulation and fits the window down to 640×400; the
/// recording indicator names the file, then says when the recording ended.
@MainActor
@Suite struct HelpAndIndicatorTests {
    static let keys: [(String, String)] = [
        ("1–9, Tab, Shift+Tab", "switch scenes (or tap the bar at the bottom, with every key below as a button)"),
        ("H or ?", "this help"),
        ("F1", "touch overlay: every finger with its id and trail"),
        ("F2, PgUp / PgDn, ↑ / ↓", "the touch-sequence story: right, left, collapsed, off; scroll its history"),
        ("F3", "frames per second, frame time and input latency"),
        ("F4", "timeline of the last seconds"),
        ("F5", "input health: devices, report rates, dropped events, hints"),
        ("F6", "live tuning of the recognizers' parameters; wheel, ↑ / ↓, PgUp / PgDn scroll it"),
        ("F7", "the scene's recognizers, each with its state"),
        ("A", "slow animations (input timing untouched)"),
        ("V", "save the last touch sequence (at most 10 s) as a video"),
        ("F9", "interrupt: cancel every touch, like a lost focus"),
        ("Space, →, S", "replays: pause/resume, step a frame, speed 1×, ¼×, ⅒×"),
        ("Esc", "close the open panel; with none open, quit"),
        ("Ctrl+Q", "quit"),
    ]

    @Test(arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080)])
    func helpShowsEveryRowInsideItsPanel(size: CGSize) {
        // The app's rows come from the chrome's key table (`KeyTableTests`); these are as long as its longest.
        let help = HelpOverlay(keys: Self.keys)
        let context = RecordingContext()
        help.draw(in: context, size: size, bottomInset: 44)
        #expect(context.calls.isEmpty, "hidden help draws nothing")
        help.isVisible = true
        help.draw(in: context, size: size, bottomInset: 44)
        let box = HelpOverlay.frame(in: size, bottomInset: 44)
        let texts = context.placedTexts
        // A meaning too long for its column wraps: its words are all drawn, in order, on one or more lines.
        let drawnWords = texts.flatMap { $0.text.split(separator: " ").map(String.init) }
        for (keys, meaning) in help.keys + HelpOverlay.mouse {
            #expect(texts.contains { $0.text == keys }, "\(keys) missing at \(size)")
            let words = meaning.split(separator: " ").map(String.init)
            let found = drawnWords.indices.contains { start in
                start + words.count <= drawnWords.count && Array(drawnWords[start..<start + words.count]) == words
            }
            #expect(found, "\(meaning) missing at \(size)")
        }
        #expect(context.overflowing.isEmpty, "cut at \(size): \(context.overflowing)")
        for text in texts {
            #expect(box.contains(CGPoint(x: text.rect.minX, y: text.rect.minY))
                    && text.rect.maxY <= box.maxY + 0.5, "\(text.text) at \(text.rect) outside \(box) at \(size)")
        }
        #expect(box.maxY <= size.height - 44)
    }

    @Test func recordingIndicatorNamesTheFileThenTheEnd() {
        let indicator = RecordingIndicator()
        #expect(indicator.text(at: 0) == nil)
        indicator.state = .recording(file: "session.jsonl")
        #expect(indicator.text(at: 5) == "● REC session.jsonl")
        indicator.state = .ended(note: "recording session.jsonl ended at the scene switch", at: 10)
        #expect(indicator.text(at: 11) == "recording session.jsonl ended at the scene switch")
        #expect(indicator.text(at: 10 + RecordingIndicator.noteDuration) == nil)
        let context = RecordingContext()
        indicator.draw(in: context, size: CGSize(width: 800, height: 500), now: 12)
        #expect(context.texts == ["recording session.jsonl ended at the scene switch"])
    }

    /// A recording named at length (`--record` with a bug report's whole story in the name) in a narrow window: the
    /// name is cut in the middle, keeping its start and its ".jsonl", inside the box. Before, it ran past the box's
    /// right end and off the window.
    @Test func aLongRecordingNameIsCutInTheMiddleInsideItsBox() throws {
        let indicator = RecordingIndicator()
        let name = "pinch-on-the-monkey-after-a-two-finger-tap-with-the-stylus-on-the-left-screen-2026-11-27.jsonl"
        indicator.state = .recording(file: name)
        let context = RecordingContext()
        indicator.draw(in: context, size: CGSize(width: 640, height: 400), now: 1)
        let shown = try #require(context.texts.first)
        #expect(shown.hasPrefix("● REC pinch-on-the") && shown.hasSuffix("27.jsonl") && shown.contains("…"), "\(shown)")
        #expect(context.overflowing.isEmpty, "\(context.overflowing)")
        let box = try #require(context.calls.compactMap { if case .roundedRect(let rect, _) = $0 { rect } else { nil } }.first)
        #expect(box.minX >= 0 && box.maxX <= 640, "\(box)")
    }
}
