import GestureTuning
import SandboxHost
import SandboxScenes

/// The scenes and tunables of the running command, set once by `GestureSandbox.main` before the command line is
/// parsed. ArgumentParser builds the commands itself, so they read what to offer from here rather than from a stored
/// property.
@MainActor
enum SceneRegistry {
    /// In scene-bar and number-key order; the first is the default.
    static var scenes: [SceneDescriptor] = descriptors(for: GestureSandbox.sampleScenes)
    /// The app's scene types, for `export-test` to name a scene of the app's own in the test it writes.
    static var types: [any SandboxScene.Type] = GestureSandbox.sampleScenes
    /// The custom recognizers' settings for the F6 panel and tuning files, besides the built-ins'.
    static var tunables: [TunableParameter] = CustomTunables.all

    /// The touch-test scene is the host's own tool, so every app ends with it.
    static func descriptors(for types: [any SandboxScene.Type]) -> [SceneDescriptor] {
        types.map(descriptor) + [TouchTestScene.descriptor]
    }

    /// A scene as the host sees it: the scene view is the controller the host keeps alive, and its sounds go to the
    /// host's audio.
    private static func descriptor(_ type: any SandboxScene.Type) -> SceneDescriptor {
        SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
            type.init(window: window, playSound: { services.playSound(named: $0) })
        }
    }
}
