import Foundation
import SandboxFormats
import TemplateRecognition

/// The gestures the Teach scene is teaching and where they are saved: one library for the run, handed to scenes in
/// `SceneServices`, so taught gestures survive switching scenes. `--gestures FILE` loads it from FILE (and saves
/// there); otherwise it starts empty and saves to `gestures.json` in the working directory.
@MainActor
public final class GestureLibrary {
    public static let defaultPath = "gestures.json"

    public var templates: TemplateSet
    /// Where `save()` writes.
    public var path: String

    public init(templates: TemplateSet = TemplateSet(), path: String = GestureLibrary.defaultPath) {
        self.templates = templates
        self.path = path
    }

    /// The library in the templates file at `path`, saving back to it; throws `GestureTemplatesError`.
    public static func load(path: String) throws -> GestureLibrary {
        GestureLibrary(templates: try GestureTemplatesFile.load(path: path), path: path)
    }

    /// The library for `--gestures FILE`: the file's templates, or none yet when there is no file (Save creates
    /// it); a file that is there but wrong throws.
    public static func open(path: String) throws -> GestureLibrary {
        guard FileManager.default.fileExists(atPath: path) else { return GestureLibrary(path: path) }
        return try load(path: path)
    }

    /// Writes the templates to `path` (the old file stays whole if writing fails).
    public func save() throws {
        try GestureTemplatesFile.save(templates, to: path)
    }
}
