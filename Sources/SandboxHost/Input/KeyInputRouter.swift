internal import CSDL2
import GestureKit

/// Sends the keyboard to the window's first responder when it takes text (`KeyInput`, e.g. the Teach scene's name
/// field): typed text (SDL_TEXTINPUT) goes to `insertText`, Backspace to `deleteBackward`, Return to
/// `insertText("\n")`, and Esc ends the editing. Those keys, and the letter keys whose text follows, are then not
/// shortcuts (S, A, H and the digits type); the function keys, Tab and Ctrl+Q still are. Text typed with Ctrl, the
/// left Alt or Super held is dropped.
/// One per session (`SandboxApp.keyInput`), since it remembers the last key's modifiers.
@MainActor
final class KeyInputRouter {
    /// The modifiers of the last key pressed: the text SDL sends after a key press is that key's.
    private var lastKeyModifiers: UInt32 = 0

    /// Whether `event` went to the first responder (and so is not a shortcut or finger input).
    func route(_ event: SDL_Event, to window: Window) -> Bool {
        guard let responder = window.firstResponder, let input = responder as? KeyInput else { return false }
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            // Text that follows a key pressed with Ctrl, the left Alt or Super belongs to a shortcut (X11 sends "2"
            // for Alt+2); AltGr, the right Alt on many layouts, types characters. SDL's own modifier state is
            // already the state after the whole batch of events (a quick Alt+2 has let go of Alt by then).
            guard lastKeyModifiers & (KMOD_CTRL.rawValue | KMOD_LALT.rawValue | KMOD_GUI.rawValue) == 0 else {
                return true
            }
            var text = event.text.text
            let typed = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            input.insertText(typed)
            return true
        case SDL_KEYDOWN.rawValue:
            let key = event.key.keysym.sym
            let modifiers = UInt32(event.key.keysym.mod)
            lastKeyModifiers = modifiers
            switch key {
            case Int32(SDLK_BACKSPACE.rawValue): input.deleteBackward()
            case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): input.insertText("\n")
            case Int32(SDLK_ESCAPE.rawValue): responder.resignFirstResponder()
            case Int32(SDLK_TAB.rawValue): return false
            case 0x20..<0x7F where modifiers & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) == 0: break
            default: return false
            }
            return true
        case SDL_KEYUP.rawValue:
            return false
        default:
            return false
        }
    }
}
