import Foundation
import SandboxScenes
import TestSupport
import Testing

/// Issue 35 point 9: every Markdown file in the repository renders as written (its code fences balanced, so a stray
/// fence doesn't turn the rest of the page into code), and the user guide names every scene and every option the
/// app's `--help` lists.
@Suite("Markdown docs", .serialized)
struct MarkdownDocsTests {
    /// A fence problem of a Markdown text, as CommonMark reads fences: a line of three or more backticks or tildes
    /// (indented at most 3 spaces) opens a block, with an optional info string; only a bare fence of the same
    /// character, at least as long, closes it. Nil when every block closes.
    static func fenceProblem(_ text: String) -> String? {
        var open: (line: Int, marker: Character, length: Int)?
        var blockLines = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = raw.prefix { $0 == " " }.count
            let line = raw.dropFirst(indent)
            guard indent <= 3, let first = line.first, first == "`" || first == "~" else {
                if open != nil { blockLines += 1 }
                continue
            }
            let length = line.prefix { $0 == first }.count
            guard length >= 3 else {
                if open != nil { blockLines += 1 }
                continue
            }
            let info = line.dropFirst(length).trimmingCharacters(in: .whitespaces)
            if let current = open {
                if first == current.marker, length >= current.length, info.isEmpty {
                    if blockLines == 0 { return "line \(current.line): an empty code block" }
                    open = nil
                } else {
                    blockLines += 1
                }
            } else {
                if first == "`", info.contains("`") { continue }
                open = (index + 1, first, length)
                blockLines = 0
            }
        }
        return open.map { "line \($0.line): a code block that never closes" }
    }

    @Test("the fence reader finds a stray fence and an empty block, and passes balanced ones")
    func fenceReader() {
        #expect(Self.fenceProblem("a\n```sh\nls\n```\n\n~~~~\n```\n~~~~\n") == nil)
        #expect(Self.fenceProblem("a\n```json\n\nThe format.\n\n## Next\n\n```\ncode\n```\n")
                == "line 10: a code block that never closes")
        #expect(Self.fenceProblem("```json\n```\n") == "line 1: an empty code block")
        #expect(Self.fenceProblem("```sh\nls\n```sh\n") == "line 1: a code block that never closes")
    }

    @Test("every Markdown file in the repository has balanced code fences")
    func everyMarkdownFile() throws {
        let root = AppBinary.repository
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                                     options: [.skipsHiddenFiles]))
        var checked = 0
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "node_modules" {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "md" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            checked += 1
            #expect(Self.fenceProblem(text) == nil, "\(url.path.dropFirst(root.path.count + 1)): \(Self.fenceProblem(text) ?? "")")
        }
        #expect(checked >= 10, "found \(checked) Markdown files")
    }

    @Test("the user guide names every scene and every option of --help")
    @MainActor
    func userGuideCoversHelp() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let guide = try String(contentsOf: AppBinary.repository.appendingPathComponent("docs/user-guide.md"), encoding: .utf8)
        for scene in SceneCatalog.all.map({ $0.id }) + ["touch-test"] {
            #expect(guide.contains("`\(scene)`"), "the user guide doesn't name the scene \(scene)")
        }
        let guideOptions = Self.options(in: guide)
        var helped: Set<String> = []
        for command in [[], ["timeline"], ["check"], ["import"]] {
            let help = try app.runBounded(command + ["--help"], timeout: 30)
            #expect(help.status == 0)
            let options = Self.options(in: help.stdoutText)
            helped.formUnion(options)
            for option in options where option != "--help" && option != "--version" {
                #expect(guideOptions.contains(option), "the user guide doesn't name \(command) \(option)")
            }
        }
        #expect(helped.isSuperset(of: ["--scene", "--gestures", "--scale", "--vsync", "--no-vsync", "--expect", "--description"]),
                "\(helped.sorted())")
    }

    /// Every `--option` word in `text` (`--no-vsync` as itself and `--[no-]vsync` as both).
    static func options(in text: String) -> Set<String> {
        var found: Set<String> = []
        let pattern = try! NSRegularExpression(pattern: #"--(\[no-\])?([a-z][a-z0-9-]*)"#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 2), in: text).map({ String(text[$0]) }) else { continue }
            found.insert("--" + name)
            if match.range(at: 1).location != NSNotFound { found.insert("--no-" + name) }
        }
        return found
    }
}
