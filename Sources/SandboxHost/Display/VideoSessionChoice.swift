import Foundation
import SandboxFormats

/// Which SDL video driver a windowed run starts, decided before `SDL_Init` from the environment and from what the
/// Wayland compositor offers (`WaylandProbe`), so no environment ends in a crash inside SDL or a silent wrong choice:
///
/// - `WAYLAND_DISPLAY` set and the compositor usable: native Wayland (`wayland,x11` with `DISPLAY` too, so SDL still
///   has X11 if its Wayland driver refuses); sharp at the desktop's scale, which XWayland would draw at 1×.
/// - The compositor unusable (no seat, dead socket, no answer): X11 with a note when `DISPLAY` is set, else one line
///   saying what is wrong and what to set.
/// - `SDL_VIDEODRIVER` set: honoured when it names drivers SDL has; `wayland` in it is checked the same way.
public struct VideoSessionChoice: Equatable, Sendable {
    /// The value for `SDL_HINT_VIDEODRIVER` (a comma-separated list SDL tries in order).
    public var driverList: String
    /// Lines for standard error (as `note: …`) and for F5: why X11 was chosen over a Wayland display, say.
    public var notes: [String]
    /// What the compositor offered, when one was looked at.
    public var wayland: WaylandProbe?

    public init(driverList: String, notes: [String] = [], wayland: WaylandProbe? = nil) {
        self.driverList = driverList
        self.notes = notes
        self.wayland = wayland
    }

    /// The choice for a windowed run. `drivers`: the video drivers this SDL was built with (`SDLSystem.videoDrivers`);
    /// `probe` looks at a Wayland display (nil: `WAYLAND_DISPLAY` or SDL's default, `wayland-0`).
    public static func choose(environment: [String: String], drivers: [String],
                              probe: (String?) -> WaylandProbe = { WaylandProbe.run(display: $0) }) throws -> VideoSessionChoice {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let waylandName = value("WAYLAND_DISPLAY"), x11Name = value("DISPLAY")
        let shownWayland = "Wayland display \(waylandName ?? "wayland-0")"
        if let explicit = value("SDL_VIDEODRIVER") {
            let asked = explicit.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                .filter { !$0.isEmpty }
            let unknown = asked.filter { name in !drivers.contains { $0.lowercased() == name } }
            guard unknown.isEmpty, !asked.isEmpty else {
                throw SandboxError("SDL_VIDEODRIVER=\(explicit) names no video driver SDL has here "
                                   + "(\(drivers.joined(separator: ", "))): unset it or name one of them")
            }
            guard asked.contains("wayland") else { return VideoSessionChoice(driverList: asked.joined(separator: ",")) }
            let found = probe(waylandName)
            if found.isUsable { return VideoSessionChoice(driverList: asked.joined(separator: ","), wayland: found) }
            let rest = asked.filter { $0 != "wayland" }
            let fallback = rest.isEmpty && x11Name != nil ? ["x11"] : rest
            guard !fallback.isEmpty else {
                throw SandboxError("\(shownWayland) \(found.problem ?? ""): set DISPLAY to use X11, "
                                   + "or use --headless")
            }
            return VideoSessionChoice(driverList: fallback.joined(separator: ","),
                                      notes: ["\(shownWayland) \(found.problem ?? ""): using \(fallback.joined(separator: ", ")) instead"],
                                      wayland: found)
        }
        switch (waylandName, x11Name) {
        case (nil, nil):
            throw SandboxError("no display: use --headless or set SDL_VIDEODRIVER")
        case (nil, _?):
            return VideoSessionChoice(driverList: "x11")
        case (let name?, let x11):
            let found = probe(name)
            if found.isUsable { return VideoSessionChoice(driverList: x11 == nil ? "wayland" : "wayland,x11", wayland: found) }
            guard let x11 else {
                throw SandboxError("\(shownWayland) \(found.problem ?? ""): set DISPLAY to use X11, "
                                   + "or use --headless")
            }
            return VideoSessionChoice(driverList: "x11",
                                      notes: ["\(shownWayland) \(found.problem ?? ""): using X11 (DISPLAY=\(x11)) instead"],
                                      wayland: found)
        }
    }
}
