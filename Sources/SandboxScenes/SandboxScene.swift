import Foundation
import GestureKit

/// Plays a named sound from `Assets/sounds` (the host's audio; silent where there is no device).
public typealias SoundPlayer = @MainActor (String) -> Void

/// One sample scene: the root view of a demo, installed in a window by the host or a test. The scene view owns its
/// subviews and recognizers and is their action target, so the window keeps the whole demo alive.
@MainActor
public protocol SandboxScene: View {
    /// Stable id, part of the public contract (`--scene`, recordings, traces).
    nonisolated static var id: String { get }
    nonisolated static var title: String { get }
    /// One line of what to try, with fingers and with the mouse.
    nonisolated static var hint: String { get }
    /// Builds the scene and adds it to `window`, filling the window's bounds.
    init(window: Window, playSound: @escaping SoundPlayer)
    /// Builds the scene with the host's services (its sounds, the run's taught gestures); by default, as
    /// `init(window:playSound:)` with the services' sounds.
    init(window: Window, services: SceneServices)
}

extension SandboxScene {
    public init(window: Window, services: SceneServices) {
        self.init(window: window, playSound: { services.playSound(named: $0) })
    }
}
