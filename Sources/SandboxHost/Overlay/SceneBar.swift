import Foundation
import GestureKit

/// The on-screen scene switcher along the bottom of the window (windowed runs only). Touches that start on it belong
/// to the bar and never reach the scene; lifting on the button pressed selects that scene.
@MainActor
final class SceneBar {
    static let height: CGFloat = 34
    private let titles: [String]
    var selectedIndex: Int
    var hint = ""
    /// Bar touches by id, with the button each started on.
    private var pressed: [Int: Int?] = [:]

    init(titles: [String], selectedIndex: Int) {
        self.titles = titles
        self.selectedIndex = selectedIndex
    }

    func frame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: size.height - Self.height, width: size.width, height: Self.height)
    }

    private static let buttonWidth: CGFloat = 128

    private func buttonFrame(_ index: Int, in size: CGSize) -> CGRect {
        let bar = frame(in: size)
        return CGRect(x: 6 + CGFloat(index) * (Self.buttonWidth + 6), y: bar.minY + 4, width: Self.buttonWidth,
                      height: Self.height - 8)
    }

    func button(at point: CGPoint, in size: CGSize) -> Int? {
        titles.indices.first { buttonFrame($0, in: size).contains(point) }
    }

    /// Takes the bar's touches out of `samples`; returns the rest and the scene picked, if any.
    func filter(_ samples: [TouchSample], size: CGSize) -> (passed: [TouchSample], selection: Int?) {
        var passed: [TouchSample] = []
        var selection: Int?
        for sample in samples {
            if sample.phase == .down {
                pressed[sample.id] = nil
                guard frame(in: size).contains(sample.location) else {
                    passed.append(sample)
                    continue
                }
                pressed[sample.id] = .some(button(at: sample.location, in: size))
                continue
            }
            guard let start = pressed[sample.id] else {
                passed.append(sample)
                continue
            }
            if sample.phase == .up, let start, button(at: sample.location, in: size) == start { selection = start }
            if sample.phase != .move { pressed[sample.id] = nil }
        }
        return (passed, selection)
    }

    func draw(in context: GraphicsContext, size: CGSize) {
        context.transform = .identity
        context.alpha = 1
        let bar = frame(in: size)
        context.fill(bar, color: Color(white: 0.1, alpha: 0.85))
        for (index, title) in titles.enumerated() {
            let button = buttonFrame(index, in: size)
            let selected = index == selectedIndex
            context.fillRoundedRect(button, cornerRadius: 6, color: selected ? .blue : Color(white: 0.25))
            context.drawText("\(index + 1) \(title)", in: button, font: .systemFont(ofSize: 13), color: .white,
                             alignment: .center)
        }
        let textX = buttonFrame(titles.count, in: size).minX + 6
        context.drawText("\(hint)   F1 touches · F2 recognizers · F3 fps · F6 tuning · F9 interrupt",
                         in: CGRect(x: textX, y: bar.minY, width: max(0, size.width - textX - 8), height: Self.height),
                         font: .systemFont(ofSize: 12), color: .lightGray, alignment: .left)
    }
}
