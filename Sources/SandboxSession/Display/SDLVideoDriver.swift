import Foundation

/// Which SDL video driver to start: the desktop's, or a headless one so the app and its tests run with no display.
public enum SDLVideoDriver: Equatable, Sendable {
    /// `SDL_VIDEODRIVER` if set; `x11` when only `DISPLAY` is set and `wayland` when only `WAYLAND_DISPLAY` is (so
    /// a display that isn't there is an error, not a silent fall-through to another driver with no window);
    /// `wayland,x11` when both are (SDL 2 alone would pick XWayland, drawn at 1× on a scaled desktop; SDL tries the
    /// list in order); else `offscreen`.
    case automatic
    /// Renders into memory with no X server; software-renderer pixels match x11 exactly.
    case offscreen
    /// SDL's do-nothing driver: windows exist but nothing is shown.
    case dummy
    /// A named SDL driver such as `x11` or `wayland`.
    case named(String)

    /// The hint value for `SDL_HINT_VIDEODRIVER` (a comma-separated list is tried in order, SDL 2.0.22 and later), or
    /// nil to let SDL choose.
    package func hintValue(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        switch self {
        case .offscreen: return "offscreen"
        case .dummy: return "dummy"
        case .named(let name): return name
        case .automatic:
            if let explicit = environment["SDL_VIDEODRIVER"], !explicit.isEmpty { return explicit }
            let x11 = !(environment["DISPLAY"] ?? "").isEmpty
            let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            switch (x11, wayland) {
            case (true, false): return "x11"
            case (false, true): return "wayland"
            case (true, true): return "wayland,x11"
            case (false, false): return "offscreen"
            }
        }
    }
}
