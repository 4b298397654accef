import Foundation
import Testing

/// Issue 24: SDL stays in the host, and only what needs it. Every Swift file under `Sources/SandboxHost` imports one of
/// the C modules of SDL or Wayland, or names a type the host declares in a file that needs SDL (followed to a fixed
/// point: `SandboxApp` needs SDL because it holds an `SDLWindow`); and no target but the host and the executables
/// imports those modules. Offenders are listed by path.
@Suite struct ArchitectureTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    static let sdlModules: Set<String> = ["CSDL2", "CSDL2TTF", "CSDL2Image", "CWaylandClient",
                                                    "CDisplayConnection"]
    /// Targets allowed to import the modules above.
    static let sdlTargets: Set<String> = ["SandboxHost", "gesture-sandbox-app", "corpus-report",
                                         "gesture-sandbox-fuzz"]

    /// One Swift file: its path from the repository and its code with comments and string literals removed.
    struct SourceFile {
        var path: String
        var code: String

        init(path: String, text: String) {
            self.path = path
            code = ArchitectureTests.code(of: text)
        }

        var imports: Set<String> {
            Set(code.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
                guard let index = words.firstIndex(of: "import"), index <= 1, index + 1 < words.count else {
                    return nil
                }
                return String(words[index + 1])
            })
        }

        /// Types this file declares at its top level (not the ones it extends, nor nested ones: another file's
        /// `Key` is not this file's `Cache.Key`).
        var declaredTypes: Set<String> {
            var depth = 0
            let topLevel = code.filter { character in
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 } else { return depth == 0 }
                return false
            }
            let words = topLevel.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            var names: Set<String> = []
            for (index, word) in words.enumerated().dropLast()
            where ["class", "struct", "enum", "protocol", "actor", "typealias"].contains(word) {
                names.insert(words[index + 1])
            }
            return names
        }

        var identifiers: [String] {
            code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
    }

    /// `text` without `//` and `/* */` comments and without the contents of string literals, so a name in a doc
    /// comment or a message does not count as a use.
    static func code(of text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.first {
            if characters.starts(with: "//") {
                characters = characters.drop { $0 != "\n" }
            } else if characters.starts(with: "/*") {
                characters = characters.dropFirst(2)
                while !characters.isEmpty, !characters.starts(with: "*/") { characters = characters.dropFirst() }
                characters = characters.dropFirst(2)
            } else if character == "\"" {
                characters = characters.dropFirst()
                while let next = characters.first, next != "\"" {
                    characters = characters.dropFirst(next == "\\" ? 2 : 1)
                }
                characters = characters.dropFirst()
                result += "\"\""
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// The Swift files of `Sources/TARGET`, by path from the repository.
    static func files(of target: String) throws -> [SourceFile] {
        let root = repository.appendingPathComponent("Sources/\(target)")
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [SourceFile] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            files.append(SourceFile(path: "Sources/\(target)/\(path)", text: text))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The files among `files` that need no SDL: they import none of its modules and name no type declared in a file
    /// that needs SDL.
    static func filesWithoutSDL(_ files: [SourceFile]) -> [String] {
        var needsSDL = Set(files.filter { !$0.imports.isDisjoint(with: sdlModules) }.map(\.path))
        while true {
            let sdlTypes = Set(files.filter { needsSDL.contains($0.path) }.flatMap(\.declaredTypes))
            let more = files.filter { file in
                !needsSDL.contains(file.path) && !sdlTypes.isDisjoint(with: file.identifiers)
            }
            if more.isEmpty { break }
            needsSDL.formUnion(more.map(\.path))
        }
        return files.map(\.path).filter { !needsSDL.contains($0) }
    }

    @Test func everyHostFileNeedsSDL() throws {
        let files = try Self.files(of: "SandboxHost")
        #expect(files.count > 20, "found only \(files.count) files in Sources/SandboxHost")
        let offenders = Self.filesWithoutSDL(files)
        #expect(offenders.isEmpty,
                "SDL-free code in SandboxHost, move it to an SDL-free target:\n\(offenders.joined(separator: "\n"))")
    }

    /// Issue 39 item 1: the host alone feeds the engine; the chrome and the inspector follow it through the window's
    /// observers (`Window.observers`, `Window.dispatchObservers`).
    @Test func theChromeAndTheInspectorNeverDispatch() throws {
        var offenders: [String] = []
        for target in ["SandboxChrome", "SandboxInspector"] {
            let files = try Self.files(of: target)
            #expect(files.count > 5, "found only \(files.count) files in Sources/\(target)")
            for file in files {
                for call in [".dispatch(", "cancelAllTouches(", "sendEvent("] where file.code.contains(call) {
                    offenders.append("\(file.path): \(call)")
                }
            }
        }
        #expect(offenders.isEmpty, "engine entered from the chrome or the inspector:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func onlyTheHostAndTheExecutablesImportSDL() throws {
        let sources = Self.repository.appendingPathComponent("Sources").path
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources)
        #expect(targets.contains("SandboxHost") && targets.contains("GestureKit"))
        var offenders: [String] = []
        for target in targets.sorted() where !Self.sdlTargets.contains(target) {
            for file in try Self.files(of: target) {
                let imported = file.imports.intersection(Self.sdlModules)
                guard !imported.isEmpty else { continue }
                offenders.append("\(file.path): imports \(imported.sorted().joined(separator: ", "))")
            }
        }
        #expect(offenders.isEmpty, "SDL imported outside SandboxHost:\n\(offenders.joined(separator: "\n"))")
    }

    /// The scanner itself: a file is SDL's through an import or through a host type that is, transitively; names
    /// in comments and strings, and types a file only extends, don't count.
    @Test func theScannerFollowsSDLThroughTypes() {
        let files = [
            SourceFile(path: "Window.swift", text: "internal import CSDL2\nfinal class SDLWindowBox { var w: Int32 }"),
            SourceFile(path: "App.swift", text: "import Foundation\nfinal class App { let box: SDLWindowBox? = nil }"),
            SourceFile(path: "App+Draw.swift", text: "extension App { func draw() {} }"),
            SourceFile(path: "Pixels+SDL.swift", text: "@preconcurrency internal import CSDL2\nextension Pixels {}"),
            SourceFile(path: "Pixels.swift", text: "/// Not an SDLWindowBox.\nstruct Pixels { let name = \"App\" }"),
            SourceFile(path: "Pacer.swift", text: "import Foundation\nstruct Pacer { var period = 1.0 / 60 }"),
            SourceFile(path: "TextCache.swift", text: "import CSDL2TTF\nfinal class TextCache { struct Key {} }"),
            SourceFile(path: "Scaled.swift", text: "final class Scaled { struct Key {}\n var keys: [Key] = [] }"),
        ]
        #expect(Self.filesWithoutSDL(files) == ["Pixels.swift", "Pacer.swift", "Scaled.swift"])
        #expect(files[3].imports == ["CSDL2"])
    }
}
