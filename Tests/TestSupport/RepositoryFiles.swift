import Foundation

/// The repository's own files for tests in any target: its root (from this file's path), the shipped recordings,
/// and fresh paths under the system's temporary directory.
public enum RepositoryFiles {
    /// The repository root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of `Assets/recordings/NAME`.
    public static func recording(_ name: String) -> String {
        repository.appendingPathComponent("Assets/recordings/\(name)").path
    }

    /// A path under the temporary directory no other test uses (the file is not created).
    public static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gs-\(UUID().uuidString)-\(name)").path
    }
}
