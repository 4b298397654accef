import CSDL2
import Foundation

/// Builds SDL events as devices deliver them, so translator and window tests feed exactly what SDL would (the host's
/// tests, the scenes' that need the host among them).
enum SDLEventFactory {
    static func finger(_ type: SDL_EventType, touch: Int64 = 7, finger: Int64, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        return event
    }

    static func button(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0,
                       button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        return event
    }

    static func motion(x: Int32, y: Int32, leftDown: Bool = true, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = which
        event.motion.state = leftDown ? 1 : 0
        event.motion.x = x
        event.motion.y = y
        return event
    }

    static func wheel(_ notches: Float, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.y = Int32(notches)
        event.wheel.preciseY = notches
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        return event
    }

    static func key(_ type: SDL_EventType, _ key: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.keysym.sym = Int32(key.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        return event
    }

    static func window(_ kind: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(kind.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }
}
