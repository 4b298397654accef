import Foundation
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxChrome

@MainActor
@Suite("Replay transport", .serialized)
struct ReplayTransportTests {
    @Test("the replay clock follows the wall clock at the chosen rate, stops when paused and steps one frame")
    func clock() {
        let transport = ReplayTransport(duration: 60)
        #expect(transport.advance(wall: 10) == 0)
        #expect(transport.advance(wall: 10.5) == 0.5)
        transport.cycleRate()
        #expect(transport.rateText == "¼×")
        #expect(transport.advance(wall: 11.5) == 0.75)
        transport.cycleRate()
        #expect(transport.rateText == "⅒×")
        #expect(abs(transport.advance(wall: 12.5) - 0.85) < 1e-12)
        transport.cycleRate()
        transport.togglePause()
        #expect(abs(transport.advance(wall: 20) - 0.85) < 1e-12, "paused: no time passes")
        transport.step()
        transport.step()
        #expect(abs(transport.advance(wall: 21) - (0.85 + 2.0 / 60)) < 1e-12)
        #expect(transport.isPaused)
        transport.togglePause()
        #expect(abs(transport.advance(wall: 22) - (1.85 + 2.0 / 60)) < 1e-12)
    }

    @Test("a press on the scrub bar is kept from the scene; lifting seeks to where it is, within the replay")
    func scrubBar() {
        let transport = ReplayTransport(duration: 8.6)
        let size = CGSize(width: 1280, height: 800)
        let bar = transport.frame(in: size, bottomInset: 34)
        #expect(bar == CGRect(x: 0, y: 722, width: 1280, height: 44))
        let track = transport.layout(in: size, bottomInset: 34).track
        func sample(_ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, id: Int = 1) -> TouchSample {
            TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: 0)
        }
        let scene = sample(.down, 400, 300, id: 2)
        let onTrack = track.minX + 10
        let passed = transport.filter([sample(.down, onTrack, 750), scene, sample(.move, 500, 600)], size: size,
                                      bottomInset: 34) { _ in false }
        #expect(passed == [scene], "the bar's touch and its moves stay out of the scene")
        #expect(transport.takeSeek() == nil, "no seek until the lift")
        _ = transport.filter([sample(.up, track.midX, 600)], size: size, bottomInset: 34) { _ in false }
        #expect(abs((transport.takeSeek() ?? 0) - 4.3) < 1e-9, "half way along the track")
        #expect(transport.takeSeek() == nil)
        _ = transport.filter([sample(.down, onTrack, 750), sample(.up, 5000, 750)], size: size,
                             bottomInset: 34) { _ in false }
        #expect(transport.takeSeek() == 8.6, "clamped to the end")
        // Off the track and the buttons (the status, left of the track), the bar's and nothing: it seeked to 0.
        #expect(300 < track.minX)
        #expect(transport.filter([sample(.down, 300, 750), sample(.up, 300, 750)], size: size,
                                 bottomInset: 34) { _ in false }.isEmpty)
        #expect(transport.takeSeek() == nil)
        // A replayed finger on the bar belongs to the scene.
        let replayed = sample(.down, onTrack, 750, id: 7)
        #expect(transport.filter([replayed], size: size, bottomInset: 34) { $0 == 7 } == [replayed])
    }

    /// Issue 35 point 1: the transport by touch: its buttons, 44 points square or more, pause, step and change the
    /// speed when a finger lifts on them, and never start a scrub.
    @Test func buttonsByTouch() {
        let transport = ReplayTransport(duration: 8.6)
        let size = CGSize(width: 1280, height: 800)
        let buttons = transport.buttonFrames(in: transport.frame(in: size, bottomInset: 44))
        #expect(buttons.map(\.0) == [.pause, .step, .speed])
        func tap(_ button: ReplayTransport.Button) {
            let frame = buttons.first { $0.0 == button }!.1
            #expect(frame.width >= 44 && frame.height >= 44)
            let point = CGPoint(x: frame.midX, y: frame.midY)
            let passed = transport.filter([TouchSample(id: 3, phase: .down, location: point, timestamp: 0),
                                           TouchSample(id: 3, phase: .up, location: point, timestamp: 0)],
                                          size: size, bottomInset: 44) { _ in false }
            #expect(passed.isEmpty)
        }
        tap(.pause)
        #expect(transport.isPaused)
        tap(.pause)
        #expect(!transport.isPaused)
        tap(.speed)
        #expect(transport.rateText == "¼×")
        _ = transport.advance(wall: 0)
        tap(.step)
        #expect(transport.isPaused && abs(transport.advance(wall: 0) - 1.0 / 60) < 1e-12)
        #expect(transport.takeSeek() == nil, "a button is no scrub")
    }

    @Test("in a replay drawn zoomed to fit, the bar is in window points: a sample point is zoom window points")
    func zoomedScrub() {
        let transport = ReplayTransport(duration: 10)
        let window = CGSize(width: 640, height: 400)
        let track = transport.layout(in: window, bottomInset: 34).track
        // The replay is drawn at 0.5×: a window point is two sample points.
        let down = TouchSample(id: 1, phase: .down, location: CGPoint(x: track.midX * 2, y: 352 * 2), timestamp: 0)
        let up = TouchSample(id: 1, phase: .up, location: CGPoint(x: track.midX * 2, y: 352 * 2), timestamp: 0.1)
        #expect(transport.filter([down, up], size: window, bottomInset: 34, zoom: 0.5) { _ in false }.isEmpty)
        #expect(abs((transport.takeSeek() ?? 0) - 5) < 1e-9)
    }

    @Test("the progress reads state, time and length; the time never runs past the length; the end says so")
    func progressText() {
        let transport = ReplayTransport(duration: 0.18)
        #expect(transport.statusText == "▶ 1×  0.00 / 0.18 s")
        _ = transport.advance(wall: 0)
        _ = transport.advance(wall: 0.1)
        #expect(transport.statusText == "▶ 1×  0.10 / 0.18 s")
        transport.cycleRate()
        #expect(transport.statusText == "▶ ¼×  0.10 / 0.18 s")
        transport.cycleRate()
        transport.cycleRate()
        #expect(!transport.isFinished)
        // The scene's clock runs on after the last event (6.79 s here); the bar stops at the length.
        #expect(transport.advance(wall: 6.79) > 6)
        #expect(transport.isFinished)
        #expect(transport.statusText == "■ replay finished  0.18 / 0.18 s")
        transport.togglePause()
        #expect(transport.statusText == "❚❚ paused  0.18 / 0.18 s")
    }

    @Test("every text fits its column and the columns don't overlap, at 640×400 and 1280×800, in every state",
          arguments: [CGSize(width: 640, height: 400), CGSize(width: 1280, height: 800),
                      CGSize(width: 1920, height: 1080), CGSize(width: 3840, height: 2160)])
    func fits(size: CGSize) throws {
        let harness = try RenderHarness(width: 64, height: 64)
        let context = MeasuredRecordingContext(measuringWith: harness)
        let transport = ReplayTransport(duration: 61.25) { context.sizeOfText($0, font: $1).width }
        _ = transport.advance(wall: 0)
        for state in 0..<4 {
            switch state {
            case 1: transport.cycleRate()
            case 2: transport.togglePause()
            case 3:
                transport.togglePause()
                _ = transport.advance(wall: 100)
            default: break
            }
            context.reset()
            transport.draw(in: context, size: size, bottomInset: SceneBar.height)
            let layout = transport.layout(in: size, bottomInset: SceneBar.height)
            #expect(context.overflowingTexts.isEmpty, "\(context.overflowingTexts) at \(size)")
            // The pause, step and speed buttons' labels, then the status.
            #expect(context.texts.prefix(3).map(\.text) == [transport.isPaused ? "▶" : "❚❚", "▶❚", transport.rateText])
            #expect(context.texts.dropFirst(3).first?.text == transport.statusText)
            #expect(layout.status.maxX < layout.track.minX - 8, "the status runs into the track at \(size)")
            #expect(layout.track.width >= ReplayTransport.minimumTrackWidth)
            #expect(layout.hintText.isEmpty || layout.track.maxX < layout.hint.minX - 8)
            #expect(layout.hint.maxX <= size.width && layout.bar.maxY <= size.height - SceneBar.height)
            for text in context.texts {
                #expect(layout.bar.contains(text.rect), "\(text.text) outside the bar at \(size)")
            }
        }
        if size.width >= 1280 {
            #expect(transport.layout(in: size, bottomInset: SceneBar.height).hintText
                    == "Space pause · → step · S speed \(transport.rateText) · drag to seek", "the whole hint at \(size)")
        }
    }
}
