import CSDL2
import Foundation
import GestureKit
@testable import SandboxChrome
@testable import SandboxHost
@testable import SandboxSession
import SandboxFormats
import SandboxScenes
import TestSupport
import Testing

/// A seek in a long windowed replay is spread over frames, with its progress drawn on the transport, and Esc (or a
/// new scrub) cancels it; the scrub bar takes the mouse while a replayed finger is down. Before, a seek near the end
/// of a 200,000-event recording froze the window for about 26 s at 100 % CPU with no progress and no way to cancel,
/// and a press on the bar was dropped while the recording held a finger down (a recording whose finger is down 90 %
/// of the time could not be scrubbed). Frames are stepped by hand with pushed SDL events, no wall-clock sleeps.
@MainActor
@Suite("Replay seek progress and the scrub bar under a replayed finger", .serialized)
struct ReplaySeekProgressTests {
    /// A recording in the touch-test scene whose finger 1 is down from 0.1 s to `duration` − 0.1 s, moving every
    /// `step` s across pad-2: `duration / step` events, nearly all of them with the finger down.
    static func heldFingerRecording(duration: Double, step: Double) -> String {
        var lines = [#"{"format":"gesture-sandbox-recording","version":1,"window":[1280,800],"scene":"touch-test"}"#]
        lines.append(#"{"t":0.1,"type":"down","id":1,"x":800,"y":150}"#)
        var t = 0.1 + step, index = 0
        while t < duration - 0.1 {
            index += 1
            lines.append(String(format: #"{"t":%.4f,"type":"move","id":1,"x":%.1f,"y":150}"#, t, 700 + Double(index % 200)))
            t += step
        }
        lines.append(String(format: #"{"t":%.4f,"type":"up","id":1,"x":800,"y":150}"#, duration - 0.1))
        return lines.joined(separator: "\n") + "\n"
    }

    func replayApp(replaying text: String, in folder: TemporaryFolder) throws -> SandboxApp {
        let path = folder.file("held.jsonl")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = SandboxOptions()
        options.replayPath = path
        options.size = CGSize(width: 1280, height: 800)
        options.vsync = false
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor],
                                 environment: ["SDL_VIDEODRIVER": "offscreen"])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        return app
    }

    /// Where on the scrub bar (window units) time `fraction` of the replay lies.
    func barPoint(_ fraction: CGFloat, in app: SandboxApp) throws -> (x: Int32, y: Int32) {
        let transport = try #require(app.chrome.transport)
        let size = app.chromeSize
        let area = try #require(app.chrome.stack.layout(size: size, now: app.window.clock.now).area(of: transport))
        let track = transport.layout(in: CGSize(width: area.maxX, height: area.maxY), bottomInset: 0).track
        let point = CGPoint(x: track.minX + track.width * fraction, y: track.midY)
        return (Int32((point.x * app.displayFactor).rounded()), Int32((point.y * app.displayFactor).rounded()))
    }

    @Test("a long seek goes on over several frames with its progress on the bar, and Esc cancels it")
    func seekIsIncrementalAndCancellable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 40,000 events: far more than one frame's share of a seek.
        let app = try replayApp(replaying: Self.heldFingerRecording(duration: 400, step: 0.01), in: folder)
        let transport = try #require(app.chrome.transport)
        try app.frame(wall: 0)
        transport.requestSeek(to: 390)
        try app.frame(wall: 0.02)
        let first = app.window.clock.now
        #expect(first < 390, "the whole seek ran in one frame")
        #expect(transport.statusText.contains("seeking"), "\(transport.statusText)")
        try app.frame(wall: 0.04)
        #expect(app.window.clock.now > first, "the seek goes on in the next frame")
        // Esc cancels: the replay stays where the seek had got to and plays on from there.
        push(SDLEventFactory.key(SDL_KEYDOWN, SDLK_ESCAPE))
        try app.frame(wall: 0.06)
        let stopped = app.window.clock.now
        #expect(stopped < 390)
        #expect(!transport.statusText.contains("seeking"), "\(transport.statusText)")
        try app.frame(wall: 0.08)
        #expect(app.window.clock.now >= stopped && app.window.clock.now < stopped + 0.1)
        // A seek finished over frames ends where a seek in one go does.
        transport.requestSeek(to: 120)
        var frames = 0
        while transport.statusText.contains("seeking") || frames == 0 {
            frames += 1
            try app.frame(wall: 0.1 + Double(frames) * 0.02)
            #expect(frames < 10_000)
            if frames >= 10_000 { break }
        }
        let reference = try replayApp(replaying: Self.heldFingerRecording(duration: 400, step: 0.01), in: folder)
        try reference.seek(to: 120)
        #expect(app.window.clock.now == 120)
        #expect(ViewDump.text(of: app.window) == ViewDump.text(of: reference.window))
    }

    @Test("the scrub bar takes the mouse while a replayed finger is down")
    func scrubWhileReplayedFingerIsDown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try replayApp(replaying: Self.heldFingerRecording(duration: 20, step: 0.05), in: folder)
        try app.frame(wall: 0)
        try app.frame(wall: 0.5)
        #expect(app.translator.fingers.values.contains { $0.source == .replay }, "the replayed finger is down")
        let point = try barPoint(0.5, in: app)
        push(SDLEventFactory.button(SDL_MOUSEBUTTONDOWN, x: point.x, y: point.y))
        try app.frame(wall: 0.52)
        push(SDLEventFactory.button(SDL_MOUSEBUTTONUP, x: point.x, y: point.y))
        var wall = 0.54
        for _ in 0..<2_000 {
            try app.frame(wall: wall)
            wall += 0.02
            if app.window.clock.now > 5, try !#require(app.chrome.transport).statusText.contains("seeking") { break }
        }
        #expect(abs(app.window.clock.now - 10) < 0.5, "seeked half way: \(app.window.clock.now)")
    }
}
