import Foundation
import SandboxChrome
import SandboxFormats
import SandboxSession

/// SDL started on the right video driver, with a window and a renderer that came up: everything a run needs from
/// the desktop, opened in one call before the app draws (see `VideoSessionChoice`, `RendererChoice`,
/// `DisplayScale`). Headless runs get the offscreen driver and the software renderer.
@MainActor
struct DisplaySession {
    let window: SDLWindow
    let renderer: SDLRenderer
    /// The driver SDL started with (`wayland`, `x11`, `offscreen`).
    let videoDriver: String
    /// How the renderer was chosen, for F5 (`RendererChoice.description`).
    let rendererDescription: String
    /// Layout points to SDL window units.
    let scale: DisplayScale
    /// What the choices were and why, for F5 and `--verbose` (and on standard error when they fell back).
    let notes: [String]

    /// `size` is in points. Each failure is one `SandboxError` naming the fix.
    static func open(options: SandboxOptions, size: CGSize, environment: [String: String]) throws -> DisplaySession {
        if options.headless {
            do {
                try SDLSystem.start(videoDriver: .offscreen)
                let scale = DisplayScale.resolve(videoDriver: "offscreen", requested: options.scale,
                                                 environment: environment)
                let window = try SDLWindow(title: "Gesture Sandbox", width: Int((size.width * scale.factor).rounded()),
                                           height: Int((size.height * scale.factor).rounded()), hidden: true)
                let renderer = try SDLRenderer(window: window, kind: .software)
                return DisplaySession(window: window, renderer: renderer, videoDriver: "offscreen",
                                      rendererDescription: "software", scale: scale, notes: [])
            } catch {
                throw SandboxError("can't start SDL offscreen: \(error)")
            }
        }
        let choice = try VideoSessionChoice.choose(environment: environment, drivers: SDLSystem.videoDrivers)
        for note in choice.notes { ErrorLine.write("note: \(note)") }
        do {
            return try open(choice: choice, options: options, size: size, environment: environment)
        } catch let error as SandboxError where choice.driverList.hasPrefix("wayland") && environment["DISPLAY"]?.isEmpty == false {
            // SDL's Wayland driver came up but could not draw (no EGL): X11 can, through XWayland.
            SDLSystem.stop()
            let note = "Wayland: \(error.message): using X11 (DISPLAY=\(environment["DISPLAY"] ?? "")) instead"
            ErrorLine.write("note: \(note)")
            let fallback = VideoSessionChoice(driverList: "x11", notes: choice.notes + [note], wayland: choice.wayland)
            return try open(choice: fallback, options: options, size: size, environment: environment)
        }
    }

    private static func open(choice: VideoSessionChoice, options: SandboxOptions, size: CGSize,
                             environment: [String: String]) throws -> DisplaySession {
        let window: SDLWindow, driver: String, scale: DisplayScale
        do {
            try SDLSystem.start(videoDriver: .named(choice.driverList))
            driver = SDLSystem.videoDriverName ?? "unknown"
            scale = DisplayScale.resolve(videoDriver: driver, requested: options.scale, environment: environment)
            window = try SDLWindow(title: "Gesture Sandbox", width: Int((size.width * scale.factor).rounded()),
                                   height: Int((size.height * scale.factor).rounded()),
                                   fullscreen: options.fullscreen)
            // Smaller than the app is made for, the window is zoomed down to fit (`NarrowWindow`); the hint keeps a
            // floating window from being dragged smaller than is readable, but no smaller than `--size` asked for:
            // SDL enlarges a window to its minimum at once.
            let smallest = NarrowWindow.smallestWindow
            window.minimumSize = (Int((min(smallest.width, size.width) * scale.factor).rounded()),
                                  Int((min(smallest.height, size.height) * scale.factor).rounded()))
        } catch {
            SDLSystem.stop()
            // Named for the driver that failed: after a fallback to X11 it is DISPLAY's server, not the compositor.
            let wayland = choice.driverList.hasPrefix("wayland") ? environment["WAYLAND_DISPLAY"] : nil
            let display = wayland.flatMap { $0.isEmpty ? nil : "Wayland display \($0)" }
                ?? environment["DISPLAY"].map { "display at \($0)" } ?? "display"
            throw SandboxError("no \(display) (\(error)): use --headless, or set DISPLAY or SDL_VIDEODRIVER")
        }
        let vsync = options.vsync
        let chosen = try RendererChoice.make(window: window, videoDriver: driver, vsync: vsync, environment: environment)
        var notes = choice.notes
        if let wayland = choice.wayland, driver == "wayland" { notes.append("Wayland compositor: \(wayland.summary)") }
        if options.scale != nil, driver == "wayland" {
            notes.append("--scale is not used on Wayland: the compositor's scale is")
        }
        return DisplaySession(window: window, renderer: chosen.renderer, videoDriver: driver,
                              rendererDescription: chosen.description, scale: scale, notes: notes)
    }
}
