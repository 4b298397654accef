import Foundation

/// Where a text output goes: a file, created (or truncated) up front so a bad path fails before the app runs, or
/// standard output for `-`.
public final class TextOutput {
    /// The path as given, for messages.
    public let name: String
    private let handle: FileHandle
    private let isStandardOutput: Bool

    /// Opens `path` for writing; `-` is standard output.
    public init(path: String) throws {
        name = path
        if path == "-" {
            handle = .standardOutput
            isStandardOutput = true
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path)
        else { throw SandboxError("can't write \(path): check the folder exists and is writable") }
        handle = file
        isStandardOutput = false
    }

    public func write(_ text: String) throws {
        guard !text.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw SandboxError("can't write \(name): \(error.localizedDescription)")
        }
    }

    deinit {
        if !isStandardOutput { try? handle.close() }
    }
}
