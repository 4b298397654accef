internal import CSDL2
internal import CSDL2TTF
internal import CSDL2Image
import SandboxSession

/// Process-wide SDL start-up: hints first (SDL reads them at init), then SDL video + events, SDL_ttf and SDL_image.
@MainActor
public enum SDLSystem {
    /// The driver SDL actually started with, once `start` has run (SDL's own state: SDL is one per process).
    public static var videoDriverName: String? {
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return nil }
        return SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
    }

    /// Starts SDL once; later calls return at once. Sets `SDL_FRAMEBUFFER_ACCELERATION=0` so a software renderer
    /// presents straight to the window (about twice the frame rate and 100 MB less than via an OpenGL texture),
    /// except on Wayland, where SDL 2 has no other way to show a software frame. The driver named here wins over
    /// `SDL_VIDEODRIVER` (`.automatic` and `VideoSessionChoice` start from it).
    public static func start(videoDriver: SDLVideoDriver = .automatic) throws {
        guard videoDriverName == nil else { return }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // Opaque windows: a compositor must not blend what is under the window through anti-aliased edges.
        SDL_SetHint(SDL_HINT_VIDEO_EGL_ALLOW_TRANSPARENCY, "0")
        if let driver = videoDriver.hintValue() { SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE) }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError.last("SDL_Init") }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, driver == "wayland" ? "1" : "0")
        guard TTF_Init() == 0 else { SDL_Quit(); throw SDLError.last("TTF_Init") }
        let pngFlag = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(pngFlag) & pngFlag == pngFlag else { TTF_Quit(); SDL_Quit(); throw SDLError.last("IMG_Init") }
    }

    /// The video drivers this SDL was built with (`x11`, `wayland`, `offscreen`, …); asked before `SDL_Init`.
    public static var videoDrivers: [String] {
        (0..<max(SDL_GetNumVideoDrivers(), 0)).compactMap { SDL_GetVideoDriver($0).map { String(cString: $0) } }
    }

    /// Hints that shape input and drawing, with their values where set (by the app or the environment); the two
    /// that make SDL synthesise mouse events from touches and the other way round are listed even when unset.
    public static func hintsInForce() -> [(name: String, value: String)] {
        let names = [SDL_HINT_VIDEODRIVER, SDL_HINT_RENDER_DRIVER, SDL_HINT_FRAMEBUFFER_ACCELERATION,
                     SDL_HINT_RENDER_SCALE_QUALITY, SDL_HINT_RENDER_VSYNC, SDL_HINT_TOUCH_MOUSE_EVENTS,
                     SDL_HINT_MOUSE_TOUCH_EVENTS, SDL_HINT_VIDEO_X11_XRANDR, SDL_HINT_VIDEO_ALLOW_SCREENSAVER]
        let alwaysShown: Set<String> = [SDL_HINT_TOUCH_MOUSE_EVENTS, SDL_HINT_MOUSE_TOUCH_EVENTS]
        return names.compactMap { name in
            if let value = SDL_GetHint(name).map({ String(cString: $0) }), !value.isEmpty { return (name, value) }
            return alwaysShown.contains(name) ? (name, "default") : nil
        }
    }

    /// SDL's linked version, `2.26.5`.
    public static var linkedVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }

    /// Shuts SDL down; only after every window, renderer and texture is gone.
    public static func stop() {
        guard videoDriverName != nil else { return }
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }
}
