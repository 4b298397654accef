import Foundation
@testable import SandboxHost
import Testing

/// Ending the app mid-gesture cancels every touch first, as an interruption does, so the trace shows the gestures
/// cancelled and the recording ends with the fingers cancelled: both files describe a finished sequence.
@Suite("Exit cancels the touches in flight", .serialized)
struct ExitCancelsTouchesTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    @Test("a signal mid-drag: monkey.pan is cancelled in the trace and the recording ends with the finger cancelled",
          arguments: [SIGINT, SIGTERM])
    func signalMidDrag(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The monkey dragged and held: the first drag of the demo recording, without its up.
        let replay = folder.file("held-drag.jsonl"), record = folder.file("rec.jsonl")
        let events = try String(contentsOfFile: AppBinary.recording("monkey-banana-drag.jsonl"), encoding: .utf8)
            .split(separator: "\n").prefix(14).map(String.init)
        #expect(events.last?.contains(#""t":0.7,"type":"move""#) == true)
        try events.map { $0 + "\n" }.joined().write(toFile: replay, atomically: false, encoding: .utf8)

        let out = Pipe()
        var traced = Data()
        let result = try app.runBounded(["--headless", "--replay", replay, "--settle", "86400", "--trace", "-",
                                         "--record", record], stdout: out, readsStandardOutput: false) { process in
            // The pan's change at the last move (t 0.7) means every event was replayed.
            traced = AppBinary.read(from: out.fileHandleForReading) {
                String(decoding: $0, as: UTF8.self).contains(#"{"t":0.7,"recognizer":"monkey.pan""#)
            }
            kill(process.processIdentifier, signal)
            traced += out.fileHandleForReading.readDataToEndOfFile()
        }
        #expect(result.reason == .exit && result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderr == "")

        let trace = String(decoding: traced, as: UTF8.self).split(separator: "\n").map(String.init)
        let pan = trace.filter { $0.contains(#""recognizer":"monkey.pan""#) }
        #expect(pan.last?.contains(#""from":"changed","to":"cancelled""#) == true, "\(pan.last ?? "no pan")")
        #expect(pan.last?.contains(#""cause":"exit""#) == true || pan.last?.contains("exit") == true)
        let deliveries = trace.filter { $0.contains(#""delivery""#) }
        #expect(deliveries.last?.contains(#""delivery":"cancelled""#) == true, "\(deliveries.last ?? "none")")

        let recorded = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Array(recorded.prefix(events.count)) == events)
        #expect(recorded.count == events.count + 1)
        #expect(recorded.last?.hasSuffix(#""type":"cancel","id":1,"x":575.75,"y":378.62}"#) == true,
                "\(recorded.last ?? "")")
    }
}
