internal import CSDL2

/// An SDL window, so a window handle can't be passed where a renderer is expected; destroyed with the object.
public final class SDLWindow {
    let handle: OpaquePointer

    /// Creates a window centred on the screen. `hidden` windows are for headless tests and offscreen rendering.
    /// A `fullscreen` window is made at the desktop's size in the screen's corner, not only flagged fullscreen: on an
    /// X server with no window manager nobody honours the flag, and the window would stay at `width`×`height`.
    public init(title: String, width: Int, height: Int, resizable: Bool = true, hidden: Bool = false,
                fullscreen: Bool = false) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        var x = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK), y = x
        var width = Int32(width), height = Int32(height)
        var desktop = SDL_DisplayMode()
        if fullscreen, SDL_GetDesktopDisplayMode(0, &desktop) == 0, desktop.w > 0, desktop.h > 0 {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue | SDL_WINDOW_BORDERLESS.rawValue
            (x, y, width, height) = (0, 0, desktop.w, desktop.h)
        }
        guard let window = SDL_CreateWindow(title, x, y, width, height, flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        handle = window
    }

    deinit { SDL_DestroyWindow(handle) }

    /// The id finger, mouse and window events carry in `windowID`.
    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// The size in points (what touch coordinates are normalised to); the renderer's output may be larger on HiDPI.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// The smallest size the window manager is asked to let the user make the window, in window units: a hint, which
    /// a tiling window manager ignores.
    public var minimumSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowMinimumSize(handle, &width, &height)
            return (Int(width), Int(height))
        }
        set { SDL_SetWindowMinimumSize(handle, Int32(newValue.width), Int32(newValue.height)) }
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }
}
