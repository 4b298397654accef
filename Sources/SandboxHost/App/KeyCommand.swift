internal import CSDL2

/// The app's keyboard shortcuts (F9, the interruption, belongs to the input translator).
enum KeyCommand: Equatable {
    /// 1–9: the scene at that position.
    case selectScene(Int)
    /// Tab / Shift+Tab.
    case nextScene, previousScene
    /// F1, F2, F3, F6.
    case toggleTouchOverlay, toggleRecognizerPanel, toggleFrameStats, toggleTuningPanel

    init?(_ event: SDL_KeyboardEvent) {
        guard event.type == SDL_KEYDOWN.rawValue, event.repeat == 0 else { return nil }
        let key = event.keysym.sym
        switch key {
        case Int32(SDLK_1.rawValue)...Int32(SDLK_9.rawValue): self = .selectScene(Int(key - Int32(SDLK_1.rawValue)))
        case Int32(SDLK_TAB.rawValue):
            self = UInt32(event.keysym.mod) & KMOD_SHIFT.rawValue != 0 ? .previousScene : .nextScene
        case Int32(SDLK_F1.rawValue): self = .toggleTouchOverlay
        case Int32(SDLK_F2.rawValue): self = .toggleRecognizerPanel
        case Int32(SDLK_F3.rawValue): self = .toggleFrameStats
        case Int32(SDLK_F6.rawValue): self = .toggleTuningPanel
        default: return nil
        }
    }
}
