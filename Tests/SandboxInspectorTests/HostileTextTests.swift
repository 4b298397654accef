import Foundation
import GestureKit
import Testing

/// A gesture name of a megabyte (a hostile `--gestures` file) or one character carrying a megabyte of combining marks
/// in a label or a button: only as much as could fit is ever measured or drawn, and what is drawn fits. Cut after
/// measuring, the whole text was measured a dozen times a frame, the label's shrinking measured it five times more,
/// and a text wider than a surface can be makes the font renderer fail.
@MainActor
@Suite("Hostile texts")
struct HostileTextTests {
    static let texts = [String(repeating: "megabyte-name ", count: 75_000),
                        "x" + String(repeating: "\u{301}", count: 1_000_000)]

    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    func onlyWhatCouldFitIsMeasured(mode: LineBreakMode) {
        for text in Self.texts {
            let context = RecordingContext()
            let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 20), text: text)
            label.font = .systemFont(ofSize: 14)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.75
            label.lineBreakMode = mode
            label.draw(in: context)
            #expect(context.longestText <= Int(300 / (11 * 0.2)) + 3, "\(mode): measured \(context.longestText) scalars")
            #expect(context.overflowing.isEmpty, "\(mode): \(context.overflowing.map { $0.prefix(40) })")
            #expect(context.texts.count == 1 && context.texts[0].unicodeScalars.contains("…"))
        }
    }

    @Test func aButtonTitledWithAMegabyteDrawsWhatFits() {
        let context = RecordingContext()
        Button(frame: CGRect(x: 0, y: 0, width: 150, height: 30), title: Self.texts[0]).draw(in: context)
        #expect(context.longestText <= Int(150 / (17 * 0.2)) + 3, "measured \(context.longestText) scalars")
        #expect(context.overflowing.isEmpty)
        #expect(context.texts.first?.hasPrefix("mega") == true && context.texts.first?.hasSuffix("name ") == true)
    }
}
