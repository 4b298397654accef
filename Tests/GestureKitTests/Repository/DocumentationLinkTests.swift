import Foundation
import Testing

/// Issue 27: the README and every `docs/*.md` file link only to files that exist and to headings those files have,
/// so moving text between them can't leave a reader at a dead link. Anchors are GitHub's heading slugs.
@Suite struct DocumentationLinkTests {
    static let repository = RepositoryBoundaryTests.repository

    /// README.md and the Markdown files in docs/, relative to the repository.
    static func documents() -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces turned into hyphens.
    static func slug(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The lines outside fenced code blocks.
    static func outsideFences(_ text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { lines.append(String(line)) }
        }
        return lines
    }

    /// The lines outside fenced code blocks with inline code removed: links there are examples, not links.
    static func prose(_ text: String) -> [String] {
        outsideFences(text).map { $0.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression) }
    }

    /// The anchors a Markdown file's headings give, the second of a repeated heading suffixed -1 as GitHub does.
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        for line in outsideFences(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.replacingOccurrences(of: "`", with: "")
                .trimmingCharacters(in: .whitespaces)
            let base = slug(title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            result.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return result
    }

    /// Every `[text](target)` and `![alt](target)` target in the prose.
    static func links(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return prose(text).flatMap { line in
            pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
                Range(match.range(at: 1), in: line).map { String(line[$0]) }
            }
        }
    }

    /// What is wrong with one link from `document`, or nil when it resolves.
    static func problem(with target: String, in document: String) -> String? {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let folder = repository.appendingPathComponent(document).deletingLastPathComponent()
        let file = parts[0].isEmpty ? repository.appendingPathComponent(document)
            : folder.appendingPathComponent(parts[0].removingPercentEncoding ?? parts[0]).standardizedFileURL
        guard file.path.hasPrefix(repository.path) else { return "\(document): \(target) leaves the repository" }
        guard FileManager.default.fileExists(atPath: file.path) else { return "\(document): \(target): no such file" }
        guard parts.count == 2 else { return nil }
        guard file.pathExtension == "md", let text = try? String(contentsOf: file, encoding: .utf8) else {
            return "\(document): \(target): an anchor into a file that has no headings"
        }
        return anchors(text).contains(parts[1]) ? nil : "\(document): \(target): no heading with that anchor"
    }

    @Test("GitHub's slugs: punctuation and code marks dropped, spaces to hyphens, repeats numbered")
    func slugs() {
        #expect(Self.slug("Why it did or didn't fire") == "why-it-did-or-didnt-fire")
        #expect(Self.slug("Live tuning (F6) and --tuning FILE") == "live-tuning-f6-and---tuning-file")
        #expect(Self.anchors("# A\n## The app (`gesture-sandbox`)\n```\n# not a heading\n```\n## A\n")
                == ["a", "the-app-gesture-sandbox", "a-1"])
    }

    @Test("a missing file, a missing anchor and a link out of the repository are each reported")
    func problemsFound() {
        #expect(Self.problem(with: "docs/nowhere.md", in: "README.md") == "README.md: docs/nowhere.md: no such file")
        #expect(Self.problem(with: "user-guide.md#no-such-heading", in: "docs/recognizers.md")
                == "docs/recognizers.md: user-guide.md#no-such-heading: no heading with that anchor")
        #expect(Self.problem(with: "../../etc/passwd", in: "docs/recognizers.md")
                == "docs/recognizers.md: ../../etc/passwd leaves the repository")
        #expect(Self.problem(with: "https://example.org/x", in: "README.md") == nil)
    }

    @Test("every relative link and image in README.md and docs/*.md resolves, anchors included")
    func everyLinkResolves() throws {
        let documents = Self.documents()
        #expect(documents.contains("docs/user-guide.md") && documents.contains("docs/recognizers.md"))
        var checked = 0
        var problems: [String] = []
        for document in documents {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
            for target in Self.links(text) {
                checked += 1
                if let problem = Self.problem(with: target, in: document) { problems.append(problem) }
            }
        }
        #expect(checked > 30, "only \(checked) links found")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the README stays a two-minute read: at most 250 lines")
    func readmeLength() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 250, "README.md has \(lines) lines")
    }
}
