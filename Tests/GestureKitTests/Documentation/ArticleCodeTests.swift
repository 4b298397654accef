import Foundation
import Testing

/// The Swift code in the DocC articles is compiled and run: every ```swift block of an article must appear, line for
/// line (indentation aside), in one of the Swift files of this folder, whose tests run it. Change the code here first,
/// then copy it into the article.
@Suite struct ArticleCodeTests {
    static let repository = RepositoryBoundaryTests.repository
    static let articles = [
        "Sources/GestureKit/GestureKit.docc/WritingARecognizer.md",
        "Sources/GestureKit/GestureKit.docc/WhyAGestureDidOrDidntFire.md",
        "Sources/GestureKitTesting/GestureKitTesting.docc/TestingRecognizers.md",
    ]

    /// The ```swift blocks of a Markdown text, each as its lines.
    static func swiftBlocks(_ text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without their leading and trailing blanks, blank lines dropped: what must match.
    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `block` appears as consecutive lines of `code`.
    static func contains(_ code: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, block.count <= code.count else { return block.isEmpty }
        return (0...(code.count - block.count)).contains { start in Array(code[start..<start + block.count]) == block }
    }

    static func compiledCode() throws -> [[String]] {
        let folder = repository.appendingPathComponent("Tests/GestureKitTests/Documentation")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try normalized(String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
    }

    @Test("a block is found in code regardless of indentation, and a changed line is not")
    func matching() {
        let code = Self.normalized(["func f() {", "    let a = 1", "    print(a)", "}"])
        #expect(Self.contains(code, Self.normalized(["let a = 1", "", "print(a)"])))
        #expect(!Self.contains(code, Self.normalized(["let a = 2", "print(a)"])))
        #expect(Self.swiftBlocks("x\n```swift\nlet a = 1\n```\n```sh\nls\n```\n") == [["let a = 1"]])
    }

    @Test("every Swift block of every article is code compiled and run by the tests", arguments: articles)
    func articleCodeIsCompiled(article: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(article), encoding: .utf8)
        let blocks = Self.swiftBlocks(text)
        #expect(!blocks.isEmpty, "\(article) has no Swift code")
        let code = try Self.compiledCode()
        for block in blocks {
            let lines = Self.normalized(block)
            #expect(code.contains { Self.contains($0, lines) },
                    "\(article): this block is not in Tests/GestureKitTests/Documentation:\n\(block.joined(separator: "\n"))")
        }
    }
}
