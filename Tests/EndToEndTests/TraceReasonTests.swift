import Foundation
@testable import SandboxHost
import Testing
@testable import SandboxFormats

/// Issue 10, reasons in files: a headless replay of the gallery tour writes reasons, waits and unseen touches into
/// the trace, after a versioned header.
@Suite("Trace reasons", .serialized)
struct TraceReasonTests {
    let app: AppBinary

    init() throws {
        app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
    }

    func lines() throws -> [[String: JSONValue]] {
        let result = try app.run(["--headless", "--replay", AppBinary.recording("gallery-tour.jsonl"), "--trace", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdoutText
        #expect(text.hasPrefix(#"{"format":"gesture-sandbox-trace","version":2}"# + "\n"))
        return try text.split(separator: "\n").dropFirst().map { line in
            guard case .object(let object) = try JSONReader.value(of: Data(line.utf8)) else {
                throw SandboxError("not an object: \(line)")
            }
            return object
        }
    }

    @Test("failures carry a reason object with the code, text, other recognizer and named numbers")
    func reasons() throws {
        let rows = try lines()
        let edge = try #require(rows.first { $0["recognizer"] == .string("gallery.edge-pan") && $0["to"] == .string("failed") })
        #expect(edge["reason"] == .object([
            "code": .string("edge-pan.not-at-edge"),
            "text": .string("did not start within 13 pt of the left edge (420 pt away)"),
            "distance": .number(420), "edgeRegion": .number(13), "detail": .string("left"),
        ]))
        let prevented = try #require(rows.first {
            if case .object(let reason)? = $0["reason"] { return reason["code"] == .string("required-recognizer-succeeded") }
            return false
        })
        #expect(prevented["recognizer"] == .string("gallery.tap"))
        guard case .object(let reason)? = prevented["reason"] else { return }
        #expect(reason["by"] == .string("gallery.double-tap"))
        for row in rows where row["to"] == .string("failed") || row["to"] == .string("cancelled") {
            #expect(row["reason"] != nil, "a failure without a reason: \(row)")
        }
    }

    @Test("waits have a start and an end; unseen touches are rows of their own")
    func waitsAndUnseenTouches() throws {
        let rows = try lines()
        let waits = rows.filter { $0["recognizer"] == .string("gallery.tap") && $0["wait"] != nil }
        #expect(waits.prefix(2).map { $0["wait"] } == [.string("started"), .string("proceeded")])
        #expect(waits.first?["for"] == .array([.string("gallery.double-tap")]))
        #expect(waits.first?["text"] == .string("waiting for gallery.double-tap to fail"))
        #expect(rows.contains {
            $0["unseen"] == .string("should-receive-false") && $0["recognizer"] == .string("gallery.tap")
                && $0["touchView"] == .string("custom-subview")
        })
    }
}
