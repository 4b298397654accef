import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`; tests build their files, FIFOs,
/// symlinks and asset copies in it, never anywhere else, and remove it in a `defer`, so a failing test leaves nothing.
public struct TemporaryFolder {
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("gs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    /// The text of the file `name` in the folder; empty when it is missing or unreadable (a run that never wrote it).
    public func text(_ name: String) -> String {
        (try? String(contentsOfFile: file(name), encoding: .utf8)) ?? ""
    }

    /// Writes `data` to the file `name` in the folder; its path.
    public func write(_ data: Data, to name: String) throws -> String {
        let file = file(name)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// What is at `path` itself (a symlink is not followed).
    public static func type(at path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }
}
