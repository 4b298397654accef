/// One key of the app, declared once, beside what it opens: the in-app help, `--help`'s KEYS paragraph, the user
/// guide's key table and the Esc order are all made from these (`KeyTable`), so none of them can drift from another.
public struct KeyDeclaration: Equatable, Sendable {
    /// The keys as the in-app help writes them ("F2, PgUp / PgDn, ↑ / ↓").
    public var keys: String
    /// What they do: a row of the in-app help and of the user guide's key table.
    public var meaning: String
    /// The phrase `--help` gives it, keys first, in plain ASCII for any terminal.
    public var commandLine: String
    /// What the docs call the panel in the Esc order ("F6", "help"); nil for a key that opens nothing Esc closes.
    public var panelName: String?
    /// The panel's place in the Esc order: Esc closes the open panel with the lowest rank first.
    public var escapeRank: Int?
    /// The command that opens the panel, for a panel `--panels` may open by its name.
    public var command: KeyCommand?
    /// Its button in the scene bar (`ChromeButton.all`, in the key table's order), so a finger can do what the key
    /// does; nil for a key with none.
    public var button: ChromeButton?

    public init(keys: String, meaning: String, commandLine: String? = nil, panelName: String? = nil,
                escapeRank: Int? = nil, command: KeyCommand? = nil, button: ChromeButton? = nil) {
        self.keys = keys
        self.meaning = meaning
        self.commandLine = commandLine ?? "\(keys) \(meaning)"
        self.panelName = panelName
        self.escapeRank = escapeRank
        self.command = command
        self.button = button
    }
}
