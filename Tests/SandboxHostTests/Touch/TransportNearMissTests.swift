import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
import SandboxFormats
import TestSupport
import Testing

/// Found by touch in a windowed replay. A tap on Pause in the frame the replay's finger came down (gallery-tour's
/// first, at 0.5 s) was taken for the replay's: the replayed finger had taken its id in that frame, so the tap went
/// to the scene and the replay went on. And a finger that lands on the transport's status ("❚❚ paused 5.77 / 11.54 s",
/// between the speed button and the track) seeked to the start, clamped from where it was, and one on the hint
/// beside the track to the end: a near miss of ¼× restarted the replay. Only the track seeks; the rest of the bar
/// takes the finger and does nothing.
@MainActor
@Suite("Transport near misses", .serialized)
struct TransportNearMissTests {
    @Test("a tap on Pause in the frame a replayed finger comes down pauses the replay, and the scene never sees it")
    func pauseBesideAReplayedFinger() throws {
        let app = try TouchChrome.app(size: CGSize(width: 1280, height: 800), replay: "gallery-tour.jsonl")
        let transport = try #require(app.transport)
        try app.frame(wall: 0)
        try app.frame(wall: 0.3)
        let first = try #require(RecordingParser.parse(contentsOf: URL(fileURLWithPath:
            RepositoryFiles.recording("gallery-tour.jsonl"))).samples.first)
        #expect(first.phase == .down && first.timestamp > 0.3 && first.timestamp <= 0.5, "\(first)")
        #expect(try TouchChrome.tap(app, "chrome.replay.pause", wall: 0.5))
        #expect(transport.isPaused)
        #expect(app.inspector.inspector.story.touches.count == 1, "the replayed finger alone")
    }

    @Test("a tap on the transport's status or hint neither seeks nor reaches the scene; one on the track seeks")
    func onlyTheTrackSeeks() throws {
        let app = try TouchChrome.app(size: CGSize(width: 1280, height: 800), replay: "gallery-tour.jsonl")
        let transport = try #require(app.transport)
        try app.frame(wall: 0)
        #expect(try TouchChrome.tap(app, "chrome.replay.pause", wall: 0.5))
        #expect(transport.isPaused)
        let targets = TouchChrome.targets(app, at: app.window.clock.now)
        let speed = try #require(targets["chrome.replay.speed"]), track = try #require(targets["chrome.replay.track"])
        let layout = transport.layout(in: app.chromeSize, bottomInset: SceneBar.height)
        #expect(layout.status.minX > speed.maxX && layout.status.maxX < track.minX, "\(layout.status)")
        let time = app.window.clock.now
        let dispatched = app.inspector.inspector.story.entries.count
        var wall = 0.6
        for point in [CGPoint(x: layout.status.midX, y: track.midY), CGPoint(x: track.maxX + 40, y: track.midY)] {
            TouchChrome.tap(app, at: point, finger: 9)
            try app.frame(wall: wall)
            try app.frame(wall: wall + 0.05)
            wall += 0.1
            #expect(app.window.clock.now == time && transport.seekUnderWay == nil, "a tap at \(point) seeked")
        }
        #expect(app.inspector.inspector.story.entries.count == dispatched, "the scene saw none of them")
        TouchChrome.tap(app, at: CGPoint(x: track.midX, y: track.midY), finger: 10)
        try app.frame(wall: wall)
        for _ in 0..<200 where transport.seekUnderWay != nil || app.window.clock.now == time {
            wall += 0.05
            try app.frame(wall: wall)
        }
        #expect(abs(app.window.clock.now - transport.duration / 2) < 0.5, "the track's middle: \(app.window.clock.now)")
    }
}
