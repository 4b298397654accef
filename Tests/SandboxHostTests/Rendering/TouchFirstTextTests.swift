import Foundation
import GestureKit
@testable import SandboxHost
import SandboxInspector
@testable import SandboxRendering
@testable import SandboxSession
@testable import SandboxScenes
import Testing

/// Issue 35 points 5 and 6, drawn with the app's renderer and fonts: an emoji (DejaVu has none) is drawn as the
/// replacement character, never as an empty box; a long gesture name fits inside its pill; the help is opaque.
@MainActor
@Suite("Touch-first texts", .serialized)
struct TouchFirstTextTests {
    @Test("a character the font has no glyph for is drawn as U+FFFD; emoji modifiers and joiners are left out")
    func emojiGetAVisibleReplacement() throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let cache = TextCache(assets: try AssetCatalog.locate())
        let face = try cache.font(weight: .regular, pixelSize: 18)
        #expect(TextCache.drawable("check 🙂", in: face) == "check \u{FFFD}")
        #expect(TextCache.drawable("👍🏽 ok", in: face) == "\u{FFFD} ok", "the skin tone goes with its emoji")
        #expect(TextCache.drawable("👨‍👩‍👧", in: face) == "\u{FFFD}")
        #expect(TextCache.drawable("✓ naïve – ü", in: face) == "✓ naïve – ü")
        // Drawn: the emoji's pixels are the replacement character's.
        func shot(_ text: String) throws -> PixelImage {
            let harness = try RenderHarness(width: 120, height: 40)
            harness.context.drawText(text, in: CGRect(x: 4, y: 4, width: 112, height: 32), font: .systemFont(ofSize: 18),
                                     color: .black, alignment: .left)
            return try harness.pixels()
        }
        _ = harness
        let emoji = try shot("a🙂b"), replacement = try shot("a\u{FFFD}b"), box = try shot("ab")
        #expect(emoji == replacement)
        #expect(emoji != box)
    }

    @Test("a long gesture name is cut at its end inside the pill's rounded ends; its example count stays", arguments: [
        "a very long gesture name that goes on and on past the pill", "short",
    ])
    func namesFitTheirPill(name: String) throws {
        let context = MeasuredRecordingContext(measuringWith: try RenderHarness(width: 64, height: 64))
        let pill = GesturePillButton(gestureName: name, exampleCount: 3, name: "teach.gesture.0")
        pill.frame = CGRect(x: 0, y: 0, width: 180, height: 34)
        pill.font = .boldSystemFont(ofSize: 15)
        pill.draw(in: context)
        let text = try #require(context.texts.first)
        #expect(text.text.hasSuffix(" · 3"))
        #expect(text.text.hasPrefix(String(name.prefix(4))))
        let width = context.sizeOfText(text.text, font: text.font).width
        #expect(width <= pill.titleRect.width, "\(text.text) is \(width) pt in \(pill.titleRect.width)")
        #expect(pill.titleRect.minX >= 10 && pill.titleRect.maxX <= 170)
        if name.count > 20 { #expect(text.text.contains("…")) } else { #expect(text.text == "short · 3") }
    }

    @Test("the help is opaque: nothing of the scene shows through it")
    func helpIsOpaque() throws {
        let harness = try RenderHarness(width: 640, height: 400)
        harness.context.fill(CGRect(x: 0, y: 0, width: 640, height: 400), color: .red)
        let help = HelpOverlay()
        help.isVisible = true
        help.draw(in: harness.context, size: CGSize(width: 640, height: 400), bottomInset: 44)
        let box = HelpOverlay.frame(in: CGSize(width: 640, height: 400), bottomInset: 44)
        let pixels = try harness.pixels()
        let inside = pixels[Int(box.maxX) - 6, Int(box.midY)]
        #expect(inside.distance(to: PixelColor(red: 20, green: 20, blue: 20)) <= 1, "\(inside)")
    }
}
