import Foundation
import GestureKit

/// The on-screen scene switcher along the bottom of the window (windowed runs only). Touches that start on it belong
/// to the bar and never reach the scene; lifting on the button pressed selects that scene.
@MainActor
public final class SceneBar {
    public static let height: CGFloat = 34
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

    /// Tabs share the width when 128 points each would not fit, so every scene stays reachable at 640 points.
    func buttonWidth(in size: CGSize) -> CGFloat {
        min(Self.buttonWidth, (size.width - 6 * CGFloat(titles.count + 1)) / CGFloat(max(1, titles.count)))
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
    func filter(_ samples: [TouchSample], size: CGSize, zoom: CGFloat = 1) -> (passed: [TouchSample], selection: Int?) {
        var passed: [TouchSample] = []
        var selection: Int?
        for sample in samples {
            let point = CGPoint(x: sample.location.x * zoom, y: sample.location.y * zoom)
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
        context.fill(bar, color: Color(white: 0.1, alpha: 0.85))
        for (index, title) in titles.enumerated() {
            let button = buttonFrame(index, in: size)
            let selected = index == selectedIndex
            context.fillRoundedRect(button, cornerRadius: 6, color: selected ? .blue : Color(white: 0.25))
            let font = Font.systemFont(ofSize: 13)
            let short = "\(index + 1) \(title.split(separator: " ").first ?? "")"
            let label = ["\(index + 1) \(title)", short].first { context.sizeOfText($0, font: font).width <= button.width - 8 }
                ?? "\(index + 1)"
            context.drawText(label, in: button, font: font, color: .white, alignment: .center)
        }
        let textX = buttonFrame(titles.count, in: size).minX + 6
        let keysFont = Font.systemFont(ofSize: 12)
        if context.sizeOfText(Self.keysText, font: keysFont).width <= size.width - textX - 8 {
            context.drawText(Self.keysText, in: CGRect(x: textX, y: bar.minY, width: size.width - textX - 8,
                                                       height: Self.height),
                             font: keysFont, color: .lightGray, alignment: .left)
        } else if size.width - textX - 8 >= 60 {
            context.drawText("H help", in: CGRect(x: textX, y: bar.minY, width: size.width - textX - 8, height: Self.height),
                             font: keysFont, color: .lightGray, alignment: .left)
        }
    }
}

extension SceneBar: ChromeLayer {
    public func placement(at now: TimeInterval) -> ChromePlacement { .bottomBar(height: Self.height) }

    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        let (passed, picked) = filter(samples, size: CGSize(width: area.maxX, height: area.maxY), zoom: frame.zoom)
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
