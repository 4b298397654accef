import Foundation
import GestureKit
import Testing
@testable import SandboxHost

/// A label's text too wide for it is cut where its `lineBreakMode` says, with "…" standing for what is missing, and
/// keeps as many characters as fit (UIKit's `UILabel`); before, the whole text was drawn past the label's edge.
@Suite("Label truncation", .serialized)
@MainActor
struct LabelTruncationTests {
    static let text = "/media/someone/Documents/demos/gestures-for-the-demo.json"

    /// What `label` drew, measured with the app's font.
    func drawn(_ mode: LineBreakMode, width: CGFloat = 200) throws -> (text: String, context: MeasuredRecordingContext) {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 20), text: Self.text)
        label.font = .systemFont(ofSize: 14)
        label.lineBreakMode = mode
        label.draw(in: context)
        return (try #require(context.texts.first?.text), context)
    }

    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    func aTooWideTextIsCutToTheMostThatFits(mode: LineBreakMode) throws {
        let (shown, context) = try drawn(mode)
        #expect(context.overflowingTexts.isEmpty, "\(mode): \(context.overflowingTexts)")
        let font = Font.systemFont(ofSize: 14)
        let kept = shown.replacingOccurrences(of: "…", with: "")
        let head = String(Self.text.prefix(kept.count / 2 + kept.count % 2)), tail = String(Self.text.suffix(kept.count / 2))
        switch mode {
        case .byTruncatingHead: #expect(shown == "…" + Self.text.suffix(kept.count))
        case .byTruncatingTail: #expect(shown == Self.text.prefix(kept.count) + "…")
        default: #expect(shown == head + "…" + tail, "the middle gives way: \(shown)")
        }
        #expect(kept.count > 15, "\(mode) kept \(kept.count) characters: \(shown)")
        let oneMore = context.truncated(Self.text, toFit: 10_000, font: font, mode: mode)
        #expect(oneMore == Self.text, "a text that fits is drawn whole")
        let wider = context.truncated(Self.text, toFit: context.sizeOfText(shown, font: font).width + 0.5, font: font,
                                      mode: mode)
        #expect(wider.count <= shown.count + 1, "\(mode): the width drawn keeps no more than one character more")
        let longer: String = switch mode {
        case .byTruncatingHead: "…" + Self.text.suffix(kept.count + 1)
        case .byTruncatingTail: Self.text.prefix(kept.count + 1) + "…"
        default: String(Self.text.prefix((kept.count + 2) / 2)) + "…" + Self.text.suffix((kept.count + 1) / 2)
        }
        #expect(context.sizeOfText(longer, font: font).width > 200, "\(mode): \(longer) would have fitted too")
    }

    @Test func clippingDrawsTheWholeTextAndAFittingTextIsNeverCut() throws {
        #expect(try drawn(.byClipping).text == Self.text)
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle] {
            #expect(try drawn(mode, width: 1_000).text == Self.text)
        }
        #expect(try drawn(.byTruncatingTail, width: 2).text == "…", "no room for a character leaves the ellipsis")
    }

    @Test func aLabelCutsItsTailByDefaultAsUIKitDoes() {
        #expect(Label().lineBreakMode == .byTruncatingTail)
    }
}
