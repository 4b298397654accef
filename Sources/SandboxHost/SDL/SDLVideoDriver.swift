import Foundation

/// Which SDL video driver to start: the desktop's, or a headless one so the app and its tests run with no display.
public enum SDLVideoDriver: Equatable, Sendable {
    /// `SDL_VIDEODRIVER` if set; otherwise SDL's choice when a display exists (`DISPLAY` / `WAYLAND_DISPLAY`),
    /// else `offscreen`.
    case automatic
    /// Renders into memory with no X server; software-renderer pixels match x11 exactly.
    case offscreen
    /// SDL's do-nothing driver: windows exist but nothing is shown.
    case dummy
    /// A named SDL driver such as `x11` or `wayland`.
    case named(String)

    /// The hint value for `SDL_HINT_VIDEODRIVER`, or nil to let SDL choose.
    func hintValue(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        switch self {
        case .offscreen: return "offscreen"
        case .dummy: return "dummy"
        case .named(let name): return name
        case .automatic:
            if let explicit = environment["SDL_VIDEODRIVER"], !explicit.isEmpty { return explicit }
            let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]]
                .contains { !($0 ?? "").isEmpty }
            return hasDisplay ? nil : "offscreen"
        }
    }
}
