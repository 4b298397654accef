import Foundation

/// The keys of the on-screen keyboard, row by row, each `width` units wide in rows of ten units: digits over the
/// letters (no ?123 toggle to hunt for), a hyphen, Backspace, space and Done — what a gesture's name is typed with.
/// Data only; `OnScreenKeyboardView` lays it out and sends the keys.
public enum OnScreenKeyboardLayout {
    /// One key and what it sends to the field.
    public enum Key: Hashable, Sendable {
        /// Types the character, as the keyboard's text does.
        case character(Character)
        /// Types a space.
        case space
        /// Deletes backward, as the Backspace key does.
        case backspace
        /// Return: commits the name and ends editing.
        case done

        /// The key's view name under the keyboard's: "k", "7", "hyphen", "space", "backspace", "done".
        public var name: String {
            switch self {
            case .character("-"): "hyphen"
            case let .character(character): String(character)
            case .space: "space"
            case .backspace: "backspace"
            case .done: "done"
            }
        }

        public var title: String {
            switch self {
            case let .character(character): String(character)
            case .space: "space"
            case .backspace: "⌫"
            case .done: "Done"
            }
        }

        /// In units of a row's tenth.
        public var width: Int {
            switch self {
            case .character: 1
            case .space: 7
            case .backspace, .done: 3
            }
        }
    }

    /// Units in every row.
    public static let rowUnits = 10

    public static let rows: [[Key]] = [
        "1234567890".map(Key.character),
        "qwertyuiop".map(Key.character),
        "asdfghjkl-".map(Key.character),
        "zxcvbnm".map(Key.character) + [.backspace],
        [.space, .done],
    ]
}
