internal import CWaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// What a Wayland compositor offers, asked through libwayland-client before `SDL_Init`: SDL 2.26's Wayland driver
/// dies of SIGSEGV inside `SDL_Init` on a compositor with no seat (weston's headless backend), before the app could
/// say anything, so the app looks first and chooses X11 or a clear error instead.
public struct WaylandProbe: Equatable, Sendable {
    /// Why the compositor can't be used, for the one line the app prints.
    public enum Failure: Equatable, Sendable {
        /// `wl_display_connect` failed: no socket, a dead one, or no XDG_RUNTIME_DIR for a relative name.
        case cannotConnect(reason: String)
        /// The connection broke while the globals were being listed.
        case connectionLost(reason: String)
        /// Connected, but no answer within the timeout (a stopped or wedged compositor).
        case noAnswer(seconds: Double)
        /// Globals SDL's Wayland driver needs are missing (`wl_seat` on a compositor with no input devices).
        case missing([String])
    }

    /// The globals SDL 2's Wayland driver needs to start without crashing and to show a window.
    public static let requiredGlobals = ["wl_compositor", "wl_shm", "wl_seat", "wl_output", "xdg_wm_base"]

    /// The compositor's global interfaces, in the order it announced them.
    public var globals: [String]
    /// What the first seat has (`pointer`, `keyboard`, `touch`); nil with no seat.
    public var seatCapabilities: [String]?
    public var failure: Failure?

    public init(globals: [String], seatCapabilities: [String]?, failure: Failure?) {
        self.globals = globals
        self.seatCapabilities = seatCapabilities
        self.failure = failure
    }

    /// Connects to `display` (nil: `WAYLAND_DISPLAY` as SDL reads it, in `XDG_RUNTIME_DIR` unless absolute), lists
    /// its globals and the first seat's capabilities, and disconnects; at most `timeout` seconds.
    public static func run(display: String? = nil, timeout: Double = 3) -> WaylandProbe {
        let milliseconds = Int32(max(1, min(timeout * 1000, 60_000)))
        var result = display.map { name in name.withCString { gs_wayland_probe($0, milliseconds) } }
            ?? gs_wayland_probe(nil, milliseconds)
        let globals = withUnsafeBytes(of: &result.globals) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }.split(separator: " ").map(String.init)
        let text = result.errno_value == 0 ? "no reason given" : String(cString: strerror(result.errno_value))
        let reason = text.prefix(1).lowercased() + text.dropFirst()
        switch result.status {
        case 1: return WaylandProbe(globals: [], seatCapabilities: nil, failure: .cannotConnect(reason: reason))
        case 2: return WaylandProbe(globals: globals, seatCapabilities: nil, failure: .connectionLost(reason: reason))
        case 3: return WaylandProbe(globals: globals, seatCapabilities: nil, failure: .noAnswer(seconds: timeout))
        default:
            let capabilities = result.seat_capabilities < 0 ? nil : Self.capabilityNames(UInt32(result.seat_capabilities))
            return WaylandProbe(globals: globals, seatCapabilities: capabilities, failure: nil).checked()
        }
    }

    /// This answer with `missing` set when a required global is absent.
    func checked() -> WaylandProbe {
        let missing = Self.requiredGlobals.filter { !globals.contains($0) }
        guard !missing.isEmpty else { return self }
        var copy = self
        copy.failure = .missing(missing)
        return copy
    }

    static func capabilityNames(_ bits: UInt32) -> [String] {
        [(WL_SEAT_CAPABILITY_POINTER.rawValue, "pointer"), (WL_SEAT_CAPABILITY_KEYBOARD.rawValue, "keyboard"),
         (WL_SEAT_CAPABILITY_TOUCH.rawValue, "touch")].compactMap { bits & $0.0 != 0 ? $0.1 : nil }
    }

    /// Whether SDL can start on this compositor.
    public var isUsable: Bool { failure == nil }

    /// What is wrong, as a phrase after "Wayland display NAME": `has no seat (no input devices)`.
    public var problem: String? {
        switch failure {
        case nil: return nil
        case .cannotConnect(let reason): return "can't be reached (\(reason))"
        case .connectionLost(let reason): return "closed the connection (\(reason))"
        case .noAnswer(let seconds): return "did not answer in \(seconds.formatted()) s"
        case .missing(let names) where names == ["wl_seat"]:
            return "has no seat (no pointer, keyboard or touch; SDL 2 crashes on it)"
        case .missing(let names): return "lacks \(names.joined(separator: ", ")) (SDL 2 needs them)"
        }
    }

    /// One phrase for F5 and `--verbose`: `seat: pointer keyboard`.
    public var summary: String {
        if let problem { return problem }
        let seat = seatCapabilities.map { $0.isEmpty ? "no devices" : $0.joined(separator: " ") } ?? "none"
        return "seat: \(seat); \(globals.count) globals"
    }
}

private extension Double {
    func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
