internal import CSDL2

import SandboxChrome

extension KeyCommand {
    /// The command an SDL key press means; nil for other keys and for repeats of keys that don't repeat.
    init?(_ event: SDL_KeyboardEvent) {
        guard event.type == SDL_KEYDOWN.rawValue else { return nil }
        let key = event.keysym.sym
        // Held keys repeat only for stepping and scrolling.
        let repeating = [SDLK_RIGHT, SDLK_PAGEUP, SDLK_PAGEDOWN, SDLK_UP, SDLK_DOWN].map { Int32($0.rawValue) }
        if event.repeat != 0, !repeating.contains(key) {
            return nil
        }
        // Letters and digits held with Ctrl, Alt or Super are another program's or the desktop's (Ctrl+A in the
        // name field, Super+1), not these shortcuts; only Ctrl+Q is meant with a modifier.
        let held = UInt32(event.keysym.mod) & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue)
        if held != 0, (0x20..<0x7F).contains(key), key != Int32(SDLK_q.rawValue) {
            return nil
        }
        switch key {
        case Int32(SDLK_1.rawValue)...Int32(SDLK_9.rawValue): self = .selectScene(Int(key - Int32(SDLK_1.rawValue)))
        case Int32(SDLK_TAB.rawValue):
            self = UInt32(event.keysym.mod) & KMOD_SHIFT.rawValue != 0 ? .previousScene : .nextScene
        case Int32(SDLK_F1.rawValue): self = .toggleTouchOverlay
        case Int32(SDLK_F2.rawValue): self = .toggleRecognizerPanel
        case Int32(SDLK_F3.rawValue): self = .toggleFrameStats
        case Int32(SDLK_F4.rawValue): self = .toggleTimeline
        case Int32(SDLK_PAGEUP.rawValue): self = .scrollInspector(5)
        case Int32(SDLK_PAGEDOWN.rawValue): self = .scrollInspector(-5)
        case Int32(SDLK_UP.rawValue): self = .scrollLines(1)
        case Int32(SDLK_DOWN.rawValue): self = .scrollLines(-1)
        case Int32(SDLK_SPACE.rawValue): self = .togglePause
        case Int32(SDLK_RIGHT.rawValue): self = .stepFrame
        case Int32(SDLK_q.rawValue) where UInt32(event.keysym.mod) & KMOD_CTRL.rawValue != 0: self = .quit
        case Int32(SDLK_ESCAPE.rawValue): self = .escape
        case Int32(SDLK_h.rawValue), Int32(SDLK_QUESTION.rawValue): self = .toggleHelp
        case Int32(SDLK_SLASH.rawValue) where UInt32(event.keysym.mod) & KMOD_SHIFT.rawValue != 0: self = .toggleHelp
        case Int32(SDLK_s.rawValue): self = .cycleReplaySpeed
        case Int32(SDLK_a.rawValue): self = .toggleSlowAnimations
        case Int32(SDLK_v.rawValue): self = .saveVideo
        case Int32(SDLK_F5.rawValue): self = .toggleInputHealth
        case Int32(SDLK_F6.rawValue): self = .toggleTuningPanel
        case Int32(SDLK_F7.rawValue): self = .functionKey(7)
        case Int32(SDLK_F8.rawValue): self = .functionKey(8)
        case Int32(SDLK_F10.rawValue)...Int32(SDLK_F12.rawValue): self = .functionKey(Int(key - Int32(SDLK_F10.rawValue)) + 10)
        default: return nil
        }
    }
}
