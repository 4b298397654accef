import Foundation

/// A fresh folder under the system's temporary directory for a test's files, removed by `remove()`; a test removes it
/// in a `defer`, so a failing test leaves nothing either (SandboxHostTests has the same helper).
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("gs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
