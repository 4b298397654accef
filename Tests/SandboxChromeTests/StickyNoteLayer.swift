import Foundation
import GestureKit
import SandboxChrome

/// A new panel, as a test adds one: this file, and one line in the list (`ChromeLayerTests.stack`). A strip along
/// the bottom that H shows and hides, takes the touches that start on it, keeps frames coming while shown (it
/// blinks), and closes on Esc before everything else.
@MainActor
final class StickyNoteLayer: ChromeLayer {
    var isVisible = false
    private(set) var taken: [Int] = []

    func placement(at now: TimeInterval) -> ChromePlacement { .bottomBar(height: 40) }

    func handle(_ command: KeyCommand) -> Bool {
        guard command == .toggleHelp else { return false }
        isVisible.toggle()
        return true
    }

    func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        samples.filter { sample in
            guard sample.phase == .down, area.contains(sample.location) else { return true }
            taken.append(sample.id)
            return false
        }
    }

    func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        context.fill(area, color: .yellow)
        context.drawText("note", in: area, font: .systemFont(ofSize: 13), color: .black, alignment: .left)
    }

    func keepsFramesComing(at now: TimeInterval) -> Bool { true }

    var escapeRank: Int? { -1 }

    func close() -> Bool {
        isVisible = false
        return true
    }
}
