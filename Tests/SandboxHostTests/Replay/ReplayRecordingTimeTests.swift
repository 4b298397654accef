import Foundation
import GestureKit
@testable import SandboxHost
import SandboxFormats
import TestSupport
import Testing

/// A session that records while it replays (`--replay A --record B`) writes a recording that reads. The display-loss
/// fuzzer found two ways it didn't: the mouse during a windowed replay is stamped from its event's time, the
/// replayed fingers from the frame's, so a press landed between them and the next replayed move went back in time
/// ("recorded:16: "t" goes back in time (0.2 after 0.205302)"), reproduced by dragging during a windowed replay; and
/// a seek starts the replay again at 0 under a recording that had reached later times.
@MainActor
@Suite("A recording made during a replay reads", .serialized)
struct ReplayRecordingTimeTests {
    static func times(_ path: String) throws -> [TimeInterval] {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try RecordingParser.parse(data, file: path).samples.map(\.timestamp)
    }

    @Test("a live press stamped after the replay's frame is delivered, traced and recorded in time order")
    func livePressBetweenReplayedMoves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let record = folder.file("mixed.jsonl")
        let app = try WindowedReplay.app("touch-test-two-finger-spread.jsonl", size: CGSize(width: 1280, height: 800),
                                         record: record)
        app.deliver([TouchSample(id: 1, phase: .down, location: CGPoint(x: 850, y: 240), timestamp: 0.1)])
        // One frame's pump: the mouse's press (its event's time) read before the replay's move of the frame before.
        app.deliver([TouchSample(id: 3, phase: .down, location: CGPoint(x: 500, y: 350), timestamp: 0.205302),
                     TouchSample(id: 1, phase: .move, location: CGPoint(x: 846, y: 240), timestamp: 0.2)])
        app.deliver([TouchSample(id: 1, phase: .move, location: CGPoint(x: 842, y: 240), timestamp: 0.2),
                     TouchSample(id: 3, phase: .up, location: CGPoint(x: 500, y: 350), timestamp: 0.21),
                     TouchSample(id: 1, phase: .up, location: CGPoint(x: 842, y: 240), timestamp: 0.216667)])
        try app.finish()
        let times = try Self.times(record)
        #expect(times == [0.1, 0.2, 0.205302, 0.205302, 0.21, 0.216667], "\(times)")
    }

    @Test("a seek ends the recording with the samples before it, which read")
    func seekEndsTheRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let record = folder.file("seeked.jsonl")
        let app = try WindowedReplay.app("touch-test-two-finger-spread.jsonl", size: CGSize(width: 1280, height: 800),
                                         record: record)
        for frame in 1...40 { try app.step(to: Double(frame) / 60, render: false) }
        try app.seek(to: 0.1)
        for frame in 7...30 { try app.step(to: Double(frame) / 60, render: false) }
        try app.finish()
        let times = try Self.times(record)
        #expect(!times.isEmpty)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(times)")
        #expect((times.last ?? 0) <= 40.0 / 60 + 1e-9, "samples after the seek were recorded: \(times.suffix(4))")
    }
}
