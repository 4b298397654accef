import CSDL2
import Foundation
import TestSupport
import GestureKit
import SandboxChrome
@testable import SandboxHost
import Testing

/// The mouse's multitouch simulation through input translation: Alt's preview before the press, Ctrl pinning the
/// second finger, and the 3–5 finger mode.
@MainActor
@Suite("Mouse multitouch simulation")
struct MouseMultitouchTests {
    typealias E = SDLEventFactory
    let translator = InputTranslator(viewport: SceneViewport(layoutSize: CGSize(width: 1000, height: 600))) { _ in CGPoint(x: 500, y: 300) }

    func press(_ key: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE, at time: TimeInterval) -> [TouchSample] {
        translator.translate(E.key(SDL_KEYDOWN, key, modifiers: modifiers), at: time)
    }

    func release(_ key: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE, at time: TimeInterval) -> [TouchSample] {
        translator.translate(E.key(SDL_KEYUP, key, modifiers: modifiers), at: time)
    }

    @Test("holding Alt shows both fingers before the button goes down, mirrored and at least 60 pt apart")
    func altPreview() {
        _ = translator.translate(E.motion(x: 400, y: 300, leftDown: false), at: 0)
        #expect(translator.preview.isEmpty)
        #expect(press(SDLK_LALT, KMOD_LALT, at: 0.1).isEmpty, "a preview puts no finger down")
        #expect(translator.preview == [CGPoint(x: 400, y: 300), CGPoint(x: 600, y: 300)])
        // Near the pivot the mirror is pushed out to the minimum separation.
        _ = translator.translate(E.motion(x: 495, y: 300, leftDown: false), at: 0.2)
        let near = translator.preview
        #expect(near.count == 2 && abs(near[0].distance(to: near[1]) - 60) < 1e-9)
        // Shift: side by side instead, and the press puts down exactly what was shown.
        _ = press(SDLK_LSHIFT, SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue), at: 0.3)
        let shown = translator.preview
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 495, y: 300), at: 0.4)
        #expect(down.map(\.location) == shown)
        #expect(translator.preview.isEmpty, "no preview while fingers are down")
        _ = translator.translate(E.button(SDL_MOUSEBUTTONUP, x: 495, y: 300), at: 0.5)
        _ = release(SDLK_LSHIFT, KMOD_LALT, at: 0.6)
        _ = release(SDLK_LALT, at: 0.7)
        #expect(translator.preview.isEmpty)
    }

    @Test("Ctrl pins the second finger where it is; the first moves alone, and letting go mirrors from there")
    func ctrlPins() throws {
        _ = press(SDLK_LALT, KMOD_LALT, at: 0)
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 400, y: 300), at: 0.1)
        #expect(down.map(\.id) == [1, 2])
        _ = translator.translate(E.motion(x: 380, y: 300), at: 0.2)
        #expect(translator.fingers[2]?.location == CGPoint(x: 620, y: 300))
        #expect(press(SDLK_LCTRL, SDL_Keymod(KMOD_LALT.rawValue | KMOD_LCTRL.rawValue), at: 0.3).isEmpty)
        let pinned = translator.translate(E.motion(x: 300, y: 250), at: 0.4)
        #expect(pinned.map(\.id) == [1, 2])
        #expect(pinned[0].location == CGPoint(x: 300, y: 250))
        #expect(pinned[1].location == CGPoint(x: 620, y: 300), "the pinned finger stays")
        // Released: mirrored through the midpoint of where the fingers are, so nothing jumps.
        _ = release(SDLK_LCTRL, KMOD_LALT, at: 0.5)
        let after = translator.translate(E.motion(x: 310, y: 250), at: 0.6)
        #expect(after[1].location == CGPoint(x: 610, y: 300))
        let up = translator.translate(E.button(SDL_MOUSEBUTTONUP, x: 310, y: 250), at: 0.7)
        #expect(up.map(\.phase) == [.up, .up])
        #expect(translator.source(ofFinger: 2) == .simulated)
    }

    @Test("M cycles 3, 4 and 5 fingers moving together, then off", arguments: [3, 4, 5])
    func multiFinger(count: Int) throws {
        for _ in 0..<(count - 2) { _ = press(SDLK_m, at: 0) }
        #expect(translator.fingerCount == count)
        _ = translator.translate(E.motion(x: 500, y: 300, leftDown: false), at: 0.05)
        let preview = translator.preview
        #expect(preview.count == count)
        // On a ring around the pointer: neighbours (the last and the first too) 48 pt apart, all as far from it.
        #expect(zip(preview, preview.dropFirst() + preview.prefix(1)).allSatisfy { abs($0.distance(to: $1) - 48) < 1e-9 })
        let pointer = CGPoint(x: 500, y: 300)
        let radius = preview[0].distance(to: pointer)
        #expect(preview.allSatisfy { abs($0.distance(to: pointer) - radius) < 1e-9 } && radius < 48, "\(radius)")
        #expect(abs(preview.map(\.x).reduce(0, +) / CGFloat(count) - 500) < 1e-9, "centred on the pointer")
        #expect(abs(preview.map(\.y).reduce(0, +) / CGFloat(count) - 300) < 1e-9, "centred on the pointer")
        #expect(preview[0].x == 500 && preview[0].y < 300, "the first at the top")
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 500, y: 300), at: 0.1)
        #expect(down.map(\.phase) == Array(repeating: .down, count: count))
        #expect(down.map(\.id) == Array(1...count))
        #expect(down.map(\.location) == preview)
        #expect((1...count).allSatisfy { translator.source(ofFinger: $0) == .simulated })
        #expect(translator.simulatedFingers.count == count, "all drawn while down")
        // A swipe: every finger moves by the pointer's movement.
        let moved = translator.translate(E.motion(x: 620, y: 310), at: 0.2)
        #expect(moved.count == count)
        #expect(zip(moved, down).allSatisfy { $0.location == CGPoint(x: $1.location.x + 120, y: $1.location.y + 10) })
        let up = translator.translate(E.button(SDL_MOUSEBUTTONUP, x: 620, y: 310), at: 0.3)
        #expect(up.map(\.phase) == Array(repeating: .up, count: count))
        #expect(translator.fingers.isEmpty)
        // Alt does nothing in this mode; after 5, M turns it off.
        for _ in count...5 { _ = press(SDLK_m, at: 0.4) }
        #expect(translator.fingerCount == nil)
        let single = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10), at: 0.5)
        #expect(single.count == 1 && translator.source(ofFinger: 1) == .mouse)
    }

    @Test("a finger on a touch device hides the preview, and F9 ends the multi-finger press")
    func interplay() {
        _ = press(SDLK_m, at: 0)
        _ = translator.translate(E.motion(x: 500, y: 300, leftDown: false), at: 0.05)
        _ = translator.translate(E.finger(SDL_FINGERDOWN, finger: 1, x: 0.1, y: 0.1), at: 0.1)
        #expect(translator.preview.isEmpty)
        _ = translator.translate(E.finger(SDL_FINGERUP, finger: 1, x: 0.1, y: 0.1), at: 0.2)
        _ = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 500, y: 300), at: 0.3)
        let cancelled = press(SDLK_F9, at: 0.4)
        #expect(cancelled.map(\.phase) == [.cancel, .cancel, .cancel])
        #expect(translator.translate(E.motion(x: 520, y: 300), at: 0.5).isEmpty)
    }
}
