import Foundation
@testable import SandboxHost
@testable import SandboxFormats
import Testing
@testable import SandboxSession

/// The decisions before SDL starts, on made-up environments and compositors.
@Suite("Display choices")
struct DisplayChoiceTests {
    static let drivers = ["x11", "wayland", "KMSDRM", "offscreen", "dummy"]
    static let seated = WaylandProbe(globals: WaylandProbe.requiredGlobals, seatCapabilities: ["pointer", "keyboard"],
                                     failure: nil)
    static let seatless = WaylandProbe(globals: ["wl_compositor", "wl_shm", "wl_output", "xdg_wm_base"],
                                       seatCapabilities: nil, failure: nil).checked()

    @Test("a seatless compositor is refused with SDL's reason, and any other missing global named")
    func probeVerdicts() {
        #expect(Self.seatless.failure == .missing(["wl_seat"]))
        #expect(Self.seatless.problem == "has no seat (no pointer, keyboard or touch; SDL 2 crashes on it)")
        #expect(Self.seated.checked().isUsable)
        #expect(Self.seated.summary == "seat: pointer keyboard; 5 globals")
        let bare = WaylandProbe(globals: ["wl_compositor", "wl_seat"], seatCapabilities: [], failure: nil).checked()
        #expect(bare.problem == "lacks wl_shm, wl_output, xdg_wm_base (SDL 2 needs them)")
        #expect(WaylandProbe.capabilityNames(7) == ["pointer", "keyboard", "touch"])
    }

    @Test("the probe says why it could not connect, without libwayland's own line")
    func probeFailures() {
        let missing = WaylandProbe.run(display: "gs-no-such-socket-\(UUID().uuidString)",
                                       environment: ["XDG_RUNTIME_DIR": NSTemporaryDirectory()])
        #expect(missing.failure == .cannotConnect(reason: "no such file or directory"))
        #expect(WaylandProbe.run(display: "wayland-0", environment: [:]).failure
                == .cannotConnect(reason: "XDG_RUNTIME_DIR is not set"))
    }

    @Test("native Wayland when the compositor is usable, with X11 listed after it when DISPLAY is set")
    func waylandFirst() throws {
        var names: [String?] = []
        let only = try VideoSessionChoice.choose(environment: ["WAYLAND_DISPLAY": "wl-1"], drivers: Self.drivers) {
            names.append($0); return Self.seated
        }
        #expect(only == VideoSessionChoice(driverList: "wayland", wayland: Self.seated))
        let both = try VideoSessionChoice.choose(environment: ["WAYLAND_DISPLAY": "wl-1", "DISPLAY": ":0"],
                                                 drivers: Self.drivers) { _ in Self.seated }
        #expect(both.driverList == "wayland,x11")
        #expect(names == ["wl-1"])
        let x11 = try VideoSessionChoice.choose(environment: ["DISPLAY": ":0"], drivers: Self.drivers) { _ in
            Issue.record("no compositor to look at"); return Self.seated
        }
        #expect(x11 == VideoSessionChoice(driverList: "x11"))
    }

    @Test("an unusable compositor: X11 with a note when DISPLAY is set, else the one line")
    func fallbacks() throws {
        let choice = try VideoSessionChoice.choose(environment: ["WAYLAND_DISPLAY": "wl-1", "DISPLAY": ":3"],
                                                   drivers: Self.drivers) { _ in Self.seatless }
        #expect(choice.driverList == "x11")
        #expect(choice.notes == ["Wayland display wl-1 has no seat (no pointer, keyboard or touch; SDL 2 crashes on it): "
                                 + "using X11 (DISPLAY=:3) instead"])
        #expect(throws: SandboxError("Wayland display wl-1 has no seat (no pointer, keyboard or touch; SDL 2 crashes on it): "
                                     + "set DISPLAY to use X11, or use --headless")) {
            try VideoSessionChoice.choose(environment: ["WAYLAND_DISPLAY": "wl-1"], drivers: Self.drivers) { _ in Self.seatless }
        }
        let explicit = try VideoSessionChoice.choose(environment: ["SDL_VIDEODRIVER": "wayland,x11", "WAYLAND_DISPLAY": "w"],
                                                     drivers: Self.drivers) { _ in Self.seatless }
        #expect(explicit.driverList == "x11")
    }

    @Test("SDL_VIDEODRIVER is honoured when SDL has it (any case), refused in one line when not")
    func explicitDriver() throws {
        #expect(try VideoSessionChoice.choose(environment: ["SDL_VIDEODRIVER": "kmsdrm"], drivers: Self.drivers).driverList
                == "kmsdrm")
        #expect(throws: SandboxError("SDL_VIDEODRIVER=nonsense names no video driver SDL has here "
                                     + "(x11, wayland, KMSDRM, offscreen, dummy): unset it or name one of them")) {
            try VideoSessionChoice.choose(environment: ["SDL_VIDEODRIVER": "nonsense"], drivers: Self.drivers)
        }
    }

    @Test("X11 scale: --scale wins, then GDK_SCALE, then Xft.dpi / 96 to the quarter; Wayland's is the compositor's")
    func scales() {
        let resources = "Xft.antialias:\t1\nXft.dpi:\t192\n"
        func resolve(_ driver: String, _ requested: Double?, _ environment: [String: String], _ database: String?) -> DisplayScale {
            DisplayScale.resolve(videoDriver: driver, requested: requested, environment: environment) { database }
        }
        #expect(resolve("x11", 1.5, ["GDK_SCALE": "2"], resources) == DisplayScale(factor: 1.5, source: "--scale"))
        #expect(resolve("x11", nil, ["GDK_SCALE": "2"], "Xft.dpi: 96") == DisplayScale(factor: 2, source: "GDK_SCALE=2"))
        #expect(resolve("x11", nil, [:], resources) == DisplayScale(factor: 2, source: "Xft.dpi 192"))
        #expect(resolve("x11", nil, [:], "Xft.dpi: 144") == DisplayScale(factor: 1.5, source: "Xft.dpi 144"))
        #expect(resolve("x11", nil, [:], "Xft.dpi: 100") == DisplayScale(factor: 1, source: "Xft.dpi 100"))
        #expect(resolve("x11", nil, ["GDK_SCALE": "nonsense"], nil) == DisplayScale(factor: 1, source: "default"))
        #expect(resolve("wayland", 2, ["GDK_SCALE": "2"], resources) == DisplayScale(factor: 1, source: "compositor"))
        #expect(resolve("offscreen", 2, [:], resources) == DisplayScale(factor: 2, source: "--scale"))
        #expect(resolve("offscreen", nil, ["GDK_SCALE": "2"], resources) == DisplayScale(factor: 1, source: "default"))
        #expect(XResources.value("Xft.dpi", in: "Xft.dpi: 96\nXft.dpiX: 1\nXft.dpi:\t120") == "120")
    }
}
