import Foundation
import SandboxFormats
import SandboxHost
import TestSupport
import Testing
@testable import SandboxFormats

/// Issue 27: every command the README shows runs as written. ```sh blocks are commands: `gesture-sandbox …` lines
/// run here (the built binary standing in for the installed one, in a fresh folder holding the repository's
/// `Assets/`); `make …` lines name targets the Makefile has (`make run` and `make test` can't run inside the test
/// suite). ```console blocks show the package install, whose file name must be what `make deb` writes; the install
/// itself runs in tools/test-deb.sh. Any other command fails the test, so nothing in the README goes unchecked.
@Suite("README commands", .serialized)
struct ReadmeCommandTests {
    struct Block {
        var language: String
        var lines: [String]
    }

    static let readme = AppBinary.repository.appendingPathComponent("README.md")

    /// The fenced code blocks of a Markdown text, each with its language tag.
    static func blocks(_ text: String) -> [Block] {
        var result: [Block] = []
        var current: Block?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current { result.append(block); current = nil } else {
                    current = Block(language: String(line.dropFirst(3)), lines: [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return result
    }

    /// A command line without its trailing `# comment`, split into words; nil for a blank or comment-only line.
    static func words(_ line: String) -> [String]? {
        let command = line.range(of: #"\s+#"#, options: .regularExpression).map { String(line[..<$0.lowerBound]) }
            ?? line
        let words = command.split(separator: " ").map(String.init)
        return words.isEmpty || words[0].hasPrefix("#") ? nil : words
    }

    /// The Makefile's targets, from its rule lines (`name:` or `a b:`, not `name :=`).
    static func makeTargets() throws -> Set<String> {
        let makefile = try String(contentsOf: AppBinary.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        var targets: Set<String> = []
        for line in makefile.split(separator: "\n") where !line.hasPrefix("\t") && !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":"), !line[colon...].hasPrefix(":="),
                  !line[..<colon].contains("=") else { continue }
            targets.formUnion(line[..<colon].split(separator: " ").map(String.init))
        }
        return targets
    }

    @Test("the README's blocks are found with their languages and the Makefile's targets are read")
    func parsing() throws {
        let blocks = Self.blocks("a\n```sh\nmake run   # opens it\n\n```\n```console\nsudo x\n```\n")
        #expect(blocks.map(\.language) == ["sh", "console"])
        #expect(Self.words(blocks[0].lines[0]) == ["make", "run"])
        #expect(Self.words(blocks[0].lines[1]) == nil)
        let targets = try Self.makeTargets()
        #expect(targets.isSuperset(of: ["run", "test", "build", "install"]))
        #expect(!targets.contains("SHELL") && !targets.contains("PREFIX"))
    }

    @Test("every ```sh command in the README runs as written, every make target exists")
    func shellBlocksRun() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let commands = Self.blocks(text).filter { $0.language == "sh" }.flatMap(\.lines).compactMap(Self.words)
        #expect(commands.contains { $0.first == "gesture-sandbox" } && commands.contains { $0.first == "make" })
        let targets = try Self.makeTargets()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("Assets"),
                                                   withDestinationPath: AppBinary.repository.path + "/Assets")
        for words in commands {
            switch words[0] {
            case "make":
                let named = words.dropFirst().filter { !$0.contains("=") }
                #expect(!named.isEmpty && named.allSatisfy(targets.contains), "no such make target: \(words)")
            case "gesture-sandbox":
                #expect(!words.contains { $0.contains("\"") || $0.contains("'") }, "quoted words: \(words)")
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
                process.arguments = ["60", app.url.path] + words.dropFirst()
                process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
                let err = Pipe()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = err
                try process.run()
                let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "\(words.joined(separator: " ")): \(stderr)")
            default:
                Issue.record("the README runs a command this test can't check: \(words.joined(separator: " "))")
            }
        }
        let outputs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(outputs).isSuperset(of: ["knob.png", "trace.jsonl", "timeline.svg"]), "\(outputs)")
    }

    @Test("the package the README installs is the file `make deb` writes for this version")
    func consoleBlocksNameThePackage() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let commands = Self.blocks(text).filter { $0.language == "console" }.flatMap(\.lines).compactMap(Self.words)
        for words in commands {
            #expect(words == ["sudo", "apt", "install", "./gesture-sandbox_\(AppVersion.number)_amd64.deb"],
                    "the README shows a command this test can't check: \(words.joined(separator: " "))")
        }
    }
}
