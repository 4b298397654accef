/// What the host offers a scene beyond its window: for now, sound effects (`Assets/sounds/NAME.wav`). Scenes and
/// their tests can make one with any handler, or `silent()`.
@MainActor
public final class SceneServices {
    private let soundHandler: @MainActor (String) -> Void

    public init(playSound: @escaping @MainActor (String) -> Void) {
        soundHandler = playSound
    }

    /// Services that do nothing, for tests and headless runs.
    public static func silent() -> SceneServices { SceneServices { _ in } }

    /// Plays `Assets/sounds/NAME.wav`; silent where there is no audio device.
    public func playSound(named name: String) {
        soundHandler(name)
    }
}
