import Foundation
import SandboxFormats

/// The renderer a windowed run draws with, and why, for F5, `--verbose` and the recording header. The app never
/// exits because a GPU is missing: when the first choice can't be made, the other kind is tried.
///
/// - `SDL_RENDER_DRIVER` set: SDL makes that driver, or its first that works (the user's word wins).
/// - Wayland: accelerated first, whatever runs it (Mesa's llvmpipe with no GPU). SDL 2's software renderer is itself
///   shown through a GL texture there, and at 1× on a scaled output (blurry at scale 2), so it is only the fallback.
/// - X11 and others: accelerated on a real GPU; with none (no /dev/dri device, or GL on a CPU rasteriser) SDL's own
///   software renderer, presented straight to the window: faster and ~90 MB lighter than llvmpipe.
@MainActor
struct RendererChoice {
    let renderer: SDLRenderer
    /// `opengl (accelerated: llvmpipe …)`, `software (no GPU)`, `software (accelerated failed: …)`.
    let description: String

    static func make(window: SDLWindow, videoDriver: String, vsync: Bool,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     hasGPU: Bool = RendererChoice.hasGPUDevice) throws -> RendererChoice {
        if let asked = environment["SDL_RENDER_DRIVER"], !asked.isEmpty {
            let renderer = try make(window, kind: nil, vsync: vsync, what: "SDL_RENDER_DRIVER=\(asked)")
            let made = renderer.backendName
            let note = made == asked.lowercased() ? "SDL_RENDER_DRIVER" : "SDL_RENDER_DRIVER=\(asked) could not be made"
            return RendererChoice(renderer: renderer, description: "\(describe(renderer)) (\(note))")
        }
        let preferAccelerated = videoDriver == "wayland" || hasGPU
        var failures: [String] = []
        if preferAccelerated {
            do {
                let renderer = try SDLRenderer(window: window, kind: .accelerated, vsync: vsync)
                if videoDriver == "wayland" || !renderer.isSoftwareOpenGL {
                    return RendererChoice(renderer: renderer, description: describe(renderer))
                }
                failures.append("OpenGL runs on the CPU")
            } catch {
                failures.append("accelerated failed: \(Self.reason(error))")
            }
        } else {
            failures.append("no GPU")
        }
        do {
            let renderer = try SDLRenderer(window: window, kind: .software, vsync: vsync)
            return RendererChoice(renderer: renderer, description: "\(describe(renderer)) (\(failures.joined(separator: "; ")))")
        } catch {
            failures.append("software failed: \(Self.reason(error))")
        }
        if !preferAccelerated, let renderer = try? SDLRenderer(window: window, kind: .accelerated, vsync: vsync) {
            return RendererChoice(renderer: renderer, description: "\(describe(renderer)) (\(failures.joined(separator: "; ")))")
        }
        throw SandboxError("no renderer could be made on \(videoDriver): \(failures.joined(separator: "; "))")
    }

    private static func make(_ window: SDLWindow, kind: SDLRenderer.Kind?, vsync: Bool, what: String) throws -> SDLRenderer {
        do {
            return try SDLRenderer(window: window, kind: kind, vsync: vsync)
        } catch {
            throw SandboxError("no renderer for \(what): \(reason(error))")
        }
    }

    /// `opengl (accelerated: llvmpipe (LLVM 15.0.6, 256 bits))` or `software`.
    static func describe(_ renderer: SDLRenderer) -> String {
        guard renderer.kind == .accelerated else { return renderer.backendName }
        return "\(renderer.backendName) (accelerated\(renderer.glRendererName.map { ": \($0)" } ?? ""))"
    }

    private static func reason(_ error: Error) -> String {
        (error as? SDLError)?.message ?? "\(error)"
    }

    /// Whether the machine has a GPU device node (/dev/dri/card*, renderD*).
    static var hasGPUDevice: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).isEmpty == false
    }
}
