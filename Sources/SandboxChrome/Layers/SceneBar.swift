import Foundation
import GestureKit

/// The bar along the bottom of the window (windowed runs only): the scene tabs, then the chrome's buttons (help,
/// F1–F7, slow animations, quit: every key declared with a button, `ChromeButton.all`), each a touch target at least
/// 44 points square, so the whole app works by touch alone (issue 35). Where the window is too narrow for every
/// button, the bar keeps help and a "⋯" button that opens a drawer of the rest in a row above it. Touches that start on the bar (or the open drawer) belong to it and never
/// reach the scene; lifting on the button pressed selects that scene or does what the button's key does.
@MainActor
public final class SceneBar {
    /// Exactly a touch target's side: the tabs and buttons take the bar's whole height (drawn a little inside it).
    /// The scenes keep `SceneView.bottomInset` (40) below their content, laid out as before, so the bar lies over the
    /// content's bottom 4 points.
    public static let height: CGFloat = ChromeTarget.minimumSide
    /// The bar's colour, F4's dock's too.
    public static let background = Color(white: 0.1, alpha: 0.85)
    static let gap: CGFloat = 6
    private let titles: [String]
    public var selectedIndex: Int
    /// Told, once the touches the bar let through were delivered, which scene a lift on a button picked.
    public var onSelect: (Int, TimeInterval) -> Void = { _, _ in }
    /// Told, the same way, the key a lift on a chrome button stands for.
    public var onCommand: (KeyCommand, TimeInterval) -> Void = { _, _ in }
    /// Whether a button's toggle is on now (slow animations, an open panel): drawn lit, as an iPad shows a toggle's
    /// state on the toggle.
    public var isOn: (KeyCommand) -> Bool = { _ in false }
    /// The window size the bar was last drawn in.
    private var drawnSize: CGSize?
    /// Whether the bar, as last drawn, shows the button for `command` (in a narrow window it is in the drawer).
    public func showsButton(for command: KeyCommand) -> Bool {
        guard let size = drawnSize else { return false }
        return buttonFrames(in: size).contains { if case .button(let button) = $0.target { button.command == command } else { false } }
    }
    /// Whether the drawer of chrome buttons is open (narrow windows only).
    public private(set) var drawerIsOpen = false
    private var picked: Target?
    /// Bar touches by id, with the target each started on.
    private var pressed: [Int: Target?] = [:]

    /// What a press on the bar is on.
    enum Target: Equatable {
        case tab(Int)
        case button(ChromeButton)
        case more
    }

    /// How the chrome's buttons fit: in the bar with their long labels, with their short ones, or in a drawer.
    enum Arrangement: Equatable {
        case long, short, drawer
    }

    public init(titles: [String], selectedIndex: Int) {
        self.titles = titles
        self.selectedIndex = selectedIndex
    }

    func frame(in size: CGSize) -> CGRect {
        CGRect(x: 0, y: size.height - Self.height, width: size.width, height: Self.height)
    }

    private static let buttonWidth: CGFloat = 128
    /// Tabs narrower than this make the buttons take their short labels, then the drawer.
    static let narrowestTab: CGFloat = 88
    static let narrowestTabBesideShortButtons: CGFloat = 60
    /// 12-point DejaVu Sans is under 7 points a character: the room planned for a label.
    static func plannedWidth(_ text: String) -> CGFloat { max(ChromeTarget.minimumSide, CGFloat(text.count) * 7 + 16) }

    static func buttonWidths(_ arrangement: Arrangement) -> [CGFloat] {
        switch arrangement {
        case .long: ChromeButton.all.map { plannedWidth($0.label) }
        case .short: ChromeButton.all.map { plannedWidth($0.shortLabel) }
        case .drawer: [plannedWidth(ChromeButton.all[0].shortLabel), ChromeTarget.minimumSide]
        }
    }

    private func tabWidth(in size: CGSize, _ arrangement: Arrangement) -> CGFloat {
        let buttons = Self.buttonWidths(arrangement)
        let room = size.width - Self.gap * CGFloat(titles.count + buttons.count + 1) - buttons.reduce(0, +)
        return min(Self.buttonWidth, room / CGFloat(max(1, titles.count)))
    }

    func arrangement(in size: CGSize) -> Arrangement {
        if tabWidth(in: size, .long) >= Self.narrowestTab { return .long }
        if tabWidth(in: size, .short) >= Self.narrowestTabBesideShortButtons { return .short }
        return .drawer
    }

    func buttonWidth(in size: CGSize) -> CGFloat { tabWidth(in: size, arrangement(in: size)) }

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
        return CGRect(x: Self.gap + CGFloat(index) * (width + Self.gap), y: bar.minY, width: width, height: Self.height)
    }

    /// The chrome's buttons where they are now (in the drawer only while it is open), and "⋯" in a narrow window.
    func buttonFrames(in size: CGSize) -> [(target: Target, frame: CGRect, label: String)] {
        let bar = frame(in: size), arrangement = arrangement(in: size)
        var x = buttonFrame(titles.count, in: size).minX
        var frames: [(Target, CGRect, String)] = []
        let widths = Self.buttonWidths(arrangement)
        switch arrangement {
        case .long, .short:
            for (button, width) in zip(ChromeButton.all, widths) {
                frames.append((.button(button), CGRect(x: x, y: bar.minY, width: width, height: Self.height),
                               arrangement == .long ? button.label : button.shortLabel))
                x += width + Self.gap
            }
        case .drawer:
            let help = ChromeButton.all[0]
            frames.append((.button(help), CGRect(x: x, y: bar.minY, width: widths[0], height: Self.height),
                           help.shortLabel))
            x += widths[0] + Self.gap
            frames.append((.more, CGRect(x: x, y: bar.minY, width: widths[1], height: Self.height), "⋯"))
            guard drawerIsOpen else { break }
            let rest = ChromeButton.all.dropFirst()
            let drawerWidths = rest.map { Self.plannedWidth($0.shortLabel) }
            var drawerX = size.width - Self.gap - drawerWidths.reduce(0, +) - Self.gap * CGFloat(rest.count - 1)
            for (button, width) in zip(rest, drawerWidths) {
                frames.append((.button(button), CGRect(x: drawerX, y: bar.minY - Self.height - 4, width: width,
                                                       height: Self.height), button.shortLabel))
                drawerX += width + Self.gap
            }
        }
        return frames
    }

    /// The open drawer's strip above the bar; nil when closed.
    func drawerFrame(in size: CGSize) -> CGRect? {
        let drawer = buttonFrames(in: size).filter { $0.frame.maxY <= frame(in: size).minY }.map(\.frame)
        guard let first = drawer.first else { return nil }
        let union = drawer.reduce(first) { $0.union($1) }
        let aboveBar = CGRect(x: 0, y: 0, width: size.width, height: frame(in: size).minY)
        return union.insetBy(dx: -Self.gap, dy: -2).intersection(aboveBar)
    }

    func button(at point: CGPoint, in size: CGSize) -> Int? {
        titles.indices.first { buttonFrame($0, in: size).contains(point) }
    }

    func target(at point: CGPoint, in size: CGSize) -> Target? {
        if let tab = button(at: point, in: size) { return .tab(tab) }
        return buttonFrames(in: size).first { $0.frame.contains(point) }?.target
    }

    /// Every target's name and frame (window points), for `--dump-views`.
    func targets(in size: CGSize) -> [ChromeTarget] {
        titles.indices.map { ChromeTarget(name: "chrome.scene\($0 + 1)", frame: buttonFrame($0, in: size)) }
            + buttonFrames(in: size).map { target, frame, _ in
                switch target {
                case .button(let button): ChromeTarget(name: button.name, frame: frame)
                case .more, .tab: ChromeTarget(name: "chrome.more", frame: frame)
                }
            }
    }

    /// Takes the bar's touches out of `samples`; returns the rest and the target lifted on, if any. The bar is in
    /// window points: `zoom` window points per sample point (a replay drawn zoomed to fit).
    func filter(_ samples: [TouchSample], size: CGSize, zoom: CGFloat = 1,
                origin: CGPoint = .zero) -> (passed: [TouchSample], selection: Int?) {
        let (passed, target) = take(samples, size: size, zoom: zoom, origin: origin)
        if case .tab(let index) = target { return (passed, index) }
        return (passed, nil)
    }

    func take(_ samples: [TouchSample], size: CGSize, zoom: CGFloat = 1,
              origin: CGPoint = .zero) -> (passed: [TouchSample], target: Target?) {
        var passed: [TouchSample] = []
        var lifted: Target?
        for sample in samples {
            let point = SceneViewport.layoutPoint(fromScene: sample.location, zoom: zoom, origin: origin)
            if sample.phase == .down {
                pressed[sample.id] = nil
                let onDrawer = drawerFrame(in: size)?.contains(point) ?? false
                guard frame(in: size).contains(point) || onDrawer else {
                    passed.append(sample)
                    continue
                }
                pressed[sample.id] = .some(target(at: point, in: size))
                continue
            }
            guard let start = pressed[sample.id] else {
                passed.append(sample)
                continue
            }
            if sample.phase == .up, let start, target(at: point, in: size) == start { lifted = start }
            if sample.phase != .move { pressed[sample.id] = nil }
        }
        return (passed, lifted)
    }

    func draw(in context: GraphicsContext, size: CGSize) {
        context.transform = .identity
        context.alpha = 1
        drawnSize = size
        let bar = frame(in: size)
        context.fill(bar, color: Self.background)
        if let drawer = drawerFrame(in: size) {
            context.fillRoundedRect(drawer, cornerRadius: 8, color: Color(white: 0.1, alpha: 0.95))
        }
        for (index, title) in titles.enumerated() {
            let button = buttonFrame(index, in: size)
            let selected = index == selectedIndex
            context.fillRoundedRect(button.insetBy(dx: 0, dy: 3), cornerRadius: 6,
                                    color: selected ? .blue : Color(white: 0.25))
            let font = Font.systemFont(ofSize: 13)
            let label = Self.label(index, title, width: button.width - 8, font: font, context: context)
            context.drawText(label, in: button, font: font, color: .white, alignment: .center)
        }
        let font = Font.systemFont(ofSize: 12)
        for (target, frame, label) in buttonFrames(in: size) {
            let on = if case .button(let button) = target { isOn(button.command) } else { false }
            let lit = on || (target == .more && drawerIsOpen)
            context.fillRoundedRect(frame.insetBy(dx: 0, dy: 3), cornerRadius: 6,
                                    color: lit ? Color(white: 0.45) : Color(white: 0.18))
            context.drawText(label, in: frame, font: font, color: on ? .white : .lightGray, alignment: .center)
        }
    }
}

extension SceneBar: ChromeLayer {
    public func placement(at now: TimeInterval) -> ChromePlacement { .bottomBar(height: Self.height) }

    public func takeTouches(_ samples: [TouchSample], in area: CGRect, frame: ChromeFrame) -> [TouchSample] {
        let (passed, target) = take(samples, size: CGSize(width: area.maxX, height: area.maxY), zoom: frame.zoom,
                                    origin: frame.origin)
        if let target { picked = target }
        return passed
    }

    public func didDeliver(at time: TimeInterval) {
        guard let target = picked else { return }
        picked = nil
        switch target {
        case .tab(let index): onSelect(index, time)
        case .more: drawerIsOpen.toggle()
        case .button(let button):
            drawerIsOpen = false
            onCommand(button.command, time)
        }
    }

    public func draw(in context: GraphicsContext, area: CGRect, frame: ChromeFrame) {
        draw(in: context, size: CGSize(width: area.maxX, height: area.maxY))
    }

    public func touchTargets(in area: CGRect, frame: ChromeFrame) -> [ChromeTarget] {
        targets(in: CGSize(width: area.maxX, height: area.maxY))
    }
}
