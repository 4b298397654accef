import Foundation
import SandboxFormats

/// What input the app is getting, for the F5 panel and `--verbose`: the backend, the touch devices, how often each
/// finger down reports and how hard it presses, and counts of what the input path threw away or repaired — SDL's
/// most reported touch problems on Linux (synthetic mouse events doubling touches, fingers stuck down, lost
/// devices). Plain values: the host feeds it, so it is tested without SDL.
public struct InputHealth {
    /// A touch device, as SDL lists it or as its events first name it: the one type a recording's header lists too.
    public typealias Device = RecordedTouchDevice

    /// One finger of one device, as SDL keys it.
    public struct FingerKey: Hashable, Sendable {
        public var device: Int64
        public var finger: Int64
        public init(device: Int64, finger: Int64) {
            self.device = device
            self.finger = finger
        }
    }

    struct Finger {
        /// Report times within the last `rateWindow`, oldest first.
        var recent: [TimeInterval] = []
        var lastReport: TimeInterval
        var pressure: Double?
    }

    public enum Counter: String, CaseIterable, Sendable {
        /// Mouse events SDL made from touches (`which == SDL_TOUCH_MOUSEID`), dropped so nothing counts twice.
        case syntheticMouseDropped = "synthetic mouse events dropped"
        /// Finger events SDL made from the mouse (`SDL_MOUSE_TOUCHID`), dropped likewise.
        case syntheticTouchDropped = "synthetic touch events dropped"
        /// Fingers whose up never came (their id went down again: cancelled; the button was released unseen: lifted).
        case stuckCancelled = "stuck fingers ended"
        /// Fingers of a device that went away, cancelled.
        case lostCancelled = "lost fingers cancelled"
        /// Interruptions: focus lost, minimised, F9, a scene switch with fingers down.
        case interrupts = "interrupts"
        /// A Wayland compositor's touch events held back from SDL 2.26, which would crash on them: fingers it never
        /// saw go down, and downs on surfaces not its own (libdecor's title bar).
        case heldBackFromSDL = "compositor touch events held back from SDL"
    }

    /// Reports per second are counted over this much time.
    public static let rateWindow: TimeInterval = 1

    public var videoDriver = "unknown"
    public var renderer = "unknown"
    /// Pixels per point and where they come from (`scale 2 (Xft.dpi 192)`); empty: not shown.
    public var scale = ""
    /// How the display was chosen: a Wayland compositor's seat, a fallback to X11 and why.
    public var display: [String] = []
    /// SDL hints the app set, and any the environment overrides, as name and value.
    public var hints: [(name: String, value: String)] = []
    public private(set) var devices: [Device] = []
    public private(set) var counts: [Counter: Int] = [:]
    private(set) var fingers: [FingerKey: Finger] = [:]

    public init() {}

    /// The devices SDL lists now; devices only seen in events stay listed.
    public mutating func setListedDevices(_ listed: [Device]) {
        let unlisted = devices.filter { seen in !listed.contains { $0.id == seen.id } && seen.name.hasSuffix("(not listed by SDL)") }
        devices = listed + unlisted
    }

    /// A finger down or moving reported at `time` (SDL's event time on the engine clock).
    public mutating func report(_ key: FingerKey, pressure: Double?, at time: TimeInterval) {
        if !devices.contains(where: { $0.id == key.device }) {
            devices.append(Device(id: key.device, name: "device \(key.device) (not listed by SDL)"))
        }
        var finger = fingers[key] ?? Finger(lastReport: time)
        finger.recent.append(time)
        finger.recent.removeFirst(finger.recent.prefix { $0 <= time - Self.rateWindow }.count)
        finger.lastReport = time
        finger.pressure = pressure
        fingers[key] = finger
    }

    /// The finger lifted or was cancelled: it leaves the list.
    public mutating func end(_ key: FingerKey) {
        fingers[key] = nil
    }

    /// Sets a counter kept elsewhere (the touch guard's, in C) to its total.
    public mutating func setCount(_ counter: Counter, to total: Int) {
        counts[counter] = total
    }

    public mutating func count(_ counter: Counter, by amount: Int = 1) {
        guard amount > 0 else { return }
        counts[counter, default: 0] += amount
    }

    /// Fingers down, by device and finger.
    public var fingerKeys: [FingerKey] {
        fingers.keys.sorted { ($0.device, $0.finger) < ($1.device, $1.finger) }
    }

    /// Reports in the last `rateWindow` before `now`, per second.
    public func reportsPerSecond(_ key: FingerKey, now: TimeInterval) -> Double {
        guard let finger = fingers[key] else { return 0 }
        return Double(finger.recent.filter { $0 > now - Self.rateWindow && $0 <= now }.count) / Self.rateWindow
    }

    public func sinceLastReport(_ key: FingerKey, now: TimeInterval) -> TimeInterval? {
        fingers[key].map { max(0, now - $0.lastReport) }
    }

    public func pressure(_ key: FingerKey) -> Double? { fingers[key]?.pressure }

    /// The panel's text, one line each; also what `--verbose` prints at start.
    public func lines(now: TimeInterval) -> [String] {
        var lines = ["video driver \(videoDriver) · renderer \(renderer)"]
        if !scale.isEmpty { lines.append(scale) }
        lines += display
        if devices.isEmpty { lines.append("touch devices: none (the mouse stands in for a finger)") }
        for device in devices {
            lines.append("touch device \(device.id): \(device.name)")
            for key in fingerKeys where key.device == device.id {
                let rate = reportsPerSecond(key, now: now)
                let since = (sinceLastReport(key, now: now) ?? 0) * 1000
                let pressure = self.pressure(key).map { String(format: "%.2f", $0) } ?? "none"
                lines.append(String(format: "  finger %lld: %.0f reports/s, last %.0f ms ago, pressure %@", key.finger,
                                    rate, since, pressure))
            }
        }
        lines += Counter.allCases.map { "\($0.rawValue): \(counts[$0] ?? 0)" }
        lines += hints.isEmpty ? ["hints: none"] : hints.map { "hint \($0.name)=\($0.value)" }
        return lines
    }
}
