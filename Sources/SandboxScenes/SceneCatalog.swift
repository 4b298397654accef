import Foundation
import GestureKit

/// The sample scenes in menu order, so the host can list them without knowing their types.
@MainActor
public enum SceneCatalog {
    public static let all: [any SandboxScene.Type] = [
        MonkeyBananaScene.self, KnobScene.self, CheckmarkScene.self, PhotoChevronScene.self, GalleryScene.self,
        TeachScene.self, ScrollScene.self,
    ]

    /// The scene type with this id, if any.
    public static func scene(id: String) -> (any SandboxScene.Type)? {
        all.first { $0.id == id }
    }

    /// Builds the scene with this id in `window`; nil for an unknown id.
    @discardableResult
    public static func install(id: String, in window: Window, playSound: @escaping SoundPlayer = { _ in }) -> View? {
        scene(id: id).map { $0.init(window: window, playSound: playSound) }
    }
}
