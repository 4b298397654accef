import Foundation
import Testing

/// Issue 11: nothing the project builds, tests or runs reads a path outside the repository, so a fresh clone with
/// nothing beside it works. Every source, test, benchmark and tool file is scanned (comments aside) for absolute
/// paths of this machine, the old `shared/` sibling, relative paths that climb above the repository from the file's
/// folder, and `#filePath` climbs of more folders than the file is deep.
@Suite struct RepositoryBoundaryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    static let scannedFolders = ["Sources", "Tests", "Benchmarks", "tools", "Examples"]
    static let scannedEndings = [".swift", ".sh", ".py", ".c", ".h"]

    /// Files to scan, as paths relative to the repository (build folders skipped).
    static func files() -> [String] {
        var result: [String] = []
        for folder in scannedFolders {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in walker {
                if path.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) { continue }
                if scannedEndings.contains(where: path.hasSuffix) { result.append("\(folder)/\(path)") }
            }
        }
        if FileManager.default.fileExists(atPath: repository.appendingPathComponent("Makefile").path) {
            result.append("Makefile")
        }
        return result.sorted()
    }

    /// What in one file's text reaches outside the repository, one line each.
    static func escapes(in text: String, file: String) -> [String] {
        var found: [String] = []
        let depth = file.split(separator: "/").count
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { _, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.hasPrefix("//") && !trimmed.hasPrefix("#") && !trimmed.hasPrefix("\"\"\"")
        }
        for (number, line) in code {
            let place = "\(file):\(number + 1)"
            for absolute in ["/work/", "/home/", "/Users/", "/root/", "~/"] where line.contains(absolute) {
                found.append("\(place): absolute path \(absolute)…")
            }
            if line.contains("shared/corpus") || line.contains("shared/notes") || line.contains("shared/seeds") {
                found.append("\(place): reads the shared/ sibling")
            }
            var rest = Substring(line)
            while let range = rest.range(of: "\"../") {
                let literal = rest[range.lowerBound...].dropFirst().prefix { $0 != "\"" }
                let climbs = literal.components(separatedBy: "/").prefix { $0 == ".." }.count
                if climbs >= depth { found.append("\(place): \"\(literal)\" climbs out of the repository") }
                rest = rest[range.upperBound...]
            }
        }
        let joined = code.map(\.element).joined(separator: "\n")
        var search = Substring(joined)
        while let start = search.range(of: "#filePath") {
            let statement = search[start.upperBound...].prefix(400)
            let climbs = statement.components(separatedBy: ".deletingLastPathComponent()").count - 1
            if climbs > depth { found.append("\(file): #filePath climbs \(climbs) folders from a file \(depth) deep") }
            search = search[start.upperBound...]
        }
        return found
    }

    @Test func noFileReadsOutsideTheRepository() throws {
        let files = Self.files()
        #expect(files.count > 100, "scanned only \(files.count) files from \(Self.repository.path)")
        var found: [String] = []
        // This file names the patterns it looks for, so it is the one file left out.
        for file in files where !file.hasSuffix("/RepositoryBoundaryTests.swift") {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            found += Self.escapes(in: text, file: file)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The scanner itself catches what the old corpus lookup did.
    @Test func theScannerCatchesEscapes() {
        // Pieced together so that a plain search of the tree for the sibling's path finds no reader here.
        #expect(!Self.escapes(in: "let p = \"../" + "shared/corpus/unistrokes-dev.jsonl\"", file: "Sources/A/B.swift").isEmpty)
        #expect(!Self.escapes(in: #"let p = "../../../corpus/x.txt""#, file: "Sources/A/B.swift").isEmpty)
        #expect(!Self.escapes(in: #"let p = "/work/elsewhere/x""#, file: "Sources/A/B.swift").isEmpty)
        #expect(!Self.escapes(in: #"URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()"#,
                              file: "Tests/A/B.swift").isEmpty)
        #expect(Self.escapes(in: #"URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets")"#,
                             file: "Tests/A/B.swift").isEmpty)
        #expect(Self.escapes(in: "// see /work/shared/notes", file: "Sources/A/B.swift").isEmpty)
    }
}
