import Foundation
@testable import SandboxHost
import TestSupport
import Testing

/// Ending the app while a recognizer waits — the gallery's single tap waiting for its double tap to fail, holding
/// the board's `ended` back — closes the wait: the tap fails because of the exit and the board gets its `ended`
/// (issue 21 item 8: the board got `began` and never an end).
@Suite("Exit closes the waits in flight", .serialized)
struct ExitClosesWaitsTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    static let tap = """
        {"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"gallery"}
        {"t":0.1,"type":"down","id":1,"x":520,"y":420}
        {"t":0.18,"type":"up","id":1,"x":520,"y":420}

        """

    @Test("a tap waiting for its double tap at exit: the board's ended goes out, the tap fails naming the exit",
          arguments: [0, 0.05, 0.2])
    func tapWaitingAtExit(_ settle: Double) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let replay = folder.file("tap.jsonl")
        try Self.tap.write(toFile: replay, atomically: false, encoding: .utf8)
        let result = try app.runBounded(["--headless", "--replay", replay, "--settle", "\(settle)", "--trace", "-"])
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        let trace = result.stdoutText.split(separator: "\n").map(String.init)
        let board = trace.filter { $0.contains(#""view":"board","delivery""#) }
        #expect(board.count == 2, "\(board)")
        #expect(board.first?.contains(#""delivery":"began""#) == true, "\(board)")
        #expect(board.last?.contains(#""delivery":"ended""#) == true || board.last?.contains(#""delivery":"cancelled""#) == true,
                "\(board)")
        let tap = trace.filter { $0.contains(#""recognizer":"gallery.tap""#) }
        #expect(tap.contains { $0.contains(#""from":"possible","to":"failed""#) && $0.contains("exit") }, "\(tap)")
        // Nothing is left waiting: the tap's wait for the double tap ends in the trace.
        let waits = trace.filter { $0.contains(#""wait""#) && $0.contains("gallery.tap") }
        #expect(waits.last.map { !$0.contains(#""wait":"started""#) } ?? true, "\(waits)")
    }
}
