import Foundation

/// A button of the scene bar's chrome group: the key it stands for, so a finger does what the key does (issue 35:
/// on a convertible in tablet mode there is no keyboard), with a long label where the bar has room and a short one
/// where it hasn't.
public struct ChromeButton: Equatable, Sendable {
    /// The name `--dump-views` gives it (`chrome.f2`).
    public var name: String
    public var command: KeyCommand
    public var label: String
    public var shortLabel: String

    public init(name: String, command: KeyCommand, label: String, shortLabel: String) {
        self.name = name
        self.command = command
        self.label = label
        self.shortLabel = shortLabel
    }

    /// Every key's button, declared with the key (`KeyDeclaration.button`), in the order the help lists the keys:
    /// help, F1–F6, the added panels' (F7), slow animations and quit. A registered panel gets its button this way.
    public static let all: [ChromeButton] = KeyTable.rows.compactMap(\.button)
}
