import Foundation

/// Where the screenshot tests keep the pictures they take for the docs (each prints its path): `screenshots/` in the
/// build folder beside the test runner, not the temporary directory, which every test leaves as it found it.
enum ScreenshotFolder {
    static let url: URL = {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("screenshots")
    }()

    /// The path of the picture `name` in the folder, which is made if it isn't there.
    static func path(_ name: String) throws -> String {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.appendingPathComponent(name).path
    }
}
