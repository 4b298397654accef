import GestureTuning
import SandboxHost
import SandboxScenes

/// The scenes and tunables a command offers: the app's, given to `GestureSandbox.main`, which hands them to the
/// command it parsed (`SceneCommand.run(with:)`). ArgumentParser builds the commands itself, so they get them as an
/// argument of their run rather than as a stored property, and never from a global.
@MainActor
struct SceneRegistry {
    /// In scene-bar and number-key order; the first is the default.
    let scenes: [SceneDescriptor]
    /// The app's scene types, for `export-test` to name a scene of the app's own in the test it writes.
    let types: [any SandboxScene.Type]
    /// The custom recognizers' settings for the F6 panel and tuning files, besides the built-ins'.
    let tunables: [TunableParameter]

    /// `types` (the touch-test scene is added last) and `tunables` besides the sample scenes' custom ones.
    init(types: [any SandboxScene.Type] = GestureSandbox.sampleScenes, tunables: [TunableParameter] = []) {
        self.types = types
        scenes = Self.descriptors(for: types)
        self.tunables = CustomTunables.all + tunables
    }

    /// The touch-test scene is the host's own tool, so every app ends with it.
    static func descriptors(for types: [any SandboxScene.Type]) -> [SceneDescriptor] {
        types.map(descriptor) + [TouchTestScene.descriptor]
    }

    /// A scene as the host sees it: the scene view is the controller the host keeps alive, built with the host's
    /// services (its sounds go to the host's audio).
    private static func descriptor(_ type: any SandboxScene.Type) -> SceneDescriptor {
        SceneDescriptor(id: type.id, title: type.title, hint: type.hint) { window, services in
            type.init(window: window, services: services)
        }
    }
}

/// A command that offers the app's scenes (the app, `check`, `import`, `export-test`): `parseAndRun` runs it with
/// the app's registry; its plain `run()` (ArgumentParser's) uses the sample scenes.
protocol SceneCommand {
    @MainActor func run(with registry: SceneRegistry) throws
}
