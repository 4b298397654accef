import Foundation
import TestSupport

/// Runs of the app that can't hang a test: each is killed (SIGKILL) when it outlives its time limit, and its
/// outputs are drained on their own threads so a full pipe can't stall it.
extension AppBinary {
    /// A run's outcome; `timedOut` says the limit killed it.
    struct BoundedResult {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: Data
        var stderr: String
        var timedOut: Bool
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        /// Standard error as lines (without their line breaks).
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// Starts the app with piped outputs; `started` runs once it is running (to signal it, or to close a pipe);
    /// returns when it has exited or been killed after `timeout` seconds.
    func runBounded(_ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval = 60,
                    stdout: Pipe = Pipe(), readsStandardOutput: Bool = true,
                    stderr err: Pipe = Pipe(), readsStandardError: Bool = true,
                    started: (Process) throws -> Void = { _ in }) throws -> BoundedResult {
        let process = process(arguments, environment: environment)
        process.standardOutput = stdout
        process.standardError = err
        let collected = CollectedOutput()
        let group = DispatchGroup()
        try process.run()
        if readsStandardOutput {
            DispatchQueue.global().async(group: group) {
                collected.set(stdout: stdout.fileHandleForReading.readDataToEndOfFile())
            }
        }
        if readsStandardError {
            DispatchQueue.global().async(group: group) {
                collected.set(stderr: err.fileHandleForReading.readDataToEndOfFile())
            }
        }
        let killer = DispatchWorkItem {
            if process.isRunning {
                collected.markTimedOut()
                kill(process.processIdentifier, SIGKILL)
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        defer { killer.cancel() }
        do {
            try started(process)
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw error
        }
        process.waitUntilExit()
        group.wait()
        let (out, errData, timedOut) = collected.values
        return BoundedResult(status: process.terminationStatus, reason: process.terminationReason, stdout: out,
                             stderr: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
    }

    /// Reads from `handle` until `predicate` holds for what was read, EOF, or `timeout` seconds pass (a reader thread
    /// feeds a lock-protected buffer, so the wait is bounded even if nothing arrives).
    static func read(from handle: FileHandle, until predicate: @escaping @Sendable (Data) -> Bool,
                     timeout: TimeInterval = 30) -> Data {
        let collected = CollectedOutput()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                if collected.append(stdout: chunk, until: predicate) { break }
            }
            done.signal()
        }
        _ = done.wait(timeout: .now() + timeout)
        return collected.values.stdout
    }
}
