import Foundation
import SandboxFormats

extension RecordingEnvironment {
    /// This run's build, SDL, video driver, renderer, scale and touch devices, for a recording's header.
    @MainActor
    public static func current(renderer: SDLRenderer, scale: CGFloat) -> RecordingEnvironment {
        RecordingEnvironment(app: AppVersion.full, sdlVersion: SDLSystem.linkedVersion,
                             videoDriver: SDLSystem.videoDriverName, renderer: renderer.backendName,
                             displayScale: Double(scale), touchDevices: SDLTouchDevices.current())
    }
}
