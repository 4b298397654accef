import Foundation
import TestSupport

/// Runs the built `gesture-sandbox` executable, found next to the test bundle in the build folder.
struct AppBinary {
    struct Result {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: Data
        var stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    let url: URL

    /// The repository root.
    static var repository: URL { RepositoryFiles.repository }

    static func recording(_ name: String) -> String { RepositoryFiles.recording(name) }

    /// nil when the executable wasn't built (the build folder is the test runner's).
    static func locate() -> AppBinary? {
        let runner = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("gesture-sandbox")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return AppBinary(url: candidate) }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    func process(_ arguments: [String], environment: [String: String]? = nil) -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment { process.environment = environment }
        return process
    }

    /// Runs to the end and collects the outputs.
    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = process(arguments, environment: environment)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, reason: process.terminationReason, stdout: stdout,
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryPath(_ name: String) -> String { RepositoryFiles.temporaryPath(name) }
}
