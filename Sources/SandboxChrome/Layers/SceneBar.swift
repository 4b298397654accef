import Foundation
import GestureKit

/// The on-screen scene switcher along the bottom of the window (windowed runs only). Touches that start on it belong
/// to the bar and never reach the scene; lifting on the button pressed selects that scene.
@MainActor
public final class SceneBar {
    public static let height: CGFloat = 34
    /// The bar's colour, F4's dock's too.
    public static let background = Color(white: 0.1, alpha: 0.85)
    private let titles: [String]
    public var selectedIndex: Int
    /// Told, once the touches the bar let through were delivered, which scene a lift on a button picked.
    public var onSelect: (Int, TimeInterval) -> Void = { _, _ in }
    private var selection: Int?
    /// Bar touches by id, with the button each started on.
    private var pressed: [Int: Int?] = [:]

    public init(titles: [String], selectedIndex: Int) {
        self.titles = titles
        self.selectedIndex = selectedIndex
    }

    func frame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: size.height - Self.height, width: size.width, height: Self.height)
    }

    private static let buttonWidth: CGFloat = 128
    /// The keys shown after the tabs when there is room (the scene's own hint is in its pill at the top).
    static let keysText = "H help · F2 story · F4 timeline · F6 tuning · F9 interrupt · Esc quit"
    /// The keys, longest first: a narrower window shows a shorter form rather than none (issue 25 item 6).
    static let keyForms = [keysText, "H help · F2 story · F4 timeline · F6 tuning · Esc quit",
                           "H help · F2 · F4 · F6 · Esc", "H help"]
    /// Tabs narrower than this give their room back to the keys' shortest form.
    static let narrowestTabWithKeys: CGFloat = 88
    /// 12-point DejaVu Sans is under 7 points a character: the room planned for a key form.
    static func plannedWidth(_ text: String) -> CGFloat { CGFloat(text.count) * 7 + 14 }

    /// The longest key form that leaves the tabs at least `narrowestTabWithKeys` (128 at most) each; nil when even
    /// "H help" would squeeze them (every scene stays reachable, with a label, down to 480 points).
    func keyForm(in size: CGSize) -> String? {
        Self.keyForms.first { tabWidth(in: size, keys: Self.plannedWidth($0)) >= Self.narrowestTabWithKeys }
    }

    private func tabWidth(in size: CGSize, keys: CGFloat) -> CGFloat {
        min(Self.buttonWidth, (size.width - 6 * CGFloat(titles.count + 1) - keys) / CGFloat(max(1, titles.count)))
    }

    /// Tabs share the width left by the keys' form, or all of it when no form fits.
    func buttonWidth(in size: CGSize) -> CGFloat {
        tabWidth(in: size, keys: keyForm(in: size).map(Self.plannedWidth) ?? 0)
    }

    /// The tab's label that fits `width`: "3 Checkmark", "4 Photo", then the first word cut short ("5 Gal."),
    /// and only the number when not even a letter fits.
    static func label(_ index: Int, _ title: String, width: CGFloat, font: Font, context: GraphicsContext) -> String {
        let number = "\(index + 1)"
        let word = String(title.split(separator: " ").first ?? "")
        var candidates = ["\(number) \(title)", "\(number) \(word)"]
        for length in stride(from: word.count - 1, through: 1, by: -1) {
            candidates.append("\(number) \(word.prefix(length)).")
        }
        return candidates.first { context.sizeOfText($0, font: font).width <= width } ?? number
    }

    func buttonFrame(_ index: Int, in size: CGSize) -> CGRect {
        let bar = frame(in: size), width = buttonWidth(in: size)
        return CGRect(x: 6 + CGFloat(index) * (width + 6), y: bar.minY + 4, width: width, height: Self.height - 8)
    }

    func button(at point: CGPoint, in size: CGSize) -> Int? {
        titles.indices.first { buttonFrame($0, in: size).contains(point) }
    }

    /// Takes the bar's touches out of `samples`; returns the rest and the scene picked, if any. The bar is in window
    /// points: `zoom` window points per sample point (a replay drawn zoomed to fit).
    func filter(_ samples: [TouchSample], size: CGSize, zoom: CGFloat = 1,
                origin: CGPoint = .zero) -> (passed: [TouchSample], selection: Int?) {
        var passed: [TouchSample] = []
        var selection: Int?
        for sample in samples {
            let point = ChromeFrame.windowPoint(sample.location, zoom: zoom, origin: origin)
            if sample.phase == .down {
                pressed[sample.id] = nil
                guard frame(in: size).contains(point) else {
                    passed.append(sample)
                    continue
                }
                pressed[sample.id] = .some(button(at: point, in: size))
                continue
            }
            guard let start = pressed[sample.id] else {
                passed.append(sample)
                continue
            }
            if sample.phase == .up, let start, button(at: point, in: size) == start { selection = start }
            if sample.phase != .move { pressed[sample.id] = nil }
        }
        return (passed, selection)
    }

    func draw(in context: GraphicsContext, size: CGSize) {
        context.transform = .identity
        context.alpha = 1
        let bar = frame(in: size)
        context.fill(bar, color: Self.background)
        for (index, title) in titles.enumerated() {
            let button = buttonFrame(index, in: size)
            let selected = index == selectedIndex
            context.fillRoundedRect(button, cornerRadius: 6, color: selected ? .blue : Color(white: 0.25))
            let font = Font.systemFont(ofSize: 13)
            let label = Self.label(index, title, width: button.width - 8, font: font, context: context)
            context.drawText(label, in: button, font: font, color: .white, alignment: .center)
        }
        let textX = buttonFrame(titles.count, in: size).minX + 6
        let keysFont = Font.systemFont(ofSize: 12)
        let room = size.width - textX - 8
        // The longest form that truly fits the room left (the plan above only estimates the widths).
        if let keys = Self.keyForms.first(where: { context.sizeOfText($0, font: keysFont).width <= room }) {
            context.drawText(keys, in: CGRect(x: textX, y: bar.minY, width: room, height: Self.height),
                             font: keysFont, color: .lightGray, alignment: .left)
        }
    }
}

extension SceneBar: ChromeLayer {
    public func placement(at now: TimeInterval) -> ChromePlacement { .bottomBar(height: Self.height) }

    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        let (passed, picked) = filter(samples, size: CGSize(width: area.maxX, height: area.maxY), zoom: frame.zoom,
                                     origin: frame.origin)
        if let picked { selection = picked }
        return passed
    }

    public func didDeliver(at time: TimeInterval) {
        guard let picked = selection else { return }
        selection = nil
        onSelect(picked, time)
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        draw(in: context, size: CGSize(width: area.maxX, height: area.maxY))
    }
}
