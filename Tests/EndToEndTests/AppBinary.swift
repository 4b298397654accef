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

    /// The recovery file's folder (`$XDG_STATE_HOME/gesture-sandbox/`) of the apps these tests start, set for this
    /// test process before the first (scripts start the app with it), and a folder of its own inside it for each run
    /// `process` starts: a replay that teaches keeps its gestures there at its end and a live window offers them at
    /// its start, so neither the user's own state nor one test's may reach another test (a teaching replay wrote
    /// ~/.local/state, and every later live window then said so on standard error). Under the build folder, one per
    /// test process, so the temporary directory stays clean.
    static let isolatedState: String = {
        let folder = RepositoryFiles.repository.appendingPathComponent(".build/test-state/\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        setenv("XDG_STATE_HOME", folder, 1)
        return folder
    }()

    /// nil when the executable wasn't built (the build folder is the test runner's).
    static func locate() -> AppBinary? {
        _ = isolatedState
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

    /// The app with `arguments`; `environment` (by default this process's) gets a recovery-file folder of the run's
    /// own unless it names one, so what one run keeps no other run offers.
    func process(_ arguments: [String], environment: [String: String]? = nil) -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = environment ?? ProcessInfo.processInfo.environment
        if environment["XDG_STATE_HOME"] == nil || environment["XDG_STATE_HOME"] == Self.isolatedState {
            environment["XDG_STATE_HOME"] = Self.isolatedState + "/" + UUID().uuidString
        }
        process.environment = environment
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
