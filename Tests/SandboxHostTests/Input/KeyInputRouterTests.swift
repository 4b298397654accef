import CSDL2
import Foundation
import GestureKit
import SandboxScenes
@testable import SandboxHost
import TestSupport
import Testing

/// The keyboard as SDL gives it to a first responder that takes text (the Teach scene's name field): typed text goes
/// in, Backspace deletes, Return commits, Esc ends the editing, and the letter keys under it are not shortcuts; F-keys
/// and Tab still are. Text that comes with Ctrl, left Alt or Super held is not typed: X11 sends "2" for Alt+2,
/// which was typed into the name (AltGr, which types characters on many layouts, is the right Alt and still types).
@MainActor
@Suite("Key input routing", .serialized)
struct KeyInputRouterTests {
    let router = KeyInputRouter()

    func text(_ typed: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (index, byte) in typed.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        return event
    }

    func editingField() throws -> (Window, NameFieldView) {
        try SDLSystem.start()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let field = NameFieldView(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        field.beginEditing()
        #expect(window.firstResponder === field)
        return (window, field)
    }

    @Test func typingEditingAndTheKeysThatStayShortcuts() throws {
        let (window, field) = try editingField()
        #expect(router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_l), to: window))
        #expect(router.route(text("lasso"), to: window))
        #expect(router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_a), to: window), "A types; it is not a shortcut")
        #expect(router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_BACKSPACE), to: window))
        #expect(field.draft == "lass")
        #expect(!router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_F2), to: window))
        #expect(!router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_TAB), to: window))
        #expect(!router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_q, modifiers: KMOD_LCTRL), to: window))
        var committed: String?
        field.onCommit = { committed = $0 }
        #expect(router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_RETURN), to: window))
        #expect(committed == "lass" && window.firstResponder == nil)
        #expect(!router.route(text("x"), to: window), "no first responder: nothing is routed")
    }

    /// As X11 sends a quick Alt+2: the key press with its modifier, then the text, both read in one batch.
    @Test(arguments: [KMOD_LCTRL, KMOD_LALT, KMOD_LGUI])
    func textWithAModifierHeldIsNotTyped(modifier: SDL_Keymod) throws {
        let (window, field) = try editingField()
        _ = router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_2, modifiers: modifier), to: window)
        #expect(router.route(text("2"), to: window))
        #expect(field.draft == "", "\(modifier)")
        #expect(router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_q, modifiers: KMOD_RALT), to: window))
        #expect(router.route(text("@"), to: window))
        #expect(field.draft == "@", "AltGr types")
        #expect(router.route(SDLEventFactory.key(SDL_KEYDOWN, SDLK_2), to: window))
        #expect(router.route(text("2"), to: window))
        #expect(field.draft == "@2")
    }
}
