import CSDL2
import Foundation
import TestSupport
import GestureKit
@testable import SandboxHost
import Testing
@testable import SandboxFormats
import SandboxScenes
@testable import SandboxSession

/// What a drag costs in text: a frame renders text with SDL_ttf only for strings it hasn't drawn lately. The touch
/// test's puck (what `tools/latency.py` drags) changes no text, so its frames render none; a drag over a pad changes
/// the pad's counter line once a move.
@MainActor
@Suite("Text renders per frame", .serialized)
struct TextRenderCountTests {
    /// The smallest window drawn 1:1 (`NarrowWindow`), so finger fractions of it are scene points.
    static let size = CGSize(width: 640, height: 400)

    func makeApp() throws -> SandboxApp {
        var options = SandboxOptions()
        options.headless = true
        options.size = Self.size
        let app = try SandboxApp(options: options, scenes: [TouchTestScene.descriptor])
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        return app
    }

    func pushFinger(_ type: SDL_EventType, x: CGFloat, y: CGFloat) {
        push(SDLEventFactory.finger(type, touch: 77, finger: 3, x: Float(x / Self.size.width),
                                    y: Float(y / Self.size.height)))
    }

    /// Presses at `start`, then moves 2 pt right a frame for `moves` frames; the text renders of each move's frame.
    func rendersPerMove(from start: CGPoint, moves: Int, in app: SandboxApp) throws -> [Int] {
        var time = 0.1
        try app.step(to: time, render: true)
        pushFinger(SDL_FINGERDOWN, x: start.x, y: start.y)
        time += 1.0 / 60
        try app.step(to: time, render: true)
        var renders: [Int] = []
        for move in 1...moves {
            pushFinger(SDL_FINGERMOTION, x: start.x + CGFloat(2 * move), y: start.y)
            time += 1.0 / 60
            let before = app.context.textRenderCount
            try app.step(to: time, render: true)
            renders.append(app.context.textRenderCount - before)
        }
        return renders
    }

    @Test("dragging the puck renders no text: each move's frame draws only text it drew before")
    func puckDragRendersNoText() throws {
        let app = try makeApp()
        let puck = try #require(app.window.viewWithName("puck"))
        let start = puck.center
        let renders = try rendersPerMove(from: start, moves: 20, in: app)
        #expect(renders == Array(repeating: 0, count: 20))
        // Finger positions go through SDL's normalised floats: within a hundredth of a point.
        #expect(abs(puck.center.x - (start.x + 40)) < 0.01 && abs(puck.center.y - start.y) < 0.01,
                "the drag moved the puck: \(start) → \(puck.center)")
    }

    @Test("a drag over a pad renders its counter's changed line once a move, and a frame with no input renders none")
    func padDragRendersTheCounterOnce() throws {
        let app = try makeApp()
        let pad = try #require(app.window.viewWithName("pad-1"))
        let label = try #require(app.window.viewWithName("pad-1.label") as? Label)
        let start = CGPoint(x: pad.frame.minX + 30, y: pad.frame.midY)
        let renders = try rendersPerMove(from: start, moves: 10, in: app)
        #expect(renders == Array(repeating: 1, count: 10))
        #expect(label.text.hasPrefix("began 1 · moved 10 ·"), "\(label.text)")
        let before = app.context.textRenderCount
        try app.step(to: 2, render: true)
        #expect(app.context.textRenderCount == before)
    }
}
