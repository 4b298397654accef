import Foundation
import Testing
@testable import SandboxFormats

/// `--tuning FILE` on the built app: a bad file is one line naming the key, before any window opens.
@Suite("--tuning option", .serialized)
struct TuningOptionTests {
    @Test func aBadTuningFileIsOneLineNamingTheKey() throws {
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let file = AppBinary.temporaryPath("tuning.json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try #"{"format":"gesture-sandbox-tuning","version":1,"values":{"swipe.minimumDistance":1000}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let process = app.process(["--headless", "--replay", AppBinary.recording("touch-test-tap.jsonl"),
                                   "--tuning", file])
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        deadline.cancel()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(stderr == "gesture-sandbox: tuning \(file): key \"swipe.minimumDistance\" is 1000, outside 1…400\n")
    }
}
