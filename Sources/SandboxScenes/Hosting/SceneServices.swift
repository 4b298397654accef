/// What the host offers a scene beyond its window: sound effects (`Assets/sounds/NAME.wav`) and the run's taught
/// gestures. Scenes and their tests can make one with any handler and library, or `silent()`.
@MainActor
public final class SceneServices {
    private let soundHandler: @MainActor (String) -> Void
    /// The run's taught gestures (`--gestures FILE`, or none yet: see `GestureLibrary` for where Save writes).
    public let gestures: GestureLibrary
    /// Whether a Teach scene works on `gestures` itself, so what is taught survives switching scenes (the live app),
    /// or on a copy of it, so every build of the scene starts alike (replays, seeks, tests).
    public let keepsTaughtGestures: Bool

    public init(playSound: @escaping @MainActor (String) -> Void, gestures: GestureLibrary = GestureLibrary(),
                keepsTaughtGestures: Bool = false) {
        soundHandler = playSound
        self.gestures = gestures
        self.keepsTaughtGestures = keepsTaughtGestures
    }

    /// What a new Teach scene works on: `gestures`, or a copy of it (see `keepsTaughtGestures`).
    public func gestureLibraryForNewScene() -> GestureLibrary {
        keepsTaughtGestures ? gestures : gestures.replayCopy()
    }

    /// Services that do nothing, for tests and headless runs.
    public static func silent() -> SceneServices { SceneServices { _ in } }

    /// Plays `Assets/sounds/NAME.wav`; silent where there is no audio device.
    public func playSound(named name: String) {
        soundHandler(name)
    }
}
