import Foundation
import GestureKit
import Testing
@testable import SandboxChrome

/// Issue 39 item 3: every key is declared once, beside what it opens; the in-app help, `--help`'s KEYS paragraph,
/// the user guide's key table and the Esc order are made from those declarations, and say the same.
@MainActor
@Suite("Key table")
struct KeyTableTests {
    static let userGuide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/user-guide.md")

    @Test func theHelpOverlayShowsTheKeyTable() {
        let help = HelpLayer().overlay
        #expect(help.keys.map { "\($0.0)\t\($0.1)" } == KeyTable.rows.map { "\($0.keys)\t\($0.meaning)" })
        #expect(KeyTable.rows.map(\.keys).contains("Ctrl+Q") && KeyTable.rows.map(\.keys).contains("F9"))
        #expect(KeyTable.rows.map(\.keys).contains(RecognizerListLayer.key.keys), "an added panel's key is listed")
    }

    @Test func theUserGuidesKeyTableIsTheGeneratedOne() throws {
        let text = try String(contentsOf: Self.userGuide, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- keys:begin (made from KeyTable; KeyTableTests checks it) -->\n"))
        let end = try #require(text.range(of: "\n<!-- keys:end -->"))
        #expect(String(text[begin.upperBound..<end.lowerBound]) == KeyTable.markdown,
                "docs/user-guide.md's key table differs from KeyTable.markdown:\n\(KeyTable.markdown)")
        #expect(text.contains("in that order: \(KeyTable.escapeOrder.joined(separator: ", "))"),
                "the guide's Esc order is the declared one")
    }

    @Test func theCommandLineParagraphNamesEveryKeyInASCII() {
        let text = KeyTable.commandLineText
        for row in KeyTable.rows {
            #expect(text.contains(row.commandLine))
            #expect(row.commandLine.hasPrefix(row.keys.prefix(1)), "\(row.commandLine) starts with its keys")
        }
        #expect(text.allSatisfy { $0.isASCII }, "a terminal may not show ↑ or ¼")
        #expect(text.contains("H or ? this help in the app"))
    }

    /// `--panels` opens the panels by the keys declared for them, the added F7 among them.
    @Test func panelsOpenByTheirDeclaredKeys() {
        #expect(KeyTable.panelKeys == ["F1", "F2", "F3", "F4", "F5", "F6", "F7"])
        #expect(KeyTable.panelKeyRange == "F1 to F7")
        #expect(KeyTable.command(forPanel: "F7") == .functionKey(7))
        #expect(KeyTable.command(forPanel: "F2") == .toggleRecognizerPanel)
        #expect(KeyTable.command(forPanel: "F9") == nil)
        let stack = ChromeStack([HelpLayer(), FrameStatsLayer(), InputHealthLayer { .init() }, RecognizerListLayer()])
        for key in ["F3", "F5", "F7"] {
            #expect(stack.handle(KeyTable.command(forPanel: key)!), "\(key) opens its panel")
        }
    }

    /// The chrome's panels close in the declared order, then the host's F1; the ranks are distinct.
    @Test func theEscOrderIsTheDeclaredRanks() {
        #expect(KeyTable.escapeOrder == ["help", "F6", "F4", "F2", "F5", "F3", "F7", "F1"])
        let ranks = KeyTable.rows.compactMap(\.escapeRank)
        #expect(Set(ranks).count == ranks.count)
        let layers: [any ChromeLayer] = [HelpLayer(), FrameStatsLayer(), InputHealthLayer { .init() },
                                         RecognizerListLayer()]
        let declared = [HelpLayer.key, FrameStatsLayer.key, InputHealthLayer.key, RecognizerListLayer.key]
        #expect(layers.map(\.escapeRank) == declared.map(\.escapeRank))
        #expect(declared.allSatisfy { $0.escapeRank! < KeyTable.touchOverlay.escapeRank! },
                "the host closes F1 after every chrome panel")
    }
}
