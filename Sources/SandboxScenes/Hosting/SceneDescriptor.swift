import GestureKit

/// One scene the app can show, described without the host knowing the scene's code: the executable lists these
/// (see `Sources/GestureSandboxApp/SceneRegistry.swift`), and the host uses no scene but through one.
public struct SceneDescriptor: Sendable {
    /// The `--scene` id, e.g. `monkey-banana`.
    public let id: String
    /// The name on the scene bar.
    public let title: String
    /// One line telling the user what to try.
    public let hint: String
    /// Builds the scene's views into the window; the returned object (the scene's controller) is kept alive for
    /// as long as the scene is shown.
    public let build: @MainActor @Sendable (Window, SceneServices) -> AnyObject

    public init(id: String, title: String, hint: String,
                build: @escaping @MainActor @Sendable (Window, SceneServices) -> AnyObject) {
        self.id = id
        self.title = title
        self.hint = hint
        self.build = build
    }
}
