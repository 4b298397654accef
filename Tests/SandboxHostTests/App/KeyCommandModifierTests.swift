import CSDL2
import SandboxChrome
@testable import SandboxHost
import TestSupport
import Testing

/// The letter and digit shortcuts are plain keys: held with Ctrl, Alt or Super they are some other program's or the
/// desktop's (Ctrl+A selects all, Super+1 starts a dock's first app), so they do nothing here. Before, Ctrl+A in the
/// Teach scene's name field toggled slow animations. Ctrl+Q, Tab and the function keys are as before.
@MainActor
@Suite("Key commands and modifiers")
struct KeyCommandModifierTests {
    func command(_ key: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE) -> KeyCommand? {
        KeyCommand(SDLEventFactory.key(SDL_KEYDOWN, key, modifiers: modifiers).key)
    }

    @Test(arguments: [KMOD_LCTRL, KMOD_RALT, KMOD_LGUI])
    func lettersAndDigitsWithAModifierAreNotShortcuts(modifier: SDL_Keymod) {
        for key in [SDLK_a, SDLK_s, SDLK_h, SDLK_1, SDLK_7, SDLK_QUESTION] {
            #expect(command(key, modifier) == nil, "\(key) with \(modifier)")
        }
        #expect(command(SDLK_SLASH, SDL_Keymod(rawValue: KMOD_SHIFT.rawValue | modifier.rawValue)) == nil)
    }

    @Test func plainKeysAndTheKeysMeantWithModifiersStillWork() {
        #expect(command(SDLK_a) == .toggleSlowAnimations)
        #expect(command(SDLK_s) == .cycleReplaySpeed)
        #expect(command(SDLK_h) == .toggleHelp)
        #expect(command(SDLK_1) == .selectScene(0))
        #expect(command(SDLK_SLASH, KMOD_LSHIFT) == .toggleHelp)
        #expect(command(SDLK_q, KMOD_LCTRL) == .quit)
        #expect(command(SDLK_TAB, KMOD_LSHIFT) == .previousScene)
        #expect(command(SDLK_F2, KMOD_LCTRL) == .toggleRecognizerPanel)
        #expect(command(SDLK_q) == nil)
    }
}
