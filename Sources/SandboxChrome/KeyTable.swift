/// Every key of the app in the order a newcomer needs them, made from the declarations beside what each key opens
/// (the panels' own `key`, `AppChrome.panels`): the in-app help's rows, `--help`'s KEYS paragraph, the user guide's
/// key table and the Esc order all come from here (`KeyTableTests` compares them).
public enum KeyTable {
    public static let scenes = KeyDeclaration(
        keys: "1–9, Tab, Shift+Tab", meaning: "switch scenes (or tap the bar at the bottom, with every key below as a button)",
        commandLine: "1-9 or Tab/Shift+Tab switch scenes (or click the bar at the bottom)")
    /// F1 is the host's (the touch overlay is drawn with the scene), so Esc closes it after every chrome panel.
    public static let touchOverlay = KeyDeclaration(
        keys: "F1", meaning: "touch overlay: every finger with its id and trail", commandLine: "F1 touch overlay",
        panelName: "F1", escapeRank: 100, command: .toggleTouchOverlay,
        button: ChromeButton(name: "chrome.f1", command: .toggleTouchOverlay, label: "F1 fingers", shortLabel: "F1"))
    public static let saveVideo = KeyDeclaration(
        keys: "V", meaning: "save the last touch sequence (at most 10 s) as a video",
        commandLine: "V save the last touch sequence (at most its last 10 s) as a video beside the --record file or "
            + "in the working folder (needs ffmpeg)",
        button: ChromeButton(name: "chrome.video", command: .saveVideo, label: "V video", shortLabel: "Video"))
    public static let interrupt = KeyDeclaration(
        keys: "F9", meaning: "interrupt: cancel every touch, like a lost focus",
        commandLine: "F9 interrupt (cancel every touch, like a lost focus)")
    public static let escape = KeyDeclaration(
        keys: "Esc", meaning: "close the open panel; with none open, quit",
        commandLine: "Esc close the open panel (in the order \(escapeOrderText)); with none open, quit")
    public static let quit = KeyDeclaration(
        keys: "Ctrl+Q", meaning: "quit",
        button: ChromeButton(name: "chrome.quit", command: .quit, label: "Ctrl+Q quit", shortLabel: "Quit"))

    /// Every key, in the order the help lists them.
    public static let rows: [KeyDeclaration] = [
        scenes,
        HelpLayer.key,
        touchOverlay,
        InspectorOverlay.key,
        FrameStatsLayer.key,
        TimelineLayer.key,
        InputHealthLayer.key,
        TuningLayer.key,
    ] + AppChrome.panels.compactMap(\.key) + [
        SlowAnimationBadge.key,
        saveVideo,
        interrupt,
        ReplayTransport.key,
        escape,
        quit,
    ]

    /// The panels Esc closes, first to last, by their names.
    public static var escapeOrder: [String] {
        let panels = [HelpLayer.key, touchOverlay, InspectorOverlay.key, FrameStatsLayer.key, TimelineLayer.key,
                      InputHealthLayer.key, TuningLayer.key] + AppChrome.panels.compactMap(\.key)
        return panels.filter { $0.escapeRank != nil }.sorted { $0.escapeRank! < $1.escapeRank! }.compactMap(\.panelName)
    }

    /// The panels `--panels` may open, by their keys (F1 to F7).
    public static var panelKeys: [String] {
        rows.filter { $0.command != nil }.compactMap(\.panelName)
    }

    /// "F1 to F7", for `--panels`' help and errors.
    public static var panelKeyRange: String { "\(panelKeys.first ?? "") to \(panelKeys.last ?? "")" }

    /// The command that opens the panel `--panels` names `key`; nil for none.
    public static func command(forPanel key: String) -> KeyCommand? {
        rows.first { $0.panelName == key }?.command
    }

    static var escapeOrderText: String { escapeOrder.joined(separator: ", ") }

    /// The in-app help's key rows: (keys, what they do).
    public static var helpRows: [(String, String)] { rows.map { ($0.keys, $0.meaning) } }

    /// `--help`'s KEYS paragraph.
    public static var commandLineText: String {
        "KEYS: " + rows.map(\.commandLine).joined(separator: ", ") + "."
    }

    /// The user guide's key table (Markdown), between its `keys:begin` and `keys:end` marks.
    public static var markdown: String {
        (["| keys | what they do |", "|---|---|"] + rows.map { "| \($0.keys) | \($0.meaning) |" })
            .joined(separator: "\n")
    }
}
