import CSDL2
import Foundation
import TestSupport
import GestureKit
import SandboxChrome
@testable import SandboxHost
import Testing
@testable import SandboxSession

@MainActor
@Suite("Input translation")
struct InputTranslatorTests {
    typealias E = SDLEventFactory
    let translator = InputTranslator(viewport: SceneViewport(layoutSize: CGSize(width: 1000, height: 500)))

    @Test("finger coordinates are normalised × the window size in points")
    func fingerCoordinates() {
        let samples = translator.translate(E.finger(SDL_FINGERDOWN, finger: 42, x: 0.25, y: 0.5), at: 1)
        #expect(samples == [TouchSample(id: 1, phase: .down, location: CGPoint(x: 250, y: 250), timestamp: 1,
                                        pressure: 1)])
        let moved = translator.translate(E.finger(SDL_FINGERMOTION, finger: 42, x: 0.5, y: 1), at: 1.5)
        #expect(moved == [TouchSample(id: 1, phase: .move, location: CGPoint(x: 500, y: 500), timestamp: 1.5,
                                      pressure: 1)])
        let up = translator.translate(E.finger(SDL_FINGERUP, finger: 42, x: 0.5, y: 1), at: 2)
        #expect(up.map(\.phase) == [.up])
        #expect(translator.activeFingers.isEmpty)
    }

    @Test("HiDPI: touches and the mouse are in the viewport's points, not pixels or window units")
    func hiDPI() {
        // A 640×400-point window at display scale 2: 1280×800 window units (the session's viewport after a resize).
        translator.viewport = SceneViewport(layoutSize: CGSize(width: 640, height: 400), displayScale: 2)
        let samples = translator.translate(E.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 0)
        #expect(samples.first?.location == CGPoint(x: 320, y: 200))
        _ = translator.translate(E.finger(SDL_FINGERUP, finger: 1, x: 0.5, y: 0.5), at: 0)
        let mouse = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 640, y: 400), at: 0)
        #expect(mouse.first?.location == CGPoint(x: 320, y: 200))
    }

    @Test("opaque finger ids of several devices map to small stable ids, reused once lifted")
    func stableIDs() {
        let a = translator.translate(E.finger(SDL_FINGERDOWN, touch: 3, finger: 0x7FFF_0001, x: 0.1, y: 0.1), at: 0)
        let b = translator.translate(E.finger(SDL_FINGERDOWN, touch: 9, finger: 0x7FFF_0001, x: 0.2, y: 0.2), at: 0)
        #expect(a.map(\.id) == [1])
        #expect(b.map(\.id) == [2])
        let moveA = translator.translate(E.finger(SDL_FINGERMOTION, touch: 3, finger: 0x7FFF_0001, x: 0.3, y: 0.1), at: 0.1)
        #expect(moveA.map(\.id) == [1])
        _ = translator.translate(E.finger(SDL_FINGERUP, touch: 3, finger: 0x7FFF_0001, x: 0.3, y: 0.1), at: 0.2)
        let c = translator.translate(E.finger(SDL_FINGERDOWN, touch: 3, finger: 55, x: 0.1, y: 0.1), at: 0.3)
        #expect(c.map(\.id) == [1])
    }

    @Test("mouse events SDL makes from touches and finger events SDL makes from the mouse are dropped")
    func duplicatesDropped() {
        #expect(translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 5, y: 5, which: SDLInputIDs.touchMouseID), at: 0).isEmpty)
        #expect(translator.translate(E.motion(x: 9, y: 9, which: SDLInputIDs.touchMouseID), at: 0).isEmpty)
        #expect(translator.translate(E.wheel(1, x: 9, y: 9).withWhich(SDLInputIDs.touchMouseID), at: 0).isEmpty)
        #expect(translator.translate(E.finger(SDL_FINGERDOWN, touch: SDLInputIDs.mouseTouchID, finger: 0, x: 0.1, y: 0.1),
                                     at: 0).isEmpty)
        // The real mouse still works, and counts once.
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 5, y: 6), at: 0)
        let synthesized = translator.translate(E.finger(SDL_FINGERDOWN, touch: SDLInputIDs.mouseTouchID, finger: 0,
                                                        x: 0.005, y: 0.012), at: 0)
        #expect(down == [TouchSample(id: 1, phase: .down, location: CGPoint(x: 5, y: 6), timestamp: 0)])
        #expect(synthesized.isEmpty)
        #expect(translator.activeFingers.count == 1)
    }

    @Test("the left button is one finger; other buttons and buttonless motion are not")
    func mouseEmulation() {
        #expect(translator.translate(E.motion(x: 1, y: 1, leftDown: false), at: 0).isEmpty)
        #expect(translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), at: 0).isEmpty)
        let samples = [E.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20), E.motion(x: 30, y: 40),
                       E.button(SDL_MOUSEBUTTONUP, x: 30, y: 40)].enumerated().flatMap { index, event in
            translator.translate(event, at: Double(index) / 10)
        }
        #expect(samples == [
            TouchSample(id: 1, phase: .down, location: CGPoint(x: 10, y: 20), timestamp: 0),
            TouchSample(id: 1, phase: .move, location: CGPoint(x: 30, y: 40), timestamp: 0.1),
            TouchSample(id: 1, phase: .up, location: CGPoint(x: 30, y: 40), timestamp: 0.2),
        ])
        #expect(translator.pointer == CGPoint(x: 30, y: 40))
    }

    @Test("while a real finger is down the mouse button is not a finger")
    func mouseIgnoredWhileFingerDown() {
        _ = translator.translate(E.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 0)
        #expect(translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20), at: 0.1).isEmpty)
        #expect(translator.translate(E.motion(x: 12, y: 20), at: 0.2).isEmpty)
    }

    @Test("Alt-drag adds a second finger mirrored through the centre of the view under the pointer")
    func altMirror() {
        translator.pivotProvider = { _ in CGPoint(x: 500, y: 250) }
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT), at: 0)
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 400, y: 250), at: 0)
        #expect(down == [TouchSample(id: 1, phase: .down, location: CGPoint(x: 400, y: 250), timestamp: 0),
                         TouchSample(id: 2, phase: .down, location: CGPoint(x: 600, y: 250), timestamp: 0)])
        #expect(translator.simulatedFingers.map(\.source) == [.mouse, .simulated])
        let moved = translator.translate(E.motion(x: 500, y: 150), at: 0.1)
        #expect(moved.map(\.location) == [CGPoint(x: 500, y: 150), CGPoint(x: 500, y: 350)])
        let up = translator.translate(E.button(SDL_MOUSEBUTTONUP, x: 500, y: 150), at: 0.2)
        #expect(up.map(\.phase) == [.up, .up])
        #expect(up.map(\.id) == [1, 2])
        #expect(translator.simulatedFingers.isEmpty)
    }

    /// Issue 14, item 6: an Alt-drag starting near the view's centre still puts the fingers 60 points apart (they
    /// were a few points apart, so a 50-point drag scaled the view about 5×), on the line through the centre.
    @Test("Alt-drag near the centre starts the fingers at least 60 points apart", arguments: [
        CGPoint(x: 497, y: 250), CGPoint(x: 500, y: 250), CGPoint(x: 510, y: 262),
    ])
    func altMinimumSeparation(pointer: CGPoint) {
        translator.pivotProvider = { _ in CGPoint(x: 500, y: 250) }
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT), at: 0)
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: Int32(pointer.x), y: Int32(pointer.y)), at: 0)
        #expect(down.count == 2)
        guard down.count == 2 else { return }
        let separation = down[0].location.distance(to: down[1].location)
        #expect(abs(separation - 60) < 0.01, "\(separation)")
        if pointer != CGPoint(x: 500, y: 250) {
            let away = CGPoint(x: down[1].location.x - pointer.x, y: down[1].location.y - pointer.y)
            let toCentre = CGPoint(x: 500 - pointer.x, y: 250 - pointer.y)
            #expect(away.x * toCentre.x + away.y * toCentre.y > 0, "the second finger is on the centre's side")
        }
    }

    @Test("Alt+Shift moves both fingers together; Shift mid-drag switches mode without a jump")
    func altShiftParallel() {
        translator.pivotProvider = { _ in CGPoint(x: 500, y: 250) }
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LSHIFT, modifiers: KMOD_LSHIFT), at: 0)
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LSHIFT), at: 0)
        _ = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 400, y: 250), at: 0)
        let moved = translator.translate(E.motion(x: 420, y: 300), at: 0.1)
        #expect(moved.map(\.location) == [CGPoint(x: 420, y: 300), CGPoint(x: 620, y: 300)])
        _ = translator.translate(E.key(SDL_KEYUP, SDLK_LSHIFT, modifiers: KMOD_LALT), at: 0.2)
        let mirrored = translator.translate(E.motion(x: 400, y: 300), at: 0.3)
        #expect(mirrored.map(\.location) == [CGPoint(x: 400, y: 300), CGPoint(x: 640, y: 300)])
    }

    @Test("pressing Alt mid-drag adds the second finger, releasing it lifts it")
    func altMidDrag() {
        translator.pivotProvider = { _ in CGPoint(x: 100, y: 100) }
        _ = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 50, y: 100), at: 0)
        let added = translator.translate(E.key(SDL_KEYDOWN, SDLK_RALT, modifiers: KMOD_RALT), at: 0.1)
        #expect(added == [TouchSample(id: 2, phase: .down, location: CGPoint(x: 150, y: 100), timestamp: 0.1)])
        let lifted = translator.translate(E.key(SDL_KEYUP, SDLK_RALT), at: 0.2)
        #expect(lifted == [TouchSample(id: 2, phase: .up, location: CGPoint(x: 150, y: 100), timestamp: 0.2)])
        #expect(translator.translate(E.motion(x: 60, y: 100), at: 0.3).map(\.id) == [1])
    }

    @Test("a pointer on the pivot still gets two separate fingers")
    func pivotUnderPointer() {
        translator.pivotProvider = { $0 }
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT), at: 0)
        let down = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 300, y: 300), at: 0)
        #expect(down.count == 2)
        #expect(down[0].location.distance(to: down[1].location) >= SimulatedSecondFinger.minimumSeparation)
    }

    @Test("Ctrl+wheel pinches about the pointer and ends after a quiet interval")
    func wheelPinch() throws {
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LCTRL, modifiers: KMOD_LCTRL), at: 0)
        let first = translator.translate(E.wheel(1, x: 300, y: 200), at: 1)
        #expect(first.map(\.phase) == [.down, .down, .move, .move])
        let start = first[0].location.distance(to: first[1].location)
        let afterOne = first[2].location.distance(to: first[3].location)
        #expect(afterOne > start)
        #expect(CGPoint.centroid(of: [first[2].location, first[3].location]) == CGPoint(x: 300, y: 200))
        let second = translator.translate(E.wheel(-2, x: 300, y: 200), at: 1.1)
        #expect(second.map(\.phase) == [.move, .move])
        #expect(second[0].location.distance(to: second[1].location) < afterOne)
        #expect(translator.tick(at: 1.1 + InputTranslator.wheelQuietInterval / 2).isEmpty)
        let end = translator.tick(at: 1.1 + InputTranslator.wheelQuietInterval)
        #expect(end.map(\.phase) == [.up, .up])
        #expect(translator.activeFingers.isEmpty)
    }

    @Test("Shift+wheel rotates both fingers about the pointer at a constant distance")
    func wheelRotate() throws {
        _ = translator.translate(E.key(SDL_KEYDOWN, SDLK_LSHIFT, modifiers: KMOD_LSHIFT), at: 0)
        let samples = translator.translate(E.wheel(2, x: 300, y: 200), at: 1)
        let (a, b) = (samples[2].location, samples[3].location)
        #expect(abs(a.distance(to: b) - 2 * WheelGesture.startRadius) < 1e-9)
        let angle = atan2(b.y - a.y, b.x - a.x)
        #expect(abs(angle - 2 * WheelGesture.anglePerNotch) < 1e-9)
    }

    @Test("the plain wheel does nothing")
    func plainWheel() {
        #expect(translator.translate(E.wheel(1, x: 300, y: 200), at: 0).isEmpty)
    }

    @Test("focus loss, minimising and F9 cancel every active touch",
          arguments: [E.window(SDL_WINDOWEVENT_FOCUS_LOST), E.window(SDL_WINDOWEVENT_MINIMIZED),
                      E.key(SDL_KEYDOWN, SDLK_F9)])
    func interruptionCancels(_ interruption: SDL_Event) {
        _ = translator.translate(E.finger(SDL_FINGERDOWN, finger: 1, x: 0.125, y: 0.125), at: 0)
        _ = translator.translate(E.finger(SDL_FINGERDOWN, finger: 2, x: 0.25, y: 0.25), at: 0)
        let cancels = translator.translate(interruption, at: 0.5)
        #expect(cancels == [TouchSample(id: 1, phase: .cancel, location: CGPoint(x: 125, y: 62.5), timestamp: 0.5,
                                        cancelCause: .interruption),
                            TouchSample(id: 2, phase: .cancel, location: CGPoint(x: 250, y: 125), timestamp: 0.5,
                                        cancelCause: .interruption)])
        #expect(translator.activeFingers.isEmpty)
        #expect(translator.translate(E.finger(SDL_FINGERUP, finger: 1, x: 0.1, y: 0.1), at: 0.6).isEmpty)
    }

    @Test("a second down for a finger already down cancels the stale touch first")
    func repeatedDown() {
        _ = translator.translate(E.finger(SDL_FINGERDOWN, finger: 4, x: 0.1, y: 0.1), at: 0)
        let samples = translator.translate(E.finger(SDL_FINGERDOWN, finger: 4, x: 0.3, y: 0.3), at: 1)
        #expect(samples.map(\.phase) == [.cancel, .down])
        #expect(translator.activeFingers.count == 1)
    }

    @Test("an unplugged device's fingers are cancelled; replayed fingers have no device and stay")
    func unpluggedDevice() {
        _ = translator.translate(E.finger(SDL_FINGERDOWN, touch: 3, finger: 1, x: 0.125, y: 0.125), at: 0)
        _ = translator.translate(E.finger(SDL_FINGERDOWN, touch: SDLInputIDs.replayTouchID, finger: 1, x: 0.2, y: 0.2),
                                 at: 0)
        #expect(translator.touchDevicesPresent([3], at: 0.1).isEmpty)
        let cancels = translator.touchDevicesPresent([], at: 0.2)
        #expect(cancels == [TouchSample(id: 1, phase: .cancel, location: CGPoint(x: 125, y: 62.5), timestamp: 0.2,
                                        cancelCause: .lostDevice)])
        #expect(translator.activeFingers.map(\.source) == [.replay])
    }

    @Test("a mouse button released unseen lifts the finger on the next motion")
    func lostMouseUp() {
        _ = translator.translate(E.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10), at: 0)
        let samples = translator.translate(E.motion(x: 20, y: 10, leftDown: false), at: 0.1)
        #expect(samples.map(\.phase) == [.up])
        #expect(translator.activeFingers.isEmpty)
    }

    @Test("the replay's cancel event cancels the replayed finger")
    func replayCancel() {
        let cancelType = SDL_USEREVENT.rawValue + 3
        let translator = InputTranslator(viewport: SceneViewport(layoutSize: CGSize(width: 100, height: 100)), replayCancelEventType: cancelType)
        _ = translator.translate(E.finger(SDL_FINGERDOWN, touch: SDLInputIDs.replayTouchID, finger: 5, x: 0.5, y: 0.5),
                                 at: 0)
        var event = SDL_Event()
        event.type = cancelType
        event.user.code = 5
        #expect(translator.translate(event, at: 1) == [
            TouchSample(id: 1, phase: .cancel, location: CGPoint(x: 50, y: 50), timestamp: 1, cancelCause: .recording),
        ])
    }
}

extension SDL_Event {
    func withWhich(_ which: UInt32) -> SDL_Event {
        var copy = self
        copy.wheel.which = which
        return copy
    }
}
