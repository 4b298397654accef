import Testing
@testable import SandboxSession

/// The automatic driver picks the one display that is set, so a display that isn't there fails instead of SDL
/// falling through to a driver with no window.
@Suite struct SDLVideoDriverTests {
    @Test func theDisplayThatIsSetPicksItsDriver() {
        #expect(SDLVideoDriver.automatic.hintValue(environment: ["DISPLAY": ":0"]) == "x11")
        #expect(SDLVideoDriver.automatic.hintValue(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland")
        // Both set (a Wayland desktop with XWayland): Wayland first, for its scale factor; X11 if it won't start.
        #expect(SDLVideoDriver.automatic.hintValue(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"])
                == "wayland,x11")
        #expect(SDLVideoDriver.automatic.hintValue(environment: [:]) == "offscreen")
        #expect(SDLVideoDriver.automatic.hintValue(environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "kmsdrm"]) == "kmsdrm")
    }
}
