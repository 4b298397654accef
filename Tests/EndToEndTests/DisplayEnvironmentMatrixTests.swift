import Foundation
@testable import SandboxHost
@testable import SandboxFormats
import Testing

/// Issue 22 item 2: every environment a start can meet that can be built here ends in a window or in one clear line
/// with exit status 1, never in a signal. The Wayland sockets are made in a fresh 0700 runtime folder: none, a dead
/// one (bound, never listened on: connection refused) and a hung one (listening, never answering).
@Suite("Start-up in every constructible environment", .serialized)
struct DisplayEnvironmentMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var environment: [String: String]
        /// The whole of standard error, line by line; `DRIVERS` stands for SDL's video drivers.
        var lines: [String]
        var testDescription: String { name }
    }

    static let fix = "set DISPLAY to use X11, or use --headless"
    static let cases: [Case] = [
        Case(name: "no WAYLAND_DISPLAY socket", environment: ["WAYLAND_DISPLAY": "gs-none"],
             lines: ["gesture-sandbox: Wayland display gs-none can't be reached (no such file or directory): \(fix)"]),
        Case(name: "a dead socket", environment: ["WAYLAND_DISPLAY": "dead"],
             lines: ["gesture-sandbox: Wayland display dead can't be reached (connection refused): \(fix)"]),
        Case(name: "a compositor that never answers", environment: ["WAYLAND_DISPLAY": "hung"],
             lines: ["gesture-sandbox: Wayland display hung did not answer in 3 s: \(fix)"]),
        Case(name: "WAYLAND_DISPLAY with no XDG_RUNTIME_DIR", environment: ["WAYLAND_DISPLAY": "dead", "XDG_RUNTIME_DIR": ""],
             lines: ["gesture-sandbox: Wayland display dead can't be reached (XDG_RUNTIME_DIR is not set): \(fix)"]),
        Case(name: "SDL_VIDEODRIVER=wayland with no compositor", environment: ["SDL_VIDEODRIVER": "wayland"],
             lines: ["gesture-sandbox: Wayland display wayland-0 can't be reached (no such file or directory): \(fix)"]),
        Case(name: "DISPLAY and WAYLAND_DISPLAY unset", environment: [:],
             lines: ["gesture-sandbox: no display: use --headless or set SDL_VIDEODRIVER"]),
        Case(name: "a bogus DISPLAY", environment: ["DISPLAY": ":7391"],
             lines: ["gesture-sandbox: no display at :7391 (SDL_Init failed: x11 not available): use --headless, or set DISPLAY or SDL_VIDEODRIVER"]),
        Case(name: "a dead Wayland socket and a bogus DISPLAY", environment: ["WAYLAND_DISPLAY": "dead", "DISPLAY": ":7391"],
             lines: ["gesture-sandbox: note: Wayland display dead can't be reached (connection refused): using X11 (DISPLAY=:7391) instead",
                     "gesture-sandbox: no display at :7391 (SDL_Init failed: x11 not available): use --headless, or set DISPLAY or SDL_VIDEODRIVER"]),
        Case(name: "SDL_VIDEODRIVER=nonsense", environment: ["SDL_VIDEODRIVER": "nonsense", "DISPLAY": ":7391"],
             lines: ["gesture-sandbox: SDL_VIDEODRIVER=nonsense names no video driver SDL has here "
                     + "(DRIVERS): unset it or name one of them"]),
    ]

    @Test(arguments: cases)
    @MainActor
    func startsOrSaysWhy(_ testCase: Case) throws {
        let drivers = SDLSystem.videoDrivers.joined(separator: ", ")
        let app = try #require(AppBinary.locate(), "gesture-sandbox is not built next to the test bundle")
        let runtime = AppBinary.temporaryPath("runtime")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let dead = try UnixSocket(path: runtime + "/dead", listening: false)
        let hung = try UnixSocket(path: runtime + "/hung", listening: true)
        defer { dead.close(); hung.close() }
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "XDG_RUNTIME_DIR": runtime]
        environment.merge(testCase.environment) { $1 }
        let result = try app.runBounded(["--scene", "knob"], environment: environment, timeout: 30)
        #expect(!result.timedOut)
        #expect(result.reason == .exit, "ended by signal \(result.status)")
        #expect(result.status == 1)
        #expect(result.stderrLines == testCase.lines.map { $0.replacingOccurrences(of: "DRIVERS", with: drivers) })
    }
}

/// A Unix socket file for the probe to meet: bound (and listening, or not), never accepting.
struct UnixSocket {
    let descriptor: Int32

    init(path: String, listening: Bool) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, !listening || listen(descriptor, 4) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    func close() { _ = Glibc.close(descriptor) }
}
