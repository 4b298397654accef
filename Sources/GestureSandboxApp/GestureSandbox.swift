import GestureTuning
import SandboxFormats
import SandboxScenes

/// The whole app in one call, for this repository's executable and for any package that depends on this one:
///
/// ```swift
/// import GestureSandboxApp
/// GestureSandbox.main(scenes: [LassoScene.self] + GestureSandbox.sampleScenes)
/// ```
///
/// Every tool comes with it, because the command line is this library's, not copied per app: overlays, the
/// inspector, record and replay, trace, view dump, screenshots, headless mode, `check` and `timeline`.
public enum GestureSandbox {
    /// The sample scenes, in scene-bar order: monkey/banana, knob, checkmark, photo chevron, gallery, teach, scroll.
    public static let sampleScenes: [any SandboxScene.Type] = [
        MonkeyBananaScene.self, KnobScene.self, CheckmarkScene.self, PhotoChevronScene.self, GalleryScene.self,
        TeachScene.self, ScrollScene.self,
    ]

    /// Parses the command line and runs the app with `scenes` (the first is the default; the touch-test scene is
    /// always added last) and the F6 panel offering `tunables` besides the built-in recognizers' and the sample
    /// scenes' custom ones. Never returns: it exits with the app's status (0, 64 usage error, 1 run-time failure).
    @MainActor
    public static func main(scenes: [any SandboxScene.Type] = sampleScenes, tunables: [TunableParameter] = []) -> Never {
        // First of all: a SIGTERM in a start's first milliseconds ends the session as a later one does (issue 36).
        TerminationSignals.install()
        SceneRegistry.scenes = SceneRegistry.descriptors(for: scenes)
        SceneRegistry.types = scenes
        SceneRegistry.tunables = CustomTunables.all + tunables
        SandboxCommand.parseAndRun()
    }
}
