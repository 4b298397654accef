import Foundation
import Testing

/// Issue 12 item 4: the monkey scene's answers show without sound, checked in view dumps of the built app replaying
/// recordings: the giggle's bubble over the tickled monkey, and a chomp's bubble drawn over both images.
@Suite("Speech bubbles in the view dump", .serialized)
struct SpeechBubbleDumpTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    /// The names of the dump's views in drawing order (depth-first, back to front).
    static func drawingOrder(_ dump: String) -> [String] {
        dump.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""name": ""#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("a rub across the monkey giggles: its bubble says 'hee hee!' and is showing")
    func giggleInTheDump() throws {
        let result = try app.run(["--headless", "--replay", AppBinary.recording("monkey-banana-tickle.jsonl"),
                                  "--settle", "0.2", "--dump-views", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = result.stdoutText
        let bubble = try #require(dump.range(of: #""name": "monkey.speech""#))
        let bubbleText = dump[bubble.upperBound...].prefix(600)
        #expect(bubbleText.contains(#""alpha": 1,"#), "\(bubbleText)")
        #expect(bubbleText.contains(#""text": "hee hee!""#), "\(bubbleText)")
    }

    /// The monkey was dragged before the banana was tapped; the dragged image used to land above the hint bar and
    /// over the banana's bubble (z-order moves went one place too far).
    @Test("a chomp's bubble is drawn over both images, and the hint bar over everything")
    func chompBubbleOnTop() throws {
        let recording = try String(contentsOfFile: AppBinary.recording("monkey-banana-drag.jsonl"), encoding: .utf8)
        let lines = recording.split(separator: "\n")
        let tapUp = try #require(lines.firstIndex { $0.contains(#""t":2.2667,"type":"up""#) })
        let cut = AppBinary.temporaryPath("chomp.jsonl")
        defer { try? FileManager.default.removeItem(atPath: cut) }
        try (lines[...tapUp].joined(separator: "\n") + "\n").write(toFile: cut, atomically: true, encoding: .utf8)

        let result = try app.run(["--headless", "--replay", cut, "--settle", "0.25", "--dump-views", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let order = Self.drawingOrder(result.stdoutText)
        let bubble = try #require(order.firstIndex(of: "banana.speech"))
        let monkey = try #require(order.firstIndex(of: "monkey")), banana = try #require(order.firstIndex(of: "banana"))
        #expect(monkey < bubble && banana < bubble, "\(order)")
        #expect(order.last == "hint", "\(order)")
    }
}
