import Foundation
import GestureKit

/// The app's own keyboard for typing a name by finger alone: with no hardware keyboard (a convertible folded into a
/// tablet) no desktop keyboard appears for the SDL window on X11, and SDL2 speaks only text-input v3 on Wayland. Each
/// key is a `Button` (it highlights while pressed) that sends its text to `input` exactly as typed text arrives
/// (`KeyInput`), so the field's limits and messages are the same; Done is Return, then `onDone` (its owner hides it).
@MainActor
public final class OnScreenKeyboardView: View {
    /// The least key side a finger presses, as the Human Interface Guidelines ask, where the window has room.
    public static let keySide: CGFloat = 44
    public static let gap: CGFloat = 4
    /// Keys at `keySide` with their gaps and padding: the height the keyboard asks for.
    public static var preferredHeight: CGFloat {
        CGFloat(OnScreenKeyboardLayout.rows.count) * (keySide + gap) + gap
    }

    /// The field the keys type into.
    public weak var input: (any KeyInput)?
    /// After Done sent Return.
    public var onDone: (@MainActor () -> Void)?
    /// The key buttons, row by row, in `OnScreenKeyboardLayout.rows` order.
    public private(set) var keys: [[Button]] = []

    public override init(frame: CGRect = .zero, name: String = "keyboard") {
        super.init(frame: frame, name: name)
        backgroundColor = Color(hex: 0xC9D1DC)
        keys = OnScreenKeyboardLayout.rows.map { row in
            row.map { key in
                let button = Button(title: key.title, name: "\(name).\(key.name)")
                button.tintColor = key == .done ? ScenePalette.accent : key.width > 1 ? ScenePalette.slateLight : .white
                button.titleColor = key == .done || key.width > 1 ? .white : ScenePalette.ink
                button.cornerRadius = 6
                button.addAction { [weak self] _ in self?.press(key) }
                addSubview(button)
                return button
            }
        }
    }

    /// Sends one key's text to the field, as the keyboard's typed text or Backspace or Return would.
    public func press(_ key: OnScreenKeyboardLayout.Key) {
        switch key {
        case let .character(character): input?.insertText(String(character))
        case .space: input?.insertText(" ")
        case .backspace: input?.deleteBackward()
        case .done:
            input?.insertText("\n")
            onDone?()
        }
    }

    /// Rows of ten units across the width; key height `keySide`, or as much as the height allows.
    public override func layoutSubviews() {
        let rows = OnScreenKeyboardLayout.rows
        let gap = Self.gap
        let units = CGFloat(OnScreenKeyboardLayout.rowUnits)
        let unit = max(0, (bounds.width - gap * (units + 1)) / units)
        let height = max(0, min(Self.keySide, (bounds.height - gap) / CGFloat(rows.count) - gap))
        let fontSize = max(11, min(20, height * 0.45))
        var y = bounds.maxY - CGFloat(rows.count) * (height + gap)
        for (row, buttons) in zip(rows, keys) {
            var x = bounds.minX + gap
            for (key, button) in zip(row, buttons) {
                let width = unit * CGFloat(key.width) + gap * CGFloat(key.width - 1)
                button.frame = CGRect(x: x, y: y, width: width, height: height)
                button.font = key.width > 1 ? .boldSystemFont(ofSize: fontSize) : .systemFont(ofSize: fontSize)
                x += width + gap
            }
            y += height + gap
        }
    }
}
