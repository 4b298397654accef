import Foundation
import GestureKit
@testable import SandboxHost
@testable import SandboxRendering
import Testing

/// Text that renders to nothing is skipped, not reported: a name starting with NUL (the C string SDL_ttf sees is
/// empty), a string of zero-width characters, and any text at the 1 px a 1×1 window's zoom makes of it. Before, each
/// said a bare `text: TTF_RenderUTF8_Blended failed: Text has zero width` on stderr. A failure that remains names
/// the text and size being drawn.
@MainActor
@Suite("Text that renders to nothing", .serialized)
struct TextRendersToNothingTests {
    nonisolated static let nothing = ["\u{0}nul", "\u{0}", "\u{200B}", "\u{200B}\u{200B}\u{FEFF}"]

    @Test("a string SDL_ttf makes nothing of is skipped without a word", arguments: nothing)
    func zeroWidthIsSkipped(text: String) throws {
        let harness = try RenderHarness(width: 64, height: 32)
        var problems: [String] = []
        harness.context.reportProblem = { problems.append($0) }
        harness.context.drawText(text, in: CGRect(x: 0, y: 0, width: 64, height: 32), font: .systemFont(ofSize: 15),
                                 color: .pureRed, alignment: .left)
        harness.context.fill(CGRect(x: 50, y: 20, width: 4, height: 4), color: .pureBlue)
        let pixels = try harness.pixels()
        #expect(problems.isEmpty, "\(problems)")
        #expect(pixels[51, 21] == .pureBlue)
        #expect(pixels.count(in: (x: 0..<40, y: 0..<32), differingFrom: .white) == 0)
    }

    @Test("every text at every size down to the 1 px of a 1x1 window is drawn or skipped, never reported")
    func tinyTextIsSkipped() throws {
        let harness = try RenderHarness(width: 64, height: 32)
        var problems: [String] = []
        harness.context.reportProblem = { problems.append($0) }
        for zoom in [1.0 / 640, 1.0 / 100, 1.0 / 30, 0.1, 0.2] {
            harness.context.transform = CGAffineTransform(scaleX: zoom, y: zoom)
            for text in ["F2", "Recognizers", ".", "'", " ", "·", "ı", "i"] {
                harness.context.drawText(text, in: CGRect(x: 0, y: 0, width: 300, height: 40), font: .systemFont(ofSize: 11),
                                         color: .black, alignment: .center)
            }
        }
        _ = try harness.pixels()
        #expect(problems.isEmpty, "\(problems)")
    }

    /// What SDL says when a text fails is prefixed with the text (quoted, control characters escaped, cut short)
    /// and its pixel size, on one line.
    @Test("a remaining failure names the text and its size")
    func failureNamesTheText() {
        let subject = SDLGraphicsContext.textSubject("line one\nline two \u{0} and a good deal more than forty characters",
                                                     pixelSize: 15)
        #expect(subject == #"text "line one\nline two \u{0} and a good deal more…" at 15 px"#)
        #expect(!subject.contains("\n"))
    }
}
