import SandboxHost
import SandboxScenes

/// The scenes the app offers, in scene-bar and number-key order; the first is the default. The scenes engineer adds
/// the SandboxScenes descriptors here (the host itself never depends on SandboxScenes).
enum SceneList {
    @MainActor static let all: [SceneDescriptor] = [
        descriptor(MonkeyBananaScene.self),
        descriptor(KnobScene.self),
        descriptor(CheckmarkScene.self),
        descriptor(PhotoChevronScene.self),
        descriptor(GalleryScene.self),
        TouchTestScene.descriptor,
    ]

    /// A sample scene as the host sees it: the scene view is the controller the host keeps alive, and its sounds
    /// go to the host's audio.
    private static func descriptor<Scene: SandboxScene>(_ type: Scene.Type) -> SceneDescriptor {
        SceneDescriptor(id: Scene.id, title: Scene.title, hint: Scene.hint) { window, services in
            Scene(window: window, playSound: { services.playSound(named: $0) })
        }
    }
}
